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

@Suite struct AsyncTaskLocalTests {
    private func explored(workers: Int) -> (states: Set<String>, findings: [String]) {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return ([], []) }
        let exploration = Explorer(greeter(), workers: workers).explore()
        return (Set(exploration.states.map { "\($0.state)" }), exploration.report.findings.map { "\($0.check)" })
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
