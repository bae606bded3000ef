import Foundation

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

    /// One line, whatever the names in it hold: control characters are shown as `\u{1B}`
    /// (see ``VisibleText``).
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let state { text += "state '\(state)': " }
        return VisibleText.escaped(text + message)
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
    ///
    /// The file is opened once, checked to be a regular file (a FIFO or a device would
    /// block or never end) and read within `limits` (see ``SpecLimits``). A UTF-8 byte order
    /// mark is skipped; any other encoding is bad input naming the line of the first byte
    /// that is not UTF-8.
    public static func load(path: String, limits: SpecLimits = .standard) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        try machine(statechart(path: path, limits: limits))
    }

    /// Reads a spec file's statechart, within `limits`.
    public static func statechart(path: String, limits: SpecLimits = .standard) throws(SpecError) -> Statechart {
        guard isSpecPath(path) else {
            throw SpecError(file: path, message: "not a spec file: expected a .json, .yaml, .yml or .scxml file")
        }
        let bytes = try readFile(path, limit: limits.fileBytes)
        let fileExtension = (path as NSString).pathExtension.lowercased()
        let fallbackName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if fileExtension == "scxml" {
            let chart = try SCXMLReader.parse(Data(bytes), file: path, fallbackName: fallbackName)
            try limits.check(chart)
            return chart
        }
        let text = try decode(bytes, file: path)
        return try statechart(text, file: path, json: fileExtension == "json", fallbackName: fallbackName, limits: limits)
    }

    /// Builds a machine from a machine config's text (JSON or YAML), read within `limits`.
    public static func parse(
        _ text: String, file: String, json: Bool, fallbackName: String? = nil, limits: SpecLimits = .standard
    ) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        try machine(statechart(text, file: file, json: json, fallbackName: fallbackName, limits: limits))
    }

    /// Reads a machine config's text (JSON or YAML) as a statechart, within `limits`.
    public static func statechart(
        _ text: String, file: String, json: Bool, fallbackName: String? = nil, limits: SpecLimits = .standard
    ) throws(SpecError) -> Statechart {
        let root = try document(text, file: file, json: json, limits: limits)
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
}
