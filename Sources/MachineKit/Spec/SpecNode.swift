/// A parsed spec document, whichever syntax it came from: mappings keep their key order
/// and every node knows its line, so errors can name it.
indirect enum SpecNode {
    case scalar(String, line: Int)
    case null(line: Int)
    case sequence([SpecNode], line: Int)
    case mapping([(key: String, value: SpecNode, keyLine: Int)], line: Int)

    var line: Int {
        switch self {
        case .scalar(_, let line), .null(let line), .sequence(_, let line), .mapping(_, let line): line
        }
    }

    var string: String? {
        if case .scalar(let value, _) = self { return value }
        return nil
    }

    subscript(key: String) -> SpecNode? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// Whether a plain (unquoted) YAML string reads as null: empty, `~` or a spelling of `null`.
    static func isNullWord(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL": true
        default: false
        }
    }

    var typeName: String {
        switch self {
        case .scalar: "a string"
        case .null: "null"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// The keys of a mapping being read, to find a duplicate: most mappings have a few keys,
/// compared one by one; a set is built only for large ones.
struct KeySet {
    private var set: Set<String>?

    /// Whether `key` is new among the keys of `pairs` (the mapping so far); remembers it.
    mutating func insert(_ key: String, among pairs: [(key: String, value: SpecNode, keyLine: Int)]) -> Bool {
        if set == nil {
            if pairs.count < 16 { return !pairs.contains { $0.key == key } }
            set = Set(pairs.map(\.key))
        }
        return set!.insert(key).inserted
    }
}

/// A minimal JSON reader that keeps key order and line numbers (Foundation's does neither).
struct JSONSpecReader {
    struct Failure: Error {
        var line: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    init(_ text: String) { bytes = Array(text.utf8) }

    static func parse(_ text: String) throws(Failure) -> SpecNode {
        var reader = JSONSpecReader(text)
        reader.skipSpace()
        let node = try reader.value(depth: 0)
        reader.skipSpace()
        if reader.position < reader.bytes.count {
            throw Failure(line: reader.line, message: "unexpected text after the JSON value")
        }
        return node
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"): line += 1; position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        skipSpace()
        guard position < bytes.count, bytes[position] == byte else {
            throw Failure(line: line, message: position < bytes.count
                ? "expected \(what), found '\(Character(Unicode.Scalar(bytes[position])))'"
                : "expected \(what), found the end of the file")
        }
        position += 1
    }

    private mutating func value(depth: Int) throws(Failure) -> SpecNode {
        guard depth < 512 else { throw Failure(line: line, message: "nesting is too deep") }
        skipSpace()
        guard position < bytes.count else { throw Failure(line: line, message: "unexpected end of the file") }
        let start = line
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var pairs: [(key: String, value: SpecNode, keyLine: Int)] = []
            var keys = KeySet()
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .mapping(pairs, line: start)
            }
            while true {
                skipSpace()
                let keyLine = line
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                    throw Failure(line: line, message: "expected a quoted key")
                }
                let key = try string()
                if !keys.insert(key, among: pairs) {
                    throw Failure(line: keyLine, message: "duplicate key '\(key)'")
                }
                try expect(UInt8(ascii: ":"), "':'")
                pairs.append((key, try value(depth: depth + 1), keyLine))
                skipSpace()
                guard position < bytes.count else { throw Failure(line: line, message: "unterminated object") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                try expect(UInt8(ascii: "}"), "',' or '}'")
                return .mapping(pairs, line: start)
            }
        case UInt8(ascii: "["):
            position += 1
            var items: [SpecNode] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .sequence(items, line: start)
            }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard position < bytes.count else { throw Failure(line: line, message: "unterminated array") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                try expect(UInt8(ascii: "]"), "',' or ']'")
                return .sequence(items, line: start)
            }
        case UInt8(ascii: "\""):
            return .scalar(try string(), line: start)
        default:
            var end = position
            while end < bytes.count, !Self.delimiters.contains(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[position..<end], as: UTF8.self)
            guard !word.isEmpty else {
                throw Failure(line: line, message: "unexpected '\(Character(Unicode.Scalar(bytes[position])))'")
            }
            position = end
            if word == "null" { return .null(line: start) }
            if word == "true" || word == "false" || Double(word) != nil { return .scalar(word, line: start) }
            throw Failure(line: start, message: "unexpected '\(word)' (strings must be quoted)")
        }
    }

    private static let delimiters: Set<UInt8> = Set(" \t\r\n,:]}[{\"".utf8)

    private mutating func string() throws(Failure) -> String {
        position += 1
        // Most strings have no escape: one scan to the closing quote, one decode.
        var end = position
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[position..<end], as: UTF8.self)
                position = end + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") { break }
            end += 1
        }
        var scalars = String.UnicodeScalarView()
        var chunk: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: chunk, as: UTF8.self).unicodeScalars)
            chunk.removeAll()
        }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\n"):
                throw Failure(line: line, message: "unterminated string")
            case UInt8(ascii: "\\"):
                flush()
                guard position < bytes.count else { throw Failure(line: line, message: "unterminated string") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""):
                    scalars.append(Unicode.Scalar(escape))
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count,
                       bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                        position += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else {
                        throw Failure(line: line, message: "invalid \\u escape")
                    }
                    scalars.append(scalar)
                default:
                    throw Failure(line: line, message: "invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            default:
                chunk.append(byte)
            }
        }
        throw Failure(line: line, message: "unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
        else { throw Failure(line: line, message: "invalid \\u escape") }
        position += 4
        return value
    }
}
