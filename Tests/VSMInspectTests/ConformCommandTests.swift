import Foundation
import FoundationXML
import TestSupport
import Testing

/// `conform`, `check --coverage`, `render --coverage` and `tests --uncovered` on the records
/// the seed features' tests write (Fixtures/records): the shop's drifted copy fails at its
/// order; the products screen's two runs conform and leave moves untaken.
@Suite struct ConformCommandTests {
    static let drifted = ["conform", "ShopNavigation", "Fixtures/records/shop-drifted.jsonl"]

    @Test func aDriftedFeatureFailsAtItsFirstUnexplainedStep() throws {
        let run = try inspect(Self.drifted)
        #expect(run.status == 1)
        #expect(run.stderr == "")
        try expectGolden(run.stdout, "conform-drifted.txt")
    }

    @Test func recordsThatConformPass() throws {
        let run = try inspect(["conform", "ProductsFlow", "Fixtures/records/products/"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                ProductsFlow: ok: 2 records, 14 steps in 2 runs; 5 states, 13 transitions, depth 2
                  record: Fixtures/records/products/ui-1.jsonl: 8 steps in 1 run
                  record: Fixtures/records/products/ui-2.jsonl: 6 steps in 1 run
                  coverage: 7 of 12 moves taken, 5 of 5 states visited, in 2 records (14 steps)
                1 machine checked against its records: 1 ok, 0 failed

                """)
    }

    @Test func jsonNamesTheStepTheMovesAllowedAndTheCoverage() throws {
        let run = try inspect(Self.drifted + ["--format", "json"])
        #expect(run.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(report["ok"] as? Bool == false)
        let machine = (report["machines"] as! [[String: Any]])[0]
        #expect(machine["reachable"] == nil)
        let records = machine["records"] as! [[String: Any]]
        #expect(records.map { $0["record"] as! String } == ["Fixtures/records/shop-drifted.jsonl"])
        #expect(records[0]["steps"] as? Int == 9)
        #expect(records[0]["unexplained"] as? Int == 1)
        let coverage = machine["coverage"] as! [String: Any]
        #expect(coverage["steps"] as? Int == 9)
        #expect(coverage["movesTaken"] as? Int == 10)
        let finding = (machine["findings"] as! [[String: Any]])[0]
        #expect(finding["check"] as? String == "nonconforming")
        #expect(finding["record"] as? String == "Fixtures/records/shop-drifted.jsonl")
        #expect(finding["line"] as? Int == 8)
        #expect(finding["seq"] as? Int == 7)
        #expect(finding["action"] as? String == "placeOrder")
        #expect(finding["from"] as? String == "list: loaded[1, 2] / [detail(2), cart, checkout]")
        #expect(finding["to"] as? String == "list: loaded[1, 2] / [detail(2), cart]")
        #expect(finding["reason"] as? String == "no-such-move")
        let allowed = finding["allowed"] as! [[String: Any]]
        #expect(allowed.map { $0["action"] as! String } == ["placeOrder", "back"])
        #expect(allowed.map { $0["states"] as! [String] } == [["list: loaded[1, 2] / []"], ["list: loaded[1, 2] / [detail(2), cart]"]])
        #expect((finding["earlier"] as! [String]).count == 3)
    }

    @Test func junitListsOnlyTheNonconformingCheck() throws {
        let run = try inspect(Self.drifted + ["--format", "junit"])
        #expect(run.status == 1)
        let document = try XMLDocument(data: Data(run.stdout.utf8))
        let cases = try document.nodes(forXPath: "//testcase/@name").map(\.stringValue)
        #expect(cases == ["nonconforming"])
        let failures = try document.nodes(forXPath: "//testcase[@name='nonconforming']/failure/@type").map(\.stringValue)
        #expect(failures == ["nonconforming"])
    }

    @Test func sarifAndGitHubPointAtTheRecordsLine() throws {
        let sarif = try inspect(Self.drifted + ["--format", "sarif"])
        #expect(sarif.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as! [String: Any]
        let results = (document["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
        #expect(results.map { $0["ruleId"] as! String } == ["nonconforming-step"])
        let location = (results[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any]
        #expect((location["artifactLocation"] as! [String: Any])["uri"] as? String == "Fixtures/records/shop-drifted.jsonl")
        #expect((location["region"] as! [String: Any])["startLine"] as? Int == 8)

        let github = try inspect(Self.drifted + ["--format", "github"])
        #expect(github.status == 1)
        #expect(
            github.stdout.hasPrefix(
                "::error file=Fixtures/records/shop-drifted.jsonl,line=8,title=nonconforming in ShopNavigation::"
                    + "Fixtures/records/shop-drifted.jsonl:8: step 7 of run drifted, "))
        #expect(github.stdout.hasSuffix("1 machine checked against its records: 0 ok, 1 failed\n"))
    }

    @Test func anUnreadableLineIsBadInputAndTheOtherRecordsAreChecked() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{\"v\":1,\"machine\":\"ProductsFlow\",\"run\":\"x\",\"seq\":0,\"action\":\"onAppear\",\"from\":\"idle\"\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/broken.jsonl"))
        let run = try inspect(["conform", "ProductsFlow", "Fixtures/records/products/ui-1.jsonl", folder + "/broken.jsonl"])
        #expect(run.status == 2)
        #expect(run.stderr == "vsm-inspect: \(folder)/broken.jsonl:1: unterminated object\n")
        #expect(run.stdout.contains("record: Fixtures/records/products/ui-1.jsonl: 8 steps in 1 run"))
        #expect(
            run.stdout.hasSuffix(
                "bad-input: \(folder)/broken.jsonl:1: unterminated object\n"
                    + "1 machine checked against its records: 1 ok, 0 failed, 1 bad input\n"))
    }

    @Test func recordsOfAnotherMachineAreBadInput() throws {
        let run = try inspect(["conform", "Fixtures/specs/blog-entry.yaml", "Fixtures/records/products/"])
        #expect(run.status == 2)
        #expect(
            run.stderr == "vsm-inspect: no record holds a step of machine 'BlogEntrySpec' (2 records read, "
                + "14 lines of other machines); a recorder writes the machine's name on every line\n")
    }

    @Test func aMissingRecordIsBadInput() throws {
        let run = try inspect(["conform", "ProductsFlow", "Fixtures/records/none.jsonl"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == "vsm-inspect: Fixtures/records/none.jsonl: no such file\n")
    }

    @Test func checkWithCoverageListsTheMovesNoRunTook() throws {
        let run = try inspect(["check", "ProductsFlow", "--coverage", "Fixtures/records/products/"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                ProductsFlow: ok: 5 states, 13 transitions, depth 2
                  coverage: 7 of 12 moves taken, 5 of 5 states visited, in 2 records (14 steps)
                    never taken:
                      idle --onAppear--> loading → loaded()
                      loaded(Lamp, Chair) --pullToRefresh--> loading → loaded(Lamp, Chair)
                      loaded(Lamp, Chair) --pullToRefresh--> loading → failed(Products are unavailable.)
                      loaded() --pullToRefresh--> loading → loaded(Lamp, Chair)
                      loaded() --pullToRefresh--> loading → loaded()
                1 machine checked: 1 ok, 0 failed

                """)
        let json = try inspect(["check", "ProductsFlow", "--coverage", "Fixtures/records/products/", "--format", "json"])
        let machine = ((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any])["machines"] as! [[String: Any]])[
            0]
        #expect((machine["reachable"] as! [String]).count == 5)
        let coverage = machine["coverage"] as! [String: Any]
        #expect(coverage["moves"] as? Int == 12)
        #expect(coverage["movesTaken"] as? Int == 7)
        #expect((coverage["untaken"] as! [[String: Any]]).count == 5)
        let taken = coverage["taken"] as! [[String: Any]]
        #expect(taken.first.map { [$0["from"] as! String, $0["action"] as! String] } == ["idle", "onAppear"])
        #expect(taken.first?["count"] as? Int == 1)
    }

    @Test func renderWithCoveragePaintsTheArrows() throws {
        let run = try inspect([
            "render", "Fixtures/specs/blog-entry.yaml", "--coverage", "Fixtures/records/blog-entry-spec.jsonl",
            "--format", "dot",
        ])
        #expect(run.status == 0)
        try expectGolden(run.stdout, "render-coverage.dot")
        let mermaid = try inspect([
            "render", "Fixtures/specs/blog-entry.yaml", "--coverage", "Fixtures/records/blog-entry-spec.jsonl",
            "--format", "mermaid",
        ])
        #expect(mermaid.stdout.contains("dismiss (never taken)"))
        #expect(mermaid.stdout.contains("refresh (taken 1)"))
    }

    @Test func testsForTheMovesNoRecordTook() throws {
        let run = try inspect([
            "tests", "Fixtures/specs/blog-entry.yaml", "--uncovered", "Fixtures/records/blog-entry-spec.jsonl",
            "--output", "-",
        ])
        #expect(run.status == 0)
        try expectGolden(run.stdout, "tests-uncovered.swift.txt")
        #expect(
            run.stderr == "BlogEntrySpec: 2 paths take the 3 moves no record took "
                + "(3 of 6 moves taken, 3 of 5 states visited, in 1 record (4 steps))\n")
    }
}
