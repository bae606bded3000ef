extension StatechartMachine {
    /// The machine of a flat chart, read without a ``Statechart``: what ``make(_:precomputed:)``
    /// makes of the same file's chart (the same states, moves, names, kinds, lines and final
    /// states), from the reader's tables. The chart itself is made only if a diagram asks.
    static func make(_ flat: FlatChart) -> Machine<Statechart.Configuration, String> {
        let labels = flat.labels
        let groupStart = flat.groupStart, groupLabel = flat.groupLabel
        let entryStart = flat.entryStart, entryTarget = flat.entryTarget
        let isFinal = flat.isFinal
        var machine = Machine<Statechart.Configuration, String>(
            flat.name, initialStates: [Statechart.Configuration(atom: flat.initial)]
        ) { configuration, next in
            let state = Int(configuration.firstAtom) - 1
            // A top-level final state ends the machine: nothing more applies.
            if isFinal[state] { return }
            for group in Int(groupStart[state])..<Int(groupStart[state + 1]) {
                let label = labels[Int(groupLabel[group])]
                let first = Int(entryStart[group]), end = Int(entryStart[group + 1])
                for entry in first..<end {
                    let target = entryTarget[entry]
                    // Each place an event leads once.
                    if entry > first, entryTarget[first..<entry].contains(target) { continue }
                    next.add(label, Statechart.Configuration(atom: target))
                }
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
        machine.fullStateName = { names[Int($0.firstAtom) - 1] }
        machine.actionUniverse = .declared(labels)
        var lines: [String: Int] = [:]
        lines.reserveCapacity(names.count)
        for (state, name) in shortened.enumerated() { lines[name] = Int(flat.stateLines[state]) }
        // Each event's line: the first transition that waits for it.
        var actionLines: [String: Int] = [:]
        var lined = Array(repeating: false, count: labels.count)
        var left = labels.count
        for group in groupLabel.indices where left > 0 && !lined[Int(groupLabel[group])] {
            lined[Int(groupLabel[group])] = true
            left -= 1
            actionLines[labels[Int(groupLabel[group])]] = Int(flat.entryLine[Int(entryStart[group])])
        }
        machine.origin = .file(flat.file, lines: lines, actionLines: actionLines)
        machine.origin.dialect = flat.dialect.name
        machine.chartPart = .init(making: { flat.statechart() })
        if flat.hasFinal {
            machine = machine.final(where: { isFinal[Int($0.firstAtom) - 1] })
        }
        return machine
    }
}
