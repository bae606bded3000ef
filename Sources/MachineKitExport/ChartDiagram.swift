import MachineKitCore
import MachineKitCharts
import MachineKitRecording
/// The chart view of a statechart: its declared states drawn as the file declares them.
///
/// Compound and parallel states are boxes (a parallel state's regions dashed boxes inside
/// it), each transition is drawn once from the state that declares it (from a parent's box,
/// not copied onto its children), every compound state has an entry marker pointing at its
/// initial child, and history states are `H` / `H*`. What exploration found is marked on
/// it: states never active (unreachable), the states of dead ends and traps, and how many
/// reachable configurations each state is active in.
///
/// Drawn to a depth, a compound or parallel state at that depth is one node standing for
/// everything declared inside it (``Diagram/Node/folded``): the arrows into and out of its
/// inside end at it, and the ones within it are left out.
enum ChartDiagram {
    static func make(chart: Statechart, graph: StateGraph, findings: [Finding], trace: Trace?, depth: Int? = nil) -> Diagram {
        var builder = Builder(chart: chart, graph: graph, depth: depth)
        builder.mark(findings: findings, trace: trace)
        builder.build()
        // Joined, a declared event is named once on an arrow: folded, several states inside one
        // may each declare it to the same target.
        var arrows = Diagram.mergeParallel(builder.arrows)
        for index in arrows.indices where arrows[index].actions.count > 1 {
            var seen: Set<String> = []
            arrows[index].actions = arrows[index].actions.filter { seen.insert($0.action).inserted }
        }
        return Diagram(title: graph.machine, grouping: .chart, nodes: builder.nodes, clusters: builder.clusters, arrows: arrows)
    }

    /// How deep each node of `chart` lies: 0 for the root, 1 for its children, and so on.
    static func depths(of chart: Statechart) -> [Int] {
        var depths = [Int](repeating: 0, count: chart.nodes.count)
        // A node is declared after its parent, so one pass in order sees every parent first.
        for node in chart.nodes.indices { if let parent = chart.nodes[node].parent { depths[node] = depths[parent] + 1 } }
        return depths
    }

    /// How many states (and history states) the chart view of `chart` drawn to `depth` shows:
    /// the states and history states no deeper than `depth` that have no children, and the
    /// compound and parallel states at `depth`, each folded into one.
    static func drawnStates(of chart: Statechart, depths: [Int], depth: Int?) -> Int {
        chart.nodes.indices.count { node in
            guard node != Statechart.root else { return false }
            guard let depth else { return chart.nodes[node].children.isEmpty }
            return depths[node] < depth ? chart.nodes[node].children.isEmpty : depths[node] == depth
        }
    }

    private struct Builder {
        let chart: Statechart
        let graph: StateGraph
        /// The depth drawn to (`nil`: every level).
        let depth: Int?
        /// For each chart node, the node it is drawn as: itself, or the folded state at
        /// ``depth`` it lies in.
        let shownAs: [Int]
        /// How deep each chart node lies (``ChartDiagram/depths(of:)``).
        let depths: [Int]
        /// Declared states not reached, by the folded state they lie in.
        var foldedUnreached: [Int: Int] = [:]
        /// Declared states, by the folded state they lie in.
        let foldedStates: [Int: Int]
        var nodes: [Diagram.Node] = []
        var clusters: [Diagram.Cluster] = []
        var arrows: [Diagram.Arrow] = []
        /// For each chart node: its diagram node, or its cluster.
        var nodeOf: [Int: Int] = [:]
        var clusterOf: [Int: Int] = [:]
        /// Marks and counts by chart node.
        var marks: [Int: [Diagram.Mark]] = [:]
        var active: [Int: Int] = [:]
        var onTrace: Set<Int> = []
        var initialNodes: Set<Int> = []
        let nodeByName: [String: Int]

        init(chart: Statechart, graph: StateGraph, depth: Int?) {
            self.chart = chart
            self.graph = graph
            self.depth = depth
            nodeByName = Dictionary(chart.nodes.indices.map { (chart.nodes[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
            var shownAs = Array(chart.nodes.indices)
            let depths = ChartDiagram.depths(of: chart)
            self.depths = depths
            if let depth {
                for node in chart.nodes.indices where depths[node] > depth { shownAs[node] = shownAs[chart.nodes[node].parent!] }
            }
            self.shownAs = shownAs
            var foldedStates: [Int: Int] = [:]
            for node in chart.nodes.indices where shownAs[node] != node { foldedStates[shownAs[node], default: 0] += 1 }
            self.foldedStates = foldedStates
        }

        /// Whether `node` is drawn folded: a compound or parallel state at the depth drawn to.
        func isFolded(_ node: Int) -> Bool {
            guard let depth, node != Statechart.root else { return false }
            return depths[node] == depth && !chart.nodes[node].children.isEmpty
        }

        /// The chart nodes drawn for what a reachable configuration has active (each once).
        func atoms(of state: Int) -> [Int] {
            let kinds = graph.stateCovers?[state] ?? [graph.stateKinds[state]]
            var atoms: [Int] = []
            for kind in kinds {
                guard let node = nodeByName[graph.kindNames[kind]] else { continue }
                if !atoms.contains(shownAs[node]) { atoms.append(shownAs[node]) }
            }
            return atoms
        }

        mutating func mark(findings: [Finding], trace: Trace?) {
            for state in 0..<graph.stateCount {
                for atom in atoms(of: state) { active[atom, default: 0] += 1 }
            }
            for state in graph.initial { initialNodes.formUnion(atoms(of: state)) }
            for step in trace?.steps ?? [] { onTrace.formUnion(atoms(of: step.stateIndex)) }
            for finding in findings {
                if let mark = Diagram.Mark(declaredIn: finding), case .state(let name) = finding.subject, let node = nodeByName[name] {
                    // Inside a folded state, counted on it (a folded state is marked only
                    // when nothing in it is reached).
                    if shownAs[node] == node { add(mark, to: node) } else { foldedUnreached[shownAs[node], default: 0] += 1 }
                }
                guard let mark = Diagram.Mark(statesOf: finding) else { continue }
                for state in finding.stateIndices {
                    for atom in atoms(of: state) { add(mark, to: atom) }
                }
            }
        }

        mutating func add(_ mark: Diagram.Mark, to node: Int) {
            if !(marks[node]?.contains(mark) ?? false) { marks[node, default: []].append(mark) }
        }

        mutating func build() {
            // A box for the machine itself only when it declares transitions of its own.
            let rootBox: Int? = chart.nodes[Statechart.root].transitions.isEmpty ? nil : box(Statechart.root, parent: nil)
            layOut(children: Statechart.root, in: rootBox)
            flushPending()
            for transition in chart.transitions { draw(transition) }
        }

        /// A cluster for a compound or parallel node, with its anchor.
        mutating func box(_ node: Int, parent: Int?) -> Int {
            let declared = chart.nodes[node]
            var style: Diagram.ClusterStyle
            switch declared.type {
            case .parallel: style = .parallel
            default: style = .compound
            }
            if let owner = declared.parent, case .parallel = chart.nodes[owner].type { style = .region }
            let index = clusters.count
            // Names and labels as printed: a long one shortened with its digest (Graphviz
            // refuses a quoted string of more than 16,384 bytes).
            var cluster = Diagram.Cluster(
                name: VisibleText.shortened(node == Statechart.root ? chart.name : declared.name),
                label: VisibleText.shortened(node == Statechart.root ? chart.name : declared.label), parent: parent)
            cluster.style = style
            cluster.marks = (marks[node] ?? []).sorted { $0.order < $1.order }
            clusters.append(cluster)
            clusterOf[node] = index
            clusters[index].anchor = addNode(name: declared.name + " (box)", label: "", shape: .anchor, cluster: index)
            return index
        }

        mutating func addNode(name: String, label: String, shape: Diagram.Shape, cluster: Int?, chartNode: Int? = nil) -> Int {
            let marked = chartNode.map { (marks[$0] ?? []).sorted { $0.order < $1.order } } ?? []
            nodes.append(
                Diagram.Node(
                    name: VisibleText.shortened(name), label: VisibleText.shortened(label), members: chartNode.map { active[$0] ?? 0 } ?? 0,
                    isInitial: chartNode.map(initialNodes.contains) ?? false,
                    isFinal: chartNode.map { if case .final = chart.nodes[$0].type { true } else { false } } ?? false,
                    isUnexplored: false, marks: marked, cluster: cluster,
                    onTrace: chartNode.map(onTrace.contains) ?? false, shape: shape))
            return nodes.count - 1
        }

        /// The children of `parent`, in document order: states as nodes, compound and
        /// parallel ones as boxes (their children inside), an entry marker first.
        mutating func layOut(children parent: Int, in cluster: Int?) {
            let declared = chart.nodes[parent]
            if case .parallel = declared.type {
            } else if !declared.initial.isEmpty {
                let entry = addNode(
                    name: (parent == Statechart.root ? chart.name : declared.name) + " (initial)",
                    label: "", shape: .entry, cluster: cluster)
                for target in declared.initial { connect(from: entry, tailBox: nil, to: target, label: "") }
            }
            for child in declared.children {
                let node = chart.nodes[child]
                if isFolded(child) {
                    nodeOf[child] = addNode(name: node.name, label: node.label, shape: .state, cluster: cluster, chartNode: child)
                    nodes[nodeOf[child]!].folded = Diagram.Node.Folded(
                        states: foldedStates[child] ?? 0, notReached: foldedUnreached[child] ?? 0)
                    continue
                }
                switch node.type {
                case .compound, .parallel:
                    let inner = box(child, parent: cluster)
                    layOut(children: child, in: inner)
                case .history(let deep):
                    nodeOf[child] = addNode(
                        name: node.name, label: deep ? "H*" : "H", shape: .history(deep: deep),
                        cluster: cluster, chartNode: child)
                    for target in node.initial {
                        connect(from: nodeOf[child]!, tailBox: nil, to: target, label: "")
                    }
                case .atomic, .final:
                    nodeOf[child] = addNode(name: node.name, label: node.label, shape: .state, cluster: cluster, chartNode: child)
                }
            }
        }

        /// An arrow from a diagram node to a chart node, made once every node exists
        /// (``flushPending()``): the target may be declared later.
        mutating func connect(from tail: Int, tailBox: Int?, to target: Int, label: String) {
            pending.append((tail, tailBox, target, label))
        }

        var pending: [(tail: Int, tailBox: Int?, target: Int, label: String)] = []

        mutating func draw(_ transition: Statechart.Transition) {
            var label = transition.events.isEmpty ? "always" : transition.events.map(chart.label(of:)).joined(separator: ", ")
            if transition.isGuarded { label += " [guarded]" }
            let source = transition.source
            let (tail, tailBox) = endpoint(source)
            // Within a folded state (both ends in it, one of them inside it): not drawn. Its own
            // transitions to itself, and to and from the rest of the chart, are.
            let inside = shownAs[source] != source
            if transition.targets.isEmpty {
                if !inside { arrows.append(arrow(tail, tailBox, tail, tailBox, label)) }
                return
            }
            for target in transition.targets {
                let (head, headBox) = endpoint(target)
                if shownAs[target] == shownAs[source], inside || shownAs[target] != target { continue }
                arrows.append(arrow(tail, tailBox, head, headBox, label))
            }
        }

        mutating func flushPending() {
            for item in pending {
                let (head, headBox) = endpoint(item.target)
                arrows.append(arrow(item.tail, item.tailBox, head, headBox, item.label))
            }
            pending = []
        }

        /// Where arrows to and from a chart node begin and end: its node, its box's anchor, or
        /// the folded state it lies in.
        func endpoint(_ node: Int) -> (node: Int, box: Int?) {
            let node = shownAs[node]
            if let box = clusterOf[node] { return (clusters[box].anchor!, box) }
            return (nodeOf[node] ?? 0, nil)
        }

        func arrow(_ tail: Int, _ tailBox: Int?, _ head: Int, _ headBox: Int?, _ label: String) -> Diagram.Arrow {
            var arrow = Diagram.Arrow(
                from: tail, to: head, action: label, isContinuation: false, alternative: nil, count: 1,
                onTrace: false)
            arrow.tailCluster = tailBox
            arrow.headCluster = headBox
            return arrow
        }
    }
}
