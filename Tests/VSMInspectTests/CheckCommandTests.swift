import Foundation
import FoundationXML
import TestSupport
import Testing

@Suite struct CheckCommandTests {
    @Test func listNamesTheShippedMachines() throws {
        let text = try inspect(["list"])
        #expect(text.status == 0)
        #expect(
            text.stdout == """
                BlogEntry       BlogEntryViewState
                RatesStore      RatesState
                ShopNavigation  ShopScreenState
                ProductsFlow    ProductsDomainState

                """)
        let json = try inspect(["list", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let names = (object["machines"] as! [[String: String]]).map { $0["name"]! }
        #expect(names == ["BlogEntry", "RatesStore", "ShopNavigation", "ProductsFlow"])
    }

    @Test func checkAllPassesAndPrintsEveryVerdict() throws {
        let run = try inspect(["check", "--all"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        try expectGolden(run.stdout, "check-all.txt")
    }

    @Test func strictFailsOnWarnings() throws {
        // The rates store's constraint is its scope: complete, nothing to warn about.
        #expect(try inspect(["check", "RatesStore", "--strict"]).status == 0)
        // A bound that stops exploration fails the check unless the run allows it
        // (DESIGN's verdicts under bounds); --strict still fails on its unreached warnings.
        let stopped = try inspect(["check", "RatesStore", "--max-states", "5"])
        #expect(stopped.status == 1)
        #expect(stopped.stdout.hasPrefix("RatesStore: FAILED (incomplete): 5 states"))
        #expect(stopped.stdout.hasSuffix("1 machine checked: 0 ok, 1 failed\n"))
        let allowed = try inspect(["check", "RatesStore", "--max-states", "5", "--allow-incomplete"])
        #expect(allowed.status == 0)
        #expect(allowed.stdout.hasPrefix("RatesStore: ok (incomplete): 5 states"))
        #expect(try inspect(["check", "RatesStore", "--max-states", "5", "--allow-incomplete", "--strict"]).status == 1)
        let json = try inspect(["check", "RatesStore", "--max-states", "5", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.hasPrefix("{\n  \"ok\": false,\n  \"machines\": ["))
        let allowedJSON = try inspect(["check", "RatesStore", "--max-states", "5", "--format", "json", "--allow-incomplete"])
        #expect(allowedJSON.status == 0)
        #expect(allowedJSON.stdout.hasPrefix("{\n  \"ok\": true,\n  \"allowIncomplete\": true,\n  \"machines\": ["))
        let junit = try inspect(["check", "RatesStore", "--max-states", "5", "--format", "junit"])
        #expect(junit.status == 1)
        #expect(junit.stdout.contains(#"<failure type="incomplete" message="exploration stopped at the state bound (5 states)"#))
        #expect(try inspect(["check", "BlogEntry", "--strict"]).status == 0)
    }

    @Test func aBoundNeverTurnsAReachableStateIntoAnUnreachableOne() throws {
        let run = try inspect(["check", "RatesStore", "--max-states", "5", "--format", "json", "--allow-incomplete"])
        #expect(run.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let machine = (report["machines"] as! [[String: Any]])[0]
        #expect(machine["complete"] as? Bool == false)
        let stopped = machine["stopped"] as! [[String: Any]]
        #expect(stopped.count == 1)
        #expect(stopped[0]["reason"] as? String == "max-states")
        #expect(stopped[0]["limit"] as? Int == 5)
        let findings = machine["findings"] as! [[String: Any]]
        #expect(
            findings.map { $0["check"] as! String }
                == ["incomplete", "unreached", "unreached"])
        #expect(findings.compactMap { $0["state"] as? String } == ["showingRates", "showingError"])
        #expect(!run.stdout.contains("\"unreachable\""))
        let junit = try inspect(["check", "RatesStore", "--max-states", "5", "--format", "junit"])
        let document = try XMLDocument(data: Data(junit.stdout.utf8))
        let complete = try document.nodes(forXPath: "//testsuite/properties/property[@name='complete']/@value")
        #expect(complete.map(\.stringValue) == ["false"])
        let stoppedBy = try document.nodes(forXPath: "//testsuite/properties/property[@name='stopped']/@value")
        #expect(stoppedBy.compactMap(\.stringValue).first?.hasPrefix("exploration stopped at the state bound (5 states)") == true)
    }

    @Test func brokenSpecFailsWithEveryFindingAndTrace() throws {
        let run = try inspect(["check", "Fixtures/specs/broken/blog-entry-broken.yaml"])
        #expect(run.status == 1)
        try expectGolden(run.stdout, "check-broken.txt")
    }

    /// A config with a v4-only key is read as XState v4, the reports say so, and
    /// `--dialect` overrides: v5 refuses the machine's own plain target.
    @Test func theDialectIsReadFromTheFileAndNamedInTheReports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dialect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("dialog.yaml").path
        try """
        id: Dialog
        initial: open
        on: { CLOSE: finished }
        states:
          open: { on: { NEXT: { target: review, cond: valid } } }
          review: {}
          finished: { type: final }

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let json = try inspect(["check", path, "--format", "json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let machine = (object["machines"] as! [[String: Any]])[0]
        #expect(machine["dialect"] as? String == "xstate4")
        #expect(machine["reachable"] as? [String] == ["open", "review", "finished"])
        let junit = try inspect(["check", path, "--format", "junit"])
        #expect(junit.stdout.contains("<property name=\"dialect\" value=\"xstate4\"/>"))
        let v5 = try inspect(["check", path, "--dialect", "xstate5"])
        #expect(v5.status == 2)
        #expect(
            v5.stderr
                == "vsm-inspect: \(path):3: target 'finished' names no state: XState v5 resolves a plain target of the machine's own transitions among siblings, and the machine has none; write '.finished' (or read the file as v4 with --dialect xstate4)\n"
        )
        let scxml = try inspect(["check", "Fixtures/specs/photo-upload.scxml", "--format", "json"])
        #expect(scxml.stdout.contains("\"dialect\": \"scxml\""))
    }

    @Test func scxmlSpecFilesAreChecked() throws {
        let run = try inspect(["check", "Fixtures/specs/photo-upload.scxml"])
        #expect(run.status == 0)
        #expect(run.stdout == "PhotoUpload: ok: 9 states, 21 transitions, depth 3, read as scxml\n1 machine checked: 1 ok, 0 failed\n")
    }

    @Test func jsonReportKeepsTheContract() throws {
        let run = try inspect(["check", "Fixtures/specs/broken/blog-entry-broken.yaml", "BlogEntry", "--format", "json"])
        #expect(run.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(report["ok"] as? Bool == false)
        let machines = report["machines"] as! [[String: Any]]
        #expect(machines.map { $0["machine"] as! String } == ["BrokenBlogEntry", "BlogEntry"])
        let broken = machines[0]
        #expect(broken["complete"] as? Bool == true)
        #expect(broken["stats"] as? [String: Int] == ["states": 8, "transitions": 9, "depth": 4])
        #expect(
            broken["reachable"] as? [String] == [
                "initialized", "loading", "loaded", "failed", "stuck", "sharing", "closed", "picking",
            ])
        let findings = broken["findings"] as! [[String: Any]]
        #expect(findings.map { $0["check"] as! String } == ["unreachable", "dead-end", "trap", "unused-action"])
        #expect(findings[0]["state"] as? String == "orphan")
        #expect(findings[1]["state"] as? String == "stuck")
        let trace = findings[1]["trace"] as! [[String: String]]
        #expect(trace == [["state": "initialized"], ["action": "load", "state": "loading"], ["action": "finish", "state": "stuck"]])
        #expect(findings[2]["states"] as? [String] == ["sharing", "picking"])
        #expect(findings[3]["action"] as? String == "calibrate")
        #expect(findings.allSatisfy { ($0["message"] as? String)?.isEmpty == false })
        // The same machine gives the same bytes on every run.
        #expect(
            try inspect(["check", "Fixtures/specs/broken/blog-entry-broken.yaml", "BlogEntry", "--format", "json"]).stdout == run.stdout)
    }

    @Test func junitHasATestCasePerMachineAndCheck() throws {
        let run = try inspect(["check", "--all", "Fixtures/specs/broken/blog-entry-broken.yaml", "--format", "junit"])
        #expect(run.status == 1)
        let document = try XMLDocument(data: Data(run.stdout.utf8))
        let suites = try document.nodes(forXPath: "/testsuites/testsuite") as! [XMLElement]
        #expect(
            suites.map { $0.attribute(forName: "name")!.stringValue! }
                == ["BlogEntry", "RatesStore", "ShopNavigation", "ProductsFlow", "BrokenBlogEntry"])
        // Machines with async actions have the uncontrolled-task case too, and BlogEntry, which
        // knows its view states by a key, the identity case.
        #expect(try suites.map { try $0.nodes(forXPath: "testcase").count } == [12, 11, 11, 10, 10])
        let failures = try document.nodes(forXPath: "//testcase[failure]") as! [XMLElement]
        #expect(failures.map { $0.attribute(forName: "name")!.stringValue! } == ["unreachable", "dead-end", "trap"])
        let root = document.rootElement()!
        #expect(root.attribute(forName: "tests")?.stringValue == "54")
        #expect(root.attribute(forName: "failures")?.stringValue == "3")
        let skipped = try document.nodes(forXPath: "//testsuite[@name='BlogEntry']/testcase[skipped]/@name")
        #expect(skipped.map(\.stringValue) == ["trap", "always-reachable", "collapse"])
        let complete = try document.nodes(forXPath: "//testsuite/properties/property[@name='complete']/@value")
        #expect(complete.map(\.stringValue) == ["true", "true", "true", "true", "true"])
    }

    @Test func sarifPointsAtTheDeclaringLine() throws {
        let run = try inspect(["check", "Fixtures/specs/broken/blog-entry-broken.yaml", "--format", "sarif"])
        #expect(run.status == 1)
        let sarif = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(sarif["version"] as? String == "2.1.0")
        let runs = sarif["runs"] as! [[String: Any]]
        let results = runs[0]["results"] as! [[String: Any]]
        #expect(results.map { $0["ruleId"] as! String } == ["unreachable-state", "dead-end", "trap", "unused-action"])
        #expect(results.map { $0["level"] as! String } == ["error", "error", "error", "warning"])
        func line(_ result: [String: Any]) -> Int? {
            let locations = result["locations"] as! [[String: Any]]
            let physical = locations[0]["physicalLocation"] as? [String: Any]
            return (physical?["region"] as? [String: Any])?["startLine"] as? Int
        }
        // orphan is declared on line 25, stuck on 24, sharing on 15 of the spec file.
        #expect(results.prefix(3).map(line) == [25, 24, 15])
        let rules = ((runs[0]["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        #expect(
            rules.map { $0["id"] as! String } == [
                "unreachable-state", "unreached-state", "dead-end", "trap", "unused-action", "broken-invariant",
                "collapsed-view", "goal-unreachable", "nondeterministic", "uncontrolled-task", "identity", "incomplete-exploration",
                "bad-input", "nonconforming-step", "sometimes",
            ])
        // Each trace is a code flow: its states in order, each on the line that declares it.
        func flow(_ result: [String: Any]) -> [(String, Int?)] {
            let flows = result["codeFlows"] as? [[String: Any]] ?? []
            guard let thread = (flows.first?["threadFlows"] as? [[String: Any]])?.first else { return [] }
            return (thread["locations"] as! [[String: Any]]).map { step in
                let location = step["location"] as! [String: Any]
                let physical = location["physicalLocation"] as? [String: Any]
                return (
                    (location["message"] as! [String: Any])["text"] as! String,
                    (physical?["region"] as? [String: Any])?["startLine"] as? Int
                )
            }
        }
        let deadEnd = flow(results[1])
        #expect(deadEnd.map(\.0) == ["initial: initialized", "load → loading", "finish → stuck"])
        #expect(deadEnd.map(\.1) == [5, 8, 24])
        #expect(flow(results[2]).map(\.0) == ["initial: initialized", "load → loading", "finish → loaded", "share → sharing"])
        #expect(flow(results[0]).isEmpty && flow(results[3]).isEmpty)
        // A fingerprint names the finding, not its line: the same on every run, distinct per finding.
        let prints = results.map { ($0["partialFingerprints"] as! [String: String])["findingIdentity/v1"]! }
        #expect(Set(prints).count == 4)
        let again = try inspect(["check", "Fixtures/specs/broken/blog-entry-broken.yaml", "--format", "sarif"])
        #expect(again.stdout == run.stdout)
    }
}
