/// How a bit-state search runs (``Explorer/bitstate(_:)``): the size of its hash array, the
/// bits set per state, and the seeds of its searches.
///
/// A bit-state search (SPIN's `-DBITSTATE` supertrace) keeps no state: each state it meets
/// sets `hashes` bits of an array of `bits` bits, chosen by hash functions over the state's
/// 64-bit hash, and a state whose bits are all set already is taken as seen. Two states may
/// share all their bits: then the second is never expanded, nor whatever only it leads to.
/// The search is therefore partial, never complete, however large the array: a finding it
/// reports is real, with a trace the machine really runs, but no finding is no proof.
///
/// With several seeds it is a swarm: independent searches, each with hash functions and an
/// order of moves of its own, whose findings are merged. Different searches omit different
/// states, so together they see more of a space than one search with the same memory.
public struct BitstateOptions: Sendable, Hashable {
    /// Bits in the hash array: a power of two, at least 64. Each search of a swarm that runs
    /// at the same time as another has an array of its own.
    public var bits: Int
    /// Bits set per state (the number of hash functions), 1 to 8.
    public var hashes: Int
    /// One search per seed, in order; more than one make a swarm. A seed picks the search's
    /// hash functions and the order it tries each state's moves in.
    public var seeds: [UInt64]
    /// Do not expand states more than this many actions from an initial state (the depth of
    /// the search's stack); `nil` for no bound.
    public var maxDepth: Int?

    /// A search with an array of `bits` bits (a power of two, at least 64), `hashes` bits a
    /// state (1 to 8), one search per seed.
    public init(bits: Int, hashes: Int = 3, seeds: [UInt64] = [1], maxDepth: Int? = nil) {
        precondition(bits >= 64 && bits & (bits - 1) == 0, "the array's bits are a power of two, at least 64")
        precondition((1...8).contains(hashes), "1 to 8 hash functions")
        precondition(!seeds.isEmpty, "at least one seed")
        precondition(maxDepth.map { $0 >= 0 } ?? true, "a depth bound is not negative")
        self.bits = bits
        self.hashes = hashes
        self.seeds = seeds
        self.maxDepth = maxDepth
    }

    /// A swarm of `count` searches, seeded `firstSeed`, `firstSeed + 1`, and so on.
    public static func swarm(
        bits: Int, hashes: Int = 3, count: Int, firstSeed: UInt64 = 1, maxDepth: Int? = nil
    ) -> BitstateOptions {
        precondition(count >= 1, "at least one search")
        return BitstateOptions(bits: bits, hashes: hashes, seeds: (0..<UInt64(count)).map { firstSeed &+ $0 }, maxDepth: maxDepth)
    }

    /// The bytes of one search's array.
    public var bytes: Int { bits / 8 }
}

/// What one search of a bit-state run saw.
public struct BitstateSearchSummary: Sendable, Hashable {
    /// The search's seed.
    public var seed: UInt64
    /// States stored: those whose bits were not all set when the search met them.
    public var states: Int
    /// Moves followed (each emitted state counts once per time it was met).
    public var transitions: Int
    /// The greatest number of actions from an initial state to a stored state.
    public var depth: Int
    /// Bits of the array set at the end.
    public var bitsSet: Int
    /// The expected number of states the search took for seen when they were not: the sum,
    /// over the states stored, of the chance then that a new state's bits were all set
    /// already. Each state so omitted may hide states beyond it.
    public var expectedOmissions: Double
    /// States not expanded because they lie at the depth bound.
    public var depthCut: Int
    /// States outside the machine's constraint: checked, not expanded.
    public var outsideConstraint: Int
    /// Wall-clock time of the search.
    public var seconds: Double

    /// A search's summary as the explorer reports it.
    public init(
        seed: UInt64, states: Int, transitions: Int, depth: Int, bitsSet: Int, expectedOmissions: Double,
        depthCut: Int = 0, outsideConstraint: Int = 0, seconds: Double = 0
    ) {
        self.seed = seed
        self.states = states
        self.transitions = transitions
        self.depth = depth
        self.bitsSet = bitsSet
        self.expectedOmissions = expectedOmissions
        self.depthCut = depthCut
        self.outsideConstraint = outsideConstraint
        self.seconds = seconds
    }
}

/// How much of a state space a bit-state run is likely to have seen: the reason its report
/// is partial (``IncompleteReason/bitstate(_:)``). It estimates; it never proves coverage.
public struct BitstateCoverage: Sendable, Hashable {
    /// Bits in each search's array.
    public var bits: Int
    /// Bits set per state.
    public var hashes: Int
    /// The depth bound, if any.
    public var maxDepth: Int?
    /// Each search, in the order of its seed.
    public var searches: [BitstateSearchSummary]

    /// Coverage of a run of `searches`, each with an array of `bits` bits and `hashes` bits a state.
    public init(bits: Int, hashes: Int, maxDepth: Int? = nil, searches: [BitstateSearchSummary]) {
        self.bits = bits
        self.hashes = hashes
        self.maxDepth = maxDepth
        self.searches = searches
    }

    /// The most states one search stored: a lower bound of the states reachable (the searches
    /// of a swarm overlap, by how much is not known).
    public var states: Int { searches.map(\.states).max() ?? 0 }

    /// SPIN's hash factor: bits of the array per state stored, for the search that stored
    /// the most. Above 100, few states are likely omitted; below 10, many.
    public var hashFactor: Double { states > 0 ? Double(bits) / Double(states) : Double(bits) }

    /// The largest expected number of omitted states over the searches
    /// (``BitstateSearchSummary/expectedOmissions``).
    public var expectedOmissions: Double { searches.map(\.expectedOmissions).max() ?? 0 }

    /// States some search left unexpanded at the depth bound (the most of any one search).
    public var depthCut: Int { searches.map(\.depthCut).max() ?? 0 }

    /// The seeds of the searches.
    public var seeds: [UInt64] { searches.map(\.seed) }
}
