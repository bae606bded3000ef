import Foundation
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import TestSupport
import Testing

/// The flat reader (one pass over the bytes, no tree, no chart) and the general reader
/// (document tree, ``Statechart``, engine) must make the same machine of every file the flat
/// reader takes, and the general reader must get every file it does not: the same error,
/// word for word, where there is one.
@Suite struct FlatSpecReaderTests {
    /// Whether the flat reader takes the file at `path`.
    private func readsFlat(_ path: String, limits: SpecLimits = .standard) throws -> Bool {
        let bytes = try SpecMachine.contents(ofFile: path, limit: limits.fileBytes)
        let ending = (path as NSString).pathExtension.lowercased()
        guard ending != "scxml" else { return false }
        return FlatSpecReader.read(
            bytes, json: ending == "json", file: path, fallbackName: "x", limits: limits, dialect: nil) != nil
    }

    /// Loads `path` both ways and expects the same machine, or the same error.
    private func compare(_ path: String, limits: SpecLimits = .standard, sourceLocation: SourceLocation = #_sourceLocation) {
        let general: Result<Machine<Statechart.Configuration, String>, SpecError>
        let loaded: Result<Machine<Statechart.Configuration, String>, SpecError>
        do { general = .success(try SpecMachine.loadWithoutFlatReader(path: path, limits: limits)) } catch { general = .failure(error) }
        do { loaded = .success(try SpecMachine.load(path: path, limits: limits)) } catch { loaded = .failure(error) }
        switch (general, loaded) {
        case (.failure(let expected), .failure(let found)):
            #expect(found.description == expected.description, "\(path)", sourceLocation: sourceLocation)
        case (.success(let expected), .success(let found)):
            #expect(found.name == expected.name, "\(path)", sourceLocation: sourceLocation)
            #expect(found.origin == expected.origin, "\(path)", sourceLocation: sourceLocation)
            #expect(found.kinds?.names == expected.kinds?.names, "\(path)", sourceLocation: sourceLocation)
            #expect(found.kinds?.labels == expected.kinds?.labels, "\(path)", sourceLocation: sourceLocation)
            let mine = found.explore(), theirs = expected.explore()
            // Names, kinds, actions, moves, initial and final states, depths, and the chart.
            #expect(mine.graph == theirs.graph, "\(path)", sourceLocation: sourceLocation)
            #expect(mine.graph.chart == theirs.graph.chart, "\(path)", sourceLocation: sourceLocation)
            #expect(summary(mine.report.findings) == summary(theirs.report.findings), "\(path)", sourceLocation: sourceLocation)
            #expect(mine.report.statistics.transitions == theirs.report.statistics.transitions, "\(path)", sourceLocation: sourceLocation)
            let fullNames = {
                (exploration: Exploration<Statechart.Configuration, String>, machine: Machine<Statechart.Configuration, String>) in
                (0..<exploration.stateCount).map { machine.traits.fullStateName?(exploration.state($0)) }
            }
            #expect(fullNames(mine, found) == fullNames(theirs, expected), "\(path)", sourceLocation: sourceLocation)
        case (.failure(let error), .success):
            Issue.record("\(path): only the general reader refused it: \(error)", sourceLocation: sourceLocation)
        case (.success, .failure(let error)):
            Issue.record("\(path): only the flat reader's path refused it: \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func theRepositorysSpecFilesLoadAlikeEitherWay() throws {
        let roots = ["Fixtures", "Tests/MachineKitTests/StatechartCorpus", "Tests/FuzzTests/Regressions", "Examples"]
        var files: [String] = []
        for root in roots {
            let base = repositoryRoot + "/" + root
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            for case let relative as String in walker where !relative.contains(".build") && !relative.hasSuffix(".expected.json") {
                if ["json", "yaml", "yml"].contains((relative as NSString).pathExtension.lowercased()) {
                    files.append(base + "/" + relative)
                }
            }
        }
        files.sort()
        #expect(files.count > 70)
        var flat: [String] = []
        for file in files {
            compare(file)
            if try readsFlat(file) { flat.append((file as NSString).lastPathComponent) }
        }
        // The fixtures written flat and plain are read the fast way.
        #expect(flat.contains("blog-entry.yaml"))
        // A target that names no state is the general reader's to word.
        #expect(!flat.contains("missing-target.yaml"))
    }

    /// A deterministic random flat machine, as JSON and as YAML, in the forms the flat reader
    /// takes and a few it leaves to the general reader.
    private struct Generator {
        var seed: UInt64
        mutating func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: seed >> 33) % bound
        }

        /// States, each with its events: (event, targets, written as an object).
        mutating func machine(states: Int) -> [(name: String, final: Bool, events: [(String, [String], Bool)])] {
            let events = ["next", "jump", "back", "go.on", "retry"]
            let names = (0..<states).map { index in
                switch index % 7 {
                case 3: "s.\(index)"
                case 5: "state \(index)"
                // Longer than the 8 bytes the reader's table compares in place, alike up to there.
                case 6: "waiting.for.\(index)"
                default: "s\(index)"
                }
            }
            return names.map { name in
                let final = next(9) == 0
                var own: [(String, [String], Bool)] = []
                for event in events where next(3) > 0 {
                    let count = 1 + next(3)
                    own.append((event, (0..<count).map { _ in names[next(names.count)] }, next(4) == 0))
                }
                return (name, final, own)
            }
        }
    }

    private func json(_ machine: [(name: String, final: Bool, events: [(String, [String], Bool)])], id: String) -> String {
        var text = "{\"id\": \"\(id)\", \"initial\": \"\(machine[0].name)\", \"states\": {\n"
        for (offset, state) in machine.enumerated() {
            var parts: [String] = []
            if state.final { parts.append("\"type\": \"final\"") }
            if !state.events.isEmpty {
                let events = state.events.map { event, targets, object -> String in
                    let written = targets.map { object ? "{\"target\": \"\($0)\"}" : "\"\($0)\"" }
                    return "\"\(event)\": " + (written.count == 1 && !object ? written[0] : "[" + written.joined(separator: ", ") + "]")
                }
                parts.append("\"on\": {\n      " + events.joined(separator: ",\n      ") + "}")
            }
            text += "  \"\(state.name)\": {" + parts.joined(separator: ", ") + "}" + (offset + 1 < machine.count ? ",\n" : "\n")
        }
        return text + "}}\n"
    }

    private func yaml(_ machine: [(name: String, final: Bool, events: [(String, [String], Bool)])], id: String) -> String {
        func name(_ text: String) -> String { text.contains(" ") ? "'\(text)'" : text }
        var text = "# generated\nid: \(id)\ninitial: \(name(machine[0].name))\nstates:\n"
        for (offset, state) in machine.enumerated() {
            text += "  \(name(state.name)):\n"
            if offset % 11 == 4 { text += "\n    # a comment\n" }
            if state.final { text += "    type: final\n" }
            guard !state.events.isEmpty else { continue }
            text += "    on:\n"
            for (event, targets, block) in state.events {
                if block, targets.count == 1 {
                    text += "      \(event): { target: \(name(targets[0])) }  # one object\n"
                } else if block {
                    text +=
                        "      \(event):\n"
                        + targets.enumerated().map { offset, target in
                            offset % 2 == 0 ? "        - \(name(target))\n" : "        - target: \(name(target))\n"
                        }.joined()
                } else if targets.count == 1 {
                    text += "      \(event): \(name(targets[0]))\n"
                } else {
                    text += "      \(event): [" + targets.map(name).joined(separator: ", ") + "]\n"
                }
            }
        }
        return text
    }

    @Test func generatedFlatSpecsLoadAlikeEitherWay() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flat-spec-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = Generator(seed: 11)
        for round in 0..<12 {
            let machine = generator.machine(states: 5 + generator.next(60))
            for (ending, text) in [("json", json(machine, id: "Flat\(round)")), ("yaml", yaml(machine, id: "Flat\(round)"))] {
                let path = directory.appendingPathComponent("m\(round).\(ending)").path
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                #expect(try readsFlat(path), "\(path)")
                compare(path)
            }
        }
    }

    @Test func filesTheFlatReaderLeavesGetTheGeneralReadersVerdict() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flat-spec-left-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [(String, String)] = [
            ("missing-target.json", "{\"initial\": \"a\", \"states\": {\"a\": {\"on\": {\"go\": \"nowhere\"}}}}"),
            ("duplicate.json", "{\"initial\": \"a\", \"states\": {\"a\": {}, \"a\": {}}}"),
            ("wildcard.json", "{\"initial\": \"a\", \"states\": {\"a\": {\"on\": {\"*\": \"b\"}}, \"b\": {}}}"),
            ("no-initial.yaml", "states:\n  a:\n    on:\n      go: a\n"),
            ("bad-initial.yaml", "initial: z\nstates:\n  a:\n"),
            (
                "guarded.yaml",
                "initial: a\nstates:\n  a:\n    on:\n      go:\n        - target: b\n          guard: ok\n        - target: a\n  b:\n"
            ),
            ("targetless.yaml", "initial: a\nstates:\n  a:\n    on:\n      go:\n  b:\n"),
            ("odd-indent.yaml", "initial: a\nstates:\n  a:\n    on:\n      go: b\n     stop: a\n  b:\n"),
            ("dotted.yaml", "initial: a\nstates:\n  a:\n    on:\n      go: b.c\n  b:\n"),
            ("nested.yaml", "initial: a\nstates:\n  a:\n    initial: b\n    states:\n      b:\n"),
            ("v4-key.json", "{\"initial\": \"a\", \"states\": {\"a\": {\"on\": {\"go\": {\"target\": \"a\", \"cond\": \"x\"}}}}}"),
            ("null-name.yaml", "initial: a\nstates:\n  a:\n    on:\n      go: null\n"),
            ("crlf.yaml", "initial: a\r\nstates:\r\n  a:\r\n    on:\r\n      go: a\r\n"),
            // The same name in two Unicode spellings (U+00E9, and e with U+0301): one key to the
            // general reader, which compares names as Swift strings.
            ("spellings.json", "{\"initial\": \"\u{E9}\", \"states\": {\"\u{E9}\": {}, \"e\u{301}\": {}}}"),
        ]
        for (name, text) in cases {
            let path = directory.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(try !readsFlat(path), "\(name)")
            compare(path)
        }
    }

    @Test func limitsTheFlatReaderMeetsAreLeftToTheGeneralReader() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flat-spec-limits-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("chain.json").path
        let states = (0..<40).map { "\"c\($0)\": {\"on\": {\"next\": [\"c\(($0 + 1) % 40)\", \"c\(($0 + 2) % 40)\"]}}" }
        try ("{\"initial\": \"c0\", \"states\": {" + states.joined(separator: ", ") + "}}").write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(try readsFlat(path))
        compare(path)
        var limits = SpecLimits.standard
        for change in 0..<5 {
            limits = .standard
            switch change {
            case 0: limits.states = 39
            case 1: limits.transitions = 79
            case 2: limits.targetsPerEvent = 1
            case 3: limits.configurationNameBytes = 100
            default: limits.nameBytes = 2
            }
            #expect(try !readsFlat(path, limits: limits), "change \(change)")
            compare(path, limits: limits)
        }
    }
}
