import Foundation
import TestSupport
import Testing

/// What reaches a terminal: names escaped, one error line, nothing on standard output on an
/// error, and a command line that did not ask for help gets none.
@Suite struct TerminalContractTests {
    /// A state named to retitle and clear the terminal, an event with a NUL and a newline.
    static let hostileSpec = """
        id: "Hostile\\e[31m"
        initial: "\\e]0;owned\\a\\e[2J"
        states:
          "\\e]0;owned\\a\\e[2J":
            on:
              "go\\0\\nnow\\u202E": "next\\r"
          "next\\r":
            type: final

        """

    private func write(_ text: String, _ name: String) throws -> String {
        let path = try temporaryDirectory() + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func errorsShowControlCharactersEscaped() throws {
        let spec = try write(Self.hostileSpec.replacingOccurrences(of: "\"next\\r\"\n", with: "\"nowhere\\r\"\n"), "hostile.yaml")
        let run = try inspect(["check", spec])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "vsm-inspect: \(spec):6: state '\\u{1B}]0;owned\\u{7}\\u{1B}[2J': target 'nowhere\\u{D}' names no state\n")
    }

    @Test func pathsAndExploreShowNamesEscaped() throws {
        let spec = try write(Self.hostileSpec, "hostile.yaml")
        let paths = try inspect(["paths", spec])
        #expect(paths.status == 0)
        #expect(
            paths.stdout == """
                Shortest paths (2 states):
                  \\u{1B}]0;owned\\u{7}\\u{1B}[2J: \\u{1B}]0;owned\\u{7}\\u{1B}[2J
                  next\\u{D}: \\u{1B}]0;owned\\u{7}\\u{1B}[2J --go\\u{0}\\u{A}now\\u{202E}--> next\\u{D}
                Covering paths (1 paths, 1 steps, every transition at least once):
                  1. \\u{1B}]0;owned\\u{7}\\u{1B}[2J --go\\u{0}\\u{A}now\\u{202E}--> next\\u{D}

                """)
        let explore = try inspect(["explore", spec], input: "1\nhistory\nquit\n")
        #expect(explore.status == 0)
        #expect(
            explore.stdout == """
                Hostile\\u{1B}[31m: 2 states, 1 transitions. Type a number or an action name; 'help' lists the commands.

                state: \\u{1B}]0;owned\\u{7}\\u{1B}[2J  (kind: \\u{1B}]0;owned\\u{7}\\u{1B}[2J, depth 0)
                  1. go\\u{0}\\u{A}now\\u{202E} → next\\u{D}
                > 1
                state: next\\u{D}  (kind: next\\u{D}, depth 1, final)
                  no actions: a final state
                > history
                \\u{1B}]0;owned\\u{7}\\u{1B}[2J --go\\u{0}\\u{A}now\\u{202E}--> next\\u{D}
                > quit

                """)
        // JSON keeps the names exactly, escaped the JSON way.
        let json = try inspect(["paths", spec, "--to", "next\r", "--format", "json"])
        #expect(json.stdout.contains(#""state": "next\r""#))
    }

    @Test func aWordThatLooksLikeFlagsIsAMalformedCommandLineNotHelp() throws {
        let run = try inspect(["check", "-shy.yaml"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "vsm-inspect: unknown option '-shy.yaml'; a file whose name starts with '-' is given as "
                + "'./-shy.yaml' (see 'vsm-inspect help')\n")
        // Help that is asked for is still help, on standard output.
        for arguments in [["check", "--help"], ["check", "-h"], ["help", "check"]] {
            let help = try inspect(arguments)
            #expect(help.status == 0)
            #expect(help.stdout.hasPrefix("OVERVIEW: Check machines"))
        }
    }

    @Test func aBadInputAfterALongExplorationIsStillOneLine() throws {
        // 100,000 states take more than a second, when progress lines used to start; then
        // the render is refused: standard error holds that one line and nothing before it.
        let states = (0..<100_000).map { "\"s\($0)\": {\"on\": {\"next\": \"s\(($0 + 1) % 100_000)\"}}" }
        let spec = try write("{\"initial\": \"s0\", \"states\": {" + states.joined(separator: ",\n") + "}}", "chain.json")
        let run = try inspect(["render", spec, "--format", "svg", "--group", "none", "--output", "-"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "vsm-inspect: chain: 100000 nodes are too many to draw (limit 5000); use --group cases\n")
    }

    @Test func replayReadsHostileTraceFilesWithinBounds() throws {
        let directory = try temporaryDirectory()
        func replay(_ contents: [UInt8], _ name: String) throws -> String {
            let path = directory + "/" + name
            #expect(FileManager.default.createFile(atPath: path, contents: Data(contents)))
            let run = try inspect(["explore", "Fixtures/specs/blog-entry.yaml"], input: "replay \(path)\nquit\n")
            // A trace that does not replay fails the piped run, with one line naming it.
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("vsm-inspect: line 1: ") && run.stderr.filter { $0 == "\n" }.count == 1)
            let lines = run.stdout.split(separator: "\n")
            let reply = lines.firstIndex(of: "> replay \(path)").map { String(lines[$0 + 1]) } ?? ""
            return reply.replacingOccurrences(of: path, with: "TRACE")
        }
        #expect(
            try replay(Array(String(repeating: "[", count: 100_000).utf8), "deep.json")
                == "TRACE:1: nesting is deeper than 64 levels (the limit)")
        #expect(
            try replay(Array(#"{"trace": [{"state": "initialized"}, {"action": ["load"], "state": "loading"}]}"#.utf8), "types.json")
                == "TRACE:1: step 1: 'action' must be a name")
        #expect(
            try replay(Array(#"{"trace": [{"state": "initialized"}, {"action": "load"}]}"#.utf8), "nostate.json")
                == "TRACE:1: step 1 has no 'state'")
        #expect(try replay([0xFF, 0xFE, 0x00], "utf16.json") == "TRACE:1: is UTF-16 text; spec files are UTF-8")
        #expect(
            try replay(Array(#"{"trace": [{"state": "\u001B]0;x\u0007"}]}"#.utf8), "escape.json")
                == "TRACE: the trace does not start at the initial state 'initialized'")
        // 300,000 steps that loop load → finish → retry: read and matched step by step.
        var steps = [#"{"state": "initialized"}"#, #"{"action": "load", "state": "loading"}"#]
        for _ in 0..<100_000 {
            steps += [#"{"action": "finish", "state": "failed"}"#, #"{"action": "retry", "state": "loading"}"#]
        }
        steps.append(#"{"action": "finish", "state": "nowhere"}"#)
        let long = Array(("{\"machine\": \"BlogEntrySpec\", \"trace\": [\n" + steps.joined(separator: ",\n") + "]}\n").utf8)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(
            try replay(long, "long.json")
                == "TRACE: step 200002 (finish → nowhere) is not possible from 'loading'; replayed 200001 moves, nothing changed")
        #expect(clock.now - start < .seconds(30))
    }
}
