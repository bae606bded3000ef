// VSM's `StateSequence`: what a model's action returns when its states come one after another
// from async code. Each element is a closure; the sequence awaits each in turn and emits its
// state, so a model writes `StateSequence({ .loading }, { await self.fetch() })`.

/// The states a model's action emits in turn, each from a closure awaited in order.
public struct StateSequence<State: Sendable>: AsyncSequence, Sendable {
    public typealias Element = State

    private let steps: [@Sendable () async -> State]

    /// The states `first`, then each of `rest`, in order.
    public init(_ first: @escaping @Sendable () async -> State, _ rest: (@Sendable () async -> State)...) {
        steps = [first] + rest
    }

    public func makeAsyncIterator() -> Iterator { Iterator(steps: steps) }

    public struct Iterator: AsyncIteratorProtocol {
        let steps: [@Sendable () async -> State]
        var next = 0

        public mutating func next() async -> State? {
            guard next < steps.count else { return nil }
            defer { next += 1 }
            return await steps[next]()
        }
    }
}
