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
enum ChartDiagram {
    static func make(chart: Statechart, graph: StateGraph, findings: [Finding], trace: Trace?) -> Diagram {
        var builder = Builder(chart: chart, graph: graph)
        builder.mark(findings: findings, trace: trace)
        builder.build()
        return Diagram(
            title: graph.machine, grouping: .chart, nodes: builder.nodes, clusters: builder.clusters,
            arrows: Diagram.mergeParallel(builder.arrows))
    }

    private struct Builder {
        let chart: Statechart
        let graph: StateGraph
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

        init(chart: Statechart, graph: StateGraph) {
            self.chart = chart
            self.graph = graph
            nodeByName = Dictionary(chart.nodes.indices.map { (chart.nodes[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        }

        /// The chart nodes a reachable configuration has active.
        func atoms(of state: Int) -> [Int] {
            let kinds = graph.stateCovers?[state] ?? [graph.stateKinds[state]]
            return kinds.compactMap { nodeByName[graph.kindNames[$0]] }
        }

        mutating func mark(findings: [Finding], trace: Trace?) {
            for state in 0..<graph.stateCount {
                for atom in atoms(of: state) { active[atom, default: 0] += 1 }
            }
            for state in graph.initial { initialNodes.formUnion(atoms(of: state)) }
            for step in trace?.steps ?? [] { onTrace.formUnion(atoms(of: step.stateIndex)) }
            for finding in findings {
                if let mark = Diagram.Mark(declaredIn: finding), case .state(let name) = finding.subject, let node = nodeByName[name] {
                    add(mark, to: node)
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
            if transition.targets.isEmpty {
                arrows.append(arrow(tail, tailBox, tail, tailBox, label))
                return
            }
            for target in transition.targets {
                let (head, headBox) = endpoint(target)
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

        /// Where arrows to and from a chart node begin and end: its node, or its box's anchor.
        func endpoint(_ node: Int) -> (node: Int, box: Int?) {
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
