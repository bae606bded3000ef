import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import Testing
import Yams

/// Every escaping table the package writes names with, fed seeded hostile names and read back
/// by that language's reader (Foundation's JSON and XML parsers, Yams, or a reader of the
/// language's grammar written here, apart from the table): the reader must give back the name
/// as the language promises to show it, and nothing the language reads as syntax may be left
/// raw.
@Suite struct EscapingTests {
    /// What the test expects a reader to give back, and what may not stand raw in the output.
    struct Oracle: Sendable {
        /// The text the reader gives back for `escaped`, or `nil` when it cannot be read.
        var read: @Sendable (_ escaped: String) -> String?
        /// The text the language promises to show for `name`.
        var shown: @Sendable (_ name: String) -> String
    }

    /// Control characters as the package shows them (`\u{1B}`), written apart from
    /// ``Escaping``: C0, DEL, C1, line and paragraph separators, bidirectional controls.
    static func visible(_ name: String, only: (Unicode.Scalar) -> Bool = { _ in true }) -> String {
        var output = ""
        for scalar in name.unicodeScalars {
            let v = scalar.value
            let control =
                v < 0x20 || (0x7F...0x9F).contains(v) || [0x2028, 0x2029, 0x200E, 0x200F].contains(v)
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            if control && only(scalar) {
                output += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    static func isSeparatorOrBidi(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return [0x2028, 0x2029, 0x200E, 0x200F].contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// Reads `&#N;`, `#N;`-style and named references: `prefix` + decimal digits + `;`, scalar
    /// by scalar (a combining mark after `;` is not part of the reference).
    static func decimalReferences(
        _ text: String, prefix: String, named: [String: String] = [:],
        raw: (Unicode.Scalar) -> Bool = { _ in true }
    ) -> String? {
        let scalars = Array(text.unicodeScalars)
        func starts(_ word: String, at offset: Int) -> Bool {
            let word = Array(word.unicodeScalars)
            return offset + word.count <= scalars.count && Array(scalars[offset..<offset + word.count]) == word
        }
        var output = ""
        var offset = 0
        while offset < scalars.count {
            if let (name, value) = named.first(where: { starts($0.key, at: offset) }) {
                output += value
                offset += name.unicodeScalars.count
            } else if starts(prefix, at: offset) {
                var end = offset + prefix.unicodeScalars.count
                var value: UInt32 = 0
                while end < scalars.count, ("0"..."9").contains(scalars[end]), value < 0x110000 {
                    value = value * 10 + (scalars[end].value - 48)
                    end += 1
                }
                guard end > offset + prefix.unicodeScalars.count, end < scalars.count, scalars[end] == ";",
                    let scalar = Unicode.Scalar(value)
                else { return nil }
                output.unicodeScalars.append(scalar)
                offset = end + 1
            } else {
                guard raw(scalars[offset]) else { return nil }
                output.unicodeScalars.append(scalars[offset])
                offset += 1
            }
        }
        return output
    }

    /// Reads a Swift string literal's body as the Swift lexer does: `\\`, `\"`, `\'`, `\n`,
    /// `\r`, `\t`, `\0`, `\u{H…}`; a raw quote, backslash or line break is not a literal.
    static func swiftLiteral(_ body: String) -> String? {
        var output = ""
        var scalars = Substring(body).unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"", "\n", "\r": return nil
            case "\\":
                guard let next = scalars.popFirst() else { return nil }
                switch next {
                case "\\": output += "\\"
                case "\"": output += "\""
                case "'": output += "'"
                case "n": output += "\n"
                case "r": output += "\r"
                case "t": output += "\t"
                case "0": output += "\0"
                case "u":
                    guard scalars.popFirst() == "{" else { return nil }
                    var hex = ""
                    while let digit = scalars.popFirst(), digit != "}" { hex.unicodeScalars.append(digit) }
                    guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                        return nil
                    }
                    output.unicodeScalars.append(decoded)
                default: return nil
                }
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    static func json(_ body: String) -> String? {
        guard let data = ("\"" + body + "\"").data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) as? String
    }

    /// The value of attribute `v` and the text of element `a`, read by Foundation's XML parser;
    /// `nil` unless both are read and equal.
    static func xml(_ escaped: String) -> String? {
        final class Reader: NSObject, XMLParserDelegate {
            var attribute: String?
            var text = ""
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                attribute = attributes["v"]
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        }
        let reader = Reader()
        let parser = XMLParser(data: Data(("<a v=\"" + escaped + "\">" + escaped + "</a>").utf8))
        parser.delegate = reader
        guard parser.parse(), let attribute = reader.attribute, attribute == reader.text else { return nil }
        return attribute
    }

    static func yaml(_ body: String) -> String? {
        // A character first: the text Yams hands back loses a byte order mark at its start.
        guard let value = try? Yams.load(yaml: "title: \"x" + body + "\"") as? [String: Any],
            let title = value["title"] as? String, title.hasPrefix("x")
        else { return nil }
        return String(title.unicodeScalars.dropFirst())
    }

    /// Reads GitHub's percent escapes; a raw CR or LF, or a `%` not starting one, is not read,
    /// nor (in a property) a raw `:` or `,`.
    static func percent(_ text: String, property: Bool) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"): return nil
            case UInt8(ascii: ":"), UInt8(ascii: ","): if property { return nil } else { bytes.append(byte) }
            case UInt8(ascii: "%"):
                guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads PlantUML's `<U+XXXX>` and `\n`; a raw `"`, `\`, `<`, `>`, `&`, `#`, control, or a
    /// doubled Creole marker, is not read.
    static func plantUML(_ text: String) -> String? {
        var output = ""
        var scalars = Substring(text).unicodeScalars[...]
        var previousRaw: Unicode.Scalar?
        while let scalar = scalars.popFirst() {
            if scalar == "<" {
                let token = String(String.UnicodeScalarView(scalars.prefix(while: { $0 != ">" })))
                guard token.hasPrefix("U+"), let value = UInt32(token.dropFirst(2), radix: 16), let decoded = Unicode.Scalar(value),
                    scalars.count > token.unicodeScalars.count
                else { return nil }
                scalars = scalars.dropFirst(token.unicodeScalars.count + 1)
                output.unicodeScalars.append(decoded)
                previousRaw = nil
            } else if scalar == "\\" {
                guard scalars.popFirst() == "n" else { return nil }
                output += "\n"
                previousRaw = nil
            } else {
                if "\">&#".unicodeScalars.contains(scalar) || visible(String(scalar)) != String(scalar) { return nil }
                if previousRaw == scalar, "*/_-~=|[]".unicodeScalars.contains(scalar) { return nil }
                output.unicodeScalars.append(scalar)
                previousRaw = scalar
            }
        }
        return output
    }

    /// Reads a Mermaid label: `#N;` entities and `<br/>`; only letters, digits and
    /// ` _.,()-/[]×` may stand raw.
    static func mermaid(_ text: String) -> String? {
        decimalReferences(text, prefix: "#", named: ["<br/>": "\n"]) { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " _.,()-/[]×".unicodeScalars.contains(scalar)
        }
    }

    /// Reads a Graphviz label as Graphviz does (`\\` one backslash, `\n` a line break,
    /// `&#N;` a character) after the extra pass a tooltip takes; a raw quote, an `&` that starts
    /// no reference, a tab, carriage return or other control is not read.
    static func graphviz(_ text: String, tooltip: Bool) -> String? {
        var text = text
        if tooltip {
            // The tooltip's extra pass: four backslashes are two; `\n` stays; no other backslash.
            var label = ""
            var rest = Substring(text)
            while let first = rest.first {
                if rest.hasPrefix("\\\\\\\\") {
                    label += "\\\\"
                    rest = rest.dropFirst(4)
                } else if rest.hasPrefix("\\n") {
                    label += "\\n"
                    rest = rest.dropFirst(2)
                } else if first == "\\" {
                    return nil
                } else {
                    label.append(first)
                    rest = rest.dropFirst()
                }
            }
            text = label
        }
        var output = ""
        var scalars = Substring(text).unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\\":
                switch scalars.popFirst() {
                case "\\": output += "\\"
                case "n": output += "\n"
                default: return nil
                }
            case "&":
                let digits = String(String.UnicodeScalarView(scalars.prefix(while: { $0 != ";" })))
                guard digits.hasPrefix("#"), let value = UInt32(digits.dropFirst()), let decoded = Unicode.Scalar(value) else { return nil }
                scalars = scalars.dropFirst(digits.unicodeScalars.count + 1)
                output.unicodeScalars.append(decoded)
            case "\"", "\t", "\r": return nil
            default:
                if visible(String(scalar)) != String(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF { return nil }
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Reads a Markdown code span's body as GitHub shows it; in a table cell `\|` is a pipe
    /// and a raw `|` ends the cell.
    static func markdown(_ text: String, tableCell: Bool) -> String? {
        guard visible(text) == text else { return nil }
        guard tableCell else { return text }
        var output = ""
        var characters = Substring(text)
        while let character = characters.popFirst() {
            if character == "|" { return nil }
            if character == "\\", characters.first == "|" {
                output += "|"
                characters = characters.dropFirst()
            } else {
                output.append(character)
            }
        }
        return output
    }

    static func html(_ text: String) -> String? {
        decimalReferences(text, prefix: "&#", named: ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'"]) {
            !"&<>\"'".unicodeScalars.contains($0)
        }
    }

    static let oracles: [String: Oracle] = [
        "visible": Oracle(read: { visible($0) == $0 ? $0 : nil }, shown: { visible($0) }),
        "json": Oracle(read: json, shown: { $0 }),
        "swift": Oracle(read: swiftLiteral, shown: { $0 }),
        "xml": Oracle(
            read: xml,
            shown: { name in
                String(
                    String.UnicodeScalarView(
                        name.unicodeScalars.map { scalar in
                            (scalar.value < 0x20 && !"\t\n\r".unicodeScalars.contains(scalar)) || scalar.value == 0xFFFE
                                || scalar.value == 0xFFFF
                                ? "\u{FFFD}" : scalar
                        }))
            }),
        "html": Oracle(read: html, shown: { $0 }),
        "graphviz-label": Oracle(read: { graphviz($0, tooltip: false) }, shown: { graphvizShown($0) }),
        "graphviz-tooltip": Oracle(read: { graphviz($0, tooltip: true) }, shown: { graphvizShown($0) }),
        "mermaid": Oracle(read: mermaid, shown: { visible($0, only: { isSeparatorOrBidi($0) }) }),
        "yaml": Oracle(read: yaml, shown: { visible($0, only: { isSeparatorOrBidi($0) }) }),
        "plantuml": Oracle(read: plantUML, shown: { $0 }),
        "markdown": Oracle(read: { markdown($0, tableCell: false) }, shown: { visible($0) }),
        "markdown-table-cell": Oracle(read: { markdown($0, tableCell: true) }, shown: { visible($0) }),
        "github-message": Oracle(
            read: { percent($0, property: false) }, shown: { visible($0, only: { !"\r\n".unicodeScalars.contains($0) }) }),
        "github-property": Oracle(
            read: { percent($0, property: true) }, shown: { visible($0, only: { !"\r\n".unicodeScalars.contains($0) }) }),
    ]

    /// What a Graphviz drawing shows: controls (but newline, tab and carriage return, which
    /// it draws) as escapes, and U+FFFE and U+FFFF too.
    static func graphvizShown(_ name: String) -> String {
        var output = ""
        for scalar in name.unicodeScalars {
            if "\n\t\r".unicodeScalars.contains(scalar) {
                output.unicodeScalars.append(scalar)
            } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                output += visible(String(scalar))
            }
        }
        return output
    }

    /// Pieces of hostile names: every language's syntax, every control the tables name, and
    /// the escapes themselves as text.
    static let pieces: [String] = {
        var pieces = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }
        pieces += [
            "\0", "\t", "\n", "\r", "\u{08}", "\u{0C}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{AD}", "\u{200B}",
            "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{FEFF}",
            "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "é", "e\u{301}", "\"\u{301}", "×", "…", "中", "😀", "\u{E000}", "\u{10FFFF}",
        ]
        pieces += ["&#34;", "&amp;", "#35;", "<br/>", "<U+0022>", "\\u{1B}", "\\u0041", "%0A", "%25", "**", "``", "\\|", "\\\\", "\\n"]
        return pieces
    }()

    /// Seeded names of up to 12 pieces.
    static func names(count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return (0..<count).map { _ in
            (0..<Int(next() % 13)).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
        }
    }

    @Test func everyLanguageHasAReader() {
        #expect(Set(Escaping.all.map(\.name)) == Set(Self.oracles.keys))
        #expect(Escaping.all.count == Set(Escaping.all.map(\.name)).count)
    }

    @Test(arguments: Escaping.all.map(\.name))
    func hostileNamesReadBackAsTheyAreShown(language: String) throws {
        let escaping = try #require(Escaping.all.first { $0.name == language })
        let oracle = try #require(Self.oracles[language])
        var failures: [String] = []
        for name in Self.pieces + Self.names(count: 3_000, seed: 0x5EED_0000 + UInt64(language.utf8.count)) {
            let escaped = escaping(name)
            let read = oracle.read(escaped)
            if read != oracle.shown(name) {
                failures.append(
                    "\(JSONValue.string(name).compact) → \(JSONValue.string(escaped).compact) read as \(read.map { JSONValue.string($0).compact } ?? "nothing")"
                )
            }
        }
        #expect(failures.isEmpty, "\(language): \(failures.count) names misread, first: \(failures.prefix(3).joined(separator: "; "))")
    }

    @Test func aNameNeedingNoFormIsWrittenAsItIs() {
        for escaping in Escaping.all {
            #expect(escaping("checkout_1 ready") == "checkout_1 ready", "\(escaping.name)")
        }
        #expect(Escaping.mermaidLabel("checkout_1 ready") == "checkout_1 ready")
        #expect(Escaping.mermaidLabel("a:b") == "a#58;b")
    }

    @Test func theFormsArePinned() {
        #expect(Escaping.json("a\"\\\n\u{08}\u{1}\u{2028}") == #"a\"\\\n\b\u0001\u2028"#)
        #expect(Escaping.swiftLiteral("a\"\u{202E}\u{AD}") == #"a\"\u{202E}\u{AD}"#)
        #expect(Escaping.xml("<'\n\u{1}") == "&lt;&apos;&#10;\u{FFFD}")
        #expect(Escaping.graphvizLabel("a\\\n\u{202E}\"") == #"a\\\n\\u{202E}&#34;"#)
        #expect(Escaping.graphvizTooltip("a\\") == #"a\\\\"#)
        #expect(Escaping.mermaidLabel("a\u{202E}\n\"") == "a#92;u#123;202E#125;<br/>#34;")
        #expect(Escaping.plantUML("**a*\n") == "<U+002A><U+002A>a*\\n")
        #expect(Escaping.markdownTableCell("a|\u{1B}") == #"a\|\u{1B}"#)
        #expect(Escaping.githubProperty("a:b,%\n\u{85}") == #"a%3Ab%2C%25%0A\u{85}"#)
        #expect(Escaping.yamlDoubleQuoted("\u{202E}\u{1}\"") == #"\\u{202E}\u0001\""#)
        #expect(Escaping.html("\"\u{301}<") == "&quot;\u{301}&lt;")
    }
}
