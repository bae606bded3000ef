/// How text is written for one target language (JSON, XML, HTML, a Swift literal, Graphviz,
/// Mermaid, PlantUML, Markdown, GitHub's workflow commands, a terminal), as a table: each rule
/// names the scalars it covers and the form they take; the first rule that covers a scalar
/// decides, and a scalar no rule covers is written as it is.
///
/// Every place that writes a name into another language goes through one of the tables below
/// (``all`` lists them), and one fuzz test runs every table against that language's reader.
package struct Escaping: Sendable {
    /// Which scalars a rule covers.
    package enum Scalars: Sendable, Hashable {
        /// Each scalar of this text.
        case these(String)
        /// Scalars whose values lie in this range.
        case values(ClosedRange<UInt32>)
        /// The line and paragraph separators and the bidirectional marks, embeddings,
        /// overrides and isolates: they split or reorder the line a reader sees.
        case separatorsAndBidi
        /// Unicode's format characters (general category Cf).
        case format
        /// Scalars of this text that stand next to the same scalar (`**`, `//`).
        case doubled(String)
        /// Every scalar but letters, digits and the scalars of this text.
        case allBut(String)

        func covers(_ scalar: Unicode.Scalar, before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
            switch self {
            case .these(let text): text.unicodeScalars.contains(scalar)
            case .values(let range): range.contains(scalar.value)
            case .separatorsAndBidi: Escaping.isSeparatorOrBidi(scalar)
            case .format: scalar.properties.generalCategory == .format
            case .doubled(let text): (before == scalar || after == scalar) && text.unicodeScalars.contains(scalar)
            case .allBut(let text):
                !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || text.unicodeScalars.contains(scalar))
            }
        }

        var dependsOnNeighbours: Bool {
            if case .doubled = self { true } else { false }
        }
    }

    /// What a covered scalar becomes.
    package enum Form: Sendable, Hashable {
        /// This text.
        case text(String)
        /// The scalar's value in hexadecimal between `prefix` and `suffix`, with at least
        /// `digits` digits: `\u{1B}`, `\u001b`, `%0A`, `<U+0022>`.
        case hex(prefix: String, digits: Int = 1, uppercase: Bool = true, suffix: String = "")
        /// The scalar's value in decimal between `prefix` and `suffix`: `&#9;`, `#34;`.
        case decimal(prefix: String, suffix: String)

        func written(_ scalar: Unicode.Scalar) -> String {
            switch self {
            case .text(let text):
                return text
            case .hex(let prefix, let digits, let uppercase, let suffix):
                let hex = String(scalar.value, radix: 16, uppercase: uppercase)
                return prefix + String(repeating: "0", count: max(0, digits - hex.count)) + hex + suffix
            case .decimal(let prefix, let suffix):
                return prefix + String(scalar.value) + suffix
            }
        }
    }

    /// One line of the table.
    package struct Rule: Sendable {
        package var scalars: Scalars
        package var form: Form

        package init(_ scalars: Scalars, _ form: Form) {
            self.scalars = scalars
            self.form = form
        }
    }

    /// The language's name, as tests and messages call it.
    package let name: String
    /// The table, first match first.
    package let rules: [Rule]

    /// What each ASCII scalar becomes when no rule needs its neighbours: `nil` kept.
    private let ascii: [String?]
    /// ASCII scalars a neighbour-dependent rule may cover.
    private let asciiNeedsNeighbours: [Bool]
    private let anyNeighbourRule: Bool

    package init(_ name: String, _ rules: [Rule]) {
        self.name = name
        self.rules = rules
        anyNeighbourRule = rules.contains { $0.scalars.dependsOnNeighbours }
        var ascii = [String?](repeating: nil, count: 128)
        var needsNeighbours = [Bool](repeating: false, count: 128)
        for value in 0..<128 {
            let scalar = Unicode.Scalar(UInt8(value))
            for rule in rules {
                if rule.scalars.dependsOnNeighbours {
                    if rule.scalars.covers(scalar, before: scalar, after: nil) { needsNeighbours[value] = true }
                    continue
                }
                if rule.scalars.covers(scalar, before: nil, after: nil) {
                    ascii[value] = rule.form.written(scalar)
                    break
                }
            }
        }
        self.ascii = ascii
        self.asciiNeedsNeighbours = needsNeighbours
    }

    /// `text` written for this language; the same string when nothing in it needs a form.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package func callAsFunction(_ text: some StringProtocol) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }

    /// Appends `text` written for this language to `output`.
    package func append(_ text: some StringProtocol, to output: inout String) {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { needsLook($0) }) else {
            output += text
            return
        }
        output.unicodeScalars.append(contentsOf: scalars[..<first])
        var before: Unicode.Scalar? = first == scalars.startIndex ? nil : scalars[scalars.index(before: first)]
        var index = first
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let after: Unicode.Scalar? = next == scalars.endIndex ? nil : scalars[next]
            if let form = replacement(scalar, before: before, after: after) {
                output += form
            } else {
                output.unicodeScalars.append(scalar)
            }
            before = scalar
            index = next
        }
    }

    /// Whether `scalar` could take a form: a quick test before anything is copied.
    private func needsLook(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 128 {
            return ascii[Int(scalar.value)] != nil || asciiNeedsNeighbours[Int(scalar.value)]
        }
        return true
    }

    /// What `scalar` becomes between `before` and `after`; `nil` when it is kept.
    package func replacement(_ scalar: Unicode.Scalar, before: Unicode.Scalar?, after: Unicode.Scalar?) -> String? {
        if scalar.value < 128, !(anyNeighbourRule && asciiNeedsNeighbours[Int(scalar.value)]) {
            return ascii[Int(scalar.value)]
        }
        for rule in rules where rule.scalars.covers(scalar, before: before, after: after) {
            return rule.form.written(scalar)
        }
        return nil
    }

    /// Whether `scalar` is a line or paragraph separator or a bidirectional control.
    package static func isSeparatorOrBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The escape a terminal, a message or a drawing shows a control character as: `\u{1B}`.
    static let visibleForm = Form.hex(prefix: "\\u{", suffix: "}")
    /// C0 controls, DEL and C1 controls.
    static let controlValues: [Scalars] = [.values(0x00...0x1F), .values(0x7F...0x9F)]

    // MARK: The languages

    /// A terminal or a one-line message: C0 and C1 controls, the separators and the
    /// bidirectional controls as `\u{1B}`, so no name moves the cursor or reorders a line.
    package static let visible = Escaping("visible", (controlValues + [.separatorsAndBidi]).map { Rule($0, visibleForm) })

    /// A JSON string's body: quote, backslash and C0 controls escaped, and U+2028 and U+2029,
    /// so a line read as JavaScript stays one line, and U+FEFF, which some readers (Foundation's)
    /// drop when it stands raw.
    package static let json = Escaping(
        "json",
        [
            Rule(.these("\""), .text("\\\"")), Rule(.these("\\"), .text("\\\\")),
            Rule(.these("\n"), .text("\\n")), Rule(.these("\r"), .text("\\r")), Rule(.these("\t"), .text("\\t")),
            Rule(.these("\u{08}"), .text("\\b")), Rule(.these("\u{0C}"), .text("\\f")),
            Rule(.values(0x00...0x1F), .hex(prefix: "\\u", digits: 4, uppercase: false)),
            Rule(.values(0x2028...0x2029), .hex(prefix: "\\u", digits: 4, uppercase: false)),
            Rule(.these("\u{FEFF}"), .hex(prefix: "\\u", digits: 4, uppercase: false)),
        ])

    /// A Swift string literal's body: quote, backslash, controls, format characters and the
    /// separators escaped, so the literal stays on its line and shows what it holds.
    package static let swiftLiteral = Escaping(
        "swift",
        [
            Rule(.these("\""), .text("\\\"")), Rule(.these("\\"), .text("\\\\")),
            Rule(.these("\n"), .text("\\n")), Rule(.these("\r"), .text("\\r")), Rule(.these("\t"), .text("\\t")),
        ] + (controlValues + [.format, .values(0x2028...0x2029)]).map { Rule($0, visibleForm) })

    /// XML 1.0 content and attribute values: the five markup characters and newline, tab and
    /// carriage return as references; what XML 1.0 cannot hold (other C0 controls, U+FFFE,
    /// U+FFFF) as U+FFFD.
    package static let xml = Escaping(
        "xml",
        [
            Rule(.these("&"), .text("&amp;")), Rule(.these("<"), .text("&lt;")), Rule(.these(">"), .text("&gt;")),
            Rule(.these("\""), .text("&quot;")), Rule(.these("'"), .text("&apos;")),
            Rule(.these("\n\t\r"), .decimal(prefix: "&#", suffix: ";")),
            Rule(.values(0x00...0x1F), .text("\u{FFFD}")), Rule(.values(0xFFFE...0xFFFF), .text("\u{FFFD}")),
        ])

    /// HTML text and attribute values: `&`, `<`, `>` and both quotes as references.
    package static let html = Escaping(
        "html",
        [
            Rule(.these("&"), .text("&amp;")), Rule(.these("<"), .text("&lt;")), Rule(.these(">"), .text("&gt;")),
            Rule(.these("\""), .text("&quot;")), Rule(.these("'"), .text("&#39;")),
        ])

    /// Graphviz's label syntax (see ``GraphvizGraph/label(_:)``), a backslash written as
    /// `backslash`.
    static func graphviz(_ name: String, backslash: String) -> Escaping {
        Escaping(
            name,
            [
                Rule(.these("\n"), .text("\\n")), Rule(.these("\\"), .text(backslash)),
                Rule(.these("\"&<>{}|\t\r"), .decimal(prefix: "&#", suffix: ";")),
            ]
                + (controlValues + [.separatorsAndBidi, .values(0xFFFE...0xFFFF)]).map {
                    Rule($0, .hex(prefix: backslash + "u{", suffix: "}"))
                })
    }

    /// A Graphviz label: `\N`-style substitutions skip a doubled backslash.
    package static let graphvizLabel = graphviz("graphviz-label", backslash: "\\\\")
    /// A Graphviz tooltip: read in one more pass than a label, so a backslash is written four times.
    package static let graphvizTooltip = graphviz("graphviz-tooltip", backslash: "\\\\\\\\")

    /// A Mermaid label: every character Mermaid could read as syntax as a numeric entity
    /// (`#34;`), which Mermaid shows as the character; a newline as `<br/>`; a separator or
    /// bidirectional control as its escape, itself written in entities.
    package static let mermaidLabel = Escaping(
        "mermaid",
        [
            Rule(.these("\n"), .text("<br/>")),
            Rule(.separatorsAndBidi, .hex(prefix: "#92;u#123;", suffix: "#125;")),
            Rule(.allBut(" _.,()-/[]×"), .decimal(prefix: "#", suffix: ";")),
        ])

    /// A YAML double-quoted scalar's body (Mermaid's front matter): quote, backslash, newline
    /// and tab escaped; a separator or bidirectional control shown as its escape; other
    /// controls and U+FEFF, U+FFFE, U+FFFF as YAML's `\uXXXX`.
    package static let yamlDoubleQuoted = Escaping(
        "yaml",
        [
            Rule(.these("\""), .text("\\\"")), Rule(.these("\\"), .text("\\\\")),
            Rule(.these("\n"), .text("\\n")), Rule(.these("\t"), .text("\\t")),
            Rule(.separatorsAndBidi, .hex(prefix: "\\\\u{", suffix: "}")),
        ] + (controlValues + [.these("\u{FEFF}\u{FFFE}\u{FFFF}")]).map { Rule($0, .hex(prefix: "\\u", digits: 4)) })

    /// PlantUML: what it reads as syntax as `<U+0022>`, which it shows as the character
    /// (quotes, backslash, `<`, `>`, `&`, `#`, controls, separators and bidirectional
    /// controls, U+FFFE, U+FFFF, and a Creole marker where it is doubled); a newline as `\n`.
    package static let plantUML = Escaping(
        "plantuml",
        [
            Rule(.these("\n"), .text("\\n"))
        ]
            + ([.these("\"\\<>&#")] + controlValues + [.separatorsAndBidi, .values(0xFFFE...0xFFFF), .doubled("*/_-~=|[]")]).map {
                Rule($0, .hex(prefix: "<U+", digits: 4, suffix: ">"))
            })

    /// The body of a Markdown code span (see ``MarkdownText``): controls shown as escapes.
    package static let markdownCode = Escaping("markdown", (controlValues + [.separatorsAndBidi]).map { Rule($0, visibleForm) })
    /// The body of a code span in a Markdown table cell: `|` escaped as GitHub tables read it.
    package static let markdownTableCell = Escaping("markdown-table-cell", [Rule(.these("|"), .text("\\|"))] + markdownCode.rules)

    /// A GitHub workflow command's message: `%`, CR and LF percent-escaped; other controls
    /// shown as escapes.
    package static let githubMessage = Escaping(
        "github-message",
        [
            Rule(.these("%\r\n"), .hex(prefix: "%", digits: 2))
        ] + (controlValues + [.separatorsAndBidi]).map { Rule($0, visibleForm) })
    /// A GitHub workflow command's property (`file=`, `title=`): `:` and `,` too.
    package static let githubProperty = Escaping(
        "github-property",
        [
            Rule(.these("%\r\n:,"), .hex(prefix: "%", digits: 2))
        ] + (controlValues + [.separatorsAndBidi]).map { Rule($0, visibleForm) })

    /// Every language the package writes names into.
    package static let all: [Escaping] = [
        visible, json, swiftLiteral, xml, html, graphvizLabel, graphvizTooltip, mermaidLabel, yamlDoubleQuoted,
        plantUML, markdownCode, markdownTableCell, githubMessage, githubProperty,
    ]
}
