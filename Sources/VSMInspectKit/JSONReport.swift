import Foundation
import MachineKit

enum JSONReport {
    /// `ok`, `machines` (each as ``ExploredMachine/json``, with its graph under `--graph`),
    /// and `badInput` when an input could not be read: one `bad-input` finding for each.
    static func render(_ run: CheckRun, graph: Bool = false) -> String {
        var pairs: [(String, JSONValue)] = [
            ("ok", .bool(run.ok)),
            ("machines", .array(run.checked.map { graph ? $0.explored.jsonWithGraph : $0.explored.json })),
        ]
        if !run.badInputs.isEmpty { pairs.append(("badInput", .array(run.badInputs.map(\.json)))) }
        return JSONValue.object(pairs).pretty + "\n"
    }
}
