import MachineKit

/// N counters, each 0...9; on each counter: increment and decrement (both wrapping) and
/// reset. Exactly 10^N states and 3N transitions per state, as in Benchmarks/spin/counters.pml.
/// The state as a feature would write it for a large machine: it packs into one word and
/// hands the explorer that word as its hash (``ExplorationHashable``).
struct Counters: ExplorationHashable, CounterVector {
    var values: SIMD8<UInt8> = .zero

    /// The eight counters as one 64-bit word: one `combine` instead of eight, one compare.
    var word: UInt64 { unsafeBitCast(values, to: UInt64.self) }

    func hash(into hasher: inout Hasher) { hasher.combine(word) }
    /// The explorer's hash: the packed word itself (the explorer mixes it).
    var explorationHash: UInt64 { word }
    static func == (lhs: Counters, rhs: Counters) -> Bool { lhs.word == rhs.word }
}

/// The same state hashed by `Hasher` alone (plain `Hashable`): `explore-bench counters-hasher N`.
struct HasherCounters: Hashable, CounterVector {
    var values: SIMD8<UInt8> = .zero

    var word: UInt64 { unsafeBitCast(values, to: UInt64.self) }

    func hash(into hasher: inout Hasher) { hasher.combine(word) }
    static func == (lhs: HasherCounters, rhs: HasherCounters) -> Bool { lhs.word == rhs.word }
}

/// The same counters in a 16-byte state (a second word, the counters' sum, kept beside them):
/// `explore-bench counters-wide N` measures bytes per state for states of 16 bytes.
struct WideCounters: ExplorationHashable, CounterVector {
    var values: SIMD8<UInt8> = .zero {
        didSet { total = UInt64(values.wrappedSum()) }
    }
    var total: UInt64 = 0

    var word: UInt64 { unsafeBitCast(values, to: UInt64.self) }

    func hash(into hasher: inout Hasher) { hasher.combine(word) }
    var explorationHash: UInt64 { word }
    static func == (lhs: WideCounters, rhs: WideCounters) -> Bool { lhs.word == rhs.word && lhs.total == rhs.total }
}

protocol CounterVector: Hashable {
    var values: SIMD8<UInt8> { get set }
    init()
}

struct CounterAction: Hashable, CustomStringConvertible {
    enum Kind: UInt8 { case increment, decrement, reset }
    var kind: Kind
    var counter: UInt8

    var description: String { "\(kind)(\(counter))" }
}

func countersMachine<State: CounterVector>(_ count: Int, _: State.Type = Counters.self) -> Machine<State, CounterAction> {
    precondition((1...8).contains(count), "1 to 8 counters")
    return Machine("Counters\(count)", initial: State()) { state, next in
        for counter in 0..<count {
            let value = state.values[counter]
            var up = state, down = state, zero = state
            up.values[counter] = value == 9 ? 0 : value + 1
            down.values[counter] = value == 0 ? 9 : value - 1
            zero.values[counter] = 0
            next.add(CounterAction(kind: .increment, counter: UInt8(counter)), up)
            next.add(CounterAction(kind: .decrement, counter: UInt8(counter)), down)
            next.add(CounterAction(kind: .reset, counter: UInt8(counter)), zero)
        }
    }
}
