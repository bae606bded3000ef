import ArgumentParser
import MachineKit

/// How much a command that lists paths (`paths`, `tests`) may write: a number of paths and
/// a byte budget. Each is checked as the output is made, so a machine of millions of states
/// stops at the limit with one line, never after gigabytes.
struct OutputBounds: ParsableArguments {
    /// Paths written unless `--max-paths` says otherwise.
    static let standardPaths = 10_000
    /// Bytes a report or a diagram (`check`, `render`) may have unless `--max-output-bytes`
    /// says otherwise: 256 MiB. A larger one is not written.
    static let standardReportBytes = 256 << 20
    /// Bytes written unless `--max-output-bytes` says otherwise: 64 MiB.
    static let standardBytes = 64 << 20

    @Option(name: .long, parsing: .unconditional, help: "Write at most this many paths (default 10000).")
    var maxPaths: Int = OutputBounds.standardPaths

    @Option(name: .long, parsing: .unconditional, help: "Write at most this many bytes (default 67108864, 64 MiB).")
    var maxOutputBytes: Int = OutputBounds.standardBytes

    func validate() throws {
        for (name, value) in [("--max-paths", maxPaths), ("--max-output-bytes", maxOutputBytes)] where value < 1 {
            throw ValidationError("\(name) must be a positive number, got \(value)")
        }
    }

    /// Refuses a list of `count` paths of `machine` longer than `--max-paths`, before any is made.
    /// `hint` says what else to ask for.
    func check(paths count: Int, of machine: String, what: String, hint: String = "give --to STATE for one path, or ") throws(BadInput) {
        guard count > maxPaths else { return }
        throw BadInput(
            "\(machine): \(count) paths (\(what)) are more than --max-paths \(maxPaths) (the limit); "
                + hint + "a larger --max-paths")
    }

    /// The error for output of `machine` that reached the byte budget after `paths` paths:
    /// written up to there (`stopped`), or not written at all.
    func overBudget(
        _ machine: String, written paths: Int, stopped: Bool = true,
        hint: String = "give --to STATE for one path, or "
    ) -> BadInput {
        BadInput(
            "\(machine): " + (stopped ? "stopped after \(paths) paths" : "not written: \(paths) paths already")
                + " reached --max-output-bytes \(maxOutputBytes) (the limit); " + hint + "a larger --max-output-bytes")
    }
}

/// Text made piece by piece within a byte budget: standard output gets it in chunks as it
/// grows (`streaming`), or it is kept whole for one write at the end.
struct BoundedText {
    let budget: Int
    let streaming: Bool
    private(set) var written = 0
    private var pending = ""

    init(budget: Int, streaming: Bool) {
        self.budget = budget
        self.streaming = streaming
    }

    /// Appends `text`; `false` (and nothing appended) when it would go over the budget.
    mutating func append(_ text: String) -> Bool {
        let size = text.utf8.count
        guard written + size <= budget else { return false }
        written += size
        pending += text
        if streaming, pending.utf8.count >= 1 << 16 { flush() }
        return true
    }

    /// Writes what is pending to standard output.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        Terminal.output(pending)
        pending = ""
    }

    /// Everything appended (when not streaming).
    var text: String { pending }
}
