import MachineKitCore
import Foundation

extension SpecMachine {
    /// A spec document's tree, read and checked against the limits.
    static func document(_ text: String, file: String, json: Bool, limits: SpecLimits = .standard) throws(SpecError) -> SpecNode {
        let size = text.utf8.count
        if size > limits.fileBytes {
            throw SpecError(file: file, message: "is \(size) bytes; a spec file may have at most \(limits.fileBytes) (the limit)")
        }
        let root: SpecNode
        if json {
            do {
                root = try JSONSpecReader.parse(text, depth: limits.depth)
            } catch {
                throw SpecError(file: file, line: error.line, message: "JSON syntax error: \(error.message)")
            }
        } else {
            root = try parseYAML(text, file: file, limits: limits)
        }
        try limits.check(root, file: file)
        return root
    }

    /// A YAML document, read by the package's one YAML reader: libyaml (the parser Yams
    /// wraps), composed within the limits (``YAMLComposer``).
    static func parseYAML(_ text: String, file: String, limits: SpecLimits = .standard) throws(SpecError) -> SpecNode {
        try YAMLComposer.compose(text, file: file, limits: limits)
    }

    /// The bytes of a regular file, at most `limit` of them.
    static func readFile(_ path: String, limit: Int) throws(SpecError) -> [UInt8] {
        do {
            return try InputFile.read(path, limit: limit, kind: .specFile)
        } catch {
            throw SpecError(file: path, message: error.message)
        }
    }

    /// The line (counted from 1) that holds the byte at `offset` of `bytes`.
    static func line<Bytes: Collection>(at offset: Bytes.Index, in bytes: Bytes) -> Int where Bytes.Element == UInt8 {
        bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// UTF-8 text without its byte order mark, or an error naming the line of the first byte
    /// that is not UTF-8.
    static func decode(_ bytes: [UInt8], file: String) throws(SpecError) -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let text = String(validating: body, as: UTF8.self) { return text }
        if body.starts(with: [0xFF, 0xFE]) || body.starts(with: [0xFE, 0xFF]) {
            throw SpecError(file: file, line: 1, message: "is UTF-16 text; spec files are UTF-8")
        }
        let offset = body.startIndex + (InputFile.firstByteNotUTF8(in: body)?.offset ?? 0)
        throw SpecError(file: file, line: line(at: offset, in: bytes), message: "is not UTF-8 text: byte \(offset + 1) is not UTF-8")
    }
}

/// A trace saved as JSON (by `vsm-inspect explore`'s `save`, or as `check --format json`
/// prints one): read within limits, in memory proportional to its steps.
package enum TraceDocument {
    /// At most this many bytes in a trace file: 64 MiB.
    package static let maxBytes = SpecLimits.standard.fileBytes
    /// At most this many steps: 1,000,000.
    package static let maxSteps = 1_000_000

    /// The steps of the trace file at `path`: each step's action (none for the first) and state.
    package static func load(path: String) throws(SpecError) -> [(action: String?, state: String)] {
        let bytes = try SpecMachine.readFile(path, limit: maxBytes)
        return try steps(try SpecMachine.decode(bytes, file: path), file: path)
    }

    /// The steps of a trace's JSON text; errors name `file` and the line.
    package static func steps(_ text: String, file: String) throws(SpecError) -> [(action: String?, state: String)] {
        do {
            return try JSONSpecReader.traceSteps(text, maxSteps: maxSteps)
        } catch {
            throw SpecError(file: file, line: error.line, message: error.message)
        }
    }
}
