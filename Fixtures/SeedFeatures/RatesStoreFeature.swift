import MachineKit

// VDStore: a store holds a plain struct state; actions are mutations of it. `updateRates`
// is async and cancel-in-flight: a second call drops the first request's result.

/// The rates screen's store state.
public struct RatesState: Hashable, Sendable {
    public enum Rates: String, Hashable, Sendable { case unknown, fresh, failed }

    public var counter = 0
    public var isLoading = false
    public var rates: Rates = .unknown

    public init(counter: Int = 0, isLoading: Bool = false, rates: Rates = .unknown) {
        self.counter = counter
        self.isLoading = isLoading
        self.rates = rates
    }
}

/// The store's actions: the user's (`add`, `updateRates`) and the API's answers.
public enum RatesAction: String, Hashable, Sendable, CaseIterable {
    case add, updateRates, ratesArrived, ratesFailed
}

/// The store's mutations, as the feature writes them.
extension RatesState {
    public mutating func add() {
        counter += 1
    }

    /// Starts a request; a request already in flight is cancelled, so its answer never lands.
    public mutating func updateRates() {
        isLoading = true
    }

    public mutating func ratesArrived() {
        isLoading = false
        rates = .fresh
    }

    public mutating func ratesFailed() {
        isLoading = false
        rates = .failed
    }
}

extension RatesState: KindedState {
    public enum Kind: String, CaseIterable, Sendable { case idle, loading, showingRates, showingError }

    public var kind: Kind {
        if isLoading { return .loading }
        switch rates {
        case .unknown: return .idle
        case .fresh: return .showingRates
        case .failed: return .showingError
        }
    }
}

extension RatesState: CustomStringConvertible {
    public var description: String {
        "Rates(counter: \(counter), \(isLoading ? "loading" : "idle"), rates: \(rates.rawValue))"
    }
}

public enum RatesStoreFeature {
    /// The largest counter explored: the counter is unbounded, the constraint bounds it.
    public static let counterBound = 3

    /// The rates store's machine; `counterBound` scales it (the default is ``counterBound``):
    /// it has `(counterBound + 2) × 6` states.
    public static func machine(counterBound: Int = counterBound) -> Machine<RatesState, RatesAction> {
        Machine(
            "RatesStore", initial: RatesState(),
            actions: { state in
                state.isLoading ? [.add, .updateRates, .ratesArrived, .ratesFailed] : [.add, .updateRates]
            },
            mutate: { state, action in
                switch action {
                case .add: state.add()
                case .updateRates: state.updateRates()
                case .ratesArrived: state.ratesArrived()
                case .ratesFailed: state.ratesFailed()
                }
            }
        )
        .constraint("counter <= \(counterBound)") { $0.counter <= counterBound }
        .invariant("counter is never negative") { $0.counter >= 0 }
    }
}
