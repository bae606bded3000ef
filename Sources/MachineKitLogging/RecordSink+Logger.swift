import Logging
import MachineKit

extension RecordSink {
    /// swift-log: each record line is one message at `level` (debug by default), so that the
    /// app's own log handler carries the record wherever it sends its logs. `vsm-inspect
    /// conform` reads such a log back: in a file that is not JSON Lines, each line's record is
    /// found where it holds `{"v":`, and the handler's prefix is skipped.
    ///
    /// ```swift
    /// let recorder = StepRecorder(ProductsFlowFeature.machine(), to: .logger(Logger(label: "steps")))
    /// ```
    public static func logger(_ logger: Logger, level: Logger.Level = .debug) -> RecordSink {
        lines { line in logger.log(level: level, "\(line)") }
    }
}
