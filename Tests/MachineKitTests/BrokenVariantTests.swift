import MachineKit
import MachineKitTesting
import SeedFeatures
import Testing

/// Each seed fixture with a bug a team could really ship, and the exact findings it gets.
@Suite struct BrokenVariantTests {
    @Test func blogEntryWhoseLoadedModelOffersNoActionIsADeadEnd() {
        var machine = BlogEntryRemodel.machine()
        let transitions = machine.transitions
        machine.transitions = { state in state.kind == .loaded ? [] : transitions(state) }
        let report = machine.check()
        #expect(
            summary(report.findings) == [
                "dead-end loaded(State machines) | initialized --load--> loading --load--> loaded(State machines)",
                "unused-action refresh",
            ])
        #expect(!report.passes())
    }

    /// The blog entry with every outcome that loads the article taken away.
    static func blogEntryThatNeverSucceeds() -> Machine<RemodelBlogState, RemodelBlogAction> {
        var machine = BlogEntryRemodel.machine(repository: RemodelBlogRepository.standard)
        let transitions = machine.transitions
        machine.transitions = { state in
            transitions(state).map { transition in
                var only = transition
                only.outcomes = transition.outcomes.filter { $0.states.last?.kind != .loaded }
                return only
            }
        }
        return machine
    }

    @Test func blogEntryThatNeverSucceedsLeavesLoadedUnreachable() {
        let exploration = Self.blogEntryThatNeverSucceeds().explore()
        #expect(summary(exploration.report.findings) == ["unreachable loaded", "unused-action refresh"])
        #expect(reachable(exploration) == ["initialized", "loading", "loading(error: The article could not be loaded.)"])
    }

    @Test func blogEntryWithAnEmptyErrorMessageBreaksItsInvariant() {
        let repository = RemodelBlogRepository(article: RemodelBlogRepository.standard.article, failure: RemodelError(message: ""))
        let report = BlogEntryRemodel.machine(repository: repository).check()
        #expect(
            summary(report.findings) == [
                "invariant an error always has a message | initialized --load--> loading --load--> loading(error: )"
            ])
        #expect(report.findings[0].check == .invariant)
    }

    @Test func ratesStoreThatForgetsToStopLoadingNeverShowsAnError() {
        var machine = RatesStoreFeature.remodel()
        let transitions = machine.transitions
        machine.transitions = { state in
            transitions(state).map { transition in
                guard transition.action == .ratesFailed else { return transition }
                var stillLoading = state
                stillLoading.rates = .failed
                return Transition(.ratesFailed, outcomes: [[stillLoading]])
            }
        }
        let report = machine.check()
        // The constraint is the model's scope: the verdict is complete within it.
        #expect(summary(report.findings) == ["unreachable showingError"])
        #expect(report.isComplete)
    }

    @Test func ratesStoreInvariantFailsWithTheShortestTrace() {
        let report = RatesStoreFeature.remodel().invariant("counter stays below 3") { $0.counter < 3 }.check()
        let invariant = report.findings.filter { $0.check == .invariant }
        #expect(
            summary(invariant) == [
                "invariant counter stays below 3 | Rates(counter: 0, idle, rates: unknown) --add--> Rates(counter: 1, idle, rates: unknown)"
                    + " --add--> Rates(counter: 2, idle, rates: unknown) --add--> Rates(counter: 3, idle, rates: unknown)"
            ])
        // Every state with counter 3 or 4 breaks it: 2 × 3 × 2.
        #expect(invariant[0].stateIndices.count == 12)
    }

    @Test func shopNavigationWhosePlaceOrderForgetsToPopIsATrap() {
        var machine = ShopNavigationFeature.remodel().final(where: { $0.path.isEmpty && $0.list != .loading })
        let transitions = machine.transitions
        machine.transitions = { state in
            transitions(state).filter { $0.action != .back && $0.action != .placeOrder }
                + (state.path.last == .checkout ? [.on(.placeOrder, to: state)] : [])
        }
        let report = machine.check(bounds: ExplorationBounds(maxStates: 10_000))
        let traps = report.findings.filter { $0.check == .trap }
        // Three traps, all in the checkout screen: one finding, with the nearest trap's trace.
        #expect(
            summary(traps) == [
                "trap kinds {checkout} | list: loading / [] --appear--> list: loaded[1, 2] / []"
                    + " --openCart--> list: loaded[1, 2] / [cart] --checkout--> list: loaded[1, 2] / [cart, checkout]"
            ])
        #expect(traps[0].message == "3 sets of states of kind 'checkout' can never be left and hold no final state")
        #expect(
            summary(traps[0].instances) == [
                "trap {list: loaded[1, 2] / [cart, checkout]} | list: loading / [] --appear--> list: loaded[1, 2] / []"
                    + " --openCart--> list: loaded[1, 2] / [cart] --checkout--> list: loaded[1, 2] / [cart, checkout]",
                "trap {list: loaded[1, 2] / [detail(1), cart, checkout]} | list: loading / [] --appear-->"
                    + " list: loaded[1, 2] / [] --selectProduct(id: 1)--> list: loaded[1, 2] / [detail(1)]"
                    + " --openCart--> list: loaded[1, 2] / [detail(1), cart]"
                    + " --checkout--> list: loaded[1, 2] / [detail(1), cart, checkout]",
                "trap {list: loaded[1, 2] / [detail(2), cart, checkout]} | list: loading / [] --appear-->"
                    + " list: loaded[1, 2] / [] --selectProduct(id: 2)--> list: loaded[1, 2] / [detail(2)]"
                    + " --openCart--> list: loaded[1, 2] / [detail(2), cart]"
                    + " --checkout--> list: loaded[1, 2] / [detail(2), cart, checkout]",
            ])
        expectFindings(machine, [.trap(kinds: ["checkout"]), .unusedAction("back")], bounds: ExplorationBounds(maxStates: 10_000))
    }

    @Test func productsFlowWhoseRetryIsNotWiredIsADeadEnd() {
        var machine = ProductsFlowFeature.machine()
        let transitions = machine.transitions
        machine.transitions = { state in
            if case .failed = state { return [] }
            return transitions(state)
        }
        #expect(
            summary(machine.check().findings) == [
                "dead-end failed(Products are unavailable.) | idle --onAppear--> loading --onAppear--> failed(Products are unavailable.)",
                "unused-action tapRetry",
            ])
    }

    @Test func testingHelperFailsTheTestAndListsTheFindings() {
        var machine = BlogEntryRemodel.machine()
        let transitions = machine.transitions
        machine.transitions = { state in state.kind == .loaded ? [] : transitions(state) }
        withKnownIssue {
            expectNoFindings(machine)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("machine 'BlogEntry' has 1 finding")
                && text.contains("dead-end: state 'loaded(State machines)'")
                && text.contains("trace: initialized --load--> loading --load--> loaded(State machines)")
        }
    }

    @Test func testingHelperPassesACleanMachine() {
        let report = expectNoFindings(BlogEntryRemodel.machine())
        #expect(report.passes(strict: true))
    }
}

/// A login screen that counts failed attempts; the offline error forgot its retry button.
private enum Login: Hashable, Sendable, KindedState, CustomStringConvertible {
    enum Reason: String, Hashable, Sendable { case wrongPassword, offline }

    case form(failures: Int)
    case signingIn(failures: Int)
    case failed(Reason, failures: Int)
    case home

    enum Kind: String, CaseIterable, Sendable { case form, signingIn, failed, home }
    var kind: Kind {
        switch self {
        case .form: .form
        case .signingIn: .signingIn
        case .failed: .failed
        case .home: .home
        }
    }

    var description: String {
        switch self {
        case .form(let failures): "form(failures: \(failures))"
        case .signingIn(let failures): "signingIn(failures: \(failures))"
        case .failed(let reason, let failures): "failed(\(reason.rawValue), failures: \(failures))"
        case .home: "home"
        }
    }
}

@Suite struct RollUpTests {
    static let machineLine = #line + 1
    private let login = Machine<Login, String>("Login", initial: .form(failures: 0)) { state in
        switch state {
        case .form(let failures): [.on("submit", to: .signingIn(failures: failures))]
        case .signingIn(let failures):
            [.on("answer", oneOf: .home, .failed(.wrongPassword, failures: min(failures + 1, 3)), .failed(.offline, failures: failures))]
        case .failed(.wrongPassword, let failures): [.on("tryAgain", to: .form(failures: failures))]
        case .failed(.offline, _): []
        case .home: [.on("signOut", to: .form(failures: 0))]
        }
    }
    .actionsUnchecked()

    @Test func aMissingRetryButtonIsOneFindingForEveryFailureCount() {
        let report = login.check()
        #expect(report.findings.count == 1)
        let deadEnd = report.findings[0]
        let stuck = (0...3).map { "failed(offline, failures: \($0))" }
        #expect(deadEnd.message == "4 states of kind 'failed' are reachable, not final, and have no enabled action")
        #expect(deadEnd.subject == .kind("failed", states: stuck))
        #expect(deadEnd.trace?.line == "form(failures: 0) --submit--> signingIn(failures: 0) --answer--> failed(offline, failures: 0)")
        #expect(deadEnd.instances.map(\.state) == stuck)
        #expect(deadEnd.instances.map { $0.trace?.length } == [2, 5, 8, 11])
        // The kinds are not declared with @Kinded: the finding points at the `Machine(...)` call.
        #expect(deadEnd.location?.line == Self.machineLine)
        #expect(deadEnd.location?.file == #filePath)
        #expect(
            deadEnd.text == """
                dead-end: 4 states of kind 'failed' are reachable, not final, and have no enabled action
                  at Tests/MachineKitTests/BrokenVariantTests.swift:\(Self.machineLine)
                  states: failed(offline, failures: 0), failed(offline, failures: 1), failed(offline, failures: 2), failed(offline, failures: 3)
                  trace: form(failures: 0) --submit--> signingIn(failures: 0) --answer--> failed(offline, failures: 0)
                """)
        expectFindings(login, [.deadEnd(kind: "failed")])
    }

    /// One dead end is reported by its state; `.deadEnd(kind:)` still names it by its kind,
    /// and `.deadEnd(state:)` by its state.
    @Test func aDeadEndOfOneStateMatchesItsKind() {
        let once = Machine<Login, String>("LoginOnce", initial: .form(failures: 0)) { state in
            switch state {
            case .form: [.on("submit", to: .signingIn(failures: 0))]
            case .signingIn: [.on("answer", oneOf: .home, .failed(.offline, failures: 0))]
            case .failed: []
            case .home: [.on("signOut", to: .form(failures: 0))]
            }
        }
        .actionsUnchecked()
        let report = expectFindings(once, [.deadEnd(kind: "failed")])
        #expect(report.findings.map(\.subject) == [.state("failed(offline, failures: 0)")])
        expectFindings(once, [.deadEnd(state: "failed(offline, failures: 0)")])
        withKnownIssue {
            expectFindings(once, [.deadEnd(kind: "home")])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("missing: .deadEnd(kind: \"home\")")
        }
    }

    @Test func expectFindingsNamesWhatIsMissingAndWhatIsUnexpected() {
        withKnownIssue {
            expectFindings(login, [.deadEnd(state: "failed(offline, failures: 0)"), .unreachable("home")])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("missing: .deadEnd(state: \"failed(offline, failures: 0)\")")
                && text.contains("missing: .unreachable(\"home\")")
                && text.contains("unexpected: .deadEnd(kind: \"failed\")")
                && text.contains("trace: form(failures: 0) --submit--> signingIn(failures: 0) --answer--> failed(offline, failures: 0)")
        }
    }
}
