import Foundation
import MachineKit
import MachineRender
import SeedFeatures

// Layout and render time of concrete diagrams by size, with the layout policy vsm-inspect
// uses (engine and edge labels chosen by size), for realistic and random machines.
//
//   swift run -c release render-bench [sizes...]      default sizes: 50 200 1000 5000

/// A random directed graph: each state has 2 or 3 edges to random states (fixed seed).
func randomMachine(states count: Int, seed: UInt64 = 42) -> Machine<Int, String> {
    var state = seed
    func next() -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int(truncatingIfNeeded: state >> 33)
    }
    var edges: [[(String, Int)]] = []
    for index in 0..<count {
        // A ring edge keeps every state reachable; one or two more go anywhere.
        var out = [("next", (index + 1) % count)]
        for extra in 0..<(1 + next() % 2) { out.append(("e\(extra)", next() % count)) }
        edges.append(out)
    }
    let table = edges
    return Machine("Random\(count)", initial: 0) { index in table[index].map { .on($0.0, to: $0.1) } }
}

/// The rates store fixture, scaled so that it has about `count` states.
func realisticMachine(states count: Int) -> Machine<RatesState, RatesModelAction> {
    RatesStoreFeature.remodel(counterBound: max(count / 6 - 2, 0))
}

func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func measure<State: Hashable & Sendable, Action: Hashable & Sendable>(_ name: String, _ machine: Machine<State, Action>) {
    let checkStart = ContinuousClock.now
    let exploration = machine.explore()
    let checkSeconds = seconds(since: checkStart)
    let diagramStart = ContinuousClock.now
    let diagram = exploration.diagram()
    let engine = LayoutPolicy.engine(for: diagram)
    let options = LayoutPolicy.options(for: diagram, engine: engine)
    let diagramSeconds = seconds(since: diagramStart)
    let start = ContinuousClock.now
    let svg: Data
    do {
        svg = try GraphvizRenderer.shared.render(diagram, format: .svg, engine: engine, options: options)
    } catch {
        print("\(name): \(error)")
        return
    }
    let renderSeconds = seconds(since: start)
    let row = [name, "\(exploration.statistics.states)", "\(diagram.arrows.count)", engine.rawValue, options.edgeLabels.rawValue,
               String(format: "%.2f", checkSeconds), String(format: "%.2f", diagramSeconds),
               String(format: "%.2f", renderSeconds), "\(svg.count / 1024) KiB"]
    print(row.map { $0.padding(toLength: 14, withPad: " ", startingAt: 0) }.joined())
}

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
print(["machine", "states", "edges", "engine", "edge labels", "check s", "diagram s", "layout s", "svg"]
    .map { $0.padding(toLength: 14, withPad: " ", startingAt: 0) }.joined())
for size in sizes.isEmpty ? [50, 200, 1000, 5000] : sizes {
    measure("rates×\(size)", realisticMachine(states: size))
    measure("random×\(size)", randomMachine(states: size))
}
