import Foundation
import Logging
import MachineKit
import MachineKitLogging
import Testing

/// A log handler that keeps each line as a stream handler would print it: a prefix, then the message.
struct KeptLines: LogHandler {
    let kept: ReceivedLog
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        kept.append("2025-01-01T10:00:00+0000 \(event.level) steps : [MachineKit] \(event.message)")
    }
}

final class ReceivedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return lines.map { $0 + "\n" }.joined() }
}

@Suite struct LoggerSinkTests {
    @Test func theAppsLogHandlerCarriesTheRecordAndConformReadsItBack() throws {
        let kept = ReceivedLog()
        let logger = Logger(label: "steps") { _ in KeptLines(kept: kept) }
        let recorder = StepRecorder(door, to: .logger(logger), run: "log")
        recorder.record(.open, from: .closed, to: .open)
        recorder.record(.close, from: .open, to: .closed)
        recorder.flush()
        #expect(
            kept.text == """
                2025-01-01T10:00:00+0000 debug steps : [MachineKit] {"v":1,"machine":"Door","run":"log","seq":0,"action":"open","from":"closed","to":"open"}
                2025-01-01T10:00:00+0000 debug steps : [MachineKit] {"v":1,"machine":"Door","run":"log","seq":1,"action":"close","from":"open","to":"closed"}

                """)
        let report = try door.conform([
            Record(name: "app.log", text: kept.text + "2025-01-01T10:00:01+0000 info app : done\n", strict: false)
        ])
        #expect(report.findings.isEmpty)
        #expect(report.coverage.steps == 2)
    }
}
