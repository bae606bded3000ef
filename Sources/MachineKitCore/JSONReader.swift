/// The package's one JSON reader: RFC 8259 text, read token by token from bytes in place, in
/// time linear in the text, nesting bounded, every error one line that names its line.
///
/// It holds no tree. Each format builds what it needs from the tokens: a spec file's tree
/// with its lines (`MachineKitCharts`), a ``JSONValue`` (a saved report, a merge's inputs,
/// a snapshot), the steps of a trace without a tree, the fields of a record line without a
/// copy. So every JSON input of the package has the same grammar: strings with only JSON's
/// escapes and no raw control character, numbers as RFC 8259 writes them, `true`, `false` and
/// `null`, nothing after the value.
///
/// The bytes are the caller's: the reader is made inside `withUnsafeBufferPointer` and does
/// not outlive it.
package struct JSONReader {
    /// Text that is not JSON, or JSON past a limit.
    package struct Failure: Error, Sendable, Hashable {
        /// The line at fault, from 1.
        package var line: Int
        /// What is wrong: `expected ',' or '}', found 'x'`.
        package var message: String

        package init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// A string as written: the bytes between its quotes, and whether they hold escapes
    /// (``text(of:)`` decodes them).
    package struct StringToken: Sendable, Hashable {
        package var range: Range<Int>
        package var escaped: Bool
    }

    /// A value that is not a string, an object or an array.
    package enum Word: Sendable, Hashable {
        case null
        case bool(Bool)
        /// A number as written, and whether it has neither a fraction nor an exponent.
        case number(Range<Int>, isInteger: Bool)
    }

    /// What the next value is.
    package enum Kind: Sendable, Hashable {
        case object, array, string, word
    }

    /// The text.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// Where reading stops: the end of the text, or of the line being read.
    package let end: Int
    /// The next byte to read.
    package private(set) var position: Int
    /// The line of the next byte, from 1.
    package private(set) var line: Int
    /// How deep objects and arrays may nest.
    package let maxDepth: Int
    /// What the end of the text is called in messages: `the file`, or `the line` for a
    /// record line.
    package let endName: String

    /// A reader of `bytes[start..<end]`, whose first byte is on `line`.
    package init(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, to end: Int? = nil, line: Int = 1, maxDepth: Int = 512,
        endName: String = "the file"
    ) {
        self.bytes = bytes
        self.position = start
        self.end = end ?? bytes.count
        self.line = line
        self.maxDepth = maxDepth
        self.endName = endName
    }

    /// A failure at the current line.
    package func failure(_ message: String) -> Failure { Failure(line: line, message: message) }

    /// Whether only white space is left.
    package mutating func isAtEnd() -> Bool {
        skipSpace()
        return position == end
    }

    /// Skips JSON's white space: spaces, tabs, carriage returns and newlines.
    package mutating func skipSpace() {
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            position += 1
        }
    }

    /// The next byte after white space, not taken; `nil` at the end.
    package mutating func peek() -> UInt8? {
        skipSpace()
        return position < end ? bytes[position] : nil
    }

    /// What the next value is, after white space; a failure at the end of the text.
    package mutating func kind() throws(Failure) -> Kind {
        guard let byte = peek() else { throw failure("unexpected end of \(endName)") }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        default: return .word
        }
    }

    /// The character at `index` (all its UTF-8 bytes), quoted for a message.
    private func found(at index: Int) -> String {
        var stop = index + 1
        while stop < end, stop < index + 4, bytes[stop] & 0xC0 == 0x80 { stop += 1 }
        return Self.quoted(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<stop]), as: UTF8.self))
    }

    /// Text quoted for a message, control characters shown as `\u{1B}`.
    package static func quoted(_ text: some StringProtocol) -> String {
        "'" + VisibleText.escaped(text) + "'"
    }

    /// Takes `byte` after white space, or fails with `expected WHAT, found ...`.
    package mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        skipSpace()
        guard position < end, bytes[position] == byte else {
            throw failure("expected \(what), found " + (position < end ? found(at: position) : "the end of \(endName)"))
        }
        position += 1
    }

    /// Fails unless only white space is left.
    package mutating func expectEnd() throws(Failure) {
        guard isAtEnd() else { throw failure("unexpected text after the JSON value") }
    }

    // MARK: Objects and arrays

    /// Where an object or an array is, while its members are read.
    package struct Members {
        fileprivate var first = true
        fileprivate let close: UInt8
        /// The depth of the collection (the document's value is at 0).
        package let depth: Int
    }

    /// Takes the `{` of an object at `depth` (nesting past ``maxDepth`` is a failure).
    package mutating func beginObject(depth: Int) throws(Failure) -> Members {
        try begin(UInt8(ascii: "{"), close: UInt8(ascii: "}"), depth: depth)
    }

    /// Takes the `[` of an array at `depth`.
    package mutating func beginArray(depth: Int) throws(Failure) -> Members {
        try begin(UInt8(ascii: "["), close: UInt8(ascii: "]"), depth: depth)
    }

    private mutating func begin(_ open: UInt8, close: UInt8, depth: Int) throws(Failure) -> Members {
        skipSpace()
        if depth >= maxDepth { throw failure("nesting is deeper than \(maxDepth) levels (the limit)") }
        try expect(open, "'\(Character(Unicode.Scalar(open)))'")
        return Members(close: close, depth: depth)
    }

    /// The next key of an object and the line it is on, its `:` taken (the value is next);
    /// `nil` once the object's `}` is taken.
    package mutating func nextKey(_ members: inout Members) throws(Failure) -> (key: StringToken, line: Int)? {
        guard try nextMember(&members) else { return nil }
        guard position < end, bytes[position] == UInt8(ascii: "\"") else {
            throw failure(
                position < end
                    ? "expected a quoted key, found \(found(at: position))" : "expected a quoted key, found the end of \(endName)")
        }
        let keyLine = line
        let key = try stringToken()
        try expect(UInt8(ascii: ":"), "':'")
        return (key, keyLine)
    }

    /// Whether an array has another item (then it is next); `false` once its `]` is taken.
    package mutating func nextItem(_ members: inout Members) throws(Failure) -> Bool {
        try nextMember(&members)
    }

    private mutating func nextMember(_ members: inout Members) throws(Failure) -> Bool {
        skipSpace()
        guard position < end else {
            throw failure(members.close == UInt8(ascii: "}") ? "unterminated object" : "unterminated array")
        }
        if members.first {
            members.first = false
            if bytes[position] == members.close {
                position += 1
                return false
            }
            return true
        }
        if bytes[position] == members.close {
            position += 1
            return false
        }
        let closing = Character(Unicode.Scalar(members.close))
        try expect(UInt8(ascii: ","), "',' or '\(closing)'")
        skipSpace()
        return true
    }

    /// Reads the next value and forgets it (its objects' keys are still checked: each at
    /// most once).
    package mutating func skipValue(depth: Int) throws(Failure) {
        switch try kind() {
        case .object:
            var members = try beginObject(depth: depth)
            var keys = JSONKeys()
            while let (token, keyLine) = try nextKey(&members) {
                let key = text(of: token)
                guard keys.insert(key) else { throw Failure(line: keyLine, message: "duplicate key '\(key)'") }
                try skipValue(depth: depth + 1)
            }
        case .array:
            var members = try beginArray(depth: depth)
            while try nextItem(&members) { try skipValue(depth: depth + 1) }
        case .string:
            _ = try stringToken()
        case .word:
            _ = try word()
        }
    }

    // MARK: Words

    /// `null`, `true`, `false` or a number; anything else is a failure that says strings
    /// must be quoted.
    package mutating func word() throws(Failure) -> Word {
        skipSpace()
        guard position < end else { throw failure("unexpected end of \(endName)") }
        let start = position
        while position < end, !Self.isDelimiter(bytes[position]) { position += 1 }
        guard position > start else { throw failure("unexpected \(found(at: start))") }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
        if word.elementsEqual("null".utf8) { return .null }
        if word.elementsEqual("true".utf8) { return .bool(true) }
        if word.elementsEqual("false".utf8) { return .bool(false) }
        if let isInteger = Self.numberShape(word) { return .number(start..<position, isInteger: isInteger) }
        let shown = String(decoding: word.prefix(40), as: UTF8.self) + (word.count > 40 ? "…" : "")
        throw Failure(line: line, message: "unexpected \(Self.quoted(shown)) (strings must be quoted)")
    }

    /// The text of a number or a word as written.
    package func text(of range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
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

    /// Whether `word` is a JSON number, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`,
    /// and if so whether it is an integer; `nil` when it is not a number.
    private static func numberShape(_ word: UnsafeBufferPointer<UInt8>) -> Bool? {
        var index = word.startIndex
        func digits() -> Int {
            let begin = index
            while index < word.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(word[index]) { index += 1 }
            return index - begin
        }
        if index < word.endIndex, word[index] == UInt8(ascii: "-") { index += 1 }
        let first = index
        let integer = digits()
        guard integer > 0, integer == 1 || word[first] != UInt8(ascii: "0") else { return nil }
        var isInteger = true
        if index < word.endIndex, word[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
            isInteger = false
        }
        if index < word.endIndex, word[index] == UInt8(ascii: "e") || word[index] == UInt8(ascii: "E") {
            index += 1
            if index < word.endIndex, word[index] == UInt8(ascii: "+") || word[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
            isInteger = false
        }
        return index == word.endIndex ? isInteger : nil
    }

    // MARK: Strings

    /// The string whose opening quote is next (after white space), as written: its escapes
    /// are checked (only JSON's, a surrogate only in a pair) but not decoded, and a raw
    /// control character is a failure.
    package mutating func stringToken() throws(Failure) -> StringToken {
        try expect(UInt8(ascii: "\""), "a string")
        let start = position
        var escaped = false
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return StringToken(range: start..<position - 1, escaped: escaped)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position += try escapeLength(at: position)
                continue
            }
            if byte < 0x20 {
                throw failure(
                    byte == UInt8(ascii: "\n") ? "unterminated string" : "a control character in a string (write it as an escape)")
            }
            position += 1
        }
        throw failure("unterminated string")
    }

    /// The string whose opening quote is next, decoded.
    package mutating func string() throws(Failure) -> String {
        text(of: try stringToken())
    }

    /// The bytes of the escape at `index` (its backslash included), as RFC 8259 has them:
    /// one of `\" \\ \/ \b \f \n \r \t`, or `\u` and four hex digits, a surrogate only as
    /// the high half of a pair. A name is never read as something it does not say.
    private func escapeLength(at index: Int) throws(Failure) -> Int {
        guard index + 1 < end else { throw failure("unterminated string") }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 2
        case UInt8(ascii: "u"):
            guard let code = hex4(at: index + 2) else { throw failure("invalid \\u escape: four hex digits expected") }
            if (0xDC00..<0xE000).contains(code) { throw failure("invalid \\u escape: a low surrogate without its high surrogate") }
            guard (0xD800..<0xDC00).contains(code) else { return 6 }
            guard index + 7 < end, bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
                let low = hex4(at: index + 8), (0xDC00..<0xE000).contains(low)
            else {
                throw failure("invalid \\u escape: a high surrogate without its low surrogate")
            }
            return 12
        default:
            throw failure("invalid escape '\\" + found(at: index + 1).dropFirst())
        }
    }

    /// Four hex digits at `start`, as a value below 0x10000.
    private func hex4(at start: Int) -> UInt32? {
        guard start + 4 <= end else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<start + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The text of a string token, its escapes decoded (``stringToken()`` checked them).
    package func text(of token: StringToken) -> String {
        guard token.escaped else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(token.range.count)
        var index = token.range.lowerBound
        while index < token.range.upperBound {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                continue
            }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "u"):
                var code = hex4(at: index) ?? 0xFFFD
                index += 4
                if (0xD800..<0xDC00).contains(code), let low = hex4(at: index + 2) {
                    index += 6
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                output.append(contentsOf: String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
            default: output.append(escape)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// The keys of an object being read, to find a duplicate: most objects have a few keys,
/// compared one by one; a set is built only for large ones.
package struct JSONKeys {
    private var few: [String] = []
    private var many: Set<String>?

    package init() {}

    /// Whether `key` is new in the object; remembers it.
    package mutating func insert(_ key: String) -> Bool {
        if many == nil {
            if few.count < 16 {
                if few.contains(key) { return false }
                few.append(key)
                return true
            }
            many = Set(few)
        }
        return many!.insert(key).inserted
    }
}

extension JSONValue {
    /// A JSON text as a value, every object's keys in their order (so that a report read
    /// back is written as the tool wrote it). Strict: the text must be UTF-8 and JSON
    /// (``JSONReader``), a key may appear once in an object, numbers that are integers and
    /// fit an `Int` are `.int`, other numbers `.double` (a number too large for a double is
    /// a failure).
    package static func read(_ bytes: [UInt8], maxDepth: Int = 512) throws(JSONReader.Failure) -> JSONValue {
        if let invalid = InputFile.firstByteNotUTF8(in: bytes) {
            throw JSONReader.Failure(line: invalid.line, message: "not UTF-8 text: byte \(invalid.offset + 1) is not UTF-8")
        }
        // A UTF-8 byte order mark (an editor's) is not part of the text.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return try bytes.withUnsafeBufferPointer { (buffer) throws(JSONReader.Failure) -> JSONValue in
            var reader = JSONReader(buffer, from: start, maxDepth: maxDepth)
            let value = try reader.value(depth: 0)
            try reader.expectEnd()
            return value
        }
    }
}

extension JSONReader {
    /// The next value, whole, as a ``JSONValue``.
    package mutating func value(depth: Int) throws(Failure) -> JSONValue {
        switch try kind() {
        case .object:
            var members = try beginObject(depth: depth)
            var pairs: [(String, JSONValue)] = []
            var keys = JSONKeys()
            while let (token, keyLine) = try nextKey(&members) {
                let key = text(of: token)
                guard keys.insert(key) else { throw Failure(line: keyLine, message: "duplicate key '\(key)'") }
                pairs.append((key, try value(depth: depth + 1)))
            }
            return .object(pairs)
        case .array:
            var members = try beginArray(depth: depth)
            var items: [JSONValue] = []
            while try nextItem(&members) { items.append(try value(depth: depth + 1)) }
            return .array(items)
        case .string:
            return .string(try string())
        case .word:
            switch try word() {
            case .null: return .null
            case .bool(let value): return .bool(value)
            case .number(let range, let isInteger):
                let text = text(of: range)
                if isInteger, let value = Int(text) { return .int(value) }
                guard let value = Double(text), value.isFinite else { throw failure("a number too large for a double: \(text)") }
                return .double(value)
            }
        }
    }
}

extension JSONValue {
    /// The value under `key` of an object; `nil` for other values or a missing key.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }
}
