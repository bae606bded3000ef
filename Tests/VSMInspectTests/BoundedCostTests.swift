import Foundation
import MachineKit
import TestSupport
import Testing

/// Cost bounded by limits a user can read: a chart's shape refused before exploring, names
/// printed shortened, paths and tests within a count and a byte budget. Each limit exceeded
/// is one line on standard error and exit code 2.
@Suite struct BoundedCostTests {
    /// `regions` parallel regions of `states` states each, each region with an event of its own.
    static func regions(_ regions: Int, states: Int) -> String {
        let bodies = (0..<regions).map { region in
            let children = (0..<states).map { state in
                "\"s\(state)\": {\"on\": {\"e\(region)\": \"s\((state + 1) % states)\"}}"
            }
            return "\"r\(region)\": {\"initial\": \"s0\", \"states\": {\(children.joined(separator: ", "))}}"
        }
        return "{\"id\": \"regions\", \"type\": \"parallel\", \"states\": {\(bodies.joined(separator: ", "))}}\n"
    }

    /// A chain `s0 -> s1 -> ... -> s(n-1)`, the last one final.
    static func chain(_ count: Int) -> String {
        var lines = ["id: chain", "initial: s0", "states:"]
        for state in 0..<count - 1 { lines += ["  s\(state):", "    on:", "      next: s\(state + 1)"] }
        lines += ["  s\(count - 1):", "    type: final"]
        return lines.joined(separator: "\n") + "\n"
    }

    func write(_ text: String, named name: String) throws -> (directory: String, path: String) {
        let directory = try temporaryDirectory()
        let path = directory + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    @Test func regionsThatMultiplyPastTheLimitAreRefusedBeforeExploring() throws {
        let (directory, _) = try write(Self.regions(17, states: 2), named: "regions.json")
        let run = try inspect(["check", "regions.json"], directory: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr == "vsm-inspect: regions.json:1: the regions of this parallel state can form 131072 configurations "
                + "together; a parallel state may have at most 100000 (the limit)\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func regionsWithinTheLimitAreExplored() throws {
        let (directory, _) = try write(Self.regions(8, states: 2), named: "regions.json")
        let run = try inspect(["check", "regions.json", "--format", "json"], directory: directory)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"states\": 256,"))
    }

    @Test func moreAtomicStatesActiveAtOnceThanTheLimitAreRefused() throws {
        let (directory, _) = try write(Self.regions(65, states: 1), named: "wide.json")
        let run = try inspect(["check", "wide.json"], directory: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr == "vsm-inspect: wide.json:1: 65 states are active at once here (one in each parallel region); "
                + "a chart may have at most 64 (the limit)\n")
    }

    /// One 4,000-byte name, aliased into a 27-deep chain above 10 regions whose events have two
    /// outcomes each: 1,024 configurations of 1 MB names, refused by the bytes they would print.
    @Test func aliasAmplifiedNamesAreRefusedByTheBytesTheyWouldPrint() throws {
        var lines = [
            "id: amp", "type: parallel", "defs:", "  - &n " + String(repeating: "N", count: 4_000),
            "  - &c0 {initial: *n, states: {*n: {on: {go: [b, *n]}}, b: {on: {go: [*n, b]}}}}",
        ]
        for depth in 1..<27 { lines.append("  - &c\(depth) {initial: *n, states: {*n: *c\(depth - 1)}}") }
        lines.append("states:")
        for region in 0..<10 { lines.append("  r\(region): *c26") }
        let (directory, _) = try write(lines.joined(separator: "\n") + "\n", named: "amp.yaml")
        let run = try inspect(["check", "amp.yaml", "--format", "json"], directory: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr == "vsm-inspect: amp.yaml:1: the names of the configurations this chart can form come to "
                + "1085769728 bytes; a chart may have at most 268435456 (the limit)\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func aLongNameIsPrintedShortenedWithADigestAndFoundAsPrinted() throws {
        let long = String(repeating: "N", count: 2_000)
        let (directory, _) = try write(
            "{\"id\": \"long\", \"initial\": \"\(long)\", \"states\": {\"\(long)\": {\"on\": {\"go\": \"b\"}}, \"b\": {}}}\n",
            named: "long.json")
        let shortened = String(repeating: "N", count: 1_024 - 20) + "\u{2026}#3d85e955faa51a65"
        #expect(shortened.utf8.count == 1_024)
        let run = try inspect(["paths", "long.json"], directory: directory)
        #expect(run.status == 0)
        #expect(run.stdout.contains("  \(shortened): \(shortened)\n"))
        #expect(!run.stdout.contains(long))
        let to = try inspect(["paths", "long.json", "--to", "b"], directory: directory)
        #expect(to.stdout == "\(shortened) --go--> b\n")
    }

    /// DOT text of a diagram `render` lays out with sfdp says so (`layout="sfdp"`): Graphviz's
    /// `dot` program took minutes on such a graph (a chain of 135 states, each with a way back).
    @Test func theDOTOfADiagramForSfdpNamesItsLayout() throws {
        var lines = ["id: back", "initial: s0", "states:"]
        for state in 0..<135 { lines.append("  s\(state): {on: {next: s\((state + 1) % 135), back: s0}}") }
        let (directory, _) = try write(lines.joined(separator: "\n") + "\n", named: "back.yaml")
        let run = try inspect(["render", "back.yaml", "--format", "dot"], directory: directory)
        #expect(run.status == 0)
        #expect(run.stdout.contains(#", layout="sfdp"];"#))
        let small = try inspect(["render", repositoryRoot + "/Fixtures/specs/blog-entry.yaml", "--format", "dot"])
        #expect(!small.stdout.contains("layout="))
    }

    /// A page holds at most 400,000 states: exploration for a page stops one state past them,
    /// and the run is refused then, not after exploring everything.
    @Test func aPageOfMoreStatesThanItsLimitIsRefusedAtTheLimit() throws {
        let (directory, _) = try write(Self.chain(450_000), named: "chain.yaml")
        let run = try inspect(["render", "chain.yaml", "--format", "html", "--output", "chain.html"], directory: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr == "vsm-inspect: chain: more than 400000 states are too many for the page (the limit); "
                + "bound exploration with --max-states or the machine's constraint\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/chain.html"))
    }

    @Test func pathsPastMaxPathsAreRefusedBeforeAnyIsPrinted() throws {
        let (directory, _) = try write(Self.chain(30), named: "chain.yaml")
        let run = try inspect(["paths", "chain.yaml", "--max-paths", "30"], directory: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr == "vsm-inspect: chain: 31 paths (30 shortest, 1 covering) are more than --max-paths 30 (the limit); "
                + "give --to STATE for one path, or a larger --max-paths\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func pathsStopAtTheByteBudgetWithWhatFits() throws {
        let (directory, _) = try write(Self.chain(30), named: "chain.yaml")
        let run = try inspect(["paths", "chain.yaml", "--max-output-bytes", "120"], directory: directory)
        #expect(run.status == 2)
        #expect(run.stdout == "Shortest paths (30 states):\n  s0: s0\n  s1: s0 --next--> s1\n  s2: s0 --next--> s1 --next--> s2\n")
        #expect(
            run.stderr == "vsm-inspect: chain: stopped after 3 paths reached --max-output-bytes 120 (the limit); "
                + "give --to STATE for one path, or a larger --max-output-bytes\n")
        let json = try inspect(["paths", "chain.yaml", "--format", "json", "--max-output-bytes", "120"], directory: directory)
        #expect(json.status == 2)
        #expect(json.stdout.isEmpty)
        #expect(json.stderr.hasPrefix("vsm-inspect: chain: not written: 0 paths already reached --max-output-bytes 120"))
    }

    @Test func pathsAsJSONAreTheDocumentTheyWereBeforeStreaming() throws {
        let run = try inspect(["paths", "Fixtures/specs/blog-entry.yaml", "--format", "json"])
        #expect(run.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((document?["shortest"] as? [Any])?.count == 5)
        #expect((document?["cover"] as? [Any])?.count == 2)
        #expect(run.stdout.hasPrefix("{\n  \"machine\": \"BlogEntrySpec\",\n  \"shortest\": [\n    {\n      \"state\": \"initialized\",\n"))
        #expect(run.stdout.hasSuffix("\n      }\n    ]\n  ]\n}\n"))
    }

    @Test func testsPastTheirLimitsAreRefusedAndNothingIsWritten() throws {
        let (directory, _) = try write(Self.chain(30), named: "chain.yaml")
        let many = try inspect(
            ["tests", "chain.yaml", "--shortest", "--max-paths", "20", "--output", "ChainTests.swift"],
            directory: directory)
        #expect(many.status == 2)
        #expect(
            many.stderr == "vsm-inspect: chain: 31 paths (1 covering, 30 shortest) are more than --max-paths 20 (the limit); "
                + "leave out --shortest, or a larger --max-paths\n")
        let big = try inspect(
            ["tests", "chain.yaml", "--shortest", "--max-output-bytes", "4000", "--output", "ChainTests.swift"],
            directory: directory)
        #expect(big.status == 2)
        #expect(big.stderr.hasPrefix("vsm-inspect: chain: not written: "))
        #expect(
            big.stderr.hasSuffix(
                " paths already reached --max-output-bytes 4000 (the limit); leave out --shortest, or a larger --max-output-bytes\n"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/ChainTests.swift"))
    }

    @Test func specFilesPastTheStandardLimitsAreReadWhenTheyAreRaised() throws {
        let (directory, _) = try write(Self.chain(30), named: "chain.yaml")
        let size = try #require(FileManager.default.attributesOfItem(atPath: directory + "/chain.yaml")[.size] as? Int)
        let small = try inspect(["check", "chain.yaml", "--max-spec-bytes", "\(size - 1)"], directory: directory)
        #expect(small.status == 2)
        #expect(small.stderr == "vsm-inspect: chain.yaml: is \(size) bytes; a spec file may have at most \(size - 1) (the limit)\n")
        #expect(try inspect(["check", "chain.yaml", "--max-spec-bytes", "\(size)"], directory: directory).status == 0)
        let states = try inspect(["render", "chain.yaml", "--format", "dot", "--max-spec-states", "29"], directory: directory)
        #expect(states.status == 2)
        #expect(states.stderr == "vsm-inspect: chain.yaml:91: state 's29': more than 29 states (the limit)\n")
        let transitions = try inspect(["check", "chain.yaml", "--max-spec-transitions", "28"], directory: directory)
        #expect(transitions.status == 2)
        #expect(
            transitions.stderr
                == "vsm-inspect: chain.yaml:88: state 's28': more than 28 transitions once nested states inherit their parents' events (the limit)\n"
        )
        #expect(
            try inspect(["check", "chain.yaml", "--max-spec-transitions", "29", "--max-spec-states", "30"], directory: directory).status
                == 0)
        let zero = try inspect(["check", "chain.yaml", "--max-spec-bytes", "0"], directory: directory)
        #expect(zero.status != 0)
        #expect(zero.stderr.contains("--max-spec-bytes must be a positive number, got 0"))
    }

    /// A parallel state `p` of two regions of three states in a cycle each.
    static let twoRegionsOfThree: String = {
        let region = { (name: String, state: String, event: String) in
            "      \(name):\n        initial: \(state)1\n        states:\n"
                + (1...3).map { "          \(state)\($0): {on: {\(event): \(state)\($0 % 3 + 1)}}\n" }.joined()
        }
        return "id: P\ninitial: p\nstates:\n  p:\n    type: parallel\n    states:\n"
            + region("a", "x", "left") + region("b", "y", "right")
    }()

    @Test func chartsPastTheConfigurationNameLimitAreReadWhenItIsRaised() throws {
        // 9 configurations, each named by two full names (`p.a.x1 + p.b.y1`, 15 bytes): 135
        // bytes of names together.
        let (directory, _) = try write(Self.twoRegionsOfThree, named: "p.yaml")
        let refused = try inspect(["check", "p.yaml", "--max-configuration-name-bytes", "134"], directory: directory)
        #expect(refused.status == 2)
        #expect(
            refused.stderr == "vsm-inspect: p.yaml:4: state 'p': the names of the configurations this chart can form come to 135 bytes; "
                + "a chart may have at most 134 (the limit)\n")
        let read = try inspect(["check", "p.yaml", "--max-configuration-name-bytes", "135"], directory: directory)
        #expect(read.stderr.isEmpty)
        #expect(read.status == 0)
        #expect(read.stdout.hasPrefix("P: ok: 9 states"))
        let zero = try inspect(["check", "p.yaml", "--max-configuration-name-bytes", "0"], directory: directory)
        #expect(zero.status != 0)
        #expect(zero.stderr.contains("--max-configuration-name-bytes must be a positive number, got 0"))
        let limits = SpecMachine.Limits(configurationNameBytes: 134)
        #expect(throws: SpecError.self) { try SpecMachine.load(path: directory + "/p.yaml", limits: limits) }
        #expect(try SpecMachine.load(path: directory + "/p.yaml", limits: .init(configurationNameBytes: 135)).explore().stateCount == 9)
    }

    @Test func chartsPastTheParallelConfigurationLimitAreReadWhenItIsRaised() throws {
        // 9 configurations of `p`.
        let (directory, _) = try write(Self.twoRegionsOfThree, named: "p.yaml")
        let refused = try inspect(["check", "p.yaml", "--max-parallel-configurations", "8"], directory: directory)
        #expect(refused.status == 2)
        #expect(
            refused.stderr == "vsm-inspect: p.yaml:4: state 'p': the regions of this parallel state can form 9 configurations together; "
                + "a parallel state may have at most 8 (the limit)\n")
        let read = try inspect(["check", "p.yaml", "--max-parallel-configurations", "9"], directory: directory)
        #expect(read.status == 0)
        #expect(read.stdout.hasPrefix("P: ok: 9 states"))
        let zero = try inspect(["check", "p.yaml", "--max-parallel-configurations", "0"], directory: directory)
        #expect(zero.stderr.contains("--max-parallel-configurations must be a positive number, got 0"))
        #expect(throws: SpecError.self) {
            try SpecMachine.load(path: directory + "/p.yaml", limits: .init(parallelConfigurations: 8))
        }
        #expect(try SpecMachine.load(path: directory + "/p.yaml", limits: .init(parallelConfigurations: 9)).explore().stateCount == 9)
    }

    @Test func manySpecFilesInOneFolderAreCheckedInOneRun() throws {
        let directory = try temporaryDirectory()
        for index in 0..<500 {
            try Data("id: m\(index)\ninitial: a\nstates:\n  a:\n    on:\n      go: b\n  b:\n    type: final\n".utf8)
                .write(to: URL(fileURLWithPath: directory + "/m\(index).yaml"))
        }
        let run = try inspect(["check", ".", "--format", "json"], directory: directory)
        #expect(run.status == 0)
        #expect(run.stdout.components(separatedBy: "\"machine\": ").count == 501)
    }

    @Test func reportsAndDiagramsPastTheByteBudgetAreNotWritten() throws {
        let whole = try inspect(["check", "Fixtures/specs/blog-entry.yaml", "--format", "json"])
        let size = whole.stdout.utf8.count
        #expect(
            try inspect(["check", "Fixtures/specs/blog-entry.yaml", "--format", "json", "--max-output-bytes", "\(size)"]).stdout
                == whole.stdout)
        let over = try inspect([
            "check", "Fixtures/specs/blog-entry.yaml", "--format", "json", "--graph",
            "--max-output-bytes", "\(size)",
        ])
        #expect(over.status == 2)
        #expect(over.stdout.isEmpty)
        #expect(
            over.stderr == "vsm-inspect: the JSON report of 1 machine would be more than --max-output-bytes \(size) (the limit): "
                + "check fewer machines, leave out --graph, or give a larger --max-output-bytes\n")
        for format in ["json", "dot", "mermaid"] {
            let diagram = try inspect(["render", "Fixtures/specs/blog-entry.yaml", "--format", format, "--max-output-bytes", "300"])
            #expect(diagram.status == 2)
            #expect(diagram.stdout.isEmpty)
            #expect(
                diagram.stderr == "vsm-inspect: BlogEntrySpec: the \(format) would be more than --max-output-bytes 300 (the limit): "
                    + "use --group cases, or give a larger --max-output-bytes\n")
        }
    }

    @Test func aShortenedNameIsKeptWholeOnceInTheJSONReport() throws {
        let long = String(repeating: "N", count: 2_000)
        let (directory, _) = try write(
            "{\"id\": \"long\", \"type\": \"parallel\", \"states\": {\"r1\": {\"initial\": \"\(long)\", \"states\": "
                + "{\"\(long)\": {\"on\": {\"go\": \"b\"}}, \"b\": {}}}, \"r2\": {\"initial\": \"c\", \"states\": {\"c\": {}}}}}\n",
            named: "long.json")
        let run = try inspect(["check", "long.json", "--format", "json"], directory: directory)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let machine = try #require((root["machines"] as? [[String: Any]])?.first)
        let reachable = try #require(machine["reachable"] as? [String])
        #expect(reachable.count == 2)
        #expect(reachable[0].utf8.count == 1_024 && reachable[0].hasPrefix("r1.NNN") && reachable[1] == "r1.b + r2.c")
        let full = try #require(machine["fullNames"] as? [[String: String]])
        #expect(full == [["name": reachable[0], "full": "r1.\(long) + r2.c"]])
        #expect(run.stdout.components(separatedBy: long).count == 2)
    }
}
