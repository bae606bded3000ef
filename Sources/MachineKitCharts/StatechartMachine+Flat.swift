import MachineKitCore
extension StatechartMachine {
    /// The machine of a flat chart, read without a ``Statechart``: what ``make(_:precomputed:)``
    /// makes of the same file's chart (the same states, moves, names, kinds, lines and final
    /// states), from the reader's tables. The chart itself is made only if a diagram asks.
    static func make(_ flat: FlatChart) -> Machine<Statechart.Configuration, String> {
        let labels = flat.labels
        let isFinal = flat.isFinal
        // Every state's moves side by side, each an event and a target in one word (the event
        // high): each place an event leads once, none out of a final state (a top-level final
        // state ends the machine).
        var moveStart: [Int32] = []
        var moves: [UInt64] = []
        moveStart.reserveCapacity(isFinal.count + 1)
        moves.reserveCapacity(flat.entryTarget.count)
        for state in isFinal.indices {
            moveStart.append(Int32(moves.count))
            if isFinal[state] { continue }
            for group in Int(flat.groupStart[state])..<Int(flat.groupStart[state + 1]) {
                let label = UInt64(flat.groupLabel[group]) << 32
                let first = moves.count
                for entry in Int(flat.entryStart[group])..<Int(flat.entryStart[group + 1]) {
                    let move = label | UInt64(UInt32(flat.entryTarget[entry]))
                    if !moves[first...].contains(move) { moves.append(move) }
                }
            }
        }
        moveStart.append(Int32(moves.count))
        let starts = moveStart, packed = moves
        var machine = Machine<Statechart.Configuration, String>(
            flat.name, initialStates: [Statechart.Configuration(atom: flat.initial)]
        ) { configuration, next in
            let state = Int(configuration.firstAtom) - 1
            for move in packed[Int(starts[state])..<Int(starts[state + 1])] {
                next.add(labels[Int(move >> 32)], Statechart.Configuration(atom: Int32(truncatingIfNeeded: move)))
            }
        }
        let names = flat.stateNames
        let shortened = names.contains { $0.utf8.count > VisibleText.printedNameBytes } ? names.map { VisibleText.shortened($0) } : names
        machine.kinds = KindTable(
            names: shortened, parents: Array(repeating: nil, count: names.count), labels: shortened
        ) { configuration in
            Int(configuration.firstAtom) - 1
        }
        machine.stateName = { shortened[Int($0.firstAtom) - 1] }
        machine.traits.fullStateName = { names[Int($0.firstAtom) - 1] }
        machine.actionUniverse = .declared(labels)
        let stateLines = flat.stateLines
        let lines: @Sendable () -> [String: Int] = {
            var lines: [String: Int] = [:]
            lines.reserveCapacity(shortened.count)
            for (state, name) in shortened.enumerated() { lines[name] = Int(stateLines[state]) }
            return lines
        }
        // Each event's line: the first transition that waits for it.
        var actionLines: [String: Int] = [:]
        var lined = Array(repeating: false, count: labels.count)
        var left = labels.count
        let groupLabel = flat.groupLabel, entryStart = flat.entryStart
        for group in groupLabel.indices where left > 0 && !lined[Int(groupLabel[group])] {
            lined[Int(groupLabel[group])] = true
            left -= 1
            actionLines[labels[Int(groupLabel[group])]] = Int(flat.entryLine[Int(entryStart[group])])
        }
        machine.origin = .file(flat.file, lines: lines, actionLines: actionLines)
        machine.origin.dialect = flat.dialect.name
        machine.traits.declaration = Declaration(LazyChart(making: { flat.statechart() }))
        machine.traits.nameIsWholeState = true
        if flat.hasFinal {
            machine = machine.final(where: { isFinal[Int($0.firstAtom) - 1] })
        }
        return machine
    }
}
