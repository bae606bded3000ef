import MachineKitCore
import MachineKitCharts
import MachineKitRecording
extension Trace {
    /// `[{"state": …}, {"action": …, "state": …}, …]`, as in the check report.
    package var json: JSONValue {
        .array(
            steps.map { step in
                var pairs: [(String, JSONValue)] = []
                if let action = step.action { pairs.append(("action", .string(action))) }
                pairs.append(("state", .string(step.state)))
                return .object(pairs)
            })
    }
}
