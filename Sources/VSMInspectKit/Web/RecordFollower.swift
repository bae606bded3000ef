import Foundation
import MachineKit

/// `explore --web --follow RECORD...`: the records a running app writes (the recorder's file
/// sink appends a line a step and renames the file aside at its size), read again whenever
/// one grows, every line judged by the check `conform` runs, and each step new since the last
/// look handed to the page as it arrives.
///
/// A record is read whole and judged from its first line each time it grows (a step's verdict
/// depends on the run's steps before it), through the same input layer as every record. Files
/// are told apart by identity (device and inode), so a file the sink renames aside keeps the
/// steps already shown, and its successor starts afresh. A record named but not there yet is
/// waited for.
///
/// Not thread-safe: the reloader's serial queue owns it.
final class RecordFollower {
    /// The RECORD arguments: files, directories, globs, expanded again at every look.
    let arguments: [String]
    /// How many lines of each file (by identity) have been judged and shown.
    private var judged: [FileIdentity: Int] = [:]
    /// The problems said already, so that a file that stays unreadable is named once.
    private var said: Set<String> = []

    /// A step that arrived, with the record that holds it.
    struct Arrival {
        var record: String
        var step: JudgedStep
    }

    init(arguments: [String]) {
        self.arguments = arguments
    }

    /// Reads what is there now without showing it: the page shows the steps written from now on.
    func skipExisting(_ explored: ExploredMachine) {
        _ = look(explored)
    }

    /// The steps written since the last look, in the order of the files and their lines, and
    /// the problems not said before (a file that is not a record).
    func look(_ explored: ExploredMachine) -> (arrivals: [Arrival], problems: [String]) {
        var arrivals: [Arrival] = []
        var problems: [String] = []
        func problem(_ message: String) {
            if said.insert(message).inserted { problems.append(message) }
        }
        var bad: [BadInput] = []
        let paths = RecordInputs.expand(arguments, bad: &bad)
        // A folder the app has not written to yet is waited for, as a file not there yet is.
        for input in bad where !(input.file.map(MachineResolver.isDirectory) ?? false) { problem(input.message) }
        var alive: Set<FileIdentity> = []
        for path in paths {
            guard let identity = FileIdentity(path) else { continue }
            alive.insert(identity)
            let record: Record
            do {
                record = try Record(contentsOf: path)
            } catch {
                problem(BadInput(error).message)
                continue
            }
            // Only whole lines: the app may be writing the last one.
            let lines = record.bytes.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let seen = judged[identity] ?? 0
            guard lines != seen else { continue }
            let complete = Record(
                name: path, bytes: Array(record.bytes[..<(record.bytes.lastIndex(of: UInt8(ascii: "\n"))! + 1)]),
                strict: record.strict)
            // A file that shrank was written afresh in place: all of it is new.
            let after = lines < seen ? 0 : seen
            var conformance = explored.conformance()
            var steps: [JudgedStep] = []
            do {
                try conformance.check(complete) { step in if step.line > after { steps.append(step) } }
            } catch {
                problem(BadInput(error).message)
            }
            arrivals += steps.map { Arrival(record: path, step: $0) }
            judged[identity] = lines
        }
        // Files gone (deleted, not renamed aside) are forgotten: an inode may come back.
        judged = judged.filter { alive.contains($0.key) }
        return (arrivals, problems)
    }
}

/// A file's identity: its device and inode, which a rename keeps.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`; `nil` when there is none.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

extension RecordFollower.Arrival {
    /// What the page reads of a step: `{"record", "line", "run", "seq", "action", "from", "to",
    /// "states", "verdict", "message"}` (`verdict`: `allowed`, `outside-scope`, `refused`).
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("record", .string(record)), ("line", .int(step.line)), ("run", .string(step.run)), ("seq", .int(step.seq)),
            ("action", .string(step.action)), ("from", .string(step.from)), ("to", .string(step.to)),
            ("states", .array(step.states.map(JSONValue.int))),
        ]
        switch step.verdict {
        case .allowed: pairs.append(("verdict", .string("allowed")))
        case .outsideScope: pairs.append(("verdict", .string("outside-scope")))
        case .refused(let message):
            pairs.append(("verdict", .string("refused")))
            pairs.append(("message", .string(message)))
        }
        return .object(pairs)
    }
}
