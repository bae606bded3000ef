import MachineKitCore
import Foundation

/// A spec file that is not a machine, or not one this reader can explore.
///
/// Its description is one line naming the file and, where there is one, the line and the
/// state: `checkout.yaml:12: state 'paying': target 'payed' names no state`.
public struct SpecError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The spec file (or `<stdin>`, or `REV:path` for another git revision).
    public var file: String
    /// The line at fault, from 1, where there is one.
    public var line: Int?
    /// The state at fault (its full name), where there is one.
    public var state: String?
    /// What is wrong, and where it helps, what to do.
    public var message: String

    /// An error about `file`, at `line` and `state` where known.
    public init(file: String, line: Int? = nil, state: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.state = state
        self.message = message
    }

    /// One line, whatever the names in it hold: control characters are shown as escapes
    /// (`\u{1B}`).
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let state { text += "state '\(VisibleText.shortened(state, limit: 256))': " }
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
    /// How large a spec file may be: the limits a user can raise to read a larger file.
    ///
    /// Past each limit the file is bad input, reported in one line before any work that grows
    /// with it. The other limits of a spec file (nesting, names, events of one state, targets
    /// of one event; see <doc:VerdictsUnderBounds>) stay
    /// as they are.
    ///
    /// ```swift
    /// let machine = try SpecMachine.load(path: "Big.json", limits: .init(fileBytes: 256 << 20, transitions: 8_000_000))
    /// ```
    public struct Limits: Sendable, Hashable {
        /// Bytes in the file: 64 MiB unless raised.
        public var fileBytes: Int
        /// Declared states, nested ones included: 1,000,000 unless raised.
        public var states: Int
        /// Transitions once nested states inherit their parents' events (one per event and
        /// target of each leaf state): 2,000,000 unless raised.
        public var transitions: Int
        /// Bytes of every configuration name a chart can form, together (what a report that
        /// lists each reachable configuration once holds at most), counted from the chart's
        /// structure before exploring: 256 MiB unless raised (Qt's pinball, 81,920
        /// configurations, comes to 76 MB).
        public var configurationNameBytes: Int
        /// Configurations the regions of one parallel state form together (their product),
        /// counted from the chart's structure before exploring: 100,000 unless raised.
        public var parallelConfigurations: Int

        /// Limits of a spec file; any not given is the standard one.
        public init(
            fileBytes: Int = 64 << 20, states: Int = 1_000_000, transitions: Int = 2_000_000,
            configurationNameBytes: Int = 256 << 20, parallelConfigurations: Int = 100_000
        ) {
            self.fileBytes = fileBytes
            self.states = states
            self.transitions = transitions
            self.configurationNameBytes = configurationNameBytes
            self.parallelConfigurations = parallelConfigurations
        }

        /// The standard limits: 64 MiB, 1,000,000 states, 2,000,000 transitions, 256 MiB of
        /// configuration names, 100,000 configurations of one parallel state.
        public static let standard = Limits()

        /// The package's limits: these five, the others standard.
        package var specLimits: SpecLimits {
            var limits = SpecLimits.standard
            limits.fileBytes = fileBytes
            limits.states = states
            limits.transitions = transitions
            limits.configurationNameBytes = configurationNameBytes
            limits.parallelConfigurations = parallelConfigurations
            return limits
        }
    }

    /// The file endings a spec file may have.
    package static let fileExtensions = ["json", "yaml", "yml", "scxml"]

    /// Whether a path names a spec file (by its ending).
    package static func isSpecPath(_ path: String) -> Bool {
        fileExtensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// Reads and validates a spec file.
    ///
    /// The file is opened once, checked to be a regular file (a FIFO or a device would
    /// block or never end) and read within the limits of a spec file (64 MiB, 64 levels,
    /// a million states; see <doc:VerdictsUnderBounds>). A UTF-8 byte order mark is skipped;
    /// any other encoding is bad input naming the line of the first byte that is not UTF-8.
    /// - Parameter dialect: the dialect to read the file with; by default the file's own
    ///   (see ``Statechart/Dialect``).
    /// - Parameter limits: how large a file may be; by default the standard limits
    ///   (``Limits/standard``). A larger file is read by raising them.
    public static func load(
        path: String, limits: Limits = .standard, dialect: Statechart.Dialect? = nil
    ) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        try load(path: path, limits: limits.specLimits, dialect: dialect)
    }

    /// Reads and validates a spec file within `limits`.
    package static func load(
        path: String, limits: SpecLimits, dialect: Statechart.Dialect? = nil
    ) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        let format = (path as NSString).pathExtension.lowercased()
        guard isSpecPath(path), format != "scxml" else {
            return try machine(statechart(path: path, limits: limits, dialect: dialect))
        }
        let bytes = try readFile(path, limit: limits.fileBytes)
        let fallbackName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if let flat = FlatSpecReader.read(
            bytes, json: format == "json", file: path, fallbackName: fallbackName, limits: limits, dialect: dialect)
        {
            return StatechartMachine.make(flat)
        }
        return try machine(
            statechart(
                bytes: consume bytes, file: path, format: format, fallbackName: fallbackName, limits: limits, dialect: dialect))
    }

    /// The machine of a flat machine config (JSON or YAML), read in one pass without a tree
    /// (see ``FlatSpecReader``); `nil` when the general reader must read the document.
    static func flatMachine(
        bytes: [UInt8], file: String, format: String?, fallbackName: String, limits: SpecLimits, dialect: Statechart.Dialect?
    ) -> Machine<Statechart.Configuration, String>? {
        let json: Bool
        if let format {
            switch format.lowercased() {
            case "json": json = true
            case "yaml", "yml": json = false
            default: return nil
            }
        } else {
            // As ``statechart(bytes:file:format:fallbackName:limits:dialect:)`` tells them apart.
            let first = bytes.first { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0) }
            if first == UInt8(ascii: "<") || bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
            json = first == UInt8(ascii: "{")
        }
        guard let flat = FlatSpecReader.read(bytes, json: json, file: file, fallbackName: fallbackName, limits: limits, dialect: dialect)
        else { return nil }
        return StatechartMachine.make(flat)
    }

    /// Reads a spec file's statechart, within `limits`.
    package static func statechart(
        path: String, limits: SpecLimits = .standard, dialect: Statechart.Dialect? = nil
    ) throws(SpecError) -> Statechart {
        guard isSpecPath(path) else {
            throw SpecError(file: path, message: "not a spec file: expected a .json, .yaml, .yml or .scxml file")
        }
        let bytes = try readFile(path, limit: limits.fileBytes)
        let fallbackName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return try statechart(
            bytes: consume bytes, file: path, format: (path as NSString).pathExtension, fallbackName: fallbackName, limits: limits,
            dialect: dialect)
    }

    /// Reads a spec document that is not a file on disk (standard input, a file as another
    /// git revision has it), within `limits`; errors name `file`.
    ///
    /// - Parameter format: the file ending the document would have (`json`, `yaml`, `yml`,
    ///   `scxml`); `nil` tells it from the first character after any byte order mark and
    ///   white space: `<` is SCXML, `{` JSON, anything else YAML.
    package static func statechart(
        bytes: consuming [UInt8], file: String, format: String? = nil, fallbackName: String, limits: SpecLimits = .standard,
        dialect: Statechart.Dialect? = nil
    ) throws(SpecError) -> Statechart {
        if bytes.count > limits.fileBytes {
            throw SpecError(file: file, message: "is \(bytes.count) bytes; a spec file may have at most \(limits.fileBytes) (the limit)")
        }
        let kind: String
        if let format {
            kind = format.lowercased()
            guard fileExtensions.contains(kind) else {
                throw SpecError(file: file, message: "not a spec file: expected a .json, .yaml, .yml or .scxml file")
            }
        } else {
            var body = bytes[...]
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
            let first = body.first { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0) }
            kind = first == UInt8(ascii: "<") ? "scxml" : first == UInt8(ascii: "{") ? "json" : "yaml"
        }
        if kind == "scxml" {
            var chart = try SCXMLReader.parse(Data(bytes), file: file, fallbackName: fallbackName)
            try limits.check(chart)
            try limits.checkConfigurations(chart)
            if let dialect { chart.dialect = dialect }
            return chart
        }
        let text = try decode(bytes, file: file)
        _ = consume bytes
        return try statechart(consume text, file: file, json: kind == "json", fallbackName: fallbackName, limits: limits, dialect: dialect)
    }

    /// Builds the machine of a spec document that is not a file on disk; see
    /// ``statechart(bytes:file:format:fallbackName:limits:)``.
    package static func load(
        bytes: [UInt8], file: String, format: String? = nil, fallbackName: String, limits: SpecLimits = .standard,
        dialect: Statechart.Dialect? = nil
    ) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        if let flat = flatMachine(bytes: bytes, file: file, format: format, fallbackName: fallbackName, limits: limits, dialect: dialect) {
            return flat
        }
        return try machine(
            statechart(
                bytes: bytes, file: file, format: format, fallbackName: fallbackName, limits: limits, dialect: dialect))
    }

    /// The bytes of the regular file at `path`, at most `limit` of them: what
    /// ``load(path:limits:)`` reads, for other documents a tool reads beside spec files (a
    /// saved report). A FIFO, a device or a directory is refused without blocking.
    package static func contents(ofFile path: String, limit: Int = SpecLimits.standard.fileBytes) throws(SpecError) -> [UInt8] {
        try readFile(path, limit: limit)
    }

    /// Builds a machine from a machine config's text (JSON or YAML), read within the limits
    /// of a spec file; errors name `file`.
    ///
    /// - Parameter limits: how large the document may be; by default the standard limits
    ///   (``Limits/standard``).
    public static func parse(
        _ text: String, file: String, json: Bool, fallbackName: String? = nil, limits: Limits = .standard
    ) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        try parse(text, file: file, json: json, fallbackName: fallbackName, limits: limits.specLimits)
    }

    /// Builds a machine from a machine config's text (JSON or YAML), read within `limits`.
    package static func parse(
        _ text: String, file: String, json: Bool, fallbackName: String? = nil, limits: SpecLimits
    ) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        if let flat = flatMachine(
            bytes: Array(text.utf8), file: file, format: json ? "json" : "yaml", fallbackName: fallbackName ?? file, limits: limits,
            dialect: nil)
        {
            return flat
        }
        return try machine(statechart(text, file: file, json: json, fallbackName: fallbackName, limits: limits))
    }

    /// Reads a spec file the general way only (no flat reader): tests compare the two.
    package static func loadWithoutFlatReader(
        path: String, limits: SpecLimits = .standard, dialect: Statechart.Dialect? = nil
    ) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        try machine(statechart(path: path, limits: limits, dialect: dialect))
    }

    /// Reads a machine config's text (JSON or YAML) as a statechart, within `limits`.
    package static func statechart(
        _ text: consuming String, file: String, json: Bool, fallbackName: String? = nil, limits: SpecLimits = .standard,
        dialect: Statechart.Dialect? = nil
    ) throws(SpecError) -> Statechart {
        let root = try document(text, file: file, json: json, limits: limits)
        _ = consume text
        // Handed over: the reader frees the document as it reads the chart.
        let chart = try XStateReader.read(consume root, file: file, fallbackName: fallbackName ?? file, dialect: dialect)
        try limits.checkConfigurations(chart)
        return chart
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
