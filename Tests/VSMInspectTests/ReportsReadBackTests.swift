import Foundation
import TestSupport
import Testing

/// Reports read back strictly: a `check --format json --graph` report given to `diff` whose
/// links cannot make a trace is one line naming the report and the state, exit code 2, never
/// a crash.
@Suite struct ReportsReadBackTests {
    /// The blog entry's report with `edit` applied to its graph.
    func report(_ edit: (inout [String: Any]) -> Void) throws -> String {
        try reportWithEntry { entry in
            var graph = entry["graph"] as? [String: Any] ?? [:]
            edit(&graph)
            entry["graph"] = graph
        }
    }

    func reached(_ state: Int, by move: Int) -> (inout [String: Any]) -> Void {
        { graph in
            var states = graph["states"] as! [[String: Any]]
            states[state]["reachedBy"] = move
            graph["states"] = states
        }
    }

    static let cases: [(state: Int, move: Int, message: String)] = [
        // The initial state reached by a later move (this tripped a precondition).
        (0, 3, "state 0 is reached by move 3, which does not lead to it"),
        // loading reached by refresh from loaded, numbered after it: loaded is reached from loading.
        (1, 3, "state 1 is reached from state 2, which is not before it: a state's parent comes before it"),
        (1, 5, "state 1 is reached by move 5, which does not lead to it"),
        (2, 99, "state 2 is reached by move 99, which the report lacks"),
        (3, -7, "state 3 is reached by move -7, which the report lacks"),
    ]

    @Test(arguments: cases)
    func aLinkThatCannotMakeATraceIsOneLine(state: Int, move: Int, message: String) throws {
        let path = try report(reached(state, by: move))
        let run = try inspect(["diff", path, "Fixtures/specs/blog-entry.yaml"])
        #expect(run.status == 2)
        #expect(run.stderr == "vsm-inspect: \(path): machine 1: \(message)\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func kindsWhoseParentsFormACycleAreOneLine() throws {
        let path = try report { graph in graph["kindParents"] = [1, 0, NSNull(), NSNull(), NSNull()] }
        let run = try inspect(["diff", path, "Fixtures/specs/blog-entry.yaml"])
        #expect(run.status == 2)
        #expect(run.stderr == "vsm-inspect: \(path): machine 1: the parents of kind 0 form a cycle\n")
    }

    /// A field missing, of another type, or unknown is an error naming where, never a default.
    static let shapes: [(edit: @Sendable (inout [String: Any]) -> Void, message: String)] = [
        ({ graph in graph["kindsDeclared"] = nil }, "graph: kindsDeclared: missing"),
        ({ graph in graph["colour"] = "blue" }, "graph: colour: not a field of the graph"),
        (
            { graph in
                var states = graph["states"] as! [[String: Any]]
                states[2]["depth"] = nil
                graph["states"] = states
            }, "graph: states[2].depth: missing"
        ),
        (
            { graph in
                var states = graph["states"] as! [[String: Any]]
                states[1]["final"] = "no"
                graph["states"] = states
            }, "graph: states[1].final: not true or false"
        ),
        (
            { graph in
                var states = graph["states"] as! [[String: Any]]
                states[0]["status"] = "asleep"
                graph["states"] = states
            }, "graph: states[0].status: 'asleep' is not a state's status"
        ),
        (
            { graph in
                var moves = graph["moves"] as! [[String: Any]]
                moves[0]["weight"] = 1
                graph["moves"] = moves
            }, "graph: moves[0].weight: not a field of the graph"
        ),
    ]

    @Test(arguments: 0..<shapes.count)
    func aGraphFieldMissingOfAnotherTypeOrUnknownIsOneLine(index: Int) throws {
        let path = try report(Self.shapes[index].edit)
        let run = try inspect(["diff", path, "Fixtures/specs/blog-entry.yaml"])
        #expect(run.status == 2)
        #expect(run.stderr == "vsm-inspect: \(path): machine 1: \(Self.shapes[index].message)\n")
    }

    /// The blog entry's report with `edit` applied to its machine's entry.
    func reportWithEntry(_ edit: (inout [String: Any]) -> Void) throws -> String {
        let run = try inspect(["check", "Fixtures/specs/blog-entry.yaml", "--format", "json", "--graph"])
        var root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var machines = try #require(root["machines"] as? [[String: Any]])
        try #require(machines[0]["graph"] is [String: Any])
        edit(&machines[0])
        root["machines"] = machines
        let path = try temporaryDirectory() + "/report.json"
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Findings, statistics and completeness are read as strictly as the graph.
    static let entries: [(edit: @Sendable (inout [String: Any]) -> Void, message: String)] = [
        ({ $0["findings"] = [["check": "dead-end", "state": "loaded"]] }, "findings[0].message: missing"),
        ({ $0["findings"] = [["check": "sleepy", "message": "zzz"]] }, "findings[0].check: unknown check 'sleepy'"),
        ({ $0["findings"] = ["dead-end"] }, "findings[0]: not an object"),
        (
            { $0["findings"] = [["check": "dead-end", "state": "loaded", "message": "m", "trace": [["action": "load"]]]] },
            "findings[0].trace: not a list of steps, each with its state"
        ),
        ({ $0["findings"] = nil }, "'BlogEntrySpec' has no 'findings' list"),
        ({ $0["complete"] = "yes" }, "'BlogEntrySpec': 'complete' is missing or not true or false"),
        ({ $0["stats"] = ["states": 4] }, "'BlogEntrySpec': stats needs 'states', 'transitions' and 'depth'"),
    ]

    @Test(arguments: 0..<entries.count)
    func aFindingOrStatisticMissingOrOfAnotherTypeIsOneLine(index: Int) throws {
        let path = try reportWithEntry(Self.entries[index].edit)
        let run = try inspect(["diff", path, "Fixtures/specs/blog-entry.yaml"])
        #expect(run.status == 2)
        #expect(run.stderr == "vsm-inspect: \(path): machine 1: \(Self.entries[index].message)\n")
    }

    @Test func theUntouchedReportDiffsClean() throws {
        let path = try report { _ in }
        let run = try inspect(["diff", path, "Fixtures/specs/blog-entry.yaml"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
    }
}
