import MachineKit

// VDStore's shape: a `Store` holds the feature's state; the feature's actions are methods in
// extensions of the store, which mutate `state` and reach dependencies through `di`.

/// Where a store keeps its state: the app's own box, or the explorer's `EffectStore` when the
/// feature is checked.
public protocol StateStorage<State>: AnyObject, Sendable {
    associatedtype State
    var state: State { get set }
}

extension EffectStore: StateStorage {}

/// The app's own state box.
public final class StateBox<State: Sendable>: StateStorage, @unchecked Sendable {
    public var state: State
    public init(_ state: State) { self.state = state }
}

/// The feature's dependencies, as VDStore's `DIValues` carries them.
public struct DIValues: Sendable {
    public var ratesAPI: RatesAPI

    public init(ratesAPI: RatesAPI) {
        self.ratesAPI = ratesAPI
    }
}

/// A store: the feature's state and its dependencies.
public struct Store<State: Sendable>: Sendable {
    private let storage: any StateStorage<State>
    public let di: DIValues

    public init(_ storage: any StateStorage<State>, di: DIValues) {
        self.storage = storage
        self.di = di
    }

    /// The feature's state; actions mutate it.
    public var state: State {
        get { storage.state }
        nonmutating set { storage.state = newValue }
    }
}
