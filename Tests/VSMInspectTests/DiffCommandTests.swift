import Foundation
import TestSupport
import Testing

/// Two versions of a spec: v2 sends `dismiss` back to `loaded`, so `closed` becomes
/// unreachable and the loading cycle a trap.
private let version1 = """
    id: Article
    initial: idle
    states:
      idle:
        on:
          load: loading
      loading:
        on:
          finish: [loaded, failed]
      loaded:
        on:
          refresh: loading
      failed:
        on:
          retry: loading
          dismiss: closed
      closed:
        type: final
    """

private let version2 = version1.replacingOccurrences(of: "dismiss: closed", with: "dismiss: loaded")

/// Version 3 only removes behaviour: `retry` is gone, and nothing new fails.
private let version3 = version1.replacingOccurrences(of: "      retry: loading\n", with: "")

@Suite struct DiffCommandTests {
    func files() throws -> (String, String, String) {
        let directory = try temporaryDirectory()
        for (name, text) in [("v1.yaml", version1), ("v2.yaml", version2), ("v3.yaml", version3)] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        return (directory + "/v1.yaml", directory + "/v2.yaml", directory + "/v3.yaml")
    }

    @Test func aChangeThatAddsFailingFindingsExitsOne() throws {
        let (one, two, _) = try files()
        let run = try inspect(["diff", one, two])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout == """
                Article: states 5 → 4, transitions 6 → 6, depth 3 → 2
                  - state closed
                  + possible: failed --dismiss--> loaded
                      e.g. idle --load--> loading --finish--> failed --dismiss--> loaded
                  - impossible: failed --dismiss--> closed
                      was e.g. idle --load--> loading --finish--> failed --dismiss--> closed
                  + new unreachable: state 'closed' is declared but never reached from the initial state
                  + new trap: states {loading, loaded, failed} can never be left and hold no final state
                      trace: idle --load--> loading
                1 machine compared: 1 changed; the change adds failing findings

                """)
        // Fixing it back is a change that fixes findings: exit 0.
        #expect(try inspect(["diff", two, one]).status == 0)
    }

    @Test func removedBehaviourFailsOnlyWhenAskedTo() throws {
        let (one, _, three) = try files()
        #expect(try inspect(["diff", one, three]).status == 0)
        let strict = try inspect(["diff", one, three, "--fail-on", "removed-behaviour", "--format", "json"])
        #expect(strict.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(strict.stdout.utf8)) as! [String: Any]
        #expect(json["addsFailures"] as? Bool == false)
        #expect(json["removesBehaviour"] as? Bool == true)
        let machine = (json["machines"] as! [[String: Any]])[0]
        let impossible = (machine["behaviours"] as! [String: Any])["impossible"] as! [[String: Any]]
        #expect(impossible.map { $0["action"] as! String } == ["retry"])
        #expect((machine["actions"] as! [String: [String]])["removed"] == ["retry"])
    }

    @Test func reportsWithGraphsDiffAsTheirSpecFiles() throws {
        let (one, two, _) = try files()
        let directory = (one as NSString).deletingLastPathComponent
        for (spec, report) in [(one, "r1.json"), (two, "r2.json")] {
            let run = try inspect(["check", spec, "--format", "json", "--graph"])
            try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: directory + "/" + report))
        }
        let fromReports = try inspect(["diff", directory + "/r1.json", directory + "/r2.json", "--format", "markdown"])
        let fromSpecs = try inspect(["diff", one, two, "--format", "markdown"])
        #expect(fromReports.status == 1)
        #expect(fromReports.stdout == fromSpecs.stdout)
        #expect(fromReports.stdout.contains("| `Article` | 5 → 4 | 6 → 6 | 0 → 2 | +1 behaviours, −1 behaviours, 2 new findings |"))
        // A report without graphs cannot be diffed: it says how to write one.
        let plain = try inspect(["check", one, "--format", "json"])
        try Data(plain.stdout.utf8).write(to: URL(fileURLWithPath: directory + "/plain.json"))
        let refused = try inspect(["diff", directory + "/plain.json", directory + "/r2.json"])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("write the report with check --format json --graph"))
    }

    @Test func gitRevisionGivesTheOldSpecFile() throws {
        let directory = try temporaryDirectory()
        func git(_ arguments: String...) throws { try VSMInspectTests.git(arguments, in: directory) }
        let spec = directory + "/article.yaml"
        try git("init", "-q")
        try Data(version1.utf8).write(to: URL(fileURLWithPath: spec))
        try git("add", "article.yaml")
        try git("commit", "-q", "-m", "one")
        try Data(version2.utf8).write(to: URL(fileURLWithPath: spec))
        let run = try inspect(["diff", "--git", "HEAD", "article.yaml"], directory: directory)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("Article: states 5 → 4"))
        let unknown = try inspect(["diff", "--git", "no-such-revision", "article.yaml"], directory: directory)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.split(separator: "\n").count == 1)

        // A folder: a spec file removed since the revision, one added, an SCXML one changed.
        try FileManager.default.createDirectory(atPath: directory + "/specs", withIntermediateDirectories: true)
        let door = { (extra: String) in
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" name=\"Door\" initial=\"closed\">"
                + "<state id=\"closed\"><transition event=\"open\" target=\"open\"/></state>"
                + "<state id=\"open\"><transition event=\"close\" target=\"closed\"/>\(extra)</state></scxml>\n"
        }
        try Data(door("").utf8).write(to: URL(fileURLWithPath: directory + "/specs/door.scxml"))
        try Data(version1.utf8).write(to: URL(fileURLWithPath: directory + "/specs/old.yaml"))
        try git("add", "specs")
        try git("commit", "-q", "-m", "two")
        try FileManager.default.removeItem(atPath: directory + "/specs/old.yaml")
        try Data(door("<transition event=\"slam\" target=\"closed\"/>").utf8)
            .write(to: URL(fileURLWithPath: directory + "/specs/door.scxml"))
        try Data("initial: idle\nstates:\n  idle: {type: final}\n".utf8).write(to: URL(fileURLWithPath: directory + "/specs/lamp.yaml"))
        let folder = try inspect(["diff", "--git", "HEAD", "specs", "--format", "json"], directory: directory)
        #expect(folder.status == 0, "\(folder.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(folder.stdout.utf8)) as? [String: Any])
        let machines = try #require(report["machines"] as? [[String: Any]])
        #expect(machines.map { $0["machine"] as? String } == ["Door"])
        #expect(machines.first?["changed"] as? Bool == true)
        let actions = machines.first?["actions"] as? [String: [String]]
        #expect(actions?["added"] == ["slam"])
        #expect(report["machinesAdded"] as? [String] == ["lamp"])
        #expect(report["machinesRemoved"] as? [String] == ["Article"])
    }
}

/// `vsm-inspect tests`: the fixtures' generated files are in the test suite
/// (Tests/GeneratedPathTests), and regenerating them gives the same bytes.
@Suite struct GeneratedTestsCommandTests {
    static let generated: [(machine: String, file: String)] = [
        ("BlogEntry", "BlogEntryPathTests.swift"),
        ("ShopNavigation", "ShopNavigationPathTests.swift"),
        ("ProductsFlow", "ProductsFlowPathTests.swift"),
        ("Fixtures/specs/blog-entry.yaml", "BlogEntrySpecPathTests.swift"),
        ("Fixtures/specs/checkout.json", "CheckoutPathTests.swift"),
        ("Fixtures/specs/media-player.yaml", "MediaPlayerPathTests.swift"),
        ("Fixtures/specs/sign-up.yaml", "SignUpPathTests.swift"),
        ("Fixtures/specs/photo-upload.scxml", "PhotoUploadPathTests.swift"),
    ]

    @Test(arguments: generated)
    func theCommittedFileIsWhatTheCommandWrites(machine: String, file: String) throws {
        let run = try inspect(["tests", machine, "--shortest", "--output", "-"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let committed = try String(contentsOfFile: repositoryRoot + "/Tests/GeneratedPathTests/" + file, encoding: .utf8)
        #expect(run.stdout == committed, "regenerate with scripts/generate-path-tests.sh")
    }

    @Test func aMachineThatDoesNotSayHowTestsMakeItIsRefused() throws {
        let directory = try temporaryDirectory()
        let output = directory + "/out.swift"
        try "keep".write(toFile: output, atomically: true, encoding: .utf8)
        let refused = try inspect(["tests", "Fixtures/specs/blog-entry.yaml", "--output", output])
        #expect(refused.status == 2)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "keep")
        #expect(try inspect(["tests", "Fixtures/specs/blog-entry.yaml", "--output", output, "--force"]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("// Paths of machine \"BlogEntrySpec\""))
    }
}
