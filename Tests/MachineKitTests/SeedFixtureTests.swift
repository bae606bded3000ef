import MachineKit
import MachineKitTesting
import SeedFeatures
import Testing

@Suite struct SeedFixtureTests {
    @Test func blogEntryExploresEveryOutcomeOfEveryModelAction() {
        let exploration = BlogEntryRemodel.machine().explore()
        #expect(
            exploration.graph.stateNames == [
                "initialized", "loading", "loaded(State machines)",
                "loading(error: The article could not be loaded.)",
            ])
        #expect(exploration.statistics.states == 4)
        #expect(exploration.statistics.transitions == 9)
        #expect(exploration.statistics.depth == 2)
        #expect(exploration.isComplete)
        #expect(exploration.report.findings.isEmpty)
        #expect(exploration.graph.trace(to: 2).line == "initialized --load--> loading --load--> loaded(State machines)")
    }

    @Test func blogEntryKindsComeFromTheStateType() {
        let graph = BlogEntryRemodel.machine().explore().graph
        #expect(graph.kindsDeclared)
        #expect(graph.kindNames == ["initialized", "loading", "loaded"])
        #expect(graph.stateKinds == [0, 1, 2, 1])
        #expect(graph.actionNames == ["load", "retry", "refresh"])
    }

    @Test func ratesStoreIsBoundedByItsConstraint() {
        let exploration = RatesStoreFeature.remodel().explore()
        let report = exploration.report
        // counter 0...4 × isLoading × rates: every combination is reachable; counter 4 lies
        // outside the constraint, the model's scope. Idle states offer 2 actions, loading states 4.
        #expect(report.statistics.states == 30)
        #expect(report.statistics.transitions == 12 * 2 + 12 * 4)
        #expect(report.statistics.depth == 7)
        #expect(report.statistics.outsideConstraint == 6)
        #expect(report.isComplete)
        #expect(report.constraint == "counter <= 3")
        #expect(report.findings.isEmpty)
        #expect(report.passes(strict: true))
        #expect(report.headline() == "RatesStore: ok: 30 states, 72 transitions, depth 7 (6 outside the constraint 'counter <= 3')")
        let graph = exploration.graph
        let outside = graph.status.indices.filter { graph.status[$0] == .outsideConstraint }
        #expect(outside.count == 6)
        #expect(outside.map { graph.stateNames[$0] }.allSatisfy { $0.hasPrefix("Rates(counter: 4,") })
    }

    @Test func ratesStoreCancelInFlightKeepsOneRequest() {
        let exploration = RatesStoreFeature.remodel().explore()
        let loading = RatesState(counter: 0, isLoading: true)
        let index = exploration.index(of: loading)!
        let selfLoops = exploration.graph.edges.filter {
            $0.from == index && $0.to == index && exploration.graph.actionNames[$0.action] == "updateRates"
        }
        #expect(selfLoops.count == 1)
    }

    @Test func shopNavigationPushesAndPopsWithinTheDepthBound() {
        let exploration = ShopNavigationFeature.remodel().explore()
        let report = exploration.report
        // Roots: loading, failed, loaded; then stacks of depth 1 (3), 2 (5), 3 (6) and,
        // beyond the constraint, 4 (6).
        #expect(report.statistics.states == 23)
        #expect(report.statistics.transitions == 41)
        #expect(report.statistics.depth == 5)
        #expect(report.statistics.outsideConstraint == 6)
        #expect(report.findings.isEmpty)
        let graph = exploration.graph
        let checkout = graph.stateNames.firstIndex(of: "list: loaded[1, 2] / [cart, checkout]")!
        #expect(
            graph.trace(to: checkout).line
                == "list: loading / [] --appear--> list: loaded[1, 2] / [] --openCart--> list: loaded[1, 2] / [cart]"
                + " --checkout--> list: loaded[1, 2] / [cart, checkout]")
    }

    @Test func productsFlowIsCheckedAtTheDomainLevel() {
        let exploration = ProductsFlowFeature.machine().explore()
        #expect(
            exploration.graph.stateNames == [
                "idle", "loading", "loaded(Lamp, Chair)", "loaded()", "failed(Products are unavailable.)",
            ])
        #expect(exploration.statistics.transitions == 13)
        #expect(exploration.report.findings.isEmpty)
    }

    @Test func productsFlowProjectsToTheViewLevel() {
        let exploration = ProductsFlowFeature.machine().explore()
        let view = exploration.project { ProductsFlowFeature.viewState(of: $0) }
        #expect(
            view.nodes.map(\.name) == [
                "loading", "loaded(Lamp, Chair)", "empty", "error(Products are unavailable.)",
            ])
        #expect(view.nodes.map(\.members) == [[0, 1], [2], [3], [4]])
        let fromLoaded = view.links.filter { $0.from == 1 }.map { "\($0.action)->\(view.nodes[$0.to].name)" }
        #expect(fromLoaded == ["pullToRefresh->loading"])
    }

    @Test func twoRunsGiveIdenticalResults() {
        for machine in SeedFeatures.all {
            let first = machine.explore()
            let second = machine.explore()
            #expect(first.graph == second.graph, "\(machine.name)")
            #expect(first.report.findings == second.report.findings, "\(machine.name)")
            #expect(first.json == second.json, "\(machine.name)")
        }
    }
}

@Suite struct TwoLevelTests {
    @Test func productsFlowIsCheckedAtBothLevels() {
        let report = ProductsFlowFeature.machine().check()
        #expect(report.findings.isEmpty)
        // Without allowing it, the view `loading` showing idle and loading domain states is a collapse.
        var strict = ProductsFlowFeature.machine()
        strict.viewLevel?.allowedCollapses = []
        #expect(summary(strict.check().findings) == ["collapse view loading | idle --onAppear--> loading"])
        expectFindings(strict, [.collapse("loading")])
    }

    @Test func aReducerThatShowsFailuresAsEmptyCollapsesTwoKinds() {
        struct ForgetfulReducer: Sendable {
            func reduce(domainState: ProductsDomainState) -> ProductsViewState? {
                if case .failed = domainState { return .empty }
                return ProductsViewStateReducer().reduce(domainState: domainState)
            }
        }
        let reducer = ForgetfulReducer()
        let machine = ProductsFlowFeature.machine()
            .viewLevel({ reducer.reduce(domainState: $0) ?? .loading }, allowingCollapse: [.loading])
        let report = machine.check()
        #expect(
            summary(report.findings) == [
                "unreachable view error",
                "collapse view empty | idle --onAppear--> loading --onAppear--> failed(Products are unavailable.)",
            ])
        #expect(report.findings[1].message == "view state 'empty' is shown for domain states of 2 kinds: loaded, failed")
        expectFindings(machine, [.unreachableView("error"), .collapse("empty")])
    }
}

/// The seed features as their architectures write them (async actions, models holding their
/// dependencies) against the re-models they were checked with before.
@Suite struct RealCodeTests {
    @Test func theRealCodeHasTheRemodelsFindings() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        #expect(BlogEntryFeature.machine().check().findings.isEmpty)
        #expect(BlogEntryRemodel.machine().check().findings.isEmpty)
        #expect(RatesStoreFeature.machine().check().findings.isEmpty)
        #expect(RatesStoreFeature.remodel().check().findings.isEmpty)
        #expect(ShopNavigationFeature.machine().check().findings.isEmpty)
        #expect(ShopNavigationFeature.remodel().check().findings.isEmpty)
    }

    @Test func theBlogEntryEmitsLoadingThenWaitsForTheRepository() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let exploration = BlogEntryFeature.machine().explore()
        #expect(
            exploration.graph.stateNames == [
                "initialized",
                "loading [load waits on article() since initialized]",
                "loaded(State machines)",
                "loading(error: The article could not be loaded.)",
                "loading [refresh waits on article() since loaded(State machines)]",
                "loading [retry waits on article() since loading(error: The article could not be loaded.)]",
            ])
        #expect(exploration.graph.kindNames == ["initialized", "loading", "loaded"])
        #expect(
            exploration.trace(to: 2).line == "initialized --load--> loading [load waits on article() since initialized]"
                + " --answer of article(): success--> loaded(State machines)")
    }

    @Test func aRepositoryThatNeverAnswersWellLeavesLoadedUnreachable() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let failing = BlogRepository(article: { try await choose("article()", [.failure(BlogError.unavailable)]) })
        expectFindings(BlogEntryFeature.machine(repository: failing), [.unreachable("loaded"), .unusedAction("refresh")])
    }

    @Test func aDeferThatIgnoresCancellationIsFoundOnlyInTheRealCode() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        // The rates store's first version: a cancelled request still resets `isLoading` when
        // its cancellation arrives, while the newer request is in flight. The re-model, where
        // a second updateRates simply overwrote the first, could not show it.
        let machine = Machine<Running<RatesState, RatesAction>, AsyncStep<RatesAction>>(
            "RatesStore", initial: RatesState(), actions: { _ in [.add, .updateRates] }, cancelInFlight: [.updateRates],
            store: { Store($0, di: DIValues(ratesAPI: .checking)) }, state: \.state
        ) { store, action in
            switch action {
            case .add: store.add()
            case .updateRates:
                store.state.isLoading = true
                defer { store.state.isLoading = false }
                do {
                    _ = try await store.di.ratesAPI.latest()
                    store.state.rates = .fresh
                } catch is CancellationError {
                } catch {
                    store.state.rates = .failed
                }
            }
        }
        .constraint("counter <= 3") { $0.state.counter <= 3 }
        .invariant("loading exactly while a request is in flight") { running in
            running.state.isLoading == running.inFlight.contains { !$0.isCancelled }
        }
        let report = machine.check()
        #expect(
            summary(report.findings) == [
                "invariant loading exactly while a request is in flight | Rates(counter: 0, idle, rates: unknown)"
                    + " --updateRates--> Rates(counter: 0, loading, rates: unknown) [updateRates waits on rates() since Rates(counter: 0, idle, rates: unknown)]"
                    + " --updateRates--> Rates(counter: 0, loading, rates: unknown) [updateRates (cancelled) waits on rates() since"
                    + " Rates(counter: 0, idle, rates: unknown); updateRates waits on rates()]"
                    + " --answer of rates(): cancelled--> Rates(counter: 0, idle, rates: unknown)"
                    + " [updateRates waits on rates() since Rates(counter: 0, loading, rates: unknown)]"
            ])
    }
}
