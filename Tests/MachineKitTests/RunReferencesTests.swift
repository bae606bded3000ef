import Foundation
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import Testing

// A step of an async machine met again (the same action, from the same state, with the same
// answers, in another state of the exploration) runs once, and must do what its first two
// runs did.

/// How many times something ran, across threads.
private final class Count: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private actor Shelf {
    private var count = 0
    func bump() { count += 1 }
    func value() -> Int { count }
}

private struct Note: Hashable, Sendable, CustomStringConvertible {
    var seen = 0
    var loaded = false
    var description: String { "Note(seen: \(seen), \(loaded ? "loaded" : "-"))" }
}

private enum NoteAction: String, Hashable, Sendable, CaseIterable { case peek, load, bump }

/// `peek` reads the shelf, `bump` changes it (a hidden input of `peek`), `load` waits on a call
/// without touching the state, so that `peek` is met again from the same state while it waits.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func notes(bumps: Bool, peeks: Count) -> Machine<Running<Note, NoteAction>, AsyncStep<NoteAction>> {
    let shelf = Shelf()
    let actions: [NoteAction] = bumps ? [.peek, .load, .bump] : [.peek, .load]
    return Machine("Notes", initial: Note(), actions: { note in note.seen == 0 && !note.loaded ? actions : [] }, maxInFlight: 1) {
        storage, action in
        switch action {
        case .peek:
            peeks.add()
            storage.seen = await shelf.value() + 1
        case .load:
            _ = await choose("fetch()", among: [true])
            storage.loaded = true
        case .bump:
            await shelf.bump()
        }
    }
}

private struct Query: Hashable, Sendable, CustomStringConvertible {
    var text = ""
    var shown = "-"
    var dark = false
    var description: String { "Query(\(text.isEmpty ? "-" : text), \(shown)\(dark ? ", dark" : ""))" }
}

private enum QueryAction: String, Hashable, Sendable, CaseIterable { case type, toggle }

/// `type` appends a letter and searches (cancelled by the next `type`); `toggle` changes what the
/// search never reads, so that a search in flight is cancelled in two states of the exploration.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func queries(cancelledPaths: Count) -> Machine<Running<Query, QueryAction>, AsyncStep<QueryAction>> {
    Machine(
        "Queries", initial: Query(), actions: { query in query.text.count < 3 ? [.type, .toggle] : [.toggle] },
        cancelInFlight: .id({ $0 == .type ? "search" : nil }), maxInFlight: 2
    ) { storage, action in
        switch action {
        case .toggle:
            storage.dark.toggle()
        case .type:
            storage.text.append("a")
            storage.shown = "searching"
            do {
                let hits = try await choose("search(\(storage.text))", [.success(1), .success(0)])
                storage.shown = "\(hits) hits"
            } catch is CancellationError {
                cancelledPaths.add()
            } catch {}
        }
    }
}

/// A tally counted up by `up`, a step that ends: each step from a new state, so that the table of
/// steps met before turns off (it keeps none past 4,096 that never repeat). From `hiddenFrom` on,
/// `up` also reads a ticket no state holds, which changes at each run.
private struct Tally: Hashable, Sendable, CustomStringConvertible {
    var count = 0
    var description: String { "Tally(\(count))" }
}

private enum TallyAction: Hashable, Sendable { case up }

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func tally(limit: Int, hiddenFrom: Int?) -> Machine<Running<Tally, TallyAction>, AsyncStep<TallyAction>> {
    let tickets = Count()
    return Machine("Tally", initial: Tally(), actions: { $0.count < limit ? [.up] : [] }) { storage, _ in
        if let hiddenFrom, storage.count >= hiddenFrom {
            tickets.add()
            storage.count += 1 + tickets.value % 2
        } else {
            storage.count += 1
        }
    }
}

@Suite struct RunReferencesTests {
    @Test func aStepMetAgainRunsOnceMore() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let peeks = Count()
        let exploration = notes(bumps: false, peeks: peeks).explore()
        #expect(!exploration.report.findings.contains { $0.check == .nondeterministic })
        // peek from Note(seen: 0) is met twice: with nothing in flight (run twice), and while
        // load waits (run once, and compared).
        #expect(reachable(exploration).contains("Note(seen: 1, -) [load waits on fetch()]"))
        #expect(peeks.value == 3)
    }

    @Test func aHiddenInputChangedBetweenTwoMeetingsIsNondeterministic() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        for _ in 0..<20 {
            let exploration = notes(bumps: true, peeks: Count()).explore()
            // Between the two meetings bump changed the shelf: the second run of peek from
            // Note(seen: 0) does not do what the first two did.
            #expect(
                summary(exploration.report.findings.filter { $0.check == .nondeterministic }).map { $0.components(separatedBy: " |")[0] }
                    == [
                        "nondeterministic Note(seen: 0, -) [stuck: peek does not do the same thing twice]"
                    ])
        }
    }

    @Test func aHiddenInputIsFoundOnceTheTableHasTurnedOff() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        // 5,000 steps that never repeat turn the table off; every step still runs twice, and
        // the first whose two runs differ is a fault.
        let hidden = tally(limit: 5_200, hiddenFrom: 5_000).explore()
        #expect(
            summary(hidden.report.findings.filter { $0.check == .nondeterministic }).map { $0.components(separatedBy: " |")[0] } == [
                "nondeterministic Tally(5000) [stuck: up does not do the same thing twice]"
            ])
        #expect(hidden.stateCount == 5_002)
        let plain = tally(limit: 5_200, hiddenFrom: nil).explore()
        #expect(plain.report.findings.filter { $0.check == .nondeterministic }.isEmpty)
        #expect(plain.stateCount == 5_201)
    }

    @Test func aCancelledFlightIsCheckedOnceForWhetherItEndsInertly() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let cancelledPaths = Count()
        let exploration = queries(cancelledPaths: cancelledPaths).explore()
        #expect(exploration.report.findings.isEmpty)
        // The searches for "a" and "aa" are cancelled by the next key, each in two states (dark
        // or not), and end touching nothing: each is found to, once (its cancelled run run twice,
        // as any step first met), not once in each state; and is gone.
        #expect(cancelledPaths.value == 4)
        let names = reachable(exploration)
        #expect(names.contains("Query(aa, searching) [type waits on search(aa) (part 1 read text \"a\", text \"aa\")]"))
        #expect(names.contains("Query(aa, searching, dark) [type waits on search(aa) (part 1 read text \"a\", text \"aa\")]"))
        #expect(!names.contains { $0.contains("cancelled") })
        #expect(exploration.stateCount == 20)
        // The same, 100 times over in one process.
        for _ in 0..<100 {
            let count = Count()
            let again = queries(cancelledPaths: count).explore()
            #expect(reachable(again) == names && count.value == 4 && again.report.findings.isEmpty)
        }
    }

    @Test func theTableOfInertFlightsIsBounded() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        typealias Flight = Running<Int, String>.InFlight
        func flight(_ action: String) -> Flight {
            var flight = Flight(action: action, pending: [], segments: [0], reads: [SegmentReads(whole: true)], deliveries: [])
            flight.seal()
            return flight
        }
        let table = InertFlights<Int, String>(capacity: 2)
        RunContext.bound {
            table.keep(true, for: flight("load"))
            table.keep(false, for: flight("save"))
            #expect(table.answer(for: flight("load")) == true)
            #expect(table.answer(for: flight("save")) == false)
            // Full, the table is emptied before the next is kept.
            table.keep(true, for: flight("send"))
            #expect(table.answer(for: flight("load")) == nil)
            #expect(table.answer(for: flight("send")) == true)
        }
        // Another exploration's runs may see other task locals: nothing found before is theirs.
        RunContext.bound {
            #expect(table.answer(for: flight("send")) == nil)
            table.keep(false, for: flight("save"))
            #expect(table.answer(for: flight("save")) == false)
        }
        // Outside any exploration (a direct call of expand), nothing is kept or found.
        table.keep(true, for: flight("load"))
        #expect(table.answer(for: flight("load")) == nil)
        #expect(table.answer(for: flight("save")) == nil)
    }

    @Test func stepsThatDifferOnlyInWhereTheirPartsBeganAreNotConfused() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        typealias Table = RunReferences<Int, String>
        let delivery = Delivery(call: 0, given: .answer(1))
        func step(startedIn start: Int, cancelledFrom: Int? = nil, answer: Int = 1) -> Table.Step {
            Table.Step(
                action: "load", segmentStates: [start], deliveries: [Delivery(call: 0, given: .answer(answer))],
                cancelledFrom: cancelledFrom, current: 9, digest: 42)
        }
        let table = Table()
        RunContext.bound {
            table.keep(Table.Reference(digest: 1, emitted: [5]), for: step(startedIn: 3))
            #expect(table.reference(for: step(startedIn: 3))?.emitted == [5])
            // The same action, answers, digest and state now, hashed alike: told apart by the
            // state its first part began in, by the cancellation, and by the answer.
            #expect(table.reference(for: step(startedIn: 4)) == nil)
            #expect(table.reference(for: step(startedIn: 3, cancelledFrom: 0)) == nil)
            #expect(table.reference(for: step(startedIn: 3, answer: 2)) == nil)
        }
        // Another exploration's runs may see other task locals: the table starts again for them.
        RunContext.bound {
            #expect(table.reference(for: step(startedIn: 3)) == nil)
        }
        // Outside any exploration, nothing is kept or found.
        table.keep(Table.Reference(digest: 1, emitted: [5]), for: step(startedIn: 3))
        #expect(table.reference(for: step(startedIn: 3)) == nil)
        #expect(step(startedIn: 3).hashValue == step(startedIn: 4).hashValue)
        #expect(step(startedIn: 3).deliveries == [delivery])
    }

    @Test func theTableIsBoundedAndTurnsOffWhereStepsDoNotRepeat() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        typealias Table = RunReferences<Int, String>
        func step(_ number: Int) -> Table.Step {
            Table.Step(action: "bump", segmentStates: [], deliveries: [], cancelledFrom: nil, current: number, digest: 0)
        }
        RunContext.bound { boundedAndTurningOff(step) }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    private func boundedAndTurningOff(_ step: (Int) -> RunReferences<Int, String>.Step) {
        typealias Table = RunReferences<Int, String>
        // Full, the table is emptied: a step kept before is run twice when met again.
        let small = Table(capacity: 3)
        for number in 0..<3 { small.keep(Table.Reference(digest: UInt64(number), emitted: []), for: step(number)) }
        #expect(small.reference(for: step(1))?.digest == 1)
        small.keep(Table.Reference(digest: 3, emitted: []), for: step(3))
        #expect(small.reference(for: step(1)) == nil)
        #expect(small.reference(for: step(3))?.digest == 3)
        // Steps that never repeat: after 4,096 kept, the table turns off and keeps nothing.
        let table = Table()
        for number in 0..<5000 {
            #expect(table.reference(for: step(number)) == nil)
            table.keep(Table.Reference(digest: 0, emitted: []), for: step(number))
        }
        #expect(table.isOff)
        #expect(table.kept.isEmpty)
        // Steps met twice each keep it on.
        let repeating = Table()
        for number in 0..<5000 {
            #expect(repeating.reference(for: step(number)) == nil)
            repeating.keep(Table.Reference(digest: 0, emitted: []), for: step(number))
            #expect(repeating.reference(for: step(number)) != nil)
        }
        #expect(!repeating.isOff)
        #expect(repeating.kept.count == 5000)
    }
}
