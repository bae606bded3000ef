import Foundation
import Yams

/// A spec file that is not a machine, or not one this reader can explore.
///
/// Its description is one line naming the file and, where there is one, the line and the
/// state: `checkout.yaml:12: state 'paying': target 'payed' names no state`.
public struct SpecError: Error, CustomStringConvertible, Sendable, Hashable {
    public var file: String
    public var line: Int?
    public var state: String?
    public var message: String

    public init(file: String, line: Int? = nil, state: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.state = state
        self.message = message
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let state { text += "state '\(state)': " }
        return text + message
    }
}

/// Machines read from spec files: XState v5 machine configs (`.json`, `.yaml`, `.yml`) and
/// SCXML documents (`.scxml`), read as statecharts (see ``Statechart``).
///
/// What is explored is a configuration (``Statechart/Configuration``): the active atomic
/// states, plus history memory where it can still change what happens. A move is one step:
/// an event (a named event, `after K`, `done: ID` / `error: ID` of an invocation) with
/// everything that follows without another event (eventless transitions, done events), and
/// each place the step can settle is an outcome (guards are never evaluated). Names are
/// taken exactly as written; a configuration is named by the full names (`parent.child`) of
/// its atomic states joined by ` + `.
public enum SpecMachine {
    /// The file endings a spec file may have.
    public static let fileExtensions = ["json", "yaml", "yml", "scxml"]

    /// Whether a path names a spec file (by its ending).
    public static func isSpecPath(_ path: String) -> Bool {
        fileExtensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// Reads and validates a spec file.
    public static func load(path: String) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        try machine(statechart(path: path))
    }

    /// Reads a spec file's statechart.
    public static func statechart(path: String) throws(SpecError) -> Statechart {
        guard isSpecPath(path) else {
            throw SpecError(file: path, message: "not a spec file: expected a .json, .yaml, .yml or .scxml file")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpecError(file: path, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw SpecError(file: path, message: "is a directory, not a spec file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError(file: path, message: "cannot be read")
        }
        let fileExtension = (path as NSString).pathExtension.lowercased()
        let fallbackName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if fileExtension == "scxml" { return try SCXMLReader.parse(data, file: path, fallbackName: fallbackName) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: path, message: "is not UTF-8 text")
        }
        return try statechart(text, file: path, json: fileExtension == "json", fallbackName: fallbackName)
    }

    /// Builds a machine from a machine config's text (JSON or YAML).
    public static func parse(
        _ text: String, file: String, json: Bool, fallbackName: String? = nil
    ) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        try machine(statechart(text, file: file, json: json, fallbackName: fallbackName))
    }

    /// Reads a machine config's text (JSON or YAML) as a statechart.
    public static func statechart(
        _ text: String, file: String, json: Bool, fallbackName: String? = nil
    ) throws(SpecError) -> Statechart {
        let root: SpecNode
        if json {
            do {
                root = try JSONSpecReader.parse(text)
            } catch {
                throw SpecError(file: file, line: error.line, message: "JSON syntax error: \(error.message)")
            }
        } else {
            root = try parseYAML(text, file: file)
        }
        return try XStateReader.read(root, file: file, fallbackName: fallbackName ?? file)
    }

    /// The machine a statechart describes: its configurations explored step by step.
    ///
    /// A step that can never settle (an unguarded `always` loop) is bad input, named by the
    /// transition that closes the loop.
    public static func machine(_ chart: Statechart) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        try StatechartMachine.make(chart)
    }

    /// The machine, its moves computed at once for every atomic state where the chart allows
    /// (`precomputed`), else configuration by configuration: tests compare the two.
    static func machine(_ chart: Statechart, precomputed: Bool) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        try StatechartMachine.make(chart, precomputed: precomputed)
    }

    static func parseYAML(_ text: String, file: String) throws(SpecError) -> SpecNode {
        // Most spec files are plain block YAML, read directly; anything else goes to Yams.
        if let node = SimpleYAMLReader.parse(text) { return node }
        return try parseYAMLWithYams(text, file: file)
    }

    static func parseYAMLWithYams(_ text: String, file: String) throws(SpecError) -> SpecNode {
        let node: Node?
        do {
            // The basic resolver leaves every scalar a string: spec files need nothing else,
            // and the default one runs a regular expression on every scalar.
            node = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw yamlError(error, file: file, text: text)
        } catch {
            throw SpecError(file: file, message: "YAML syntax error: \(error)")
        }
        guard let node else { throw SpecError(file: file, line: 1, message: "the file is empty, not a machine") }
        return try convert(node, file: file, depth: 0)
    }

    /// The line of a key's second occurrence at or after `line`: where a duplicate is.
    private static func secondOccurrence(of key: String, in text: String, from line: Int) -> Int? {
        var seen = 0
        for (offset, content) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where offset + 1 >= line {
            var trimmed = content.drop { $0 == " " || $0 == "-" }
            if trimmed.first == "\"" || trimmed.first == "'" { trimmed = trimmed.dropFirst() }
            guard trimmed.hasPrefix(key) else { continue }
            let rest = trimmed.dropFirst(key.count).drop { $0 == "\"" || $0 == "'" || $0 == " " }
            if rest.first == ":" {
                seen += 1
                if seen == 2 { return offset + 1 }
            }
        }
        return nil
    }

    private static func yamlError(_ error: YamlError, file: String, text: String) -> SpecError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return SpecError(file: file, line: mark.line, message: "YAML syntax error: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            return SpecError(
                file: file, line: secondOccurrence(of: key, in: text, from: context.mark.line) ?? context.mark.line,
                message: "duplicate key '\(key)'")
        default:
            let text = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
            return SpecError(file: file, message: "YAML error: \(text)")
        }
    }

    private static func convert(_ node: Node, file: String, depth: Int) throws(SpecError) -> SpecNode {
        let line = node.mark?.line ?? 0
        guard depth < 256 else { throw SpecError(file: file, line: line, message: "nesting is too deep") }
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain, SpecNode.isNullWord(scalar.string) {
                return .null(line: line)
            }
            return .scalar(scalar.string, line: line)
        case .sequence(let sequence):
            var items: [SpecNode] = []
            for item in sequence { items.append(try convert(item, file: file, depth: depth + 1)) }
            return .sequence(items, line: line)
        case .mapping(let mapping):
            var pairs: [(key: String, value: SpecNode, keyLine: Int)] = []
            var keys: Set<String> = []
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw SpecError(file: file, line: key.mark?.line, message: "a mapping key must be a plain string")
                }
                if !keys.insert(keyScalar.string).inserted {
                    throw SpecError(file: file, line: key.mark?.line, message: "duplicate key '\(keyScalar.string)'")
                }
                pairs.append((keyScalar.string, try convert(value, file: file, depth: depth + 1), key.mark?.line ?? line))
            }
            return .mapping(pairs, line: line)
        case .alias:
            throw SpecError(file: file, line: line, message: "YAML aliases are not supported in spec files")
        }
    }
}
