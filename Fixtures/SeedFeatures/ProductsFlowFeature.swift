import MachineKit

// Unidirectional data flow: view events map to domain actions, an interactor turns
// domain actions into domain states, and a reducer turns domain states into view states.
// The machine is checked at the domain level and projected to the view level.

public struct Product: Hashable, Sendable {
    public var id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

public enum ProductsDomainState: Hashable, Sendable {
    case idle
    case loading
    case loaded([Product])
    case failed(message: String)
}

public enum ProductsDomainAction: Hashable, Sendable {
    case loadProducts
    case refreshProducts
}

public enum ProductsViewEvent: String, Hashable, Sendable, CaseIterable {
    case onAppear, pullToRefresh, tapRetry
}

public enum ProductsViewState: Hashable, Sendable {
    case loading
    case loaded(titles: [String])
    case empty
    case error(message: String)
}

/// Maps what the user did to what the domain should do.
public struct ProductsEventActionMap: Sendable {
    public init() {}

    public func action(from event: ProductsViewEvent) -> ProductsDomainAction {
        switch event {
        case .onAppear, .tapRetry: .loadProducts
        case .pullToRefresh: .refreshProducts
        }
    }
}

/// The domain logic: every answer the product service can give.
public struct ProductsInteractor: Sendable {
    public var products: [Product]

    public init(products: [Product] = [Product(id: 1, title: "Lamp"), Product(id: 2, title: "Chair")]) {
        self.products = products
    }

    public func interact(_ state: ProductsDomainState, _ action: ProductsDomainAction) -> [Outcome<ProductsDomainState>] {
        switch action {
        case .loadProducts, .refreshProducts:
            [
                [.loading, .loaded(products)],
                [.loading, .loaded([])],
                [.loading, .failed(message: "Products are unavailable.")],
            ]
        }
    }
}

/// Turns a domain state into the state the view renders; `nil` keeps the current view state.
public struct ProductsViewStateReducer: Sendable {
    public init() {}

    public func reduce(domainState: ProductsDomainState) -> ProductsViewState? {
        switch domainState {
        case .idle: nil
        case .loading: .loading
        case .loaded(let products) where products.isEmpty: .empty
        case .loaded(let products): .loaded(titles: products.map(\.title))
        case .failed(let message): .error(message: message)
        }
    }
}

extension ProductsDomainState: KindedState {
    public enum Kind: String, CaseIterable, Sendable { case idle, loading, loaded, failed }

    public var kind: Kind {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .loaded: .loaded
        case .failed: .failed
        }
    }
}

extension ProductsDomainState: CustomStringConvertible {
    public var description: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let products): "loaded(\(products.map(\.title).joined(separator: ", ")))"
        case .failed(let message): "failed(\(message))"
        }
    }
}

extension ProductsViewState: KindedState {
    public enum Kind: String, CaseIterable, Sendable { case loading, loaded, empty, error }

    public var kind: Kind {
        switch self {
        case .loading: .loading
        case .loaded: .loaded
        case .empty: .empty
        case .error: .error
        }
    }
}

extension ProductsViewState: CustomStringConvertible {
    public var description: String {
        switch self {
        case .loading: "loading"
        case .loaded(let titles): "loaded(\(titles.joined(separator: ", ")))"
        case .empty: "empty"
        case .error(let message): "error(\(message))"
        }
    }
}

public enum ProductsFlowFeature {
    /// The view events the screen offers for a view state.
    public static func events(for view: ProductsViewState) -> [ProductsViewEvent] {
        switch view {
        case .loading: []
        case .loaded, .empty: [.pullToRefresh]
        case .error: [.tapRetry]
        }
    }

    /// The domain-level machine: its actions are view events, run through the event map
    /// and the interactor, exactly as the view model runs them.
    public static func machine(
        interactor: ProductsInteractor = ProductsInteractor(),
        domainMap: ProductsEventActionMap = ProductsEventActionMap(),
        reducer: ProductsViewStateReducer = ProductsViewStateReducer()
    ) -> Machine<ProductsDomainState, ProductsViewEvent> {
        Machine(
            "ProductsFlow", initial: .idle,
            actions: { state in
                guard let view = reducer.reduce(domainState: state) else { return [.onAppear] }
                return events(for: view)
            },
            outcomes: { state, event in interactor.interact(state, domainMap.action(from: event)) }
        )
        // Checked at the view level too: before the first load the view model keeps its
        // initial `.loading`, so the view `loading` shows both idle and loading domain states.
        .viewLevel({ viewState(of: $0, reducer: reducer) }, allowingCollapse: [.loading])
    }

    /// The view state the view model shows for a domain state: a `nil` from the reducer
    /// keeps the view model's initial view state.
    public static func viewState(
        of domainState: ProductsDomainState, reducer: ProductsViewStateReducer = ProductsViewStateReducer()
    ) -> ProductsViewState {
        reducer.reduce(domainState: domainState) ?? .loading
    }
}

/// Every seed feature's machine, as the shipped inspector registers them: the features' own
/// async code where the platform runs it (task executors: macOS 15 and later, and Linux).
public enum SeedFeatures {
    public static var all: [AnyMachine] {
        let products = AnyMachine(
            ProductsFlowFeature.machine(),
            testSource: .expression("ProductsFlowFeature.machine()", imports: ["SeedFeatures"]))
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else {
            return [
                AnyMachine(RatesStoreFeature.remodel(), testSource: .expression("RatesStoreFeature.remodel()", imports: ["SeedFeatures"])),
                AnyMachine(
                    ShopNavigationFeature.remodel(),
                    testSource: .expression("ShopNavigationFeature.remodel()", imports: ["SeedFeatures"])),
                products,
            ]
        }
        let available = "macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *"
        return [
            AnyMachine(
                BlogEntryFeature.machine(),
                testSource: .expression("BlogEntryFeature.machine()", imports: ["SeedFeatures"], available: available)),
            AnyMachine(
                RatesStoreFeature.machine(),
                testSource: .expression("RatesStoreFeature.machine()", imports: ["SeedFeatures"], available: available)),
            AnyMachine(
                ShopNavigationFeature.machine(),
                testSource: .expression("ShopNavigationFeature.machine()", imports: ["SeedFeatures"], available: available)),
            products,
        ]
    }
}
