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
struct ScannedString {
    var range: Range<Int>
    var escaped: Bool
}

/// Reads record lines from a buffer of bytes: flat JSON objects whose values are strings,
/// numbers, booleans or `null` (nested values are skipped whole).
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
        // The keys this reader reads, each at most once: a second "to" would be a second answer.
        var seen: UInt8 = 0
        var cursor = position + 1
        skipSpace(&cursor, end)
        if cursor < end, bytes[cursor] == UInt8(ascii: "}") { throw Failure(message: "an empty object is not a record line") }
        while true {
            skipSpace(&cursor, end)
            guard cursor < end, bytes[cursor] == UInt8(ascii: "\"") else { throw Failure(message: "expected a key in quotes") }
            let key = try string(&cursor, end)
            skipSpace(&cursor, end)
            guard cursor < end, bytes[cursor] == UInt8(ascii: ":") else { throw Failure(message: "expected ':' after a key") }
            cursor += 1
            skipSpace(&cursor, end)
            guard cursor < end else { throw Failure(message: "the line ends where a value should be") }
            let index = keyIndex(key)
            if let index {
                guard seen & (1 << index) == 0 else {
                    throw Failure(message: "\"\(String(decoding: Self.keys[index], as: UTF8.self))\" appears twice in the line")
                }
                seen |= 1 << index
            }
            switch index {
            case 0: line.version = try integer(&cursor, end, key: "v")
            case 1: line.machine = try stringValue(&cursor, end, key: "machine")
            case 2: line.run = try stringValue(&cursor, end, key: "run")
            case 3: line.seq = try integer(&cursor, end, key: "seq")
            case 4: line.action = try stringValue(&cursor, end, key: "action")
            case 5: line.from = try stringValue(&cursor, end, key: "from")
            case 6: line.to = try stringValue(&cursor, end, key: "to")
            case 7: line.dropped = try integer(&cursor, end, key: "dropped")
            default: try skipValue(&cursor, end, depth: 0)
            }
            skipSpace(&cursor, end)
            guard cursor < end else { throw Failure(message: "the line ends inside its object") }
            if bytes[cursor] == UInt8(ascii: ",") { cursor += 1; continue }
            guard bytes[cursor] == UInt8(ascii: "}") else { throw Failure(message: "expected ',' or '}'") }
            cursor += 1
            break
        }
        if strict {
            skipSpace(&cursor, end)
            if cursor < end { throw Failure(message: "text after the line's object") }
        }
        return line
    }

    /// The text of a scanned string.
    func text(_ string: ScannedString) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[string.range])
        guard string.escaped else { return String(decoding: raw, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var index = raw.startIndex
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() }
        }
        while index < raw.endIndex {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < raw.endIndex else { run.append(byte); continue }
            flush()
            let escape = raw[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                var code = hex4(raw, &index) ?? 0xFFFD
                if (0xD800..<0xDC00).contains(code), index + 1 < raw.endIndex, raw[index] == UInt8(ascii: "\\"),
                    raw[index + 1] == UInt8(ascii: "u")
                {
                    index += 2
                    let low = hex4(raw, &index) ?? 0
                    code = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        flush()
        return String(scalars)
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

    private func hex4(_ raw: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> UInt32? {
        guard index + 4 <= raw.endIndex else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = raw[index + offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        index += 4
        return value
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

    private func skipSpace(_ cursor: inout Int, _ end: Int) {
        while cursor < end, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") || bytes[cursor] == UInt8(ascii: "\r")
        {
            cursor += 1
        }
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

    private func string(_ cursor: inout Int, _ end: Int) throws(Failure) -> ScannedString {
        cursor += 1
        let start = cursor
        var escaped = false
        while cursor < end {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                cursor += 1
                return ScannedString(range: start..<cursor - 1, escaped: escaped)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                cursor += try escapeLength(at: cursor, end)
                continue
            }
            if byte < 0x20 { throw Failure(message: "a control character in a string") }
            cursor += 1
        }
        throw Failure(message: "the line ends inside a string")
    }

    /// The bytes of the escape at `cursor` (its backslash included), checked as RFC 8259 has
    /// them: one of `\" \\ \/ \b \f \n \r \t`, or `\u` and four hex digits, a surrogate
    /// only as the high half of a pair. A name is never read as something it does not say.
    private func escapeLength(at cursor: Int, _ end: Int) throws(Failure) -> Int {
        guard cursor + 1 < end else { throw Failure(message: "the line ends inside a string") }
        switch bytes[cursor + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 2
        case UInt8(ascii: "u"):
            guard let code = hex4(at: cursor + 2, end) else { throw Failure(message: "a \\u escape needs four hex digits") }
            if (0xDC00..<0xE000).contains(code) { throw Failure(message: "a lone surrogate in a string") }
            guard (0xD800..<0xDC00).contains(code) else { return 6 }
            guard cursor + 7 < end, bytes[cursor + 6] == UInt8(ascii: "\\"), bytes[cursor + 7] == UInt8(ascii: "u"),
                let low = hex4(at: cursor + 8, end), (0xDC00..<0xE000).contains(low)
            else {
                throw Failure(message: "a lone surrogate in a string")
            }
            return 12
        default:
            let byte = bytes[cursor + 1]
            let shown = (0x21..<0x7F).contains(byte) ? "'\\\(Character(Unicode.Scalar(byte)))'" : "a backslash before byte \(byte)"
            throw Failure(message: "\(shown) is not an escape JSON has")
        }
    }

    /// Four hex digits at `start`, before `end`.
    private func hex4(at start: Int, _ end: Int) -> UInt32? {
        guard start + 4 <= end else { return nil }
        var index = 0
        return hex4(UnsafeBufferPointer(rebasing: bytes[start..<start + 4]), &index)
    }

    /// The longest name a record line may hold, as a spec file's names (4,096 bytes).
    static let nameBytes = 4_096

    private func stringValue(_ cursor: inout Int, _ end: Int, key: String) throws(Failure) -> ScannedString {
        guard bytes[cursor] == UInt8(ascii: "\"") else { throw Failure(message: "\"\(key)\" is not a string") }
        let value = try string(&cursor, end)
        // A name is UTF-8 text (escapes are ASCII, so the bytes as written are checked).
        if bytes[value.range].contains(where: { $0 >= 0x80 }),
            String(validating: UnsafeBufferPointer(rebasing: bytes[value.range]), as: UTF8.self) == nil
        {
            throw Failure(message: "\"\(key)\" is not UTF-8 text")
        }
        // Written raw, a name's bytes are its length; escaped, it is measured as read.
        if value.range.count > Self.nameBytes, !value.escaped || text(value).utf8.count > Self.nameBytes {
            throw Failure(message: "\"\(key)\" is longer than \(Self.nameBytes) bytes (the limit for a name)")
        }
        return value
    }

    private func integer(_ cursor: inout Int, _ end: Int, key: String) throws(Failure) -> Int {
        var value = 0
        let start = cursor
        while cursor < end, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(bytes[cursor] - UInt8(ascii: "0")))
            if overflow1 || overflow2 { throw Failure(message: "\"\(key)\" is too large") }
            value = sum
            cursor += 1
        }
        if cursor == start { throw Failure(message: "\"\(key)\" is not a whole number of 0 or more") }
        if cursor - start > 1, bytes[start] == UInt8(ascii: "0") {
            throw Failure(message: "\"\(key)\" has a leading zero, which JSON does not allow")
        }
        if cursor < end, bytes[cursor] == UInt8(ascii: ".") || bytes[cursor] == UInt8(ascii: "e") || bytes[cursor] == UInt8(ascii: "E") {
            throw Failure(message: "\"\(key)\" is not a whole number of 0 or more")
        }
        return value
    }

    private func skipValue(_ cursor: inout Int, _ end: Int, depth: Int) throws(Failure) {
        guard depth < 64 else { throw Failure(message: "nested deeper than 64 levels") }
        switch bytes[cursor] {
        case UInt8(ascii: "\""):
            _ = try string(&cursor, end)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let close = bytes[cursor] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            cursor += 1
            while true {
                skipSpace(&cursor, end)
                guard cursor < end else { throw Failure(message: "the line ends inside a value") }
                if bytes[cursor] == close { cursor += 1; return }
                if bytes[cursor] == UInt8(ascii: ",") || bytes[cursor] == UInt8(ascii: ":") { cursor += 1; continue }
                try skipValue(&cursor, end, depth: depth + 1)
            }
        default:
            let start = cursor
            while cursor < end, !",}] \t\r".utf8.contains(bytes[cursor]) { cursor += 1 }
            if cursor == start { throw Failure(message: "expected a value") }
        }
    }
}
