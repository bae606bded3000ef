import Foundation
import MachineKit

/// Reads JSON text into a ``JSONValue``, keeping the order of every object's keys (so that a
/// report written back reads as the tool wrote it). Strict: RFC 8259 text only, duplicate
/// keys refused, nesting limited; an error names the line.
struct JSONReader {
    struct Failure: Error {
        var line: Int
        var message: String
    }

    static let maxDepth = 512

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func read(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        if let invalid = InputFile.firstByteNotUTF8(in: bytes) {
            throw Failure(line: invalid.line, message: "not UTF-8 text: byte \(invalid.offset + 1) is not UTF-8")
        }
        var reader = JSONReader(bytes)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == bytes.count else { throw reader.failure("text after the JSON value") }
        return value
    }

    private func failure(_ message: String) -> Failure { Failure(line: line, message: message) }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            position += 1
        }
    }

    private mutating func expect(_ text: String) throws(Failure) {
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { throw failure("expected '\(text)'") }
            position += 1
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maxDepth else { throw failure("nested deeper than \(Self.maxDepth) levels") }
        guard position < bytes.count else { throw failure("the text ends where a value should be") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var pairs: [(String, JSONValue)] = []
            var keys: Set<String> = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(pairs)
            }
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
                let key = try string()
                guard keys.insert(key).inserted else { throw failure("the key '\(key)' appears twice") }
                skipSpace()
                try expect(":")
                skipSpace()
                pairs.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard position < bytes.count else { throw failure("the text ends inside an object") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                try expect("}")
                return .object(pairs)
            }
        case UInt8(ascii: "["):
            position += 1
            var items: [JSONValue] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard position < bytes.count else { throw failure("the text ends inside an array") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                try expect("]")
                return .array(items)
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        default:
            return try number()
        }
    }

    /// A number as JSON writes one (RFC 8259 §6): `-`, then `0` or a digit 1–9 and more digits,
    /// then a fraction and an exponent, each optional. `01`, `1.`, `.5`, `+1` and `1e` are not.
    private mutating func number() throws(Failure) -> JSONValue {
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") { position += 1 }
            return position - first
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else { throw failure("not a JSON value") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw failure("a number with a leading zero, which JSON does not allow")
        }
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw failure("a number whose '.' has no digit after it") }
            isInteger = false
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw failure("a number whose exponent has no digit") }
            isInteger = false
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else { throw failure("a number too large for a double") }
        return .double(value)
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
        }
        while true {
            guard position < bytes.count else { throw failure("the text ends inside a string") }
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard position < bytes.count else { throw failure("the text ends inside a string") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        try expect("\\u")
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate in a string") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("a lone surrogate in a string") }
                    scalars.append(scalar)
                default:
                    throw failure("an unknown escape in a string")
                }
            default:
                guard byte >= 0x20 else { throw failure("a control character in a string") }
                run.append(byte)
            }
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
        else {
            throw failure("a \\u escape needs four hex digits")
        }
        position += 4
        return value
    }
}

extension JSONValue {
    /// The value under `key` of an object; `nil` for other values or a missing key.
    subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }
}
