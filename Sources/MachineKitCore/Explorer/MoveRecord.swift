/// The moves of every expanded state, written down while exploring, for machines whose
/// expand function is not cheap and pure (async actions, statecharts): traces, the move
/// graph and the checks read this record instead of running the machine again.
///
/// States are expanded in layers, not in the order of their numbers, so the record is a log
/// in the order of expansion; ``graph(stateCount:declared:)`` sorts it by state once. The
/// moves of a state are those the explorer numbers (a move that repeats an earlier one of the
/// same state is left out), in the machine's order, so a state's parent record (the ordinal
/// of the move that first reached it) indexes them.
@usableFromInline
struct MoveRecord<Action: Hashable & Sendable>: Sendable {
    /// The state each logged move leaves; `-1` marks where a state's moves begin.
    @usableFromInline var owners: [Int32] = []
    /// Per move: the action (an index into `actions`) and where its targets end in `targets`.
    @usableFromInline var actionIndex: [Int32] = []
    @usableFromInline var targetEnds: [Int32] = []
    @usableFromInline var targets: [Int32] = []
    @usableFromInline var actions: [Action] = []
    /// Each distinct action's number, by the action and its hash (kept with it: a lookup
    /// compares hashes before actions, and the table grows without hashing an action again).
    @usableFromInline var actionNumbers: [HashedAction<Action>: Int32] = [:]
    /// The state whose moves are being added.
    @usableFromInline var current: Int32 = -1

    @inlinable init() {}

    /// The moves added next belong to `state`.
    @inlinable
    mutating func begin(state: Int32) {
        current = state
    }

    /// A move of the current state.
    @inlinable
    mutating func add(action: Action, targets moveTargets: [Int32]) {
        // One lookup, which adds the action where it is new (an async machine's answers are
        // mostly new, and hashing them, strings and all, is most of what a move costs here).
        let next = Int32(actions.count)
        let number = Self.number(&actionNumbers[HashedAction(action), default: next])
        if number == next { actions.append(action) }
        owners.append(current)
        actionIndex.append(number)
        targets += moveTargets
        targetEnds.append(Int32(targets.count))
    }

    @inlinable
    static func number(_ slot: inout Int32) -> Int32 { slot }

    /// The move graph and its action table, numbered as if every state's moves were asked in
    /// the order of the states' numbers: the declared actions first, then the others in order
    /// of first use.
    /// - Complexity: O(moves + states).
    func table(stateCount: Int, declared: [Action]) -> ActionTable<Action> {
        var table = ActionTable<Action>(declared: declared)
        // Counting sort of the log by owner, keeping each state's order.
        var firstOf = [Int](repeating: 0, count: stateCount + 1)
        for owner in owners { firstOf[Int(owner) + 1] += 1 }
        for state in 0..<stateCount { firstOf[state + 1] += firstOf[state] }
        var order = [Int](repeating: 0, count: owners.count)
        var next = firstOf
        for (move, owner) in owners.enumerated() {
            order[next[Int(owner)]] = move
            next[Int(owner)] += 1
        }
        var numbers = [Int](repeating: -1, count: actions.count)
        // The declared actions keep their numbers (looked up in the record's own table); every
        // other action of the record is distinct, and new to the table when first met. So no
        // action is hashed here but the declared ones (this runs unspecialized, where hashing
        // an async machine's steps looked up generic metadata at each one).
        for (index, action) in table.actions.enumerated() {
            if let local = actionNumbers[HashedAction(action)] { numbers[Int(local)] = index }
        }
        var builder = MoveGraph.Builder(stateCount: stateCount)
        var position = 0
        for state in 0..<stateCount {
            while position < firstOf[state + 1] {
                let move = order[position]
                position += 1
                let local = Int(actionIndex[move])
                if numbers[local] < 0 { numbers[local] = table.appendNew(actions[local]) }
                let start = move == 0 ? 0 : Int(targetEnds[move - 1])
                builder.add(action: numbers[local], states: targets[start..<Int(targetEnds[move])].lazy.map(Int.init))
            }
            builder.endState()
        }
        table.graph = builder.finish()
        return table
    }
}

/// An action with its hash, made once: compared by hash first, then by the action; hashed by
/// the hash alone.
@usableFromInline
struct HashedAction<Action: Hashable>: Hashable {
    @usableFromInline let action: Action
    @usableFromInline let hash: Int

    @inlinable
    init(_ action: Action) {
        self.action = action
        self.hash = action.hashValue
    }

    @inlinable
    static func == (lhs: HashedAction, rhs: HashedAction) -> Bool {
        lhs.hash == rhs.hash && lhs.action == rhs.action
    }

    @inlinable
    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

extension HashedAction: Sendable where Action: Sendable {}
