import MachineKitCore
import MachineKitCharts
import MachineKitRecording
extension StateGraph {
    /// The explored graph as JSON: states, moves, edges, kinds (with their parents), actions,
    /// and the findings of its report.
    package func json(findings: [Finding], complete: Bool) -> JSONValue {
        guard case .object(let fields) = GraphDocument(self).json else { preconditionFailure("a graph document is an object") }
        return .object(
            [("machine", .string(machine)), ("complete", .bool(complete))] + fields
                + [("findings", .array(findings.map(\.json)))])
    }

    /// The graph alone, as `check --format json --graph` adds it to each machine.
    package var json: JSONValue { GraphDocument(self).json }
}
