/// Sets of reachable states that can never be left and hold no final state.
///
/// A trap is a strongly connected component of the move graph with no edge leaving it, no
/// final state, and every state expanded (a set that reaches an unexpanded state may be
/// left through it); a single state with no move at all is a dead end instead. The check
/// runs only when the machine declares final states. Traps whose states are of the same
/// kinds are rolled up into one finding.
public enum TrapCheck {
    /// - Complexity: O(states) when every state reaches a final, unexpanded or moveless state
    ///   along the explorer's parent records (no state is expanded again); otherwise O(states
    ///   + moves) more, expanding again the states that did not.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        guard exploration.machine.finalStates.isDeclared else { return [] }
        let count = exploration.stateCount
        // A state that reaches a final state, an unexpanded one or one with no move lies in
        // no trap: its component holds that state, or has an edge out of it. Such states are
        // `free`. A parent record is a move, so a state reaches every state whose parent
        // chain passes through it: marking each such state's ancestors costs one step a state.
        var free = Array(repeating: false, count: count)
        var freeCount = 0
        for number in stride(from: count - 1, through: 0, by: -1) where !free[number] {
            guard !exploration.isExpanded(number) || exploration.hasNoMoves(number) || exploration.isFinal(number) else {
                continue
            }
            var current = number
            while current >= 0, !free[current] {
                free[current] = true
                freeCount += 1
                current = exploration.parentNumber(of: current)
            }
        }
        if freeCount == count { return [] }

        // The other states, numbered in order, with their successors in compact arrays.
        let residual = (0..<count).filter { !free[$0] }
        var slot = Array(repeating: Int32(-1), count: count)
        for (offset, number) in residual.enumerated() { slot[number] = Int32(offset) }
        var firstTarget: [Int] = [0]
        firstTarget.reserveCapacity(residual.count + 1)
        var targets: [Int32] = []
        for number in residual {
            exploration.appendSuccessors(of: number, to: &targets)
            firstTarget.append(targets.count)
        }
        // A state with a free successor is free; so is every state that reaches it.
        var incoming = Array(repeating: 0, count: residual.count + 1)
        var queue: [Int32] = []
        for offset in residual.indices {
            var reachesFree = false
            for target in targets[firstTarget[offset]..<firstTarget[offset + 1]] {
                let other = slot[Int(target)]
                if other < 0 { reachesFree = true } else { incoming[Int(other) + 1] += 1 }
            }
            if reachesFree {
                free[residual[offset]] = true
                queue.append(Int32(offset))
            }
        }
        for offset in residual.indices { incoming[offset + 1] += incoming[offset] }
        var predecessors = Array(repeating: Int32(0), count: incoming[residual.count])
        var filled = incoming
        for offset in residual.indices {
            for target in targets[firstTarget[offset]..<firstTarget[offset + 1]] {
                let other = Int(slot[Int(target)])
                guard other >= 0 else { continue }
                predecessors[filled[other]] = Int32(offset)
                filled[other] += 1
            }
        }
        filled = []
        var head = 0
        while head < queue.count {
            let offset = Int(queue[head])
            head += 1
            for previous in predecessors[incoming[offset]..<incoming[offset + 1]] where !free[residual[Int(previous)]] {
                free[residual[Int(previous)]] = true
                queue.append(previous)
            }
        }
        predecessors = []
        queue = []

        // What is left reaches no free state, nor does anything it reaches: every trap lies
        // in it, and its components are those of the whole graph.
        let trapped = residual.indices.filter { !free[residual[$0]] }
        if trapped.isEmpty { return [] }
        func successors(_ offset: Int) -> ArraySlice<Int32> { targets[firstTarget[offset]..<firstTarget[offset + 1]] }
        let components = StronglyConnectedComponents.find(
            count: residual.count, roots: trapped, successors: { offset in successors(offset).map { slot[Int($0)] } })
        var component = Array(repeating: Int32(-1), count: residual.count)
        for (offset, members) in components.enumerated() { for member in members { component[member] = Int32(offset) } }
        var found: [(entry: Int, finding: Finding)] = []
        for (offset, localMembers) in components.enumerated() {
            let members = localMembers.map { residual[$0] }
            if members.contains(where: { exploration.status(of: $0) != .expanded || exploration.isFinal($0) }) { continue }
            let outgoing = localMembers.map { successors($0).map { slot[Int($0)] } }
            if outgoing.contains(where: { $0.contains { $0 < 0 || component[Int($0)] != Int32(offset) } }) { continue }
            if members.count == 1, outgoing[0].isEmpty { continue }
            let sorted = members.sorted()
            let names = sorted.map(exploration.name(of:))
            let entry = sorted.min { (exploration.depth(of: $0), $0) < (exploration.depth(of: $1), $1) }!
            found.append(
                (
                    entry,
                    Finding(
                        check: .trap, subject: .states(names),
                        message: "states {\(names.joined(separator: ", "))} can never be left and hold no final state",
                        trace: exploration.trace(to: entry), stateIndices: sorted)
                ))
        }
        let traps = found.sorted { $0.entry < $1.entry }.map(\.finding)
        return RollUp.byKinds(traps, exploration: exploration) { kinds, members in
            let list = kinds.map { "'\($0)'" }.joined(separator: ", ")
            return Finding(
                check: .trap, subject: .kinds(kinds, traps: members.map { $0.states! }),
                message: "\(members.count) sets of states of kind \(list) can never be left and hold no final state",
                trace: members[0].trace, stateIndices: members.flatMap(\.stateIndices), instances: members)
        }
    }
}

/// Tarjan's strongly connected components, without recursion, so that deep graphs cannot
/// overflow the stack.
enum StronglyConnectedComponents {
    /// The components of the nodes `roots` reach, nodes numbered `0..<count`; `successors`
    /// is asked once for each node reached.
    /// - Complexity: O(nodes + edges reached) calls and steps.
    static func find(count: Int, roots: some Sequence<Int>, successors: (Int) -> [Int32]) -> [[Int]] {
        var index = Array(repeating: Int32(-1), count: count)
        var lowLink = Array(repeating: Int32(0), count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var next: Int32 = 0
        var work: [(state: Int, targets: [Int32], edge: Int)] = []
        for root in roots where index[root] < 0 {
            index[root] = next; lowLink[root] = next; next += 1
            stack.append(root); onStack[root] = true
            work.append((root, successors(root), 0))
            while !work.isEmpty {
                let top = work.count - 1
                let state = work[top].state
                if work[top].edge < work[top].targets.count {
                    let target = Int(work[top].targets[work[top].edge])
                    work[top].edge += 1
                    if index[target] < 0 {
                        index[target] = next; lowLink[target] = next; next += 1
                        stack.append(target); onStack[target] = true
                        work.append((target, successors(target), 0))
                    } else if onStack[target] {
                        lowLink[state] = min(lowLink[state], index[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.state {
                    lowLink[parent] = min(lowLink[parent], lowLink[state])
                }
                if lowLink[state] == index[state] {
                    var members: [Int] = []
                    while true {
                        let member = stack.removeLast()
                        onStack[member] = false
                        members.append(member)
                        if member == state { break }
                    }
                    components.append(members)
                }
            }
        }
        return components
    }
}
