import Foundation
import TestSupport
import Testing

@Suite struct PathsTests {
    @Test func aLineLongerThanAnyCommandIsSkippedNotKept() throws {
        // 8 MB on one line (a pasted file, a hostile pipe): named and skipped; the next line is read.
        let input = String(repeating: "a", count: 8 << 20) + "\nload\nquit\n"
        let run = try inspect(["explore", "Fixtures/specs/blog-entry.yaml"], input: input)
        #expect(run.status == 2)
        #expect(run.stdout.contains("line longer than 1048576 bytes: not read (a command is a few words)\n> load\n"))
        #expect(run.stderr == "vsm-inspect: line 1: line longer than 1048576 bytes: not read (a command is a few words)\n")
    }

    @Test func shortestPathToOneState() throws {
        let run = try inspect(["paths", "Fixtures/specs/blog-entry.yaml", "--to", "closed"])
        #expect(run.status == 0)
        #expect(run.stdout == "initialized --load--> loading --finish--> failed --dismiss--> closed\n")
        let kind = try inspect(["paths", "RatesStore", "--to", "showingError"])
        // The store's own async code: the request, then the API's answer, as a step of its own.
        #expect(
            kind.stdout == "Rates(counter: 0, idle, rates: unknown) --updateRates--> Rates(counter: 0, loading, rates: unknown)"
                + " [updateRates waits on rates() since Rates(counter: 0, idle, rates: unknown)]"
                + " --answer of rates(): failure(offline)--> Rates(counter: 0, idle, rates: failed)\n")
    }

    @Test func shortestPathsAndACoverOfEveryTransition() throws {
        let run = try inspect(["paths", "Fixtures/specs/blog-entry.yaml"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                Shortest paths (5 states):
                  initialized: initialized
                  loading: initialized --load--> loading
                  loaded: initialized --load--> loading --finish--> loaded
                  failed: initialized --load--> loading --finish--> failed
                  closed: initialized --load--> loading --finish--> failed --dismiss--> closed
                Covering paths (2 paths, 8 steps, every transition at least once):
                  1. initialized --load--> loading --finish--> loaded --refresh--> loading --finish--> failed --retry--> loading
                  2. initialized --load--> loading --finish--> failed --dismiss--> closed

                """)
    }

    @Test func coverTakesEveryTransitionOfEveryFixture() throws {
        for machine in ["BlogEntry", "RatesStore", "ShopNavigation", "ProductsFlow", "Fixtures/specs/checkout.json"] {
            let paths = try inspect(["paths", machine, "--format", "json"])
            let graph = try inspect(["render", machine, "--format", "json", "--output", "-"])
            let cover =
                (try JSONSerialization.jsonObject(with: Data(paths.stdout.utf8)) as! [String: Any])["cover"] as! [[[String: String]]]
            let model = try JSONSerialization.jsonObject(with: Data(graph.stdout.utf8)) as! [String: Any]
            let states = (model["states"] as! [[String: Any]]).map { $0["name"] as! String }
            let status = (model["states"] as! [[String: Any]]).map { $0["status"] as! String }
            var taken: Set<String> = []
            for path in cover {
                for (from, to) in zip(path, path.dropFirst()) { taken.insert("\(from["state"]!)|\(to["action"]!)|\(to["state"]!)") }
            }
            let edges = (model["edges"] as! [[String: Any]]).filter { status[$0["from"] as! Int] == "expanded" }
            for edge in edges {
                let key = "\(states[edge["from"] as! Int])|\(edge["action"] as! String)|\(states[edge["to"] as! Int])"
                #expect(taken.contains(key), "\(machine): \(key) not covered")
            }
        }
    }
}

@Suite struct ExploreTests {
    @Test func pipedSessionIsAScriptableTranscript() throws {
        let directory = try temporaryDirectory()
        let trace = directory + "/trace.json"
        let run = try inspect(
            ["explore", "BlogEntry"],
            input: """
                1
                history
                1
                refresh
                2
                back
                goto loading(error: The article could not be loaded.)
                save \(trace)
                reset
                replay \(trace)
                quit

                """)
        #expect(run.status == 0)
        try expectGolden(run.stdout.replacingOccurrences(of: trace, with: "TRACE"), "explore-piped.txt")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: trace))) as! [String: Any]
        #expect(
            (saved["trace"] as! [[String: String]]).last
                == ["action": "answer of article(): failure(unavailable)", "state": "loading(error: The article could not be loaded.)"])
    }

    @Test func saveAsksBeforeReplacingAFile() throws {
        let directory = try temporaryDirectory()
        let file = directory + "/keep.json"
        try "precious".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try inspect(["explore", "BlogEntry"], input: "1\nsave \(file)\nn\nquit\n")
        #expect(run.stdout.contains("not saved: \(file): exists; not replaced\n"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "precious")
        let yes = try inspect(["explore", "BlogEntry"], input: "1\nsave \(file)\ny\nquit\n")
        #expect(yes.stdout.contains("saved 1 moves (1 steps) to \(file)"))
    }

    /// A person at a terminal: `script` gives the inspector a pseudo-terminal, so line
    /// editing is on. Typing "histry", two left arrows and "o" edits the line to "history".
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "util-linux's script is not installed"))
    func terminalSessionWithLineEditing() throws {
        let command = "'\(inspectorPath)' explore Fixtures/specs/blog-entry.yaml"
        let keys = "1\r" + "histry\u{1B}[D\u{1B}[Do\r" + "quit\r"
        let run = try inspect(["-qec", command, "/dev/null"], input: keys, executable: "/usr/bin/script")
        let screen = run.stdout.replacingOccurrences(of: "\r", with: "")
        #expect(run.status == 0)
        #expect(screen.contains("state: loading  (kind: loading, depth 1)"))
        #expect(screen.contains("initialized --load--> loading\n"))
        #expect(screen.contains("1. finish → loaded"))
    }
}
