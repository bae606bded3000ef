/// What the explorer explores for a feature whose actions are async: the feature's state,
/// and the actions still in flight, each waiting on a dependency's answer.
///
/// An action in flight is identified by what determines how it goes on: the action, the
/// answers it got so far, the state each part of it began in, and whether it was cancelled.
/// Two runs that differ only in something the action never reads are still told apart.
public struct Running<State: Hashable & Sendable, Action: Hashable & Sendable>: Hashable, Sendable {
    /// An action in flight.
    public struct InFlight: Hashable, Sendable {
        /// The action whose work is running.
        public var action: Action
        /// The call it waits on.
        public var waitsOn: PendingCall
        /// The state each part of the run began in; the first is where the action started.
        var segments: [State]
        var answers: [EffectRecorder.Given]
        /// The first call whose answer arrives after the action was cancelled.
        var cancelledFrom: Int?

        /// Whether a newer action cancelled it (cancel-in-flight): its call throws
        /// `CancellationError` when it returns, and `Task.isCancelled` is true from there on.
        public var isCancelled: Bool { cancelledFrom != nil }
    }

    /// The feature's state.
    public var state: State
    /// The actions in flight, oldest first.
    public var inFlight: [InFlight]
    /// Set when an action awaited something the explorer does not answer: the run cannot
    /// go on from here (see ``Machine/init(_:initial:actions:cancelInFlight:maxInFlight:run:)``).
    public var uncontrolled: String?

    /// The feature in `state` with nothing in flight.
    public init(_ state: State) {
        self.state = state
        self.inFlight = []
    }
}

/// A step of an async feature: the user's action, or the answer a call gets.
public enum AsyncStep<Action: Hashable & Sendable>: Hashable, Sendable {
    case action(Action)
    /// The answer `answer` of the call `call`, which `action` was waiting on.
    case answer(action: Action, call: String, answer: String)
}
