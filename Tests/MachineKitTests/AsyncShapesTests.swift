import Foundation
import MachineKit
import Testing

// Every async shape apps write, each explored or reported, never a crash or a silent pass.
// Each test explores its machine 100 times in one process and expects the same states and
// findings every time (`make tsan` runs this suite under ThreadSanitizer too).

private enum Phase: String, Hashable, Sendable { case idle, loading, loaded, failed }

private struct Profile: Hashable, Sendable, CustomStringConvertible {
    var phase = Phase.idle
    var name = "-"
    var taps = 0
    var description: String { "Profile(\(phase.rawValue), \(name), taps: \(taps))" }
}

private enum ProfileAction: String, Hashable, Sendable, CaseIterable { case load, tap }

private struct ProfileAPI: Sendable {
    var fetch: @Sendable () async throws -> String
}

private enum Offline: Error { case offline }

private let profileAPI = ProfileAPI(fetch: { try await choose("fetch()", [.success("Ada"), .failure(Offline.offline)]) })

/// The feature as a plain store.
private final class PlainProfileStore: @unchecked Sendable {
    let storage: EffectStore<Profile>
    let api: ProfileAPI
    init(_ storage: EffectStore<Profile>, api: ProfileAPI) { self.storage = storage; self.api = api }

    func load() async {
        storage.state.phase = .loading
        do {
            storage.state.name = try await api.fetch()
            storage.state.phase = .loaded
        } catch {
            storage.state.phase = .failed
        }
    }
}

/// The same feature as a SwiftUI view model under Swift 6: main-actor isolated, calling a
/// main-actor helper on the way.
@MainActor private final class MainActorProfileStore {
    let storage: EffectStore<Profile>
    let api: ProfileAPI
    init(_ storage: EffectStore<Profile>, api: ProfileAPI) { self.storage = storage; self.api = api }

    func load() async {
        startLoading()
        do {
            let name = try await api.fetch()
            await show(name)
        } catch {
            storage.state.phase = .failed
        }
    }

    /// Synchronous main-actor code that checks where it runs, as UIKit-facing code does.
    private nonisolated func startLoading() {
        MainActor.assumeIsolated { storage.state.phase = .loading }
    }

    private func show(_ name: String) async {
        await Task.yield()
        storage.state.name = name
        storage.state.phase = .loaded
    }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func profile(onMainActor: Bool) -> Machine<Running<Profile, ProfileAction>, AsyncStep<ProfileAction>> {
    Machine(
        "Profile", initial: Profile(), actions: { state in state.taps < 1 ? [.load, .tap] : [.load] },
        cancelInFlight: [.load], maxInFlight: 2
    ) { storage, action in
        switch action {
        case .tap:
            storage.state.taps += 1
        case .load:
            if onMainActor {
                let store = await MainActorProfileStore(storage, api: profileAPI)
                await store.load()
            } else {
                await PlainProfileStore(storage, api: profileAPI).load()
            }
        }
    }
}

// MARK: - Concurrent calls

private struct Pair: Hashable, Sendable, CustomStringConvertible {
    var shown = "idle"
    var description: String { shown }
}

private enum Refresh: Hashable, Sendable, CaseIterable { case refresh }

private enum Concurrency: Sendable { case asyncLet, taskGroup }

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func pair(_ shape: Concurrency) -> Machine<Running<Pair, Refresh>, AsyncStep<Refresh>> {
    Machine("Pair", initial: Pair(), actions: { $0.shown == "idle" ? [.refresh] : [] }) { storage, _ in
        storage.state.shown = "loading"
        switch shape {
        case .asyncLet:
            async let first = choose("first()", among: ["1", "2"])
            async let second = choose("second()", among: ["x", "y"])
            let (a, b) = await (first, second)
            storage.state.shown = a + b
        case .taskGroup:
            let parts = await withTaskGroup(of: (Int, String).self) { group in
                group.addTask { (0, await choose("first()", among: ["1", "2"])) }
                group.addTask { (1, await choose("second()", among: ["x", "y"])) }
                var parts = ["", ""]
                for await (index, part) in group { parts[index] = part }
                return parts
            }
            storage.state.shown = parts.joined()
        }
    }
    .final { $0.state.shown.count == 2 && $0.inFlight.isEmpty }
}

// MARK: - A VSM model feeding an AsyncStream from a spawned task

private enum ArticleView: Hashable, Sendable, CustomStringConvertible {
    case initialized, loading, loaded(String), failed
    var description: String {
        switch self {
        case .initialized: "initialized"
        case .loading: "loading"
        case .loaded(let title): "loaded(\(title))"
        case .failed: "failed"
        }
    }
}

private enum ArticleAction: Hashable, Sendable, CaseIterable { case load, retry }

private struct ArticleLoader: Sendable {
    var fetch: @Sendable () async throws -> String

    /// As VSM models often do: a stream the model feeds from a task of its own.
    func load() -> AsyncStream<ArticleView> {
        let (stream, continuation) = AsyncStream<ArticleView>.makeStream()
        Task {
            continuation.yield(.loading)
            do {
                continuation.yield(.loaded(try await fetch()))
            } catch {
                continuation.yield(.failed)
            }
            continuation.finish()
        }
        return stream
    }
}

/// A sequence of states as VSM's own `StateSequence` is: not `Sendable` (its closures are not).
private struct PlainStateSequence<State>: AsyncSequence {
    let steps: [() async -> State]
    init(_ steps: (() async -> State)...) { self.steps = steps }
    func makeAsyncIterator() -> Iterator { Iterator(steps: steps) }
    struct Iterator: AsyncIteratorProtocol {
        let steps: [() async -> State]
        var next = 0
        mutating func next() async -> State? {
            guard next < steps.count else { return nil }
            defer { next += 1 }
            return await steps[next]()
        }
    }
}

/// What the article's view offers.
private func articleActions(_ state: ArticleView) -> [ArticleAction] {
    switch state {
    case .initialized: [.load]
    case .failed: [.retry]
    case .loading, .loaded: []
    }
}

/// The article's model returning a sequence that is not `Sendable`.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func plainArticle() -> Machine<Running<ArticleView, ArticleAction>, AsyncStep<ArticleAction>> {
    let loader = ArticleLoader(fetch: { try await choose("article()", [.success("Hello"), .failure(Offline.offline)]) })
    return Machine(
        "PlainArticle", initial: ArticleView.initialized, actions: articleActions,
        emits: { _, _ in
            Emissions(PlainStateSequence({ .loading }, { (try? await loader.fetch()).map { .loaded($0) } ?? .failed }))
        }
    )
    .final { if case .loaded = $0.state { $0.inFlight.isEmpty } else { false } }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func article() -> Machine<Running<ArticleView, ArticleAction>, AsyncStep<ArticleAction>> {
    let loader = ArticleLoader(fetch: { try await choose("article()", [.success("Hello"), .failure(Offline.offline)]) })
    return Machine("Article", initial: ArticleView.initialized, actions: articleActions, emits: { _, _ in Emissions(loader.load()) })
        .final { if case .loaded = $0.state { $0.inFlight.isEmpty } else { false } }
}

// MARK: - Time

private struct Query: Hashable, Sendable, CustomStringConvertible {
    var text = ""
    var results = "none"
    var description: String { "Query(\(text.isEmpty ? "empty" : text), \(results))" }
}

private enum Keystroke: Hashable, Sendable { case type(String) }

/// Search as you type with a 300 ms debounce on a clock the feature is given.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private enum Stage: Hashable, Sendable { case start, after }
private enum Stride: Hashable, Sendable, CaseIterable { case go, later }

private func debounce(clock: any Clock<Duration>) -> Machine<Running<Query, Keystroke>, AsyncStep<Keystroke>> {
    Machine(
        "Debounce", initial: Query(),
        actions: { state in
            switch state.text {
            case "": [.type("s")]
            case "s": [.type("sw")]
            default: []
            }
        }, cancelInFlight: .sameCase, maxInFlight: 2
    ) { storage, action in
        guard case .type(let text) = action else { return }
        storage.state.text = text
        do {
            try await clock.sleep(for: .milliseconds(300))
            storage.state.results = "searching"
            storage.state.results = try await choose("search(\(text))", [.success("hits for \(text)")])
        } catch {
            return
        }
    }
    .actionsUnchecked()
    .final { $0.state.text == "sw" && $0.inFlight.isEmpty }
}

// MARK: - Hidden inputs

private actor Counter {
    private var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}

private actor Formatter {
    let runs: Runs
    init(runs: Runs) { self.runs = runs }
    func format(_ count: Int) -> String {
        runs.add()
        return "#\(count)"
    }
}

/// How many times something ran, across threads.
private final class Runs: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private struct Tally: Hashable, Sendable, CustomStringConvertible {
    var shown = "none"
    var steps = 0
    var description: String { "Tally(\(shown), steps: \(steps))" }
}

private enum Bump: Hashable, Sendable, CaseIterable { case bump }

private enum HiddenInput: Sendable { case actorState, date, randomness, otherThread, statelessActor(Formatter), leftRunning }

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func tally(_ input: HiddenInput) -> Machine<Running<Tally, Bump>, AsyncStep<Bump>> {
    let counter = Counter()
    return Machine("Tally", initial: Tally(), actions: { $0.steps < 2 ? [.bump] : [] }) { storage, _ in
        storage.state.steps += 1
        switch input {
        case .actorState:
            storage.state.shown = "#\(await counter.next())"
        case .date:
            storage.state.shown = "\(Date().timeIntervalSince1970)"
        case .randomness:
            storage.state.shown = "#\(Int.random(in: 0..<1_000_000_000))"
        case .otherThread:
            let value: Int = await withCheckedContinuation { continuation in
                // As a network or delegate callback does: later, on another thread. (One that
                // answers before the action even waits is indistinguishable from an immediate
                // answer: its value is explored as given.)
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { continuation.resume(returning: 7) }
            }
            storage.state.shown = "#\(value)"
        case .statelessActor(let formatter):
            storage.state.shown = await formatter.format(storage.state.steps)
        case .leftRunning:
            let (stream, _) = AsyncStream<Int>.makeStream()
            Task { for await _ in stream {} }
        }
    }
    .final { $0.state.steps == 2 && $0.inFlight.isEmpty }
}

/// The states and findings of one exploration, as the tests compare them.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func outcome<Feature, Action>(_ machine: Machine<Running<Feature, Action>, AsyncStep<Action>>) -> [String] {
    let exploration = machine.explore()
    return reachable(exploration) + ["--"] + summary(exploration.report.findings)
}

/// Explores 100 times and expects the same outcome each time; returns it.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func hundredTimes<Feature, Action>(_ make: () -> Machine<Running<Feature, Action>, AsyncStep<Action>>) -> [String] {
    let first = outcome(make())
    var differing = 0
    for _ in 1..<100 where outcome(make()) != first { differing += 1 }
    #expect(differing == 0)
    return first
}

@Suite struct AsyncShapesTests {
    @Test func aMainActorStoreIsExploredLikeThePlainOne() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let plain = outcome(profile(onMainActor: false))
        #expect(plain.contains("Profile(loaded, Ada, taps: 1)"))
        #expect(plain.last == "--")
        #expect(hundredTimes { profile(onMainActor: true) } == plain)
    }

    @Test @MainActor func aMainActorStoreExploredFromTheMainThread() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        #expect(outcome(profile(onMainActor: true)) == outcome(profile(onMainActor: false)))
    }

    @Test(arguments: [Concurrency.asyncLet, .taskGroup])
    fileprivate func concurrentCallsAreAnsweredInEveryOrder(_ shape: Concurrency) {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let states = hundredTimes { pair(shape) }
        let shown = Set(states.prefix { $0 != "--" }.map { $0.components(separatedBy: " [")[0] })
        #expect(shown == ["idle", "loading", "1x", "1y", "2x", "2y"])
        #expect(states.last == "--")
        // Each answer reaches the call it answers, whichever comes first.
        let exploration = pair(shape).explore()
        for target in ["1y", "2x"] {
            let number = (0..<exploration.stateCount).first { exploration.name(of: $0) == target }!
            let steps = exploration.trace(to: number).line
            #expect(steps.contains("answer of first(): \(target.first!)"))
            #expect(steps.contains("answer of second(): \(target.last!)"))
        }
        // Both calls wait at once, and either may be answered first.
        #expect(states.contains("loading [refresh waits on first(), second() since idle]"))
        #expect(states.contains("loading [refresh after answer 2 to call 2 waits on first() since idle]"))
    }

    @Test func aModelFeedingAStreamFromATaskIsExplored() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let states = hundredTimes { article() }
        #expect(states.prefix { $0 != "--" }.map { $0.components(separatedBy: " [")[0] }.contains("loaded(Hello)"))
        #expect(states.last == "--")
        #expect(states.contains("failed"))
    }

    /// A model's sequence need not be `Sendable`: it is handed over to the run that iterates it.
    @Test func aSequenceThatIsNotSendableIsExplored() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let exploration = plainArticle().explore()
        #expect(exploration.report.findings.isEmpty)
        let names = (0..<exploration.stateCount).map { exploration.name(of: $0) }
        #expect(
            names == [
                "initialized", "loading [load waits on article() since initialized]", "loaded(Hello)", "failed",
                "loading [retry waits on article() since failed]",
            ])
        #expect(hundredTimes { plainArticle() }.last == "--")
    }

    @Test func aDebounceOnAnExploredClockIsAStep() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let states = hundredTimes { debounce(clock: ExploredClock()) }
        #expect(states.last == "--")
        let exploration = debounce(clock: ExploredClock()).explore()
        let hits = (0..<exploration.stateCount).first { exploration.name(of: $0) == "Query(sw, hits for sw)" }!
        #expect(
            exploration.trace(to: hits).line
                == "Query(empty, none) --type(s)--> Query(s, none) [type(s) waits on sleep(for: 300ms) since Query(empty, none)]"
                // type(s), cancelled, ends without touching the state when its sleep throws: it is over at once.
                + " --type(sw)--> Query(sw, none) [type(sw) waits on sleep(for: 300ms) since Query(s, none)] --after 300ms-->"
                + " Query(sw, searching)"
                + " [type(sw) after answer 1 waits on search(sw) since Query(s, none) (part 2 since Query(sw, none))]"
                + " --answer of search(sw): success(hits for sw)--> Query(sw, hits for sw)")
        // A debounce cancelled by the next keystroke never searches: once "sw" settles, the
        // hits for "s" are gone.
        #expect(!states.contains("Query(sw, hits for s)"))
        #expect(!states.contains { $0.hasPrefix("Query(sw, searching) [type(s) after") })
        #expect(states.contains("Query(s, hits for s)"))
    }

    @Test func aSleepOnTheRealClockIsOneFinding() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let states = hundredTimes { debounce(clock: ContinuousClock()) }
        let findings = states.drop { $0 != "--" }.dropFirst()
        #expect(
            Array(findings) == [
                "uncontrolled-task Query(s, none) [stuck: type(s) sleeps on the real clock] | Query(empty, none)"
                    + " --type(s)--> Query(s, none) [stuck: type(s) sleeps on the real clock]"
            ])
    }

    /// Past a step the explorer could not follow, nothing beyond it is given a verdict: an
    /// action enabled only there is not said to be never enabled.
    @Test func noVerdictIsGivenPastAnUncontrolledTask() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let machine = Machine("Sleeper", initial: Stage.start, actions: { $0 == .start ? [Stride.go] : [.later] }) { storage, action in
            guard action == .go else { return }
            try? await ContinuousClock().sleep(for: .milliseconds(5))
            storage.state = .after
        }
        let report = machine.check()
        #expect(
            report.findings.map { "\($0.check.rawValue): \($0.message)" }.filter { !$0.hasPrefix("uncontrolled-task") } == [
                "unused-action: action 'later' is declared but was not enabled in any state seen before exploration stopped"
            ])
        #expect(report.findings.contains { $0.check == .uncontrolledTask })
        // Nor is the exploration complete: the step it could not follow says why, once (no
        // `incomplete` finding beside the `uncontrolled-task` one), and the check fails even
        // when incomplete runs are allowed.
        #expect(!report.isComplete)
        #expect(report.completeness == .stopped([.uncontrolled(states: 1)]))
        #expect(!report.findings.contains { $0.check == .incomplete })
        #expect(!report.passes(allowIncomplete: true))
        #expect(report.text(expand: false).hasPrefix("Sleeper: FAILED (incomplete): "))
        let json = report.json(reachable: [])
        #expect(json["complete"] == .bool(false))
        #expect(json["stopped"] == .array([.object([("reason", .string("uncontrolled")), ("states", .int(1))])]))
    }

    @Test func anActorHoldingStateIsNondeterministic() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let states = hundredTimes { tally(.actorState) }
        #expect(
            Array(states.drop { $0 != "--" }.dropFirst()) == [
                "nondeterministic Tally(none, steps: 0) [stuck: bump does not do the same thing twice] | Tally(none, steps: 0)"
                    + " --bump--> Tally(none, steps: 0) [stuck: bump does not do the same thing twice]"
            ])
        let report = tally(.actorState).check()
        #expect(
            report.findings.map(\.message) == [
                "bump did not do the same thing when run again from the same state with the same answers: it reads something the"
                    + " explorer does not give it (an actor's or a global's state, the date, randomness, a value from another"
                    + " thread); make it an input, or a dependency answered with choose(...)"
            ])
    }

    @Test(arguments: ["date", "randomness"])
    func hiddenInputsAreNondeterministic(_ input: String) {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let states = hundredTimes { tally(input == "date" ? .date : .randomness) }
        #expect(
            Array(states.drop { $0 != "--" }.dropFirst()).map { $0.components(separatedBy: " |")[0] } == [
                "nondeterministic Tally(none, steps: 0) [stuck: bump does not do the same thing twice]"
            ])
    }

    @Test func aCallbackFromAnotherThreadIsUncontrolled() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let states = hundredTimes { tally(.otherThread) }
        #expect(
            Array(states.drop { $0 != "--" }.dropFirst()).map { $0.components(separatedBy: " |")[0] } == [
                "uncontrolled-task Tally(none, steps: 1) [stuck: bump awaits something the explorer does not answer]"
            ])
    }

    @Test func workLeftRunningAfterAStepIsAFinding() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let states = hundredTimes { tally(.leftRunning) }
        #expect(
            Array(states.drop { $0 != "--" }.dropFirst()).map { $0.components(separatedBy: " |")[0] } == [
                "uncontrolled-task Tally(none, steps: 1) [stuck: work bump spawned is still running]"
            ])
    }

    @Test func aStatelessActorRunsTwicePerStepAndNoMore() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let runs = Runs()
        let formatter = Formatter(runs: runs)
        let exploration = tally(.statelessActor(formatter)).explore()
        let report = exploration.report
        _ = exploration.graph
        for number in 0..<exploration.stateCount { _ = exploration.trace(to: number) }
        #expect(reachable(exploration) == ["Tally(none, steps: 0)", "Tally(#1, steps: 1)", "Tally(#2, steps: 2)"])
        #expect(summary(report.findings) == [])
        // Two moves, each run twice (a step whose two runs differ reads a hidden input); the
        // report, the graph and the traces run nothing again.
        #expect(runs.value == 4)
        #expect(hundredTimes { tally(.statelessActor(Formatter(runs: Runs()))) }.last == "--")
    }
}
