import Foundation
import MachineKit
import Testing

// A run of an async action sees the task-local values of the code that explores it: an async
// machine is explored on the calling thread (one worker, whatever the number asked for), and
// each run's task inherits the caller's task locals, as a dependency injected around the
// exploration (`withValue`, swift-dependencies' `withDependencies`) is.

private enum Greeting {
    @TaskLocal static var word = "hello"
}

private struct Greeter: Hashable, Sendable, CustomStringConvertible {
    var heard: [String] = []
    var description: String { "Greeter(\(heard.joined(separator: ", ")))" }
}

private enum GreeterAction: String, Hashable, Sendable, CaseIterable { case greet, wait }

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func greeter() -> Machine<Running<Greeter, GreeterAction>, AsyncStep<GreeterAction>> {
    Machine("Greeter", initial: Greeter(), actions: { _ in GreeterAction.allCases }) { store, action in
        switch action {
        case .greet:
            store.heard.append(Greeting.word)
        case .wait:
            let answer = await choose("word()", among: ["later", "never"])
            store.heard.append(Greeting.word + " " + answer)
        }
    }
    .constraint("three words at most") { $0.state.heard.count <= 3 }
}

private final class Dependency: Sendable {}

private enum Injected {
    @TaskLocal static var dependency: Dependency?
}

@Suite struct AsyncTaskLocalTests {
    /// What the code that explores injects through task locals is let go when the exploration
    /// returns: the task the runs shared, which copied it, ends with the exploration.
    @Test func theTaskLocalsAnExplorationsRunsSawAreLetGoWhenItReturns() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        for _ in 0..<10 {
            weak var injected: Dependency?
            do {
                let dependency = Dependency()
                injected = dependency
                let states = Injected.$dependency.withValue(dependency) { greeter().explore().states.count }
                #expect(states > 1)
            }
            #expect(injected == nil)
        }
    }

    private func explored(workers: Int) -> (states: Set<String>, findings: [String]) {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return ([], []) }
        let exploration = Explorer(greeter(), workers: workers).explore()
        return (Set(exploration.states.map { "\($0.state)" }), exploration.report.findings.map { "\($0.check)" })
    }

    /// One machine value explored again under other task locals: what the explorer keeps of
    /// the runs it made (the steps met before, the cancelled flights found inert) belongs to
    /// the exploration that ran them, and is never compared with runs that saw other values.
    @Test func theSameMachineExploredUnderOtherTaskLocalsIsNotNondeterministic() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let machine = greeter()
        let plain = machine.explore()
        for _ in 0..<10 {
            let greeted = Greeting.$word.withValue("bonjour") { machine.explore() }
            #expect(greeted.report.findings.isEmpty)
            #expect(
                Set(greeted.states.map { "\($0.state)" })
                    == Set(plain.states.map { "\($0.state)".replacingOccurrences(of: "hello", with: "bonjour") }))
            let again = machine.explore()
            #expect(again.states == plain.states)
            #expect(again.report.findings.isEmpty)
        }
    }

    /// A bit-state search runs the machine's actions too: each search sees the task locals of
    /// the code that asks for it, also after searches under other values (each exploration's
    /// runs share a task, made in that exploration's context, never an earlier one's).
    @Test func aBitStateSearchSeesTheTaskLocalsOfTheCodeThatAsksForIt() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let machine = greeter().invariant("heard no hello") { !$0.state.heard.contains { $0.hasPrefix("hello") } }
        let options = BitstateOptions(bits: 1 << 16, seeds: [1, 2])
        for _ in 0..<10 {
            let plain = Explorer(machine).bitstate(options)
            #expect(plain.findings.map(\.check) == [.incomplete, .invariant])
            let greeted = Greeting.$word.withValue("bonjour") { Explorer(machine).bitstate(options) }
            #expect(greeted.findings.map(\.check) == [.incomplete])
            #expect(greeted.statistics.states == plain.statistics.states)
        }
    }

    @Test(arguments: [1, 2])
    func aRunSeesTheTaskLocalsOfTheCodeThatExploresIt(workers: Int) {
        let plain = explored(workers: workers)
        #expect(plain.states.contains("Greeter(hello, hello later, hello)"))
        #expect(!plain.states.contains { $0.contains("bonjour") })
        for _ in 0..<20 {
            let greeted = Greeting.$word.withValue("bonjour") { explored(workers: workers) }
            // The same machine, every word the injected one: no run saw the default.
            #expect(greeted.states.count == plain.states.count)
            #expect(greeted.states == Set(plain.states.map { $0.replacingOccurrences(of: "hello", with: "bonjour") }))
            #expect(greeted.findings == plain.findings)
            #expect(!greeted.findings.contains("nondeterministic"))
        }
    }
}
