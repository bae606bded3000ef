import MachineKit

// A realistic app: four VSM-style features on one screen, each an enum of view states whose
// cases carry data (a retry count, an optional error, a cart's item count). The app's state
// is the four features' states side by side; an action acts on one feature.

enum LoadError: Hashable { case offline, server }

enum ArticleState: Hashable {
    case initialized
    case loading(attempt: UInt8)
    case loaded(refreshes: UInt8)
    case failed(attempt: UInt8, error: LoadError?)
}

enum CartState: Hashable {
    case empty
    case filled(items: UInt8)
    case checkingOut(items: UInt8, retries: UInt8)
    case paid
    case paymentFailed(items: UInt8, retries: UInt8)
}

enum ProfileState: Hashable {
    case signedOut
    case signingIn(attempt: UInt8)
    case signedIn(notifications: Bool)
    case error(LoadError?, attempt: UInt8)
}

enum SearchState: Hashable {
    case idle
    case typing(length: UInt8)
    case searching(length: UInt8)
    case results(count: UInt8)
    case noResults
}

struct AppState: Hashable {
    var article: ArticleState = .initialized
    var cart: CartState = .empty
    var profile: ProfileState = .signedOut
    var search: SearchState = .idle
}

enum AppAction: Hashable {
    case load, retry, refresh, loadSucceeded, loadFailed(LoadError?)
    case addItem, removeItem, checkout, paymentSucceeded, paymentFailed, retryPayment, continueShopping
    case signIn, signInSucceeded, signInFailed(LoadError?), signOut, toggleNotifications
    case type, search, found, foundNothing, clear
}

enum AppLimits {
    static let attempts: UInt8 = 4
    static let refreshes: UInt8 = 5
    static let items: UInt8 = 12
    static let retries: UInt8 = 2
    static let queryLength: UInt8 = 10
    static let results: UInt8 = 5
}

func appMachine() -> Machine<AppState, AppAction> {
    Machine("App", initial: AppState()) { state, next in
        func article(_ action: AppAction, _ value: ArticleState) { var s = state; s.article = value; next.add(action, s) }
        func cart(_ action: AppAction, _ value: CartState) { var s = state; s.cart = value; next.add(action, s) }
        func profile(_ action: AppAction, _ value: ProfileState) { var s = state; s.profile = value; next.add(action, s) }
        func search(_ action: AppAction, _ value: SearchState) { var s = state; s.search = value; next.add(action, s) }

        switch state.article {
        case .initialized: article(.load, .loading(attempt: 1))
        case .loading(let attempt):
            article(.loadSucceeded, .loaded(refreshes: 0))
            for error in [LoadError.offline, .server, nil] {
                article(.loadFailed(error), .failed(attempt: attempt, error: error))
            }
        case .loaded(let refreshes):
            if refreshes < AppLimits.refreshes { article(.refresh, .loaded(refreshes: refreshes + 1)) }
        case .failed(let attempt, _):
            if attempt < AppLimits.attempts { article(.retry, .loading(attempt: attempt + 1)) }
        }
        switch state.cart {
        case .empty: cart(.addItem, .filled(items: 1))
        case .filled(let items):
            if items < AppLimits.items { cart(.addItem, .filled(items: items + 1)) }
            cart(.removeItem, items == 1 ? .empty : .filled(items: items - 1))
            cart(.checkout, .checkingOut(items: items, retries: 0))
        case .checkingOut(let items, let retries):
            cart(.paymentSucceeded, .paid)
            cart(.paymentFailed, .paymentFailed(items: items, retries: retries))
        case .paid: cart(.continueShopping, .empty)
        case .paymentFailed(let items, let retries):
            if retries < AppLimits.retries { cart(.retryPayment, .checkingOut(items: items, retries: retries + 1)) }
            cart(.continueShopping, .filled(items: items))
        }
        switch state.profile {
        case .signedOut: profile(.signIn, .signingIn(attempt: 1))
        case .signingIn(let attempt):
            profile(.signInSucceeded, .signedIn(notifications: false))
            for error in [LoadError.offline, .server, nil] {
                profile(.signInFailed(error), .error(error, attempt: attempt))
            }
        case .signedIn(let notifications):
            profile(.toggleNotifications, .signedIn(notifications: !notifications))
            profile(.signOut, .signedOut)
        case .error(_, let attempt):
            if attempt < AppLimits.attempts { profile(.retry, .signingIn(attempt: attempt + 1)) }
            profile(.signOut, .signedOut)
        }
        switch state.search {
        case .idle: search(.type, .typing(length: 1))
        case .typing(let length):
            if length < AppLimits.queryLength { search(.type, .typing(length: length + 1)) }
            search(.search, .searching(length: length))
            search(.clear, .idle)
        case .searching:
            for count in 1...AppLimits.results { search(.found, .results(count: count)) }
            search(.foundNothing, .noResults)
        case .results, .noResults:
            search(.clear, .idle)
        }
    }
    .invariant("a retry count never passes its limit") { state in
        if case .failed(let attempt, _) = state.article, attempt > AppLimits.attempts { return false }
        if case .paymentFailed(_, let retries) = state.cart, retries > AppLimits.retries { return false }
        return true
    }
}
