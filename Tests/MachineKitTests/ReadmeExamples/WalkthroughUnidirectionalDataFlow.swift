// GettingStartedUnidirectionalDataFlow.md, every snippet: an orders screen written as
// unidirectional data flow writes a feature (view events, domain actions, an interactor, a
// view-state reducer), its machine, the test that fails on the first draft (the reducer shows a
// failure as the empty list: a collapse, and an error view never shown), and the fix. The fixed
// reducer is at the top level, the first draft's in `OrdersBeforeTheFix`; the tests at the end
// hold the article's output to what the checker prints.
import Foundation
import MachineKit
import SeedFeatures
import TestSupport

// MARK: The feature, fixed (the first draft's reducer is in OrdersBeforeTheFix below)

struct Order: Hashable, Sendable { var title: String }

enum OrdersViewEvent: Hashable, Sendable, CaseIterable { case onAppear, pullToRefresh, tapRetry }

enum OrdersDomainAction: Hashable, Sendable { case loadOrders, refreshOrders }

enum OrdersDomainState: Hashable, Sendable { case idle, loading, loaded([Order]), failed(message: String) }

enum OrdersViewState: Hashable, Sendable {
    case loading, loaded(titles: [String]), empty, error(message: String)

    var events: [OrdersViewEvent] {
        switch self {
        case .loading: []
        case .loaded, .empty: [.pullToRefresh]
        case .error: [.tapRetry]
        }
    }
}

struct OrdersEventActionMap: Sendable {
    func action(from event: OrdersViewEvent) -> OrdersDomainAction {
        switch event {
        case .onAppear, .tapRetry: .loadOrders
        case .pullToRefresh: .refreshOrders
        }
    }
}

struct OrdersInteractor: Sendable {
    var orders = [Order(title: "Lamp")]

    func interact(_ state: OrdersDomainState, _ action: OrdersDomainAction) -> [Outcome<OrdersDomainState>] {
        [
            [.loading, .loaded(orders)],
            [.loading, .loaded([])],
            [.loading, .failed(message: "Orders are unavailable.")],
        ]
    }
}

struct OrdersViewStateReducer: Sendable {
    func reduce(domainState: OrdersDomainState) -> OrdersViewState? {
        switch domainState {
        case .idle: nil
        case .loading: .loading
        case .loaded(let orders) where orders.isEmpty: .empty
        case .loaded(let orders): .loaded(titles: orders.map(\.title))
        case .failed(let message): .error(message: message)
        }
    }
}

// MARK: Its machine

enum OrdersFeature {
    static func machine(reducer: OrdersViewStateReducer = OrdersViewStateReducer()) -> Machine<OrdersDomainState, OrdersViewEvent> {
        let interactor = OrdersInteractor(), domainMap = OrdersEventActionMap()
        return Machine("Orders", initial: .idle,
                       actions: { state in reducer.reduce(domainState: state)?.events ?? [.onAppear] },
                       outcomes: { state, event in interactor.interact(state, domainMap.action(from: event)) })
            .viewLevel({ reducer.reduce(domainState: $0) ?? .loading }, allowingCollapse: [.loading])
    }
}

extension OrdersDomainState: KindedState {
    enum Kind: String, CaseIterable, Sendable { case idle, loading, loaded, failed }
    var kind: Kind {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .loaded: .loaded
        case .failed: .failed
        }
    }
}

extension OrdersViewState: KindedState {
    enum Kind: String, CaseIterable, Sendable { case loading, loaded, empty, error }
    var kind: Kind {
        switch self {
        case .loading: .loading
        case .loaded: .loaded
        case .empty: .empty
        case .error: .error
        }
    }
}

// MARK: The test

import MachineKitTesting
import Testing

@Test func ordersHaveNoFindings() {
    expectNoFindings(OrdersFeature.machine())
}

// MARK: The first draft: the reducer shows a failure as the empty list

enum OrdersBeforeTheFix {
    struct OrdersViewStateReducer: Sendable {
        func reduce(domainState: OrdersDomainState) -> OrdersViewState? {
            switch domainState {
            case .idle: nil
            case .loading: .loading
            case .loaded(let orders) where orders.isEmpty: .empty
            case .loaded(let orders): .loaded(titles: orders.map(\.title))
            case .failed: .empty   // "nothing to show": the error view came later
            }
        }
    }

    enum OrdersFeature {
        static func machine(reducer: OrdersViewStateReducer = OrdersViewStateReducer()) -> Machine<OrdersDomainState, OrdersViewEvent> {
            let interactor = OrdersInteractor(), domainMap = OrdersEventActionMap()
            return Machine("Orders", initial: .idle,
                           actions: { state in reducer.reduce(domainState: state)?.events ?? [.onAppear] },
                           outcomes: { state, event in interactor.interact(state, domainMap.action(from: event)) })
                .viewLevel({ reducer.reduce(domainState: $0) ?? .loading }, allowingCollapse: [.loading])
        }
    }
}

// MARK: The view level of the fixed feature

@Example func ordersAtTheViewLevel() {
    let exploration = OrdersFeature.machine().explore()
    let view = exploration.project { (OrdersViewStateReducer().reduce(domainState: $0) ?? .loading).kind }
    view.nodes.map(\.name)   // ["loading", "loaded", "empty", "error"]
}

// MARK: What the article shows the checker print

@Suite struct WalkthroughUnidirectionalDataFlowTests {
    static let article = "Sources/MachineKit/MachineKit.docc/GettingStartedUnidirectionalDataFlow.md"

    /// The first draft's failure, as `expectNoFindings` records it and the article shows it.
    static let failure = """
        machine 'Orders' has 2 findings:
          unreachable: view state 'error' is declared but no reachable domain state shows it
            at Tests/MachineKitTests/ReadmeExamples/WalkthroughUnidirectionalDataFlow.swift:130
          collapse: view state 'empty' is shown for domain states of 2 kinds: loaded, failed
            at Tests/MachineKitTests/ReadmeExamples/WalkthroughUnidirectionalDataFlow.swift:130
            trace: idle --onAppear--> loading --onAppear--> failed(message: Orders are unavailable.)
        """

    /// The fixed feature's headline, as the article shows it.
    static let passing = "Orders: ok: 5 states, 13 transitions, depth 2"

    @Test func theFirstDraftFailsWithTheCollapseTheArticleShows() {
        withKnownIssue {
            expectNoFindings(OrdersBeforeTheFix.OrdersFeature.machine())
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Self.failure]
        }
        let findings = OrdersBeforeTheFix.OrdersFeature.machine().check().findings.filter(\.check.failsCheck)
        #expect(findings.map(\.check) == [.unreachable, .collapse])
        #expect(findings.map(\.message) == [
            "view state 'error' is declared but no reachable domain state shows it",
            "view state 'empty' is shown for domain states of 2 kinds: loaded, failed",
        ])
        #expect(findings.map { $0.trace?.line } == [nil, "idle --onAppear--> loading --onAppear--> failed(message: Orders are unavailable.)"])
    }

    @Test func theFixHasNoFindings() {
        let report = OrdersFeature.machine().check()
        #expect(report.findings.isEmpty)
        #expect(report.headline() == Self.passing)
        let view = OrdersFeature.machine().explore().project { (OrdersViewStateReducer().reduce(domainState: $0) ?? .loading).kind }
        #expect(view.nodes.map(\.name) == ["loading", "loaded", "empty", "error"])
    }

    @Test func theArticleShowsWhatTheCheckerPrints() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/" + Self.article, encoding: .utf8)
        #expect(text.contains("```\n" + Self.failure + "\n```"))
        #expect(text.contains("```\n" + Self.passing + "\n```"))
    }
}
