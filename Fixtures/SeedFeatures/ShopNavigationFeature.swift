import MachineKit

// VVSI: the view state turns models into what the view shows; the view interactor talks
// to the rest of the system and decides where to navigate; the coordinator decides how,
// on a navigation stack.

/// A screen pushed on the coordinator's navigation stack.
public enum Route: Hashable, Sendable {
    case productDetail(id: Int)
    case cart
    case checkout
}

/// The product list's view state.
public enum ProductListViewState: Hashable, Sendable {
    case loading
    case loaded(productIDs: [Int])
    case failed
}

/// The whole screen: the list's view state and the navigation stack above it.
public struct ShopScreenState: Hashable, Sendable {
    public var list: ProductListViewState = .loading
    public var path: [Route] = []

    public init(list: ProductListViewState = .loading, path: [Route] = []) {
        self.list = list
        self.path = path
    }
}

/// What the user does on the shop's screens.
public enum ShopEvent: Hashable, Sendable {
    case appear
    case retry
    case selectProduct(id: Int)
    case showRelated(id: Int)
    case openCart
    case checkout
    case placeOrder
    case back
}

/// Decides how to navigate: pushes and pops on the stack.
public struct MainCoordinator: Sendable {
    public func push(_ route: Route, on path: inout [Route]) { path.append(route) }
    public func pop(_ path: inout [Route]) { _ = path.popLast() }
    public func popToRoot(_ path: inout [Route]) { path.removeAll() }
}

/// The product service's failures.
public enum ShopServiceError: Error, Hashable, Sendable {
    case offline
}

/// The product service: the interactor's dependency.
public struct ProductService: Sendable {
    public var catalogue: @Sendable () async throws -> [Int]

    public init(catalogue: @escaping @Sendable () async throws -> [Int]) {
        self.catalogue = catalogue
    }

    /// The service the checker gives the interactor: every answer is explored.
    public static let checking = ProductService(catalogue: {
        try await choose("catalogue()", [.success([1, 2]), .failure(ShopServiceError.offline)])
    })
}

/// Decides where to navigate and talks to the product service.
public struct ShopInteractor: Sendable {
    public var catalogue: [Int]
    public var coordinator = MainCoordinator()
    public var service: ProductService

    public init(catalogue: [Int] = [1, 2], service: ProductService = .checking) {
        self.catalogue = catalogue
        self.service = service
    }

    /// Handles a view event as the screen's interactor does: loading the catalogue awaits the
    /// service; navigation goes through the coordinator.
    public func handle(_ event: ShopEvent, in screen: any StateStorage<ShopScreenState>) async {
        switch event {
        case .appear, .retry:
            screen.state.list = .loading
            do {
                let ids = try await service.catalogue()
                screen.state.list = .loaded(productIDs: ids)
            } catch is CancellationError {
            } catch {
                screen.state.list = .failed
            }
        case .selectProduct(let id), .showRelated(let id):
            coordinator.push(.productDetail(id: id), on: &screen.state.path)
        case .openCart:
            coordinator.push(.cart, on: &screen.state.path)
        case .checkout:
            coordinator.push(.checkout, on: &screen.state.path)
        case .placeOrder:
            coordinator.popToRoot(&screen.state.path)
        case .back:
            coordinator.pop(&screen.state.path)
        }
    }

    /// The events the visible screen offers.
    public func events(in state: ShopScreenState) -> [ShopEvent] {
        switch state.path.last {
        case nil:
            switch state.list {
            case .loading: return [.appear]
            case .failed: return [.retry]
            case .loaded(let ids): return ids.map { .selectProduct(id: $0) } + [.openCart]
            }
        case .productDetail(let id)?:
            return catalogue.filter { $0 != id }.map { .showRelated(id: $0) } + [.openCart, .back]
        case .cart?:
            return [.checkout, .back]
        case .checkout?:
            return [.placeOrder, .back]
        }
    }

    /// The re-model's outcomes of an event, written out by hand: loading the catalogue can
    /// succeed or fail. A comparison for ``handle(_:in:)-(_,any StateStorage<ShopScreenState>)``.
    public func outcomes(of event: ShopEvent, in state: ShopScreenState) -> [Outcome<ShopScreenState>] {
        var next = state
        switch event {
        case .appear, .retry:
            var failed = state
            failed.list = .failed
            next.list = .loaded(productIDs: catalogue)
            return [[next], [failed]]
        case .selectProduct(let id), .showRelated(let id):
            coordinator.push(.productDetail(id: id), on: &next.path)
        case .openCart:
            coordinator.push(.cart, on: &next.path)
        case .checkout:
            coordinator.push(.checkout, on: &next.path)
        case .placeOrder:
            coordinator.popToRoot(&next.path)
        case .back:
            coordinator.pop(&next.path)
        }
        return [[next]]
    }
}

extension ShopScreenState: KindedState {
    /// The screen on top of the stack.
    public enum Kind: String, CaseIterable, Sendable { case productList, productDetail, cart, checkout }

    public var kind: Kind {
        switch path.last {
        case nil: .productList
        case .productDetail?: .productDetail
        case .cart?: .cart
        case .checkout?: .checkout
        }
    }
}

extension ShopScreenState: CustomStringConvertible {
    public var description: String {
        let list: String =
            switch self.list {
            case .loading: "loading"
            case .failed: "failed"
            case .loaded(let ids): "loaded\(ids)"
            }
        let stack = path.map { route -> String in
            switch route {
            case .productDetail(let id): "detail(\(id))"
            case .cart: "cart"
            case .checkout: "checkout"
            }
        }
        return "list: \(list) / [" + stack.joined(separator: ", ") + "]"
    }
}

public enum ShopNavigationFeature {
    /// The deepest navigation stack explored.
    public static let maxStackDepth = 3

    /// The events the machine declares, for the unused-action check.
    static func events(_ interactor: ShopInteractor) -> [ShopEvent] {
        [.appear, .retry, .openCart, .checkout, .placeOrder, .back]
            + interactor.catalogue.flatMap { [ShopEvent.selectProduct(id: $0), .showRelated(id: $0)] }
    }

    /// The shop's machine, running the interactor's own code: loading the catalogue awaits
    /// the service, and the user may navigate while it does.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    public static func machine(
        interactor: ShopInteractor = ShopInteractor()
    ) -> Machine<Running<ShopScreenState, ShopEvent>, AsyncStep<ShopEvent>> {
        Machine(
            "ShopNavigation", initial: ShopScreenState(), actions: interactor.events(in:),
            cancelInFlight: [.appear, .retry]
        ) { screen, event in
            await interactor.handle(event, in: screen)
        }
        .constraint("navigation stack depth <= \(maxStackDepth)") { $0.state.path.count <= maxStackDepth }
        .actions(events(interactor))
        .invariant("checkout is only reached from the cart") { checkoutFollowsCart($0.state) }
    }

    /// The re-model: the service's answers written out as outcomes. Kept as a comparison.
    public static func remodel(interactor: ShopInteractor = ShopInteractor()) -> Machine<ShopScreenState, ShopEvent> {
        Machine(
            "ShopNavigation", initial: ShopScreenState(),
            actions: interactor.events(in:),
            outcomes: { state, event in interactor.outcomes(of: event, in: state) }
        )
        .constraint("navigation stack depth <= \(maxStackDepth)") { $0.path.count <= maxStackDepth }
        .actions(events(interactor))
        .invariant("checkout is only reached from the cart") { checkoutFollowsCart($0) }
    }

    static func checkoutFollowsCart(_ state: ShopScreenState) -> Bool {
        guard let index = state.path.firstIndex(of: .checkout) else { return true }
        return index > 0 && state.path[index - 1] == .cart
    }
}
