/// What a search saw, as the checks read it: the one read-only view that the breadth-first
/// exploration (``Exploration``) and a bit-state search both give, so that each check that
/// runs on both is written once (``UnreachableCheck``, ``DeadEndCheck``,
/// ``UnusedActionCheck``, ``InvariantCheck``).
///
/// A search detects the facts its own way (the exploration from its table of states, a
/// bit-state search as it goes, with traces only); a check turns the facts into findings,
/// worded by how far the search went (``SearchReach``).
package protocol SearchView {
    associatedtype State: Hashable & Sendable
    associatedtype Action: Hashable & Sendable
    /// The machine searched.
    var machine: Machine<State, Action> { get }
    /// How far the search went: what a check may say of what it did not see.
    var reach: SearchReach { get }
    /// Whether each declared kind was reached (a parent kind counts when one below it is, and
    /// a kind a step only passes through counts); empty when the machine declares no kinds.
    var kindsReached: [Bool] { get }
    /// Whether some reached domain state shows each view kind; empty without a view level.
    var viewKindsShown: [Bool] { get }
    /// Whether each declared action (in ``Machine/declaredActions`` order, repeats included)
    /// is enabled in some expanded state.
    var declaredActionsUsed: [Bool] { get }
    /// The dead ends seen: reached, not final, not a fault, with no enabled action; and how
    /// many more the search found but did not keep.
    var deadEnds: (seen: [Sighting], more: Int) { get }
    /// For each invariant of the machine, in order, where it fails: for a fault (an invariant
    /// that explains itself) one sighting per distinct sentence, nearest first; for a plain
    /// invariant at most one, at its nearest state.
    var invariantSightings: [[Sighting]] { get }
    /// The name of a reached state's kind (``Exploration/kindName(of:)``), for roll-ups.
    func kindName(of state: Int) -> String
    /// The length of a reached state's shortest trace, for roll-ups.
    func depth(of state: Int) -> Int
}

/// How far a search went, which is how the checks word what it did not see.
package enum SearchReach: Sendable, Hashable {
    /// Every reachable state within the machine's scope was seen.
    case complete
    /// No bound stopped the search, but it could not go on from some state (a fault: an
    /// async run it could not follow).
    case stoppedAtFault
    /// A bound stopped the search (states, depth).
    case bounded
    /// A partial search (bit-state): it proves what it found, never what it did not.
    case partial
}

/// A state a check reports: where a search saw it, how it got there, and how many states it
/// stands for.
package struct Sighting: Sendable {
    /// The state's name.
    package var name: String
    /// The shortest trace the search knows to it.
    package var trace: Trace
    /// The states of the same sighting the search saw (all of them, for a breadth-first
    /// exploration; the count alone, for a bit-state search).
    package var count: Int
    /// The numbers of those states where the search keeps them (empty for a bit-state search).
    package var stateIndices: [Int]
    /// What a fault says of the state; `nil` for a plain invariant or a dead end.
    package var sentence: String?

    package init(name: String, trace: Trace, count: Int = 1, stateIndices: [Int] = [], sentence: String? = nil) {
        self.name = name
        self.trace = trace
        self.count = count
        self.stateIndices = stateIndices
        self.sentence = sentence
    }
}

extension Exploration: SearchView {
    package var reach: SearchReach {
        let reasons = completeness.reasons
        if reasons.contains(where: \.isBound) { return .bounded }
        return reasons.isEmpty ? .complete : .stoppedAtFault
    }

    package var viewKindsShown: [Bool] {
        guard let level = machine.viewLevel else { return [] }
        var shown = Array(repeating: false, count: level.kinds.names.count)
        for number in 0..<stateCount { shown[level.kinds.index(state(number))] = true }
        return shown
    }

    /// - Complexity: O(states), plus a trace for each dead end; O(moves) more, once, when a
    ///   state with no move is also emitted on the way by some sequence.
    package var deadEnds: (seen: [Sighting], more: Int) {
        var candidates = (0..<stateCount).filter { hasNoMoves($0) && !isFinal($0) && !isFault($0) }
        if candidates.contains(where: isEmittedOnTheWay) {
            // Such a state is a dead end only where a move settles in it (or it is initial).
            let moves = moveGraph
            var settles = Array(repeating: false, count: stateCount)
            for move in 0..<moves.count { settles[moves.states(move).last!] = true }
            for initial in initialNumbers { settles[initial] = true }
            candidates = candidates.filter { !isEmittedOnTheWay($0) || settles[$0] }
        }
        return (candidates.map { Sighting(name: name(of: $0), trace: trace(to: $0), stateIndices: [$0]) }, 0)
    }

    /// - Complexity: O(states that break an invariant), plus one trace per sighting.
    package var invariantSightings: [[Sighting]] {
        zip(machine.invariants, core.violations).map { invariant, states in
            let nearest = states.sorted { (depth(of: $0), $0) < (depth(of: $1), $1) }
            guard let explain = invariant.explain else {
                guard let first = nearest.first else { return [] }
                return [Sighting(name: name(of: first), trace: trace(to: first), count: states.count, stateIndices: states.sorted())]
            }
            var bySentence: [String: [Int]] = [:]
            var order: [String] = []
            for number in nearest {
                guard let sentence = explain(state(number)) else { continue }
                if bySentence[sentence] == nil { order.append(sentence) }
                bySentence[sentence, default: []].append(number)
            }
            return order.map { sentence in
                let numbers = bySentence[sentence]!
                return Sighting(
                    name: name(of: numbers[0]), trace: trace(to: numbers[0]), count: numbers.count,
                    stateIndices: numbers.sorted(), sentence: sentence)
            }
        }
    }
}
