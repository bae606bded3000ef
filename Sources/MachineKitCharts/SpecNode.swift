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

/// A spec file's JSON as a ``SpecNode`` tree, read by the package's one JSON reader
/// (``JSONReader``): key order and every node's line kept (Foundation's reader keeps
/// neither), numbers and booleans as the strings they are written as.
enum JSONSpecReader {
    typealias Failure = JSONReader.Failure

    /// - Complexity: O(*n*) in the length of the text.
    static func parse(_ text: String, depth: Int = SpecLimits.standard.depth) throws(Failure) -> SpecNode {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(Failure) -> SpecNode in
                var reader = JSONReader(buffer, maxDepth: depth)
                let node = try node(&reader, depth: 0)
                try reader.expectEnd()
                return node
            }
        }
        return try result.get()
    }

    /// The next value as a node.
    static func node(_ reader: inout JSONReader, depth: Int) throws(Failure) -> SpecNode {
        let kind = try reader.kind()
        let line = reader.line
        switch kind {
        case .object:
            var members = try reader.beginObject(depth: depth)
            var pairs: [(key: String, value: SpecNode, keyLine: Int)] = []
            var keys = KeySet()
            while let (token, keyLine) = try reader.nextKey(&members) {
                let key = reader.text(of: token)
                if !keys.insert(key, among: pairs) { throw Failure(line: keyLine, message: "duplicate key '\(key)'") }
                pairs.append((key, try node(&reader, depth: depth + 1), keyLine))
            }
            return .mapping(pairs, line: line)
        case .array:
            var members = try reader.beginArray(depth: depth)
            var items: [SpecNode] = []
            while try reader.nextItem(&members) { items.append(try node(&reader, depth: depth + 1)) }
            return .sequence(items, line: line)
        case .string:
            return .scalar(try reader.string(), line: line)
        case .word:
            switch try reader.word() {
            case .null: return .null(line: line)
            case .bool(let value): return .scalar(value ? "true" : "false", line: line)
            case .number(let range, _): return .scalar(reader.text(of: range), line: line)
            }
        }
    }
}

extension JSONSpecReader {
    /// The steps of a JSON trace, `{"trace": [{"action", "state"}, ...]}` or a bare array of
    /// steps, read one step at a time: memory holds the steps, never a tree of the file.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func traceSteps(_ text: String, maxSteps: Int) throws(Failure) -> [(action: String?, state: String)] {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(Failure) -> [(action: String?, state: String)] in
                var reader = JSONReader(buffer, maxDepth: SpecLimits.standard.depth)
                var steps: [(action: String?, state: String)] = []
                var found = false
                guard reader.peek() != nil else { throw Failure(line: reader.line, message: "the file is empty, not a trace") }
                switch try reader.kind() {
                case .array:
                    try stepArray(&reader, into: &steps, maxSteps: maxSteps)
                    found = true
                case .object:
                    var members = try reader.beginObject(depth: 0)
                    var keys = JSONKeys()
                    while let (token, keyLine) = try reader.nextKey(&members) {
                        let key = reader.text(of: token)
                        guard keys.insert(key) else { throw Failure(line: keyLine, message: "duplicate key '\(key)'") }
                        if key == "trace", try reader.kind() == .array {
                            try stepArray(&reader, into: &steps, maxSteps: maxSteps)
                            found = true
                        } else {
                            try reader.skipValue(depth: 1)
                        }
                    }
                default:
                    throw Failure(line: reader.line, message: "not a JSON trace: expected {\"trace\": [...]}")
                }
                try reader.expectEnd()
                guard found else { throw Failure(line: 1, message: "not a JSON trace: expected {\"trace\": [...]}") }
                return steps
            }
        }
        return try result.get()
    }

    /// A `[...]` of steps, each `{"state": name, "action": name or null}`.
    private static func stepArray(
        _ reader: inout JSONReader, into steps: inout [(action: String?, state: String)], maxSteps: Int
    ) throws(Failure) {
        var members = try reader.beginArray(depth: 1)
        while try reader.nextItem(&members) {
            let stepLine = reader.line
            let step = try node(&reader, depth: 2)
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
        }
    }
}
