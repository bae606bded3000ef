import MachineKitCore
extension SpecLimits {
    /// What a chart's states can form, counted from its structure before anything is
    /// explored: the atomic states active at once, the configurations of each parallel state,
    /// and the bytes of every configuration name together. Each is an upper bound (guards,
    /// events and history are not read), so a chart within the limits never makes the
    /// explorer or a report grow past them by its shape alone.
    ///
    /// The error names the smallest node over a limit: the parallel state whose regions
    /// multiply, or the root.
    ///
    /// - Complexity: O(*n*) in the nodes of the chart.
    func checkConfigurations(_ chart: Statechart) throws(SpecError) {
        let nodes = chart.nodes
        // Per node, saturating at Int.max: atomic states active at once, configurations, and
        // the bytes of all their names together.
        var active = [Int](repeating: 0, count: nodes.count)
        var configurations = [Int](repeating: 0, count: nodes.count)
        var nameBytes = [Int](repeating: 0, count: nodes.count)
        // Parents come before their children in `nodes`: children are counted first going back.
        for index in nodes.indices.reversed() {
            let node = nodes[index]
            let children = node.children.filter { nodes[$0].type.isState }
            if children.isEmpty {
                (active[index], configurations[index], nameBytes[index]) = (1, 1, node.name.utf8.count)
                continue
            }
            if node.type == .parallel {
                var product = 1, atoms = 0, bytes = 0
                for child in children {
                    // Each child's names appear once with each configuration of the others.
                    bytes = Self.add(Self.multiply(bytes, configurations[child]), Self.multiply(nameBytes[child], product))
                    product = Self.multiply(product, configurations[child])
                    atoms = Self.add(atoms, active[child])
                }
                // ` + ` between the names of the atomic states of each configuration.
                bytes = Self.add(bytes, Self.multiply(3 * (children.count - 1), product))
                (active[index], configurations[index], nameBytes[index]) = (atoms, product, bytes)
            } else {
                active[index] = children.map { active[$0] }.max() ?? 1
                configurations[index] = children.reduce(0) { Self.add($0, configurations[$1]) }
                nameBytes[index] = children.reduce(0) { Self.add($0, nameBytes[$1]) }
            }
        }
        func first(over limit: Int, in values: [Int], where applies: (Int) -> Bool = { _ in true }) -> Int? {
            // The node over the limit none of whose children is: where the limit is crossed.
            nodes.indices.first { index in
                values[index] > limit && applies(index)
                    && !nodes[index].children.contains { values[$0] > limit && applies($0) }
            }
        }
        if let node = first(over: activeStates, in: active) {
            throw SpecError(
                file: chart.file, line: nodes[node].line, state: chart.messageName(node),
                message:
                    "\(active[node]) states are active at once here (one in each parallel region); a chart may have at most \(activeStates) (the limit)"
            )
        }
        if let node = first(over: parallelConfigurations, in: configurations, where: { nodes[$0].type == .parallel }) {
            throw SpecError(
                file: chart.file, line: nodes[node].line, state: chart.messageName(node),
                message:
                    "the regions of this parallel state can form \(Self.count(configurations[node])) configurations together; "
                    + "a parallel state may have at most \(parallelConfigurations) (the limit)")
        }
        if nameBytes[Statechart.root] > configurationNameBytes {
            let node = first(over: configurationNameBytes, in: nameBytes) ?? Statechart.root
            throw SpecError(
                file: chart.file, line: nodes[node].line, state: chart.messageName(node),
                message:
                    "the names of the configurations this chart can form come to \(Self.count(nameBytes[Statechart.root])) bytes; "
                    + "a chart may have at most \(configurationNameBytes) (the limit)")
        }
    }

    private static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    private static func multiply(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : product
    }

    /// A count for a message; a saturated one is "more than 10^18".
    private static func count(_ value: Int) -> String {
        value == .max ? "more than 10^18" : String(value)
    }
}
