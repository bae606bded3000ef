import MachineKitCore
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an SCXML document into a ``Statechart``.
///
/// Read: `<scxml initial name>`, `<state id initial>`, `<parallel>`, `<final>`, `<history
/// type>` with its default `<transition>`, `<initial>`, and `<transition event cond target
/// type>` (a `cond` makes it guarded; it is never evaluated). Executable content (`<onentry>`,
/// `<onexit>`, `<raise>`, `<send>`, `<assign>`, `<script>`, ...), `<datamodel>`, `<invoke>`
/// (its results are the `done.invoke.ID` events transitions wait for) and elements of other
/// namespaces are skipped. A state without an `id` gets one from where it is written
/// (`state@LINE:COLUMN`).
///
/// Any input gives a chart or one ``SpecError`` line naming the file, the line and the state:
/// the reader refuses document type declarations (and with them entity expansion), never
/// fetches anything, and limits nesting, so its work is linear in the size of the input.
package enum SCXMLReader {
    /// The `encoding` an XML declaration at the start of `text` names, if any.
    static func declaredEncoding(_ text: String) -> String? {
        guard text.hasPrefix("<?xml"), let end = text.firstRange(of: "?>") else { return nil }
        let declaration = text[..<end.lowerBound]
        guard let match = declaration.firstMatch(of: /encoding\s*=\s*["']([^"']*)["']/) else { return nil }
        return String(match.1)
    }

    /// Whether a document that declares `declared` reads the same as UTF-8: UTF-8 itself,
    /// ASCII, and the ASCII-based single-byte encodings when every byte is ASCII.
    static func readsAsUTF8(declared: String, _ text: String) -> Bool {
        let name = declared.lowercased()
        if ["utf-8", "utf8", "us-ascii", "ascii"].contains(name) { return true }
        let asciiBased = name.hasPrefix("iso-8859-") || name.hasPrefix("windows-125") || name == "latin1"
        return asciiBased && text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The deepest nesting of elements read.
    static let maxDepth = 256
    /// The most attributes one element may have (an SCXML element has a handful).
    static let maxAttributes = 1_000

    /// The chart an SCXML document describes. `fallbackName` names the machine when
    /// `<scxml>` has no `name` (the file's name without its extension, by default).
    package static func parse(_ data: Data, file: String, fallbackName: String? = nil) throws(SpecError) -> Statechart {
        // Foundation's XMLParser traps on a name or value that is not UTF-8 (it reads the
        // bytes libxml2 hands it as UTF-8 strings): like every spec file, the document must be
        // UTF-8 text, and say so if it declares an encoding.
        let text = try SpecMachine.decode([UInt8](data), file: file)
        if let declared = declaredEncoding(text), !readsAsUTF8(declared: declared, text) {
            throw SpecError(file: file, line: 1, message: "declares the encoding '\(declared)'; spec files are UTF-8")
        }
        // XML allows no NUL, and NULs make the parser read the bytes as UTF-16 or UCS-4, past
        // what the scan below sees.
        if let nul = text.utf8.firstIndex(of: 0) {
            throw SpecError(
                file: file, line: SpecMachine.line(at: nul, in: text.utf8), message: "holds a NUL byte, which XML does not allow")
        }
        let data = Data(text.utf8)
        let tags = try StartTags.scan(data, file: file)
        let collector = SCXMLCollector(file: file, tagLines: tags.lines)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        _ = parser.parse()
        if let failure = collector.failure { throw failure }
        // Some malformed documents (an element left open) are reported to the delegate while
        // `parse()` still returns true.
        if let (code, line) = collector.syntaxError ?? (parser.parserError as NSError?).map({ ($0.code, parser.lineNumber) }) {
            throw SpecError(file: file, line: max(line, 1), message: "XML syntax error: \(describeXMLError(code))")
        }
        let name = fallbackName ?? ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return try collector.build(fallbackName: name)
    }

    /// What a parser error means, by libxml2's error number (which the parser reports on
    /// every platform).
    private static func describeXMLError(_ code: Int) -> String {
        switch code {
        case 4: "the document is empty or does not start with an element"
        case 5: "the root element is not closed where the document ends, or text follows it"
        case 9: "an invalid character"
        case 26, 27: "an undeclared entity"
        case 38...42: "a malformed attribute"
        case 73: "a tag is not closed with '>'"
        case 76: "an end tag does not match its start tag"
        case 77: "an element is not closed"
        default: "the document is not well-formed XML (libxml2 error \(code))"
        }
    }
}

/// A first pass over the raw bytes: the line of every start tag in document order (the
/// parser reports where a tag ends, and a tag may span lines), and the refusal of document
/// type and entity declarations and of processing instructions.
private struct StartTags {
    var lines: [Int] = []

    static func scan(_ data: Data, file: String) throws(SpecError) -> StartTags {
        var result = StartTags()
        let bytes = [UInt8](data)
        var line = 1
        var index = 0
        func has(_ text: StaticString, at position: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { bytes[position + $0] == pattern[$0] } }
        }
        /// Refuses a start tag with more attributes than any chart needs: libxml2 compares each
        /// attribute of an element with those before it, so their number must stay small.
        func checkAttributeCount(from start: Int) throws(SpecError) {
            var position = start
            var quote: UInt8?
            var attributes = 0
            while position < bytes.count {
                let byte = bytes[position]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "=") {
                    attributes += 1
                    if attributes > SCXMLReader.maxAttributes {
                        throw SpecError(
                            file: file, line: line,
                            message: "an element with more than \(SCXMLReader.maxAttributes) attributes (the limit)")
                    }
                } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                    return
                }
                position += 1
            }
        }
        /// Moves past the next `terminator`, counting lines; false at the end of the data.
        func skip(past terminator: StaticString) -> Bool {
            while index < bytes.count {
                if has(terminator, at: index) {
                    index += terminator.utf8CodeUnitCount
                    return true
                }
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
            return false
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: "<"):
                if has("<!--", at: index) {
                    guard skip(past: "-->") else { return result }
                } else if has("<![CDATA[", at: index) {
                    guard skip(past: "]]>") else { return result }
                } else if has("<?", at: index) {
                    // Foundation's XMLParser crashes on a processing instruction without data
                    // (`<?a?>`, and `<?xml?>`, which is one), and none means anything to a
                    // chart: only the XML declaration, first in the document, is read.
                    let isDeclaration =
                        index == 0 && has("<?xml", at: 0) && bytes.count > 5
                        && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(bytes[5])
                    guard isDeclaration else {
                        throw SpecError(
                            file: file, line: line,
                            message: "processing instructions are not accepted in spec files (only the XML declaration, first)")
                    }
                    // The declaration ends at its first `>` (its values hold none), as libxml2
                    // reads it; one not closed by `?>` would let the parser, recovering, read on
                    // from there while this pass skipped to a later `?>`.
                    let start = line
                    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        index += 1
                    }
                    guard index < bytes.count, bytes[index - 1] == UInt8(ascii: "?") else {
                        throw SpecError(file: file, line: start, message: "the XML declaration is not closed with '?>'")
                    }
                    index += 1
                } else if has("<!", at: index) {
                    throw SpecError(
                        file: file, line: line,
                        message: "document type and entity declarations are not accepted in spec files")
                } else {
                    if index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "/") {
                        result.lines.append(line)
                        try checkAttributeCount(from: index + 1)
                    }
                    index += 1
                }
            default:
                index += 1
            }
        }
        return result
    }
}

/// Collects the chart's nodes and transitions from the parser's events; builds the chart once
/// every id is known.
private final class SCXMLCollector: NSObject, XMLParserDelegate {
    static let namespace = "http://www.w3.org/2005/07/scxml"

    /// What an open element is to the reader.
    private enum Context {
        case node(Int)
        case initial(Int)
        case history(Int)
        case transition
        case skipped
    }

    /// A transition as written, resolved once every id is known.
    private struct Pending {
        var source: Int
        var event: String?
        var cond: Bool
        var target: String?
        var type: String?
        var line: Int
        /// Where it goes: a node's transitions, its initial transition, or a history's default.
        var role: Role
    }

    private enum Role { case transition, initial, historyDefault }

    let file: String
    private let tagLines: [Int]
    private var tagCount = 0
    private var stack: [Context] = []
    private var nodes: [Statechart.Node] = []
    /// Each node's `initial` attribute and its line.
    private var initialAttributes: [Int: (text: String, line: Int)] = [:]
    private var pending: [Pending] = []
    private var byID: [String: Int] = [:]
    private var byName: [String: Int] = [:]
    private var machineName: String?
    private var sawRoot = false
    private(set) var failure: SpecError?
    /// The first error the parser reported: libxml2's error number and the line.
    private(set) var syntaxError: (code: Int, line: Int)?

    init(file: String, tagLines: [Int]) {
        self.file = file
        self.tagLines = tagLines
    }

    private func fail(_ parser: XMLParser, _ error: SpecError) {
        if failure == nil { failure = error }
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        let line = tagCount < tagLines.count ? tagLines[tagCount] : parser.lineNumber
        tagCount += 1
        guard stack.count < SCXMLReader.maxDepth else {
            return fail(parser, SpecError(file: file, line: line, message: "elements are nested too deeply"))
        }
        let inSCXML = namespaceURI == nil || namespaceURI == "" || namespaceURI == Self.namespace
        guard let parent = stack.last else {
            guard inSCXML, elementName == "scxml" else {
                return fail(
                    parser,
                    SpecError(
                        file: file, line: line, message: "not an SCXML document: the root element is <\(qName ?? elementName)>, not <scxml>"
                    ))
            }
            sawRoot = true
            machineName = attributes["name"]
            nodes.append(Statechart.Node(label: "", name: "", parent: nil, type: .compound, line: line))
            if let initial = attributes["initial"] { initialAttributes[Statechart.root] = (initial, line) }
            stack.append(.node(Statechart.root))
            return
        }
        guard inSCXML else { return stack.append(.skipped) }
        switch (parent, elementName) {
        case (.node(let owner), "state"), (.node(let owner), "parallel"), (.node(let owner), "final"),
            (.node(let owner), "history"):
            guard nodes[owner].type != .final else { return stack.append(.skipped) }
            let type: Statechart.NodeType =
                switch elementName {
                case "parallel": .parallel
                case "final": .final
                case "history": .history(deep: attributes["type"] == "deep")
                default: .atomic
                }
            let column = parser.columnNumber
            let label = attributes["id"] ?? "\(elementName)@\(line):\(column)"
            let node = nodes.count
            let name = owner == Statechart.root ? label : nodes[owner].name + "." + label
            if let other = byID.updateValue(node, forKey: label) {
                return fail(
                    parser,
                    SpecError(
                        file: file, line: line, state: name, message: "id '\(label)' is already declared on line \(nodes[other].line)"))
            }
            if let other = byName.updateValue(node, forKey: name) {
                return fail(
                    parser,
                    SpecError(
                        file: file, line: line, state: name,
                        message: "another state has the same full name (declared on line \(nodes[other].line))"))
            }
            nodes.append(Statechart.Node(label: label, name: name, parent: owner, type: type, line: line, id: label))
            nodes[owner].children.append(node)
            if elementName == "state", let initial = attributes["initial"] { initialAttributes[node] = (initial, line) }
            if case .history = type {
                stack.append(.history(node))
            } else {
                stack.append(.node(node))
            }
        case (.node(let owner), "initial") where owner != Statechart.root:
            stack.append(.initial(owner))
        case (.node(let owner), "transition") where owner != Statechart.root && nodes[owner].type != .final:
            pending.append(pending(owner, attributes, line, .transition))
            stack.append(.transition)
        case (.initial(let owner), "transition"):
            pending.append(pending(owner, attributes, line, .initial))
            stack.append(.transition)
        case (.history(let owner), "transition"):
            pending.append(pending(owner, attributes, line, .historyDefault))
            stack.append(.transition)
        default:
            stack.append(.skipped)
        }
    }

    private func pending(_ source: Int, _ attributes: [String: String], _ line: Int, _ role: Role) -> Pending {
        Pending(
            source: source, event: attributes["event"], cond: attributes["cond"] != nil, target: attributes["target"],
            type: attributes["type"], line: line, role: role)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if syntaxError == nil { syntaxError = ((parseError as NSError).code, parser.lineNumber) }
        // Any error fails the document: stop, so that the parser's recovery reads nothing more.
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil, !stack.isEmpty else { return }
        stack.removeLast()
    }

    // MARK: Building

    private func error(_ line: Int, _ node: Int, _ message: String) -> SpecError {
        SpecError(file: file, line: line, state: node == Statechart.root ? nil : nodes[node].name, message: message)
    }

    func build(fallbackName: String) throws(SpecError) -> Statechart {
        guard sawRoot else { throw SpecError(file: file, line: 1, message: "the file is empty, not a machine") }
        guard stack.isEmpty else {
            throw SpecError(file: file, line: max(tagLines.last ?? 1, 1), message: "XML syntax error: an element is not closed")
        }
        // A state or parallel element with child states is compound or parallel; without, atomic.
        for node in nodes.indices {
            let hasStates = nodes[node].children.contains { nodes[$0].type.isState }
            switch nodes[node].type {
            case .atomic, .compound: nodes[node].type = hasStates ? .compound : .atomic
            case .parallel where !hasStates: nodes[node].type = .atomic
            default: break
            }
        }
        guard nodes[Statechart.root].type == .compound else {
            throw SpecError(file: file, line: nodes[Statechart.root].line, message: "<scxml> declares no state")
        }
        var transitions: [Statechart.Transition] = []
        var initialTransitions: [Int: (targets: [Int], line: Int)] = [:]
        for written in pending {
            let targets = try resolve(written.target, from: written.source, line: written.line)
            if let (first, second) = Statechart.conflictingTargets(targets, in: nodes) {
                throw error(
                    written.line, written.source,
                    "targets '\(nodes[first].label)' and '\(nodes[second].label)' cannot be active together (they are not in different regions of a parallel state)"
                )
            }
            switch written.role {
            case .transition:
                var events: [Statechart.EventDescriptor] = []
                for token in (written.event ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
                    var text = String(token)
                    if text == "*" {
                        events.append(.any)
                        continue
                    }
                    if text.hasSuffix(".*") { text.removeLast(2) }
                    if !text.isEmpty, !events.contains(.event(text)) { events.append(.event(text)) }
                }
                nodes[written.source].transitions.append(transitions.count)
                transitions.append(
                    Statechart.Transition(
                        source: written.source, events: events, isGuarded: written.cond, targets: targets,
                        isExternal: written.type != "internal", line: written.line, alternatives: transitions.count))
            case .initial:
                guard initialTransitions[written.source] == nil else {
                    throw error(written.line, written.source, "<initial> holds more than one <transition>")
                }
                try requireBelow(targets, written.source, line: written.line, what: "<initial>")
                initialTransitions[written.source] = (targets, written.line)
            case .historyDefault:
                let parent = nodes[written.source].parent!
                guard nodes[written.source].initial.isEmpty else {
                    throw error(written.line, written.source, "<history> holds more than one <transition>")
                }
                if let history = targets.first(where: { !nodes[$0].type.isState }) ?? (targets.isEmpty ? written.source : nil) {
                    throw error(
                        written.line, written.source,
                        history == written.source
                            ? "a history's default transition needs a target"
                            : "a history's default transition must target states, not '\(nodes[history].label)'")
                }
                try requireBelow(targets, parent, line: written.line, what: "a history's default transition", of: written.source)
                nodes[written.source].initial = targets
            }
        }
        for node in nodes.indices {
            if case .history = nodes[node].type, nodes[node].initial.isEmpty {
                throw error(nodes[node].line, node, "a <history> needs a default <transition> with a target")
            }
        }
        for node in nodes.indices where nodes[node].type == .compound {
            let stateChildren = nodes[node].children.filter { nodes[$0].type.isState }
            if let (text, line) = initialAttributes[node] {
                let targets = try resolve(text, from: node, line: line)
                if targets.isEmpty { throw error(line, node, "'initial' names no state") }
                if let (first, second) = Statechart.conflictingTargets(targets, in: nodes) {
                    throw error(line, node, "initial states '\(nodes[first].label)' and '\(nodes[second].label)' cannot be active together")
                }
                try requireBelow(targets, node, line: line, what: "'initial'")
                nodes[node].initial = targets
            } else if let (targets, line) = initialTransitions[node] {
                if targets.isEmpty { throw error(line, node, "<initial>'s transition has no target") }
                nodes[node].initial = targets
            } else {
                nodes[node].initial = [stateChildren[0]]
            }
        }
        return Statechart(
            name: machineName.flatMap { $0.isEmpty ? nil : $0 } ?? fallbackName, file: file, dialect: .scxml,
            nodes: nodes, transitions: transitions)
    }

    /// The nodes a `target` (or `initial`) attribute names: space-separated ids.
    private func resolve(_ text: String?, from source: Int, line: Int) throws(SpecError) -> [Int] {
        var targets: [Int] = []
        for token in (text ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            guard let node = byID[String(token)] else { throw error(line, source, "target '\(token)' names no state") }
            if !targets.contains(node) { targets.append(node) }
        }
        return targets
    }

    private func requireBelow(_ targets: [Int], _ ancestor: Int, line: Int, what: String, of owner: Int? = nil) throws(SpecError) {
        for target in targets where !isBelow(target, ancestor) {
            throw error(line, owner ?? ancestor, "\(what) targets '\(nodes[target].label)', which is not inside '\(nodes[ancestor].label)'")
        }
    }

    private func isBelow(_ node: Int, _ ancestor: Int) -> Bool {
        var current = nodes[node].parent
        while let step = current {
            if step == ancestor { return true }
            current = nodes[step].parent
        }
        return false
    }
}
