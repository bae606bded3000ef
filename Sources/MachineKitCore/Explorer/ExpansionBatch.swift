/// The expansions of a run of states: their outcomes, one after another in one buffer,
/// and the fingerprint of every successor state. Filling one calls only the machine's
/// own functions, so two threads can fill two batches at once.
@usableFromInline
struct ExpansionBatch<State: Hashable & Sendable, Action: Hashable & Sendable> {
    /// States per batch.
    @usableFromInline static var size: Int { 256 }

    @usableFromInline var successors = Successors<State, Action>()
    /// Per state: the end of its outcomes in `successors`.
    @usableFromInline var outcomeEnds: [Int32] = []
    /// Per state: whether the constraint kept it from being expanded.
    @usableFromInline var outside: [Bool] = []
    /// Per successor state: the fingerprint the state table files it under. This and `known`
    /// keep their length from batch to batch; only the first `successors.states.count` count.
    @usableFromInline var prints: [UInt64] = []
    /// Per successor state: its number when the frozen part of the table has it, else -1.
    @usableFromInline var known: [Int32] = []

    @inlinable init() {}

    /// Expands the states `numbers`, which must all be in the frozen part of the table: they
    /// are read where the table keeps them, never copied.
    @inlinable
    mutating func fill(machine: Machine<State, Action>, numbers: some Sequence<Int32>, frozen: FrozenIndex<State>) {
        successors.removeAll()
        outcomeEnds.removeAll(keepingCapacity: true)
        outside.removeAll(keepingCapacity: true)
        for number in numbers {
            let state = frozen.state(Int(number))
            if let constraint = machine.constraint, !constraint(state.pointee) {
                outside.append(true)
            } else {
                outside.append(false)
                successors.beginExpansion()
                machine.expand(state.pointee, &successors)
            }
            outcomeEnds.append(Int32(truncatingIfNeeded: successors.actions.count))
        }
        successors.base = 0
        let total = successors.states.count
        // Written through pointers: no uniqueness check per successor.
        if prints.count < total {
            prints.append(contentsOf: repeatElement(0, count: total - prints.count))
            known.append(contentsOf: repeatElement(0, count: total - known.count))
        }
        let states = successors.states
        prints.withUnsafeMutableBufferPointer { prints in
            known.withUnsafeMutableBufferPointer { known in
                // Hashing in a loop of its own: no lookup waits on it.
                for index in 0..<total { prints[index] = frozen.print(of: states[index]) }
                // The lookups run behind two prefetch cursors: slots are fetched `slotDistance`
                // states ahead, the states they point at `stateDistance` ahead, so the cache
                // misses of many lookups overlap.
                let slotDistance = 32, stateDistance = 16
                for index in 0..<min(slotDistance, total) { frozen.prefetchSlot(prints[index]) }
                for index in 0..<min(stateDistance, total) { frozen.prefetchState(prints[index]) }
                for index in 0..<total {
                    if index + slotDistance < total { frozen.prefetchSlot(prints[index + slotDistance]) }
                    if index + stateDistance < total { frozen.prefetchState(prints[index + stateDistance]) }
                    known[index] = Int32(truncatingIfNeeded: frozen.lookup(states[index], print: prints[index]))
                }
            }
        }
    }
}
