import Foundation
import MachineKit

/// The records a RECORD argument names: a file; a directory, every record file under it
/// (`.jsonl`, `.ndjson`, `.log`; hidden ones skipped); or a glob. In path order, so that
/// reports are the same on every run (a rotated record's renamed files come before its
/// current file, oldest first).
enum RecordInputs {
    /// The paths of every record the arguments name, each once, in the order given; the first
    /// argument that names none is bad input.
    static func expand(_ arguments: [String]) throws(BadInput) -> [String] {
        var bad: [BadInput] = []
        let paths = expand(arguments, bad: &bad, stoppingAtFirst: true)
        if let first = bad.first { throw first }
        return paths
    }

    /// The paths of every record the arguments name, each once, in the order given; each
    /// argument that names none is a bad input of its own in `bad`, and the others are read
    /// (unless `stoppingAtFirst`). Past ``fileLimit`` files the arguments name nothing to
    /// read: the run is bad input, and no record of it is read.
    static func expand(_ arguments: [String], bad: inout [BadInput], stoppingAtFirst: Bool = false) -> [String] {
        var paths: [String] = []
        var seen: Set<String> = []
        for argument in arguments {
            do throws(BadInput) {
                for path in try expand(argument) where seen.insert(path).inserted {
                    paths.append(path)
                    if paths.count > fileLimit {
                        bad.append(
                            BadInput(
                                "\(Terminal.visible(argument)): the records given come to more than \(fileLimit) files (the limit): give fewer, or join them",
                                file: argument))
                        return []
                    }
                }
            } catch {
                bad.append(error)
                if stoppingAtFirst { return paths }
            }
        }
        return paths
    }

    /// The most record files one run reads.
    static let fileLimit = 100_000
    /// The most bytes of records one run reads, all files together.
    static let byteLimit = 1 << 31

    static func expand(_ argument: String) throws(BadInput) -> [String] {
        if MachineResolver.isDirectory(argument) {
            let files = files(under: argument)
            guard !files.isEmpty else {
                throw BadInput("\(Terminal.visible(argument)): the directory holds no record (.jsonl, .ndjson, .log)", file: argument)
            }
            return files
        }
        if MachineResolver.isPattern(argument), !FileManager.default.fileExists(atPath: argument) {
            var files: [String] = []
            for path in Glob.matches(argument) {
                if MachineResolver.isDirectory(path) { files += self.files(under: path) } else { files.append(path) }
            }
            guard !files.isEmpty else {
                throw BadInput("\(Terminal.visible(argument)): no record matches the pattern", file: argument)
            }
            return files
        }
        return [argument]
    }

    /// The record files under a directory, hidden entries skipped, in path order.
    static func files(under directory: String) -> [String] {
        MachineResolver.files(under: directory, named: Record.isRecordPath)
    }

    /// Reads the records; one that cannot be read is a bad input of its own.
    static func read(_ paths: [String]) -> (records: [Record], bad: [BadInput]) {
        var records: [Record] = []
        var bad: [BadInput] = []
        var total = 0
        for path in paths {
            do {
                let record = try Record(contentsOf: path)
                total += record.bytes.count
                guard total <= byteLimit else {
                    bad.append(
                        BadInput(
                            "\(Terminal.visible(path)): the records read come to more than \(byteLimit) bytes (the limit) with this one; it and those after it are not read",
                            file: path))
                    break
                }
                records.append(record)
            } catch {
                bad.append(BadInput(error))
            }
        }
        return (records, bad)
    }
}

extension BadInput {
    /// A record that cannot be read, as one line naming its file and line.
    init(_ error: RecordError) {
        self.init(Terminal.visible(error.description), file: error.record, line: error.line)
    }
}

extension ExploredMachine {
    /// Checks the records one by one: a record with a line that cannot be read is a bad
    /// input (reported once however many machines read it) and counts for nothing.
    func conform(_ records: [Record], bad: inout [BadInput]) -> ConformanceReport {
        var conformance = self.conformance()
        for record in records {
            do {
                try conformance.check(record)
            } catch {
                let input = BadInput(error)
                if !bad.contains(where: { $0.message == input.message }) { bad.append(input) }
            }
        }
        return conformance.report
    }
}
