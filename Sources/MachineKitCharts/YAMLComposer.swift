import MachineKitCore
import CYaml

/// Reads any YAML document into a ``SpecNode`` from libyaml's events (the C parser Yams
/// wraps), without recursion and within ``SpecLimits``: nesting depth, alias expansion.
///
/// libyaml scans and parses in linear time with stacks of its own. Composing here, rather
/// than through `Yams.compose`, keeps the limits exact: an alias costs the size of what it
/// stands for before anything is copied or hashed, so an alias bomb of a few hundred bytes is
/// refused at the alias that crosses the budget, and a document nested thousands deep at the
/// level that crosses the depth limit. Scalars are strings (Yams's basic resolver reads them
/// so); a plain empty, `~` or `null` is null; tags are ignored. A plain `<<` key is YAML
/// 1.1's merge key (the merge type, yaml.org/type/merge.html), as JavaScript's YAML loaders
/// apply it: its value, a mapping or a list of mappings, gives the mapping every key it does
/// not yet have, in place of the `<<` (the first mapping of a list first); a key written
/// after it replaces a merged one's value where the merged one stands.
struct YAMLComposer {
    /// A collection being read.
    private struct Frame {
        var isMapping: Bool
        var line: Int
        var anchor: String?
        var items: [SpecNode] = []
        var pairs: [(key: String, value: SpecNode, keyLine: Int)] = []
        var keys = KeySet()
        /// A key read, waiting for its value; `merge` when it is a plain `<<`.
        var key: (text: String, line: Int, merge: Bool)?
        /// Keys a merge gave, which a key written later may replace once.
        var merged: Set<String> = []
        /// Whether the mapping had its merge key.
        var hasMerge = false
        /// Nodes in this collection so far, itself included (aliases counted expanded).
        var size = 1
    }

    private let file: String
    private let limits: SpecLimits
    private var stack: [Frame] = []
    /// Anchored nodes, their sizes, and a scalar's text as written (a key's text even where
    /// the scalar reads as null).
    private var anchors: [String: (node: SpecNode, size: Int, text: String?)] = [:]
    private var aliasNodes = 0
    private var root: SpecNode?
    private var documents = 0

    private init(file: String, limits: SpecLimits) {
        self.file = file
        self.limits = limits
    }

    /// The document in `text`, or an error naming the file and line.
    ///
    /// - Complexity: O(*n*) in the length of the text and the nodes that aliases add.
    static func compose(_ text: String, file: String, limits: SpecLimits = .standard) throws(SpecError) -> SpecNode {
        var composer = YAMLComposer(file: file, limits: limits)
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
        let result: Result<SpecNode?, SpecError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return .failure(SpecError(file: file, message: "YAML reader could not start (out of memory)"))
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            do throws(SpecError) {
                return .success(try composer.run(&parser, bytes: buffer))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let node?): return node
        case .success(nil): throw SpecError(file: file, line: 1, message: "the file is empty, not a machine")
        case .failure(let error): throw error
        }
    }

    private mutating func run(_ parser: inout yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>) throws(SpecError) -> SpecNode? {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { throw syntaxError(parser, bytes: bytes) }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw SpecError(file: file, line: line, message: "a second YAML document ('---'): a spec file holds one machine")
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let value = Self.text(scalar.value, Int(scalar.length))
                let node: SpecNode =
                    scalar.style == YAML_PLAIN_SCALAR_STYLE && SpecNode.isNullWord(value)
                    ? .null(line: line) : .scalar(value, line: line)
                let anchor = Self.optionalText(scalar.anchor)
                if let anchor { anchors[anchor] = (node, 1, value) }
                try add(node, size: 1, line: line, text: value, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE)
            case YAML_SEQUENCE_START_EVENT:
                try open(mapping: false, line: line, anchor: Self.optionalText(event.data.sequence_start.anchor))
            case YAML_MAPPING_START_EVENT:
                try open(mapping: true, line: line, anchor: Self.optionalText(event.data.mapping_start.anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let frame = stack.removeLast()
                let node: SpecNode = frame.isMapping ? .mapping(frame.pairs, line: frame.line) : .sequence(frame.items, line: frame.line)
                if let anchor = frame.anchor { anchors[anchor] = (node, frame.size, nil) }
                try add(node, size: frame.size, line: frame.line, text: nil)
            case YAML_ALIAS_EVENT:
                let name = Self.optionalText(event.data.alias.anchor) ?? ""
                guard let (node, size, text) = anchors[name] else {
                    throw SpecError(file: file, line: line, message: "YAML alias '*\(name)' names no anchor before it")
                }
                aliasNodes += size
                if aliasNodes > limits.aliasNodes {
                    throw SpecError(
                        file: file, line: line,
                        message:
                            "YAML aliases expand to more than \(limits.aliasNodes) nodes (the limit; an alias bomb?)")
                }
                try add(node, size: size, line: line, text: text)
            default:
                break
            }
        }
    }

    private mutating func open(mapping: Bool, line: Int, anchor: String?) throws(SpecError) {
        if stack.count >= limits.depth {
            throw SpecError(file: file, line: line, message: "nesting is deeper than \(limits.depth) levels (the limit)")
        }
        stack.append(Frame(isMapping: mapping, line: line, anchor: anchor))
    }

    /// Adds a finished node to the collection being read (as a key or a value), or makes it the
    /// root. `text` is a scalar's text as written, which is what a key is.
    private mutating func add(_ node: SpecNode, size: Int, line: Int, text: String?, plain: Bool = false) throws(SpecError) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].size += size
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        guard let key = stack[top].key else {
            guard let text else {
                throw SpecError(file: file, line: line, message: "a mapping key must be a plain string, found \(node.typeName)")
            }
            stack[top].key = (text, line, plain && text == "<<")
            return
        }
        stack[top].key = nil
        if key.merge { return try merge(node, line: key.line, into: top) }
        if stack[top].merged.remove(key.text) != nil, let index = stack[top].pairs.firstIndex(where: { $0.key == key.text }) {
            stack[top].pairs[index] = (key.text, node, key.line)
            return
        }
        guard stack[top].keys.insert(key.text, among: stack[top].pairs) else {
            throw SpecError(file: file, line: key.line, message: "duplicate key '\(key.text)'")
        }
        stack[top].pairs.append((key.text, node, key.line))
    }

    /// Applies a merge key's value to the mapping `stack[top]`.
    private mutating func merge(_ value: SpecNode, line: Int, into top: Int) throws(SpecError) {
        guard !stack[top].hasMerge else { throw SpecError(file: file, line: line, message: "duplicate key '<<'") }
        stack[top].hasMerge = true
        let sources: [SpecNode]
        switch value {
        case .mapping: sources = [value]
        case .sequence(let items, _): sources = items
        default:
            throw SpecError(
                file: file, line: line,
                message:
                    "the merge key '<<' takes a mapping or a list of mappings, found \(value.typeName)")
        }
        for source in sources {
            guard case .mapping(let pairs, _) = source else {
                throw SpecError(
                    file: file, line: source.line,
                    message:
                        "the merge key '<<' takes a mapping or a list of mappings, found a list holding \(source.typeName)")
            }
            for pair in pairs where stack[top].keys.insert(pair.key, among: stack[top].pairs) {
                stack[top].pairs.append(pair)
                stack[top].merged.insert(pair.key)
            }
        }
    }

    /// libyaml's problem as one line: `file:line: YAML syntax error: problem`, the line no
    /// further than the file's last (libyaml counts the end of the file as a line of its own).
    private func syntaxError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>) -> SpecError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        if problem.hasPrefix("Maximum nesting level") {
            return SpecError(
                file: file, line: Int(parser.problem_mark.line) + 1,
                message: "nesting is deeper than \(limits.depth) levels (the limit)")
        }
        var line: Int
        switch parser.error {
        case YAML_READER_ERROR:
            // The reader reports a byte offset, not a line.
            let offset = min(Int(parser.problem_offset), bytes.count)
            line = SpecMachine.line(at: offset, in: bytes)
        case YAML_MEMORY_ERROR:
            return SpecError(file: file, message: "YAML reader ran out of memory")
        default:
            line = Int(parser.problem_mark.line) + 1
        }
        let newlines = bytes.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lines = bytes.last == UInt8(ascii: "\n") ? newlines : newlines + 1
        line = max(1, min(line, lines))
        return SpecError(file: file, line: line, message: "YAML syntax error: \(problem)")
    }

    private static func text(_ pointer: UnsafeMutablePointer<UInt8>?, _ length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private static func optionalText(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
