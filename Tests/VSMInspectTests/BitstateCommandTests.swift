import Foundation
import TestSupport
import Testing

/// `check --bitstate`: a partial search that says so, and `merge` of its seeds run as jobs.
@Suite struct BitstateCommandTests {
    static let broken = "Fixtures/specs/broken/blog-entry-broken.yaml"

    func entries(_ json: String) throws -> [NSDictionary] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        return (object["machines"] as! [[String: Any]]).map { $0 as NSDictionary }
    }

    @Test func aPartialSearchReportsWhatItFoundAndNeverCompleteness() throws {
        let run = try inspect(["check", Self.broken, "--bitstate", "2^16"])
        #expect(run.status == 1, "a dead end found is a failure: \(run.stdout)")
        #expect(run.stdout.contains("BrokenBlogEntry: FAILED (partial search, not complete): 8 states"))
        #expect(run.stdout.contains("dead-end: state 'stuck' is reachable, not final, and has no enabled action"))
        #expect(run.stdout.contains("trace: initialized --load--> loading --finish--> stuck"))
        // Not reached is not unreachable, and traps are not looked for.
        #expect(run.stdout.contains("unreached: state 'orphan' is declared but was not reached by the partial search"))
        #expect(!run.stdout.contains("unreachable:"))
        #expect(!run.stdout.contains("trap:"))
        #expect(run.stdout.contains("incomplete: partial search: a bit-state search (2^16 bits (8 KiB), 3 bits a state, seed 1)"))

        let json = try inspect(["check", Self.broken, "--bitstate", "8KiB", "--format", "json"])
        let entry = try entries(json.stdout)[0]
        #expect(entry["complete"] as? Bool == false)
        #expect(entry["partial"] as? Bool == true)
        #expect(entry["reachable"] as? [String] == [])
        let stopped = (entry["stopped"] as! [[String: Any]])[0]
        #expect(stopped["reason"] as? String == "bitstate")
        #expect(stopped["bits"] as? Int == 65536)
    }

    /// Hashing that is the same in every process: a plain `Hashable` state's bits in the
    /// array then do not change from job to job.
    static let deterministic = ["SWIFT_DETERMINISTIC_HASHING": "1"]

    @Test func seedsRunAsJobsMergeIntoTheSwarmsReport() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var parts: [String] = []
        for seed in 1...3 {
            let path = directory + "/seed-\(seed).json"
            _ = try inspect(
                ["check", Self.broken, "--all", "--bitstate", "2^16", "--seed", "\(seed)", "--output", path],
                environment: Self.deterministic)
            parts.append(path)
        }
        let merged = try inspect(["merge"] + parts)
        #expect(merged.status == 1, "\(merged.stderr)")
        let swarm = try inspect(
            ["check", Self.broken, "--all", "--bitstate", "2^16", "--swarm", "3", "--workers", "2", "--format", "json"],
            environment: Self.deterministic)
        // One entry a machine, the same as the swarm's run in one process.
        let joined = try entries(merged.stdout)
        #expect(joined.map { $0["machine"] as! String } == (try entries(swarm.stdout)).map { $0["machine"] as! String })
        #expect(joined == (try entries(swarm.stdout)))
        let seeds = ((joined[0]["stopped"] as! [[String: Any]])[0]["searches"] as! [[String: Any]]).map { $0["seed"] as! Int }
        #expect(seeds == [1, 2, 3])
    }

    @Test func searchOptionsNeedBitstateAndRefuseWhatNeedsTheGraph() throws {
        let seed = try inspect(["check", Self.broken, "--seed", "2"])
        #expect(seed.status != 0)
        #expect(seed.stderr.contains("--seed goes with --bitstate"))
        let graph = try inspect(["check", Self.broken, "--bitstate", "2^20", "--graph", "--format", "json"])
        #expect(graph.stderr.contains("--graph needs the whole graph"))
        let size = try inspect(["check", Self.broken, "--bitstate", "1000"])
        #expect(size.status != 0)
        #expect(size.stderr.contains("--bitstate"))
    }
}
