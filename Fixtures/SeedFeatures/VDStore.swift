import MachineKit

// VDStore's shape: a `Store` holds the feature's state; the feature's actions are methods in
// extensions of the store, which mutate `state` and reach dependencies through `di`.

/// Where a VVSI interactor writes the screen's state: the app's own box, or the explorer's
/// `EffectStore` when the feature is checked.
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

/// A store: it owns the feature's state, and carries its dependencies. Copies of a store share
/// the state, as VDStore's do.
public struct Store<State: Sendable>: Sendable {
    private let box: StateBox<State>
    public let di: DIValues

    public init(_ state: State, di: DIValues) {
        self.box = StateBox(state)
        self.di = di
    }

    /// The feature's state; actions mutate it.
    public var state: State {
        get { box.state }
        nonmutating set { box.state = newValue }
    }
}
