import Foundation
import MachineKit

enum JSONReport {
    /// `ok`, `machines` (each as ``ExploredMachine/json``, with its graph under `--graph`),
    /// and `badInput` when an input could not be read: one `bad-input` finding for each.
    /// With records (`check --coverage`, `conform`), each machine's entry adds `records` (what
    /// each held) and `coverage`; `conform`'s entries list its findings and leave out `reachable`.
    static func render(_ run: CheckRun, graph: Bool = false) -> String {
        // No limit: always a document.
        render(run, graph: graph, limit: .max)!
    }

    /// The report, or `nil` when it would be more than `limit` bytes.
    static func render(_ run: CheckRun, graph: Bool = false, limit: Int) -> String? {
        // `allowIncomplete` says the run passed incomplete searches, so that merge can tell.
        var pairs: [(String, JSONValue)] = [("ok", .bool(run.ok))]
        if run.allowIncomplete { pairs.append(("allowIncomplete", .bool(true))) }
        pairs.append(("machines", .array(run.checked.map { entry($0, run: run, graph: graph) })))
        if !run.badInputs.isEmpty { pairs.append(("badInput", .array(run.badInputs.map(\.json)))) }
        return JSONValue.object(pairs).pretty(limit: limit - 1).map { $0 + "\n" }
    }

    static func entry(_ item: CheckedMachine, run: CheckRun, graph: Bool) -> JSONValue {
        var entry: JSONValue
        switch run.kind {
        case .check: entry = item.explored.map { graph ? $0.jsonWithGraph : $0.json } ?? item.report.json(reachable: [])
        case .conform: entry = item.report.json(reachable: [])
        }
        guard case .object(var pairs) = entry else { return entry }
        if run.kind == .conform { pairs.removeAll { $0.0 == "reachable" } }
        if let conformance = item.conformance, let explored = item.explored {
            let records: JSONValue = .array(
                conformance.records.map { record in
                    .object([
                        ("record", .string(record.record)), ("steps", .int(record.steps)), ("runs", .int(record.runs)),
                        ("unexplained", .int(record.unexplained)), ("dropped", .int(record.dropped)),
                        ("resumed", .int(record.resumed)), ("outsideScope", .int(record.outsideScope)),
                        ("otherMachines", .int(record.otherMachines)),
                    ])
                })
            // Before the findings, so that the entry reads: what was read, what it covered, what is wrong.
            let at = pairs.firstIndex { $0.0 == "findings" } ?? pairs.count
            pairs.insert(contentsOf: [("records", records), ("coverage", conformance.coverage.json(graph: explored.graph))], at: at)
        }
        return .object(pairs)
    }
}
