import MachineKitCore
import MachineKitCharts
import MachineKitRecording

extension ExploredMachine {
    /// The `check --format json` entry of this machine; where a reachable state's name is
    /// printed shortened, `fullNames` keeps its whole name, once (`{"name", "full"}` each).
    package var json: JSONValue {
        let entry = report.json(reachable: reachable)
        let full = exploration.fullNames
        guard !full.isEmpty, case .object(let pairs) = entry else { return entry }
        return .object(pairs + [("fullNames", .array(full.map { .object([("name", .string($0.name)), ("full", .string($0.full))]) }))])
    }

    /// The `check --format json --graph` entry: the report's entry with the graph added.
    package var jsonWithGraph: JSONValue {
        guard case .object(let pairs) = json else { return json }
        return .object(pairs + [("graph", graph.json)])
    }
}
