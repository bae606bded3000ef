import Foundation
import TestSupport
import Testing

/// `check --shard K/N` deals the machines out, and `merge` joins the parts' reports into the
/// report one job would have written.
@Suite struct ShardMergeTests {
    /// Every registered machine and spec file of the fixtures, a broken one included.
    static let arguments = ["check", "--all", "Fixtures/specs", "Fixtures/specs/broken/missing-target.yaml"]

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func machines(_ json: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        return (object["machines"] as! [[String: Any]]).map { $0["machine"] as! String }
    }

    @Test func thePartsCoverEveryMachineOnceAndAreTheSameOnEveryRun() throws {
        let whole = try inspect(Self.arguments + ["--format", "json"])
        #expect(whole.status == 2)
        var seen: [String] = []
        for index in 1...3 {
            let part = try inspect(Self.arguments + ["--shard", "\(index)/3", "--format", "json"])
            let again = try inspect(Self.arguments + ["--shard", "\(index)/3", "--format", "json"])
            #expect(part.stdout == again.stdout)
            let names = try machines(part.stdout)
            // Dealt out in turn: the parts differ in size by one at most.
            #expect((3...5).contains(names.count + (part.stdout.contains("\"badInput\"") ? 1 : 0)), "part \(index): \(names)")
            seen += names
        }
        #expect(seen.sorted() == (try machines(whole.stdout)).sorted())
    }

    @Test(arguments: [("json", "json"), ("sarif", "sarif"), ("junit", "xml")])
    func mergedPartsAreTheWholeReport(_ format: String, _ ending: String) throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let whole = try inspect(Self.arguments + ["--format", format])
        var parts: [String] = []
        for index in 1...3 {
            let path = directory + "/part-\(index).\(ending)"
            _ = try inspect(Self.arguments + ["--shard", "\(index)/3", "--format", format, "--output", path])
            parts.append(path)
        }
        let merged = try inspect(["merge"] + parts)
        #expect(merged.status == 2, "a part holds a bad input: \(merged.stderr)")
        switch format {
        case "json":
            #expect((try machines(merged.stdout)).sorted() == (try machines(whole.stdout)).sorted())
            #expect(merged.stdout.contains("\"ok\": false"))
            #expect(merged.stdout.contains("missing-target.yaml:9: state 'running': target 'stoped' names no state"))
        case "sarif":
            func results(_ text: String) throws -> [String] {
                let log = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
                let run = (log["runs"] as! [[String: Any]])[0]
                return try (run["results"] as! [Any]).map {
                    String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self)
                }.sorted()
            }
            #expect(try results(merged.stdout) == (try results(whole.stdout)))
        default:
            func suites(_ text: String) -> [String] {
                text.components(separatedBy: "\n  <testsuite ").dropFirst().map {
                    "  <testsuite " + $0.components(separatedBy: "\n  </testsuite>")[0]
                }.sorted()
            }
            #expect(suites(merged.stdout) == suites(whole.stdout))
            #expect(merged.stdout.split(separator: "\n")[1] == whole.stdout.split(separator: "\n")[1])
        }
    }

    @Test func badReportsAreOneLineWithTheirFile() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let json = directory + "/a.json", sarif = directory + "/b.sarif", broken = directory + "/c.json", alien = directory + "/d.json"
        _ = try inspect(["check", "BlogEntry", "--format", "json", "--output", json])
        _ = try inspect(["check", "BlogEntry", "--format", "sarif", "--output", sarif])
        try "{\n  \"ok\": true,\n  \"machines\": [\n".write(toFile: broken, atomically: true, encoding: .utf8)
        try "{\"ok\": true, \"machines\": [], \"extra\": 1}".write(toFile: alien, atomically: true, encoding: .utf8)
        let mixed = try inspect(["merge", json, sarif])
        #expect(mixed.status == 2)
        #expect(mixed.stderr == "vsm-inspect: \(sarif) is a SARIF log, but \(json) is a JSON report: merge joins reports of one format\n")
        let cut = try inspect(["merge", json, broken])
        #expect(cut.status == 2)
        #expect(cut.stderr == "vsm-inspect: \(broken):4: not JSON: unterminated array\n")
        let extra = try inspect(["merge", json, alien])
        #expect(extra.stderr == "vsm-inspect: \(alien): 'extra' is not a field of check's JSON report (or has the wrong type)\n")
        let badShard = try inspect(["check", "BlogEntry", "--shard", "4/3"])
        #expect(badShard.status == 64)
        let one = try inspect(["merge", json])
        #expect(one.status == 0)
        #expect(one.stdout == (try String(contentsOfFile: json, encoding: .utf8)))
    }

    /// The sharded GitHub Actions example, job by job: each shard's commands, then the report
    /// job's merges, in a folder holding the fixtures as `Specs/`.
    @Test func theShardedWorkflowRunsShardByShard() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/Examples/CI/github-actions-sharded.yml", encoding: .utf8)
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Fixtures/specs", toPath: directory + "/Specs")
        try FileManager.default.removeItem(atPath: directory + "/Specs/broken")
        try FileManager.default.createDirectory(atPath: directory + "/parts", withIntermediateDirectories: true)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("swift run vsm-inspect ") }
            .map { String($0.dropFirst("swift run vsm-inspect ".count)).replacingOccurrences(of: " || true", with: "") }
        let checks = lines.filter { $0.hasPrefix("check ") }, merges = lines.filter { $0.hasPrefix("merge ") }
        #expect(checks.count == 2 && merges.count == 2)
        for shard in 1...3 {
            for line in checks {
                let words = line.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)").split(separator: " ").map(String.init)
                let run = try inspect(words, directory: directory)
                #expect(run.status == 0 || run.status == 1, "\(line): \(run.stderr)")
            }
        }
        for line in merges {
            let run = try inspect(line.split(separator: " ").map(String.init), directory: directory)
            #expect(run.status == 0 || run.status == 1, "\(line): \(run.stderr)")
        }
        let whole = try inspect(["check", "--all", "Specs/", "--format", "json"], directory: directory)
        let merged = try String(contentsOfFile: directory + "/machines.json", encoding: .utf8)
        #expect((try machines(merged)).sorted() == (try machines(whole.stdout)).sorted())
        #expect(FileManager.default.fileExists(atPath: directory + "/machines.sarif"))
    }
}
