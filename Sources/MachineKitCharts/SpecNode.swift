import MachineKitCore
/// A parsed spec document, whichever syntax it came from: mappings keep their key order
/// and every node knows its line, so errors can name it.
///
/// Not `indirect`: lists and mappings hold their children in arrays already, so a node is a
/// value in its parent's array, not a box of its own on the heap (the tree of a spec file of
/// 10^6 flat states took 120 MiB more, and a heap allocation per node, when it was).
enum SpecNode {
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
///
/// It is total: any bytes give a node or a ``Failure`` with a line, in time linear in the
/// input, with nesting bounded by the `depth` it is given.
struct JSONSpecReader {
    struct Failure: Error {
        var line: Int
        var message: String
    }

    private let bytes: [UInt8]
    private let maxDepth: Int
    private var position = 0
    private var line = 1

    init(_ text: String, depth: Int) {
        bytes = Array(text.utf8)
        maxDepth = depth
    }

    /// - Complexity: O(*n*) in the length of the text.
    static func parse(_ text: String, depth: Int = SpecLimits.standard.depth) throws(Failure) -> SpecNode {
        var reader = JSONSpecReader(text, depth: depth)
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

    /// Text quoted for a message, control characters shown as `\u{1B}`.
    static func quoted(_ text: some StringProtocol) -> String {
        "'" + VisibleText.escaped(text) + "'"
    }

    /// The character at `index` (all its UTF-8 bytes), quoted for a message.
    private func found(at index: Int) -> String {
        var end = index + 1
        while end < bytes.count, end < index + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return Self.quoted(String(decoding: bytes[index..<end], as: UTF8.self))
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        skipSpace()
        guard position < bytes.count, bytes[position] == byte else {
            throw Failure(
                line: line,
                message: position < bytes.count
                    ? "expected \(what), found \(found(at: position))"
                    : "expected \(what), found the end of the file")
        }
        position += 1
    }

    private mutating func value(depth: Int) throws(Failure) -> SpecNode {
        skipSpace()
        guard position < bytes.count else { throw Failure(line: line, message: "unexpected end of the file") }
        let start = line
        let opener = bytes[position]
        if opener == UInt8(ascii: "{") || opener == UInt8(ascii: "["), depth >= maxDepth {
            throw Failure(line: line, message: "nesting is deeper than \(maxDepth) levels (the limit)")
        }
        switch opener {
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
                    throw Failure(
                        line: line,
                        message: position < bytes.count
                            ? "expected a quoted key" : "expected a quoted key, found the end of the file")
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
            while end < bytes.count, !Self.isDelimiter(bytes[end]) { end += 1 }
            guard end > position else {
                throw Failure(line: line, message: "unexpected \(found(at: position))")
            }
            let word = bytes[position..<end]
            position = end
            if word.elementsEqual("null".utf8) { return .null(line: start) }
            if word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) || Self.isNumber(word) {
                return .scalar(String(decoding: word, as: UTF8.self), line: start)
            }
            let shown = String(decoding: word.prefix(40), as: UTF8.self) + (word.count > 40 ? "…" : "")
            throw Failure(line: start, message: "unexpected \(Self.quoted(shown)) (strings must be quoted)")
        }
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: ","),
            UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: "\""):
            true
        default:
            false
        }
    }

    /// Whether `word` is a JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private static func isNumber(_ word: ArraySlice<UInt8>) -> Bool {
        var index = word.startIndex
        func digits() -> Int {
            let begin = index
            while index < word.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(word[index]) { index += 1 }
            return index - begin
        }
        if index < word.endIndex, word[index] == UInt8(ascii: "-") { index += 1 }
        let first = index
        let integer = digits()
        guard integer > 0, integer == 1 || word[first] != UInt8(ascii: "0") else { return false }
        if index < word.endIndex, word[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < word.endIndex, word[index] == UInt8(ascii: "e") || word[index] == UInt8(ascii: "E") {
            index += 1
            if index < word.endIndex, word[index] == UInt8(ascii: "+") || word[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == word.endIndex
    }

    /// A string from its opening quote; escapes decoded into a byte buffer in one pass.
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
        var output: [UInt8] = Array(bytes[position..<end])
        position = end
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: output, as: UTF8.self)
            case UInt8(ascii: "\n"):
                throw Failure(line: line, message: "unterminated string")
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw Failure(line: line, message: "unterminated string") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""):
                    output.append(escape)
                case UInt8(ascii: "u"):
                    let scalar = try unicodeEscape()
                    output.append(contentsOf: String(Character(scalar)).utf8)
                default:
                    throw Failure(line: line, message: "invalid escape '\\" + found(at: position - 1).dropFirst())
                }
            default:
                output.append(byte)
            }
        }
        throw Failure(line: line, message: "unterminated string")
    }

    /// The scalar of a `\uXXXX` escape (after the `u`), a surrogate pair taken together.
    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let code = try hex4()
        switch code {
        case 0xD800..<0xDC00:
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                throw Failure(line: line, message: "invalid \\u escape: a high surrogate without its low surrogate")
            }
            position += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
                throw Failure(line: line, message: "invalid \\u escape: a high surrogate without its low surrogate")
            }
            return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!
        case 0xDC00..<0xE000:
            throw Failure(line: line, message: "invalid \\u escape: a low surrogate without its high surrogate")
        default:
            return Unicode.Scalar(code)!
        }
    }

    /// Four hex digits, as a value below 0x10000.
    private mutating func hex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw Failure(line: line, message: "invalid \\u escape: four hex digits expected") }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Failure(line: line, message: "invalid \\u escape: four hex digits expected")
            }
            value = value << 4 | UInt32(digit)
        }
        position += 4
        return value
    }
}

extension JSONSpecReader {
    /// The steps of a JSON trace, `{"trace": [{"action", "state"}, ...]}` or a bare array of
    /// steps, read one step at a time: memory holds the steps, never a tree of the file.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func traceSteps(_ text: String, maxSteps: Int) throws(Failure) -> [(action: String?, state: String)] {
        var reader = JSONSpecReader(text, depth: SpecLimits.standard.depth)
        var steps: [(action: String?, state: String)] = []
        var found = false
        reader.skipSpace()
        guard reader.position < reader.bytes.count else { throw Failure(line: reader.line, message: "the file is empty, not a trace") }
        switch reader.bytes[reader.position] {
        case UInt8(ascii: "["):
            try reader.stepArray(into: &steps, maxSteps: maxSteps)
            found = true
        case UInt8(ascii: "{"):
            reader.position += 1
            reader.skipSpace()
            if reader.position < reader.bytes.count, reader.bytes[reader.position] == UInt8(ascii: "}") {
                reader.position += 1
                break
            }
            while true {
                reader.skipSpace()
                guard reader.position < reader.bytes.count, reader.bytes[reader.position] == UInt8(ascii: "\"") else {
                    throw Failure(line: reader.line, message: "expected a quoted key")
                }
                let key = try reader.string()
                try reader.expect(UInt8(ascii: ":"), "':'")
                reader.skipSpace()
                if key == "trace", !found, reader.position < reader.bytes.count, reader.bytes[reader.position] == UInt8(ascii: "[") {
                    try reader.stepArray(into: &steps, maxSteps: maxSteps)
                    found = true
                } else {
                    _ = try reader.value(depth: 1)
                }
                reader.skipSpace()
                guard reader.position < reader.bytes.count else { throw Failure(line: reader.line, message: "unterminated object") }
                if reader.bytes[reader.position] == UInt8(ascii: ",") { reader.position += 1; continue }
                try reader.expect(UInt8(ascii: "}"), "',' or '}'")
                break
            }
        default:
            throw Failure(line: reader.line, message: "not a JSON trace: expected {\"trace\": [...]}")
        }
        reader.skipSpace()
        if reader.position < reader.bytes.count {
            throw Failure(line: reader.line, message: "unexpected text after the JSON value")
        }
        guard found else { throw Failure(line: 1, message: "not a JSON trace: expected {\"trace\": [...]}") }
        return steps
    }

    /// A `[...]` of steps, each `{"state": name, "action": name or null}`.
    private mutating func stepArray(into steps: inout [(action: String?, state: String)], maxSteps: Int) throws(Failure) {
        position += 1
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            skipSpace()
            let stepLine = line
            let step = try value(depth: 2)
            guard case .scalar(let state, _)? = step["state"] else {
                throw Failure(line: stepLine, message: "step \(steps.count) has no 'state'")
            }
            let action: String?
            switch step["action"] {
            case .scalar(let name, _)?: action = name
            case .null?, nil: action = nil
            default: throw Failure(line: stepLine, message: "step \(steps.count): 'action' must be a name")
            }
            if steps.count == maxSteps {
                throw Failure(line: stepLine, message: "more than \(maxSteps) steps (the limit)")
            }
            steps.append((action, state))
            skipSpace()
            guard position < bytes.count else { throw Failure(line: line, message: "unterminated array") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return
        }
    }
}
