import MachineKitCore
import MachineKitCharts
import MachineKitRecording
/// A Swift Testing file that replays paths against a machine (`expectPath` of
/// MachineKitTesting), asserting every state reached: what `vsm-inspect tests` writes.
///
/// The same inputs give the same bytes, so a generated file can be committed and checked
/// against a fresh generation in CI.
package struct SwiftTestsFile: Sendable, Hashable {
    /// How the test file makes the machine.
    package typealias Source = AnyMachine.TestSource

    /// The machine's name, for the suite's name and the header.
    package var machine: String
    /// How the generated tests make the machine.
    package var source: Source
    /// Paths that together take every move.
    package var covering: [Trace]
    /// The shortest path to every state, when asked for.
    package var shortest: [Trace]
    /// The command that regenerates the file (or, for a walked path, where it was walked),
    /// for its header.
    package var command: String
    /// What the file holds, which its header and its tests' names say.
    package var contents: Contents

    /// What a file of paths holds.
    package enum Contents: Sendable, Hashable {
        /// Paths that together take every move (and the shortest path to every state): what
        /// `vsm-inspect tests` writes, and writes again.
        case coveringPaths
        /// One path someone walked (the web explorer's "Copy as Swift test"): a test of its own.
        case walkedPath
    }
    /// For tests of only the moves no record took (`tests --uncovered`): how many records
    /// were read; `nil` for tests of every move.
    package var uncoveredByRecords: Int?

    /// A file replaying `covering` (one test each) and `shortest` (one test with a path per
    /// argument) against the machine `source` makes.
    package init(
        machine: String, source: Source, covering: [Trace], shortest: [Trace] = [], command: String,
        contents: Contents = .coveringPaths
    ) {
        self.machine = machine
        self.source = source
        self.covering = covering
        self.shortest = shortest
        self.command = command
        self.contents = contents
    }

    /// The file's text.
    package var text: String {
        var lines: [String]
        switch contents {
        case .coveringPaths:
            let moves = uncoveredByRecords.map { "every move no record took (of \($0) \($0 == 1 ? "record" : "records"))" } ?? "every move"
            lines = [
                "// Paths of machine \(SwiftTestsFile.literal(machine)) that together take \(moves)"
                    + (shortest.isEmpty ? "." : ", and the shortest path to every state."),
                "// Written by `\(SwiftTestsFile.comment(command))`: run it again to regenerate; edits here are lost.",
                "",
            ]
        case .walkedPath:
            lines = [
                "// A path of machine \(SwiftTestsFile.literal(machine)), walked in the web explorer of `\(SwiftTestsFile.comment(command))`:"
                    + " every state it reaches is checked.",
                "",
            ]
        }
        var imports = ["MachineKit", "MachineKitTesting", "Testing"]
        if case .expression(_, let extra, _) = source { imports += extra }
        lines += Set(imports).sorted().map { "import \($0)" }
        let suite = SwiftTestsFile.identifier(machine) + (uncoveredByRecords == nil ? "PathTests" : "UncoveredPathTests")
        lines += ["", "@Suite struct \(suite) {"]
        // A spec file is loaded in each test (it throws); an expression is kept in a property.
        let machineValue: String, throwing: String
        var guardLine: String?
        switch source {
        case .expression(let expression, _, let available?):
            // Made in each test, after the platform check it needs.
            (machineValue, throwing) = (expression, "")
            guardLine = "        guard #available(\(available)) else { return }"
        case .expression(let expression, _, nil):
            lines.append("    let machine = \(expression)")
            (machineValue, throwing) = ("machine", "")
        case .specFile(let path) where path.hasPrefix("/"):
            // Outside the package: by its path (packageFile joins a path inside it).
            (machineValue, throwing) = ("try SpecMachine.load(path: \(SwiftTestsFile.literal(path)))", " throws")
        case .specFile(let path):
            (machineValue, throwing) = ("try SpecMachine.load(path: packageFile(\(SwiftTestsFile.literal(path))))", " throws")
        }
        for (offset, trace) in covering.enumerated() {
            if offset > 0 || !lines[lines.count - 1].hasSuffix("{") { lines.append("") }
            let name = contents == .walkedPath && covering.count == 1 ? "walkedPath" : "coveringPath\(offset + 1)"
            lines.append("    @Test func \(name)()\(throwing) {")
            if let guardLine { lines.append(guardLine) }
            lines += SwiftTestsFile.pathLines(trace, indent: "        ", prefix: "expectPath(\(machineValue), ", suffix: ")")
            lines.append("    }")
        }
        if !shortest.isEmpty {
            lines += ["", "    @Test(arguments: ["]
            for trace in shortest {
                lines += SwiftTestsFile.pathLines(trace, indent: "        ", prefix: "", suffix: ",")
            }
            lines += ["    ])", "    func shortestPath(_ path: MachinePath)\(throwing) {"]
            if let guardLine { lines.append(guardLine) }
            lines += ["        expectPath(\(machineValue), path)", "    }"]
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// `MachinePath("a", [.init("go", ["b", "c"]), ...])` over several lines.
    static func pathLines(_ trace: Trace, indent: String, prefix: String, suffix: String) -> [String] {
        let initial = literal(trace.steps.first?.state ?? "")
        let moves = trace.moves
        guard !moves.isEmpty else { return [indent + prefix + "MachinePath(\(initial))" + suffix] }
        var lines = [indent + prefix + "MachinePath(\(initial), ["]
        for move in moves {
            let states = move.map { literal($0.state) }.joined(separator: ", ")
            lines.append(indent + "    .init(\(literal(move[0].action ?? "")), [\(states)]),")
        }
        lines.append(indent + "])" + suffix)
        return lines
    }

    /// A Swift string literal that holds `text` exactly.
    package static func literal(_ text: String) -> String {
        "\"" + Escaping.swiftLiteral(text) + "\""
    }

    /// Text for a `//` comment: line breaks and every other control character shown as
    /// escapes (``VisibleText``), so that nothing after a newline in a path or name leaves the
    /// comment as Swift code, and no bidirectional override reorders the line.
    package static func comment(_ text: String) -> String {
        VisibleText.escaped(text)
    }

    /// A Swift type name made of a machine's name: letters and digits, words capitalised.
    package static func identifier(_ name: String) -> String {
        var output = ""
        var capitalizeNext = true
        for character in name {
            if character.isLetter || character.isNumber, character.isASCII {
                output += capitalizeNext ? character.uppercased() : String(character)
                capitalizeNext = false
            } else {
                capitalizeNext = true
            }
        }
        if output.isEmpty || output.first!.isNumber { output = "Machine" + output }
        return output
    }
}
