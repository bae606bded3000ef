import Foundation
import FoundationXML
import Testing

/// A bad spec among good machines: every format still writes a complete document with the
/// others checked and the bad one as a `bad-input` finding; the exit code is 2, and standard
/// error has one line naming the file and line.
@Suite struct CIFormatsTests {
    static let arguments = [
        "check", "BlogEntry", "Fixtures/specs/broken/missing-target.yaml",
        "Fixtures/specs/broken/blog-entry-broken.yaml",
    ]
    static let error = "vsm-inspect: Fixtures/specs/broken/missing-target.yaml:9: state 'running': target 'stoped' names no state\n"

    @Test func textListsTheBadInputAfterTheMachines() throws {
        let run = try inspect(Self.arguments)
        #expect(run.status == 2)
        #expect(run.stderr == Self.error)
        #expect(run.stdout.hasPrefix("BlogEntry: ok: 6 states"))
        #expect(run.stdout.contains("BrokenBlogEntry: FAILED"))
        #expect(
            run.stdout.hasSuffix(
                """
                bad-input: Fixtures/specs/broken/missing-target.yaml:9: state 'running': target 'stoped' names no state
                2 machines checked: 1 ok, 1 failed, 1 bad input

                """))
    }

    @Test func jsonHasTheMachinesAndABadInputFinding() throws {
        let run = try inspect(Self.arguments + ["--format", "json"])
        #expect(run.status == 2)
        #expect(run.stderr == Self.error)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(report["ok"] as? Bool == false)
        #expect((report["machines"] as! [[String: Any]]).map { $0["machine"] as! String } == ["BlogEntry", "BrokenBlogEntry"])
        let bad = report["badInput"] as! [[String: Any]]
        #expect(bad.count == 1)
        #expect(bad[0]["check"] as? String == "bad-input")
        #expect(bad[0]["file"] as? String == "Fixtures/specs/broken/missing-target.yaml")
        #expect(bad[0]["line"] as? Int == 9)
        #expect(bad[0]["state"] as? String == "running")
    }

    @Test func junitHasASuiteWithAnErrorForTheBadInput() throws {
        let run = try inspect(Self.arguments + ["--format", "junit"])
        #expect(run.status == 2)
        let document = try XMLDocument(data: Data(run.stdout.utf8))
        let suites = try document.nodes(forXPath: "/testsuites/testsuite/@name").map(\.stringValue)
        #expect(suites == ["BlogEntry", "BrokenBlogEntry", "Fixtures/specs/broken/missing-target.yaml"])
        let errors = try document.nodes(forXPath: "//testcase[@name='bad-input']/error/@message").map(\.stringValue)
        #expect(errors == ["Fixtures/specs/broken/missing-target.yaml:9: state 'running': target 'stoped' names no state"])
        #expect(document.rootElement()?.attribute(forName: "errors")?.stringValue == "1")
    }

    @Test func sarifHasABadInputResultOnTheLine() throws {
        let run = try inspect(Self.arguments + ["--format", "sarif"])
        #expect(run.status == 2)
        let sarif = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let results = ((sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        let bad = results.filter { $0["ruleId"] as? String == "bad-input" }
        #expect(bad.count == 1)
        let location = (bad[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any]
        #expect((location["artifactLocation"] as! [String: Any])["uri"] as? String == "Fixtures/specs/broken/missing-target.yaml")
        #expect((location["region"] as! [String: Any])["startLine"] as? Int == 9)
    }

    @Test func githubAnnotatesEveryFindingOnItsLine() throws {
        let run = try inspect(Self.arguments + ["--format", "github"])
        #expect(run.status == 2)
        #expect(
            run.stdout == """
                ::error file=Fixtures/specs/broken/blog-entry-broken.yaml,line=25,title=unreachable in BrokenBlogEntry::state 'orphan' is declared but never reached from the initial state
                ::error file=Fixtures/specs/broken/blog-entry-broken.yaml,line=24,title=dead-end in BrokenBlogEntry::state 'stuck' is reachable, not final, and has no enabled action%0ATrace: initialized --load--> loading --finish--> stuck
                ::error file=Fixtures/specs/broken/blog-entry-broken.yaml,line=15,title=trap in BrokenBlogEntry::states {sharing, picking} can never be left and hold no final state%0ATrace: initialized --load--> loading --finish--> loaded --share--> sharing
                ::warning file=Fixtures/specs/broken/blog-entry-broken.yaml,line=27,title=unused-action in BrokenBlogEntry::action 'calibrate' is declared but never enabled in a reachable state
                ::error file=Fixtures/specs/broken/missing-target.yaml,line=9,title=bad-input::Fixtures/specs/broken/missing-target.yaml:9: state 'running': target 'stoped' names no state
                2 machines checked: 1 ok, 1 failed, 1 bad input

                """)
    }

    @Test func aJSONReportWithGraphsDiffsItself() throws {
        let run = try inspect(["check", "--all", "--format", "json", "--graph"])
        #expect(run.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let machines = report["machines"] as! [[String: Any]]
        #expect(machines.allSatisfy { $0["graph"] is [String: Any] })
        #expect(try inspect(["check", "--all", "--format", "text", "--graph"]).status == 64)
    }
}
