import MachineKit

// VDStore: a store holds a plain struct state; actions are the store's methods, which mutate
// it. `updateRates` is async and cancel-in-flight (VDStore's `@CancelInFlight`): it awaits the
// rates API, and a second call cancels the first, whose answer then never lands.

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

/// What the user can do on the rates screen.
public enum RatesAction: String, Hashable, Sendable, CaseIterable {
    case add, updateRates
}

/// The exchange rates the API returns.
public struct ExchangeRates: Hashable, Sendable {
    public var euros: Double
    public init(euros: Double) { self.euros = euros }
}

/// The rates API's failures.
public enum RatesAPIError: Error, Hashable, Sendable {
    case offline, timeout
}

/// The rates API client, a dependency of the store.
public struct RatesAPI: Sendable {
    public var latest: @Sendable () async throws -> ExchangeRates

    public init(latest: @escaping @Sendable () async throws -> ExchangeRates) {
        self.latest = latest
    }

    /// The client the checker gives the store: every answer the API can give is explored.
    public static let checking = RatesAPI(latest: {
        try await choose(
            "rates()",
            [
                .success(ExchangeRates(euros: 0.92), "success"),
                .failure(RatesAPIError.offline),
                .failure(RatesAPIError.timeout),
            ])
    })
}

/// The store's actions, as the feature writes them.
extension Store where State == RatesState {
    public func add() {
        state.counter += 1
    }

    /// Loads the latest rates; cancel-in-flight: a newer call cancels this one, whose
    /// answer then changes nothing.
    public func updateRates() async {
        state.isLoading = true
        defer { if !Task.isCancelled { state.isLoading = false } }
        do {
            _ = try await di.ratesAPI.latest()
            guard !Task.isCancelled else { return }
            state.rates = .fresh
        } catch is CancellationError {
        } catch {
            state.rates = .failed
        }
    }
}

/// The actions of the re-model, where the API's answers were actions the user could take.
public enum RatesModelAction: String, Hashable, Sendable, CaseIterable {
    case add, updateRates, ratesArrived, ratesFailed
}

/// The re-model's mutations: a comparison for the store's real, async code.
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

    /// The rates store's machine, running the store's own actions (`updateRates` awaits the
    /// API; every answer is explored, and so is the user acting while it waits).
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    public static func machine(
        counterBound: Int = counterBound, api: RatesAPI = .checking
    ) -> Machine<Running<RatesState, RatesAction>, AsyncStep<RatesAction>> {
        // The store owns its state, as in the app; the explorer reads it through `\.state`.
        Machine(
            "RatesStore", initial: RatesState(), actions: { _ in [.add, .updateRates] },
            cancelInFlight: [.updateRates], store: { Store($0, di: DIValues(ratesAPI: api)) }, state: \.state
        ) { store, action in
            switch action {
            case .add: store.add()
            case .updateRates: await store.updateRates()
            }
        }
        .constraint("counter <= \(counterBound)") { $0.state.counter <= counterBound }
        .invariant("counter is never negative") { $0.state.counter >= 0 }
        .invariant("loading exactly while a request is in flight") { running in
            running.state.isLoading == running.inFlight.contains { !$0.isCancelled }
        }
    }

    /// The re-model the store was checked with before its async code could be: the API's
    /// answers are actions. Kept as a comparison, and to scale the machine in benchmarks: it
    /// has `(counterBound + 2) × 6` states.
    public static func remodel(counterBound: Int = counterBound) -> Machine<RatesState, RatesModelAction> {
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
