import MachineKit

/// Reads the XML this tool writes (its JUnit report) and nothing more: UTF-8 text, an optional
/// `<?xml version="1.0" encoding="UTF-8"?>` declaration, elements with double-quoted
/// attributes, text, and the five named and the numeric character references. A DOCTYPE,
/// an entity, a comment, CDATA or a processing instruction is refused where it stands, as
/// is a raw `<` or control character in a value; nothing is fetched, expanded or logged.
struct XMLReader {
    struct Element {
        var name: String
        var attributes: [(name: String, value: String)]
        /// The elements and text in it, in order.
        var children: [Node]
        /// The line of its `<`, from 1.
        var line: Int
    }

    enum Node {
        case element(Element)
        case text(String)
    }

    struct Failure: Error {
        var line: Int
        var message: String
    }

    /// Deeper than any document this tool writes (JUnit: four levels).
    static let maxDepth = 16

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    /// The root element of `bytes`.
    static func read(_ bytes: [UInt8]) throws(Failure) -> Element {
        if let invalid = InputFile.firstByteNotUTF8(in: bytes) {
            throw Failure(line: invalid.line, message: "not UTF-8 text: byte \(invalid.offset + 1) is not UTF-8")
        }
        var reader = XMLReader(bytes: bytes)
        let declaration = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
        if bytes.starts(with: Array("<?".utf8)) {
            guard bytes.starts(with: declaration) else {
                throw Failure(line: 1, message: #"the declaration is not <?xml version="1.0" encoding="UTF-8"?>"#)
            }
            reader.position = declaration.count
        }
        reader.skipSpace()
        guard reader.position < bytes.count, bytes[reader.position] == UInt8(ascii: "<") else {
            throw reader.failure("no root element")
        }
        let root = try reader.element(depth: 0)
        reader.skipSpace()
        guard reader.position == bytes.count else { throw reader.failure("text after the root element") }
        return root
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> Failure { Failure(line: line, message: message) }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    private mutating func name() throws(Failure) -> String {
        let start = position
        while let byte = current, Self.isNameByte(byte) { position += 1 }
        guard position > start, position - start <= 256 else { throw failure("expected a name (ASCII letters, digits, - _ . :)") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// An element from its `<`.
    private mutating func element(depth: Int) throws(Failure) -> Element {
        guard depth < Self.maxDepth else { throw failure("nested deeper than \(Self.maxDepth) elements") }
        let startLine = line
        position += 1
        if let byte = current, byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") {
            throw failure("a DOCTYPE, comment, CDATA or processing instruction, which this tool never writes")
        }
        var element = Element(name: try name(), attributes: [], children: [], line: startLine)
        while true {
            let spaced = current.map { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D } ?? false
            skipSpace()
            guard let byte = current else { throw failure("the text ends inside <\(element.name)>") }
            if byte == UInt8(ascii: "/") {
                position += 1
                guard current == UInt8(ascii: ">") else { throw failure("expected '>' after '/'") }
                position += 1
                return element
            }
            if byte == UInt8(ascii: ">") { position += 1; break }
            guard spaced else { throw failure("expected a space before an attribute") }
            let attribute = try name()
            guard current == UInt8(ascii: "=") else { throw failure("expected '=' after '\(attribute)'") }
            position += 1
            guard current == UInt8(ascii: "\"") else { throw failure("expected '\"' to open the value of '\(attribute)'") }
            position += 1
            let value = try characters(until: UInt8(ascii: "\""))
            position += 1
            guard !element.attributes.contains(where: { $0.name == attribute }) else {
                throw failure("<\(element.name)> has '\(attribute)' twice")
            }
            element.attributes.append((attribute, value))
        }
        // Its content, up to its end tag.
        while true {
            guard let byte = current else { throw failure("the text ends inside <\(element.name)>") }
            if byte == UInt8(ascii: "<") {
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    position += 2
                    let closing = try name()
                    guard closing == element.name else { throw failure("</\(closing)> closes <\(element.name)>") }
                    skipSpace()
                    guard current == UInt8(ascii: ">") else { throw failure("expected '>' to end </\(closing)>") }
                    position += 1
                    return element
                }
                element.children.append(.element(try self.element(depth: depth + 1)))
            } else {
                element.children.append(.text(try characters(until: UInt8(ascii: "<"))))
            }
        }
    }

    /// Text up to `end` (not taken), with its references read.
    private mutating func characters(until end: UInt8) throws(Failure) -> String {
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() }
        }
        while let byte = current, byte != end {
            switch byte {
            case UInt8(ascii: "<"): throw failure("a raw '<' in a value")
            case UInt8(ascii: "&"):
                flush()
                scalars.append(try reference())
                continue
            case 0x0A where end == UInt8(ascii: "<"), 0x09 where end == UInt8(ascii: "<"), 0x0D where end == UInt8(ascii: "<"):
                if byte == 0x0A { line += 1 }
            case 0x00..<0x20: throw failure("a raw control character where this tool writes a reference")
            default: break
            }
            run.append(byte)
            position += 1
        }
        guard current == end else { throw failure("the text ends inside a value") }
        flush()
        return String(scalars)
    }

    /// A reference from its `&`: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;`, `&#xN;`.
    private mutating func reference() throws(Failure) -> Unicode.Scalar {
        let start = position
        position += 1
        while let byte = current, byte != UInt8(ascii: ";"), position - start < 12 { position += 1 }
        guard current == UInt8(ascii: ";") else { throw failure("an '&' that starts no reference") }
        let body = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
        position += 1
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let value: UInt32? =
                body.hasPrefix("#x")
                ? UInt32(body.dropFirst(2), radix: 16)
                : body.hasPrefix("#") ? UInt32(body.dropFirst(), radix: 10) : nil
            guard let value else { throw failure("'&\(Terminal.visible(body));' is an entity, which this tool never writes") }
            // XML 1.0's characters: tab, newline, carriage return, and from U+0020 on but the
            // surrogates, U+FFFE and U+FFFF.
            guard
                value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
                    || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value),
                let scalar = Unicode.Scalar(value)
            else {
                throw failure("'&\(Terminal.visible(body));' is not a character XML holds")
            }
            return scalar
        }
    }
}
