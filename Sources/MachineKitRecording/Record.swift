import MachineKitCore
import MachineKitAsync
import Foundation

/// A record to check: the lines a ``StepRecorder`` wrote (or a log that carries them), with
/// the name reports give it.
///
/// In a `.jsonl` file every line that is not blank is a record line. In any other file (a
/// log written by swift-log's handler, a saved OSLog stream) a line is a record line where
/// it holds `{"v":`, from which its JSON object is read; other lines are skipped.
public struct Record: Sendable {
    /// How reports name the record: its path.
    public var name: String
    /// Its bytes.
    public var bytes: [UInt8]
    /// Whether every line that is not blank must be a record line (JSON Lines).
    public var strict: Bool

    /// A record of `bytes`, named `name`.
    public init(name: String, bytes: [UInt8], strict: Bool = true) {
        self.name = name
        self.bytes = bytes
        self.strict = strict
    }

    /// A record of `text`, named `name`.
    public init(name: String, text: String, strict: Bool = true) {
        self.init(name: name, bytes: Array(text.utf8), strict: strict)
    }

    /// The record in the file at `path`: JSON Lines when it ends with `.jsonl` or `.ndjson`,
    /// else a log whose record lines are found in it.
    /// - Throws: ``RecordError`` when the file cannot be read.
    public init(contentsOf path: String) throws(RecordError) {
        let ending = URL(fileURLWithPath: path).pathExtension.lowercased()
        self.init(name: path, bytes: try Self.read(path), strict: ending == "jsonl" || ending == "ndjson")
    }

    /// The largest record file read: 1 GiB (a record can be hundreds of megabytes).
    package static let fileLimit = 1 << 30

    /// A file's bytes, read through the one input layer (``InputFile``): regular files only,
    /// at most ``fileLimit`` bytes, read straight into an array of the file's size.
    private static func read(_ path: String) throws(RecordError) -> [UInt8] {
        do {
            return try InputFile.read(path, limit: fileLimit, kind: .record)
        } catch {
            throw RecordError(record: path, line: nil, message: error.message)
        }
    }

    /// Whether a path names a record file: `.jsonl`, `.ndjson` or `.log`.
    package static func isRecordPath(_ path: String) -> Bool {
        ["jsonl", "ndjson", "log"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }
}

/// A record that cannot be read: a line that is not a record line, a version this package
/// does not read. One line, naming the record and the line.
public struct RecordError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The record's name (its path).
    public var record: String
    /// The line at fault, from 1.
    public var line: Int?
    /// What is wrong.
    public var message: String

    /// An error about `record`, at `line` where there is one.
    public init(record: String, line: Int?, message: String) {
        self.record = record
        self.line = line
        self.message = message
    }

    /// `runs/ui-3.jsonl:12: ...`
    public var description: String {
        "\(record)" + (line.map { ":\($0)" } ?? "") + ": " + message
    }
}

/// One line of a record, read in place: ranges into the record's bytes. Strings without
/// escapes are read straight from the bytes; the others are decoded.
struct ScannedLine {
    var version: Int?
    var machine: ScannedString?
    var run: ScannedString?
    var seq: Int?
    var action: ScannedString?
    var from: ScannedString?
    var to: ScannedString?
    var dropped: Int?
}

/// A string value in a record line: its bytes between the quotes, and whether it holds escapes.
typealias ScannedString = JSONReader.StringToken

/// Reads record lines from a buffer of bytes with the package's JSON reader: flat JSON
/// objects whose values are strings, numbers, booleans or `null` (nested values are read and
/// skipped whole); the strings the record uses stay ranges of the buffer.
struct RecordScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    struct Failure: Error {
        var message: String
    }

    /// The line `start..<end` (its newline excluded); `nil` for a line that holds no record
    /// line (blank, or in a log without `{"v":`).
    func scan(_ start: Int, _ end: Int, strict: Bool) throws(Failure) -> ScannedLine? {
        var position = start
        while position < end,
            bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
                || bytes[position] == UInt8(ascii: "\r")
        {
            position += 1
        }
        if position == end { return nil }
        if !strict || bytes[position] != UInt8(ascii: "{") {
            guard let found = find(#"{"v":"#, from: position, to: end) else {
                if strict {
                    throw Failure(message: "not a record line: a JSON object with \"v\", \"machine\", \"run\", \"seq\" was expected")
                }
                return nil
            }
            position = found
        }
        var line = ScannedLine()
        var reader = JSONReader(bytes, from: position, to: end, maxDepth: 64, endName: "the line")
        do throws(JSONReader.Failure) {
            var members = try reader.beginObject(depth: 0)
            if reader.peek() == UInt8(ascii: "}") { throw reader.failure("an empty object is not a record line") }
            // The keys this reader reads, each at most once: a second "to" would be a second answer.
            var seen: UInt8 = 0
            // Keys records do not use are read once each too (rare: the recorder writes none).
            var others = JSONKeys()
            while let (key, keyLine) = try reader.nextKey(&members) {
                guard reader.peek() != nil else { throw reader.failure("the line ends where a value should be") }
                let index = keyIndex(key)
                if index == nil, !others.insert(text(key)) {
                    throw JSONReader.Failure(line: keyLine, message: "\"\(text(key))\" appears twice in the line")
                }
                if let index {
                    guard seen & (1 << index) == 0 else {
                        throw reader.failure("\"\(String(decoding: Self.keys[index], as: UTF8.self))\" appears twice in the line")
                    }
                    seen |= 1 << index
                }
                switch index {
                case 0: line.version = try integer(&reader, key: "v")
                case 1: line.machine = try stringValue(&reader, key: "machine")
                case 2: line.run = try stringValue(&reader, key: "run")
                case 3: line.seq = try integer(&reader, key: "seq")
                case 4: line.action = try stringValue(&reader, key: "action")
                case 5: line.from = try stringValue(&reader, key: "from")
                case 6: line.to = try stringValue(&reader, key: "to")
                case 7: line.dropped = try integer(&reader, key: "dropped")
                default: try reader.skipValue(depth: 1)
                }
            }
            if strict, !reader.isAtEnd() { throw reader.failure("text after the line's object") }
        } catch {
            throw Failure(message: error.message)
        }
        return line
    }

    /// The text of a scanned string.
    func text(_ string: ScannedString) -> String {
        JSONReader(bytes).text(of: string)
    }

    /// Whether two scanned strings without escapes hold the same bytes.
    func same(_ a: ScannedString, _ b: ScannedString) -> Bool {
        guard !a.escaped, !b.escaped, a.range.count == b.range.count else { return false }
        return memcmp(bytes.baseAddress! + a.range.lowerBound, bytes.baseAddress! + b.range.lowerBound, a.range.count) == 0
    }

    /// Whether a scanned string without escapes holds `text`'s bytes.
    func equals(_ string: ScannedString, _ text: [UInt8]) -> Bool {
        guard !string.escaped, string.range.count == text.count else { return false }
        return text.withUnsafeBufferPointer { memcmp(bytes.baseAddress! + string.range.lowerBound, $0.baseAddress!, text.count) == 0 }
    }

    private func find(_ needle: String, from start: Int, to end: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard end - start >= pattern.count else { return nil }
        var index = start
        while index <= end - pattern.count {
            if bytes[index] == pattern[0],
                memcmp(bytes.baseAddress! + index, pattern, pattern.count) == 0
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The keys a record line has, in the order the recorder writes them.
    private static let keys: [[UInt8]] = ["v", "machine", "run", "seq", "action", "from", "to", "dropped"].map { Array($0.utf8) }

    /// The position of a key in ``keys``; `nil` for a key records do not use.
    private func keyIndex(_ key: ScannedString) -> Int? {
        if key.escaped { return Self.keys.firstIndex(of: Array(text(key).utf8)) }
        guard !key.range.isEmpty else { return nil }
        // One candidate by length and first byte, then its bytes compared.
        let candidate: Int
        switch (key.range.count, bytes[key.range.lowerBound]) {
        case (1, UInt8(ascii: "v")): return 0
        case (7, UInt8(ascii: "m")): candidate = 1
        case (3, UInt8(ascii: "r")): candidate = 2
        case (3, UInt8(ascii: "s")): candidate = 3
        case (6, UInt8(ascii: "a")): candidate = 4
        case (4, UInt8(ascii: "f")): candidate = 5
        case (2, UInt8(ascii: "t")): candidate = 6
        case (7, UInt8(ascii: "d")): candidate = 7
        default: return nil
        }
        return equals(key, Self.keys[candidate]) ? candidate : nil
    }

    /// The longest name a record line may hold, as a spec file's names (4,096 bytes).
    static let nameBytes = 4_096

    private func stringValue(_ reader: inout JSONReader, key: String) throws(JSONReader.Failure) -> ScannedString {
        guard reader.peek() == UInt8(ascii: "\"") else { throw reader.failure("\"\(key)\" is not a string") }
        let value = try reader.stringToken()
        // A name is UTF-8 text (escapes are ASCII, so the bytes as written are checked).
        if bytes[value.range].contains(where: { $0 >= 0x80 }),
            String(validating: UnsafeBufferPointer(rebasing: bytes[value.range]), as: UTF8.self) == nil
        {
            throw reader.failure("\"\(key)\" is not UTF-8 text")
        }
        // Written raw, a name's bytes are its length; escaped, it is measured as read.
        if value.range.count > Self.nameBytes, !value.escaped || text(value).utf8.count > Self.nameBytes {
            throw reader.failure("\"\(key)\" is longer than \(Self.nameBytes) bytes (the limit for a name)")
        }
        return value
    }

    private func integer(_ reader: inout JSONReader, key: String) throws(JSONReader.Failure) -> Int {
        let start = reader.position
        if start + 1 < reader.end, bytes[start] == UInt8(ascii: "0"), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start + 1]) {
            throw reader.failure("\"\(key)\" has a leading zero, which JSON does not allow")
        }
        let word: JSONReader.Word
        do {
            word = try reader.word()
        } catch {
            throw reader.failure("\"\(key)\" is not a whole number of 0 or more")
        }
        guard case .number(let range, isInteger: true) = word, bytes[range.lowerBound] != UInt8(ascii: "-") else {
            throw reader.failure("\"\(key)\" is not a whole number of 0 or more")
        }
        var value = 0
        for byte in bytes[range] {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            if overflow1 || overflow2 { throw reader.failure("\"\(key)\" is too large") }
            value = sum
        }
        return value
    }
}
