import Foundation
import MachineKit
import MachineKitTesting
import Testing

/// A tiny store: `load` sets loading, awaits the API, and shows the answer.
private struct Screen: Hashable, Sendable, CustomStringConvertible {
    var loading = false
    var shown = "nothing"
    var taps = 0
    var description: String { "Screen(\(loading ? "loading" : "idle"), \(shown), taps: \(taps))" }
}

private enum Tap: String, Hashable, Sendable, CaseIterable { case load, tap }

private enum Failure: Error { case offline }

private struct API: Sendable {
    var fetch: @Sendable () async throws -> String
}

private let checkingAPI = API(fetch: { try await choose("fetch()", [.success("data"), .failure(Failure.offline)]) })

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func screen(cancelInFlight: Bool, api: API = checkingAPI, onCancel: String? = nil) -> Machine<Running<Screen, Tap>, AsyncStep<Tap>>
{
    Machine(
        "Screen", initial: Screen(), actions: { state in state.taps < 1 ? [.load, .tap] : [.load] },
        cancelInFlight: cancelInFlight ? [.load] : [], maxInFlight: 2
    ) { store, action in
        switch action {
        case .tap:
            store.state.taps += 1
        case .load:
            store.state.loading = true
            do {
                let data = try await api.fetch()
                if Task.isCancelled { return }
                store.state.shown = data
            } catch is CancellationError {
                if let onCancel { store.state.shown = onCancel }
                return
            } catch {
                store.state.shown = "error"
            }
            store.state.loading = false
        }
    }
}

/// How many times actions ran, across threads.
private final class RunCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

/// Async machines need task executors (macOS 15 and later; every Linux).
@Suite struct AsyncMachineTests {
    /// Moves are recorded while exploring: the report, the graph and a trace to every state
    /// run no action again (each run of an action would run its effects again).
    @Test func actionsRunOnlyWhileExploring() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let runs = RunCount()
        let machine = Machine<Running<Screen, Tap>, AsyncStep<Tap>>(
            "Counted", initial: Screen(), actions: { state in state.taps < 1 ? [.load, .tap] : [.load] },
            cancelInFlight: [.load], maxInFlight: 2
        ) { store, action in
            runs.add()
            switch action {
            case .tap: store.state.taps += 1
            case .load:
                store.state.loading = true
                store.state.shown = (try? await checkingAPI.fetch()) ?? "error"
                store.state.loading = false
            }
        }
        let exploration = machine.explore()
        let afterExploring = runs.value
        #expect(afterExploring > 0)
        _ = exploration.report
        _ = exploration.graph
        for number in 0..<exploration.stateCount { _ = exploration.trace(to: number) }
        #expect(runs.value == afterExploring)
    }
    /// An async machine declares its actions as the feature writes them, without wrapping each
    /// in `.action(_:)`; the unused-action check reads them as steps.
    @Test func anAsyncMachineDeclaresItsPlainActions() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let machine = Machine<Running<Screen, Tap>, AsyncStep<Tap>>(
            "LoadOnly", initial: Screen(), actions: { _ in [.load] }, cancelInFlight: [.load], maxInFlight: 1
        ) { store, _ in
            store.state.shown = (try? await checkingAPI.fetch()) ?? "error"
        }
        .actions([.load, .tap])
        expectFindings(machine, [.unusedAction("tap")])
    }

    @Test func anActionWaitsAndEveryAnswerIsExplored() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let exploration = screen(cancelInFlight: true).explore()
        let graph = exploration.graph
        let start = graph.moves.moves(from: 0).map { move in
            graph.actionNames[move.action] + " → " + move.states.map { graph.stateNames[$0] }.joined(separator: " → ")
        }
        // The action in flight says where it started: the state it reads again when resumed.
        #expect(
            start == [
                "load → Screen(loading, nothing, taps: 0) [load waits on fetch() since Screen(idle, nothing, taps: 0)]",
                "tap → Screen(idle, nothing, taps: 1)",
            ])
        let waiting = graph.stateNames.firstIndex(
            of: "Screen(loading, nothing, taps: 0) [load waits on fetch() since Screen(idle, nothing, taps: 0)]")!
        let answers = graph.moves.moves(from: waiting).map { move in
            graph.actionNames[move.action] + " → " + move.states.map { graph.stateNames[$0] }.joined(separator: " → ")
        }
        #expect(
            answers == [
                // The first load, cancelled, would end without reading or writing anything: it is over.
                "load → Screen(loading, nothing, taps: 0) [load waits on fetch()]",
                "tap → Screen(loading, nothing, taps: 1) [load waits on fetch() since Screen(idle, nothing, taps: 0)]",
                "answer of fetch(): success(data) → Screen(idle, data, taps: 0)",
                "answer of fetch(): failure(offline) → Screen(idle, error, taps: 0)",
            ])
    }

    @Test func anAnswerArrivingAfterTheUserActedSeesTheNewState() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        // Tap while loading, then the answer: the action goes on from the tapped state.
        let exploration = screen(cancelInFlight: true).explore()
        let graph = exploration.graph
        let tapped = graph.stateNames.firstIndex(
            of: "Screen(loading, nothing, taps: 1) [load waits on fetch() since Screen(idle, nothing, taps: 0)]")!
        let afterAnswer = graph.moves.moves(from: tapped).filter { graph.actionNames[$0.action].hasPrefix("answer") }
            .map { graph.stateNames[$0.to] }
        #expect(afterAnswer == ["Screen(idle, data, taps: 1)", "Screen(idle, error, taps: 1)"])
        // Of the two shortest ways there, the user's action is explored before the answer.
        #expect(
            graph.trace(to: graph.stateNames.firstIndex(of: "Screen(idle, data, taps: 1)")!).line
                == "Screen(idle, nothing, taps: 0) --load--> Screen(loading, nothing, taps: 0) [load waits on fetch() since Screen(idle, nothing, taps: 0)]"
                + " --tap--> Screen(loading, nothing, taps: 1) [load waits on fetch() since Screen(idle, nothing, taps: 0)]"
                + " --answer of fetch(): success(data)--> Screen(idle, data, taps: 1)")
    }

    @Test func cancelInFlightMeansTheOlderAnswerNeverShows() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let exploration = screen(cancelInFlight: true).explore()
        let graph = exploration.graph
        let twice = graph.stateNames.firstIndex(of: "Screen(loading, nothing, taps: 0) [load waits on fetch()]")!
        let moves = graph.moves.moves(from: twice).map { move in graph.actionNames[move.action] + " → " + graph.stateNames[move.to] }
        // The cancelled run's call can only throw `CancellationError`, and the run then returns
        // without reading or writing the state: it is over when cancelled, whenever its answer
        // would come. Only the newer run's answers show; a third load replaces the second.
        #expect(
            moves == [
                "load → Screen(loading, nothing, taps: 0) [load waits on fetch()]",
                "tap → Screen(loading, nothing, taps: 1) [load waits on fetch() since Screen(loading, nothing, taps: 0)]",
                "answer of fetch(): success(data) → Screen(idle, data, taps: 0)",
                "answer of fetch(): failure(offline) → Screen(idle, error, taps: 0)",
            ])
        #expect(!graph.stateNames.contains { $0.contains("(cancelled)") })
        #expect(!graph.actionNames.contains { $0.hasSuffix(": cancelled") })
    }

    @Test func aCancelledRunThatStillActsStaysInFlight() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        // The cancelled run writes the state when its call throws: when that happens matters.
        let exploration = screen(cancelInFlight: true, onCancel: "cancelled").explore()
        let graph = exploration.graph
        let twice = graph.stateNames.firstIndex(
            of: "Screen(loading, nothing, taps: 0) [load (cancelled) waits on fetch()"
                + " since Screen(idle, nothing, taps: 0); load waits on fetch()]")!
        let moves = graph.moves.moves(from: twice).map { move in graph.actionNames[move.action] + " → " + graph.stateNames[move.to] }
        // A third load would put three in flight, past the machine's scope.
        #expect(
            moves == [
                "load → Screen(loading, nothing, taps: 0) [load (cancelled) waits on fetch() since Screen(idle, nothing, taps: 0);"
                    + " load (cancelled) waits on fetch(); load waits on fetch()]",
                "tap → Screen(loading, nothing, taps: 1) [load (cancelled) waits on fetch() since Screen(idle, nothing, taps: 0);"
                    + " load waits on fetch() since Screen(loading, nothing, taps: 0)]",
                "answer of fetch(): cancelled → Screen(loading, cancelled, taps: 0) [load waits on fetch() since Screen(loading, nothing, taps: 0)]",
                "answer of fetch(): success(data) → Screen(idle, data, taps: 0) [load (cancelled) waits on fetch() since Screen(idle, nothing, taps: 0)]",
                "answer of fetch(): failure(offline) → Screen(idle, error, taps: 0) [load (cancelled) waits on fetch() since Screen(idle, nothing, taps: 0)]",
            ])
    }

    /// A run after a cancelled one starts uncancelled: runs share a task only until one is
    /// cancelled, which cannot be undone (a later run would see `Task.isCancelled`).
    @Test func aRunAfterACancelledOneIsNotCancelled() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        struct Probe: Hashable, Sendable { var probes = 0; var sawCancelled = false; var loaded = 0 }
        enum Act: Hashable, Sendable, CaseIterable { case load, probe }
        let machine = Machine(
            "Probe", initial: Probe(), actions: { $0.probes < 2 ? Act.allCases : [.load] },
            cancelInFlight: [.load], maxInFlight: 2
        ) { store, action in
            switch action {
            case .load:
                do {
                    _ = try await choose("fetch()", [.success(1)])
                    store.state.loaded += 1
                } catch {}
            case .probe:
                store.state.probes += 1
                if Task.isCancelled { store.state.sawCancelled = true }
            }
        }
        .constraint("two loads") { $0.state.loaded <= 2 }
        for _ in 0..<10 {
            let exploration = machine.explore()
            #expect(exploration.states.contains { $0.state.probes == 2 && $0.state.loaded == 2 })
            #expect(!exploration.states.contains { $0.state.sawCancelled })
            #expect(exploration.report.findings.isEmpty)
        }
    }

    @Test func withoutCancellationTheOlderAnswerCanLandLast() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let exploration = screen(cancelInFlight: false).explore()
        // Two loads in flight, the second answered first with data, the first then with an
        // error: the screen ends showing the older request's error.
        let names = Set(exploration.graph.stateNames)
        #expect(names.contains("Screen(idle, data, taps: 0) [load waits on fetch() since Screen(idle, nothing, taps: 0)]"))
        #expect(names.contains("Screen(idle, error, taps: 0)"))
        #expect(exploration.report.findings.isEmpty)
    }

    @Test func anActionThatAwaitsSomethingElseIsReportedWithItsTrace() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let sleepy = API(fetch: {
            try await Task.sleep(for: .seconds(3600))
            return "never"
        })
        let report = screen(cancelInFlight: true, api: sleepy).check()
        let sentence =
            "load sleeps on the real clock (for 3600s), which the explorer cannot wait for: give the"
            + " feature a clock (any Clock<Duration>) and, in the machine, an ExploredClock, whose sleeps are explored as steps"
        // One finding, naming the call and the fix; the stuck state is no dead end besides.
        #expect(
            summary(report.findings) == [
                "uncontrolled-task Screen(loading, nothing, taps: 0) [stuck: load sleeps on the real clock] | Screen(idle, nothing, taps: 0)"
                    + " --load--> Screen(loading, nothing, taps: 0) [stuck: load sleeps on the real clock]"
            ])
        #expect(
            report.findings.map(\.message) == [
                sentence + " (in 2 reachable states)"
            ])
    }
}

/// Search as you type: each keystroke starts a search; `clear` empties the field.
private struct Search: Hashable, Sendable, CustomStringConvertible {
    var query = ""
    var results = "none"
    var description: String { "Search(\(query.isEmpty ? "empty" : query), \(results))" }
}

private enum Typing: Hashable, Sendable {
    case queryChanged(String)
    case clear
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func search(_ cancelInFlight: CancelInFlight<Typing>) -> Machine<Running<Search, Typing>, AsyncStep<Typing>> {
    Machine(
        "Search", initial: Search(),
        actions: { state in
            switch state.query {
            case "": [.queryChanged("s")]
            case "s": [.queryChanged("sw"), .clear]
            default: [.clear]
            }
        }, cancelInFlight: cancelInFlight, maxInFlight: 2
    ) { store, action in
        switch action {
        case .clear:
            store.state.query = ""
            store.state.results = "none"
        case .queryChanged(let query):
            store.state.query = query
            store.state.results = "searching"
            do {
                let found = try await choose("search(\(query))", [.success("hits for \(query)")])
                store.state.results = found
            } catch {
                return
            }
        }
    }
}

@Suite struct CancelInFlightTests {
    /// The results shown with each query, over every reachable state.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    private func shown(_ exploration: Exploration<Running<Search, Typing>, AsyncStep<Typing>>) -> Set<String> {
        Set((0..<exploration.stateCount).map { exploration.state($0).state.description })
    }

    @Test func theSameCaseCancelsWhateverItsPayload() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        // Whole action values: queryChanged("sw") does not cancel queryChanged("s"), whose
        // hits can land under the newer query.
        #expect(shown(search([.queryChanged("s"), .queryChanged("sw")]).explore()).contains("Search(sw, hits for s)"))
        // By case: the older search is cancelled, its hits never show under "sw".
        let byCase = shown(search(.sameCase).explore())
        #expect(!byCase.contains("Search(sw, hits for s)"))
        #expect(byCase.contains("Search(sw, hits for sw)"))
    }

    @Test func anIdGroupsActionsAndClearCancelsTheSearch() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        // Without clear cancelling the search, its hits land in the emptied field.
        let searchOnly = CancelInFlight<Typing>.id { action in
            if case .queryChanged = action { "search" } else { nil }
        }
        #expect(shown(search(searchOnly).explore()).contains("Search(empty, hits for s)"))
        let withClear = CancelInFlight<Typing>.id(
            { action in
                if case .queryChanged = action { "search" } else { nil }
            }, cancelling: { action in action == .clear ? ["search"] : [] })
        let states = shown(search(withClear).explore())
        #expect(!states.contains("Search(empty, hits for s)"))
        #expect(!states.contains("Search(sw, hits for s)"))
        #expect(states.contains("Search(sw, hits for sw)"))
    }

    /// An action that never waits on anything the explorer answers (a loop of `Task.yield()`)
    /// is a fault after a bounded number of jobs, with its trace: the exploration returns.
    @Test func anActionThatNeverRestsIsRefusedWithItsTrace() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        struct Spin: Hashable, Sendable { var started = false, cleanedUp = false }
        enum Act: Hashable, Sendable, CaseIterable { case spin }
        let machine = Machine("Spin", initial: Spin(), actions: { $0.started ? [] : Act.allCases }) { store, _ in
            store.state.started = true
            while !Task.isCancelled { await Task.yield() }
            // Reached only because the explorer cancelled the run: no state of the machine.
            store.state.cleanedUp = true
        }
        let exploration = machine.explore(bounds: ExplorationBounds(maxStates: 3))
        #expect(exploration.states.map(\.state) == [Spin(), Spin(started: true)])
        for _ in 0..<3 {
            let report = machine.check(bounds: ExplorationBounds(maxStates: 3))
            #expect(report.findings.map(\.check) == [.uncontrolledTask])
            #expect(
                report.findings.first?.message
                    == "spin did not come to rest within 200000 jobs: it does not wait on anything the explorer answers"
                    + " (a loop of Task.yield() or of Task.isCancelled checks, work that enqueues itself again); make it"
                    + " wait on a dependency answered with choose(...), or on an ExploredClock's sleep")
            #expect(report.findings.first?.trace?.steps.map(\.action) == [nil, "spin"])
        }
    }
}
