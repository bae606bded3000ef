import Foundation
import TestSupport
import Testing

/// `merge` takes no report's word for its verdict: `ok`, counts and levels are checked
/// against the findings the report holds (DESIGN's exit codes), and a lie is bad input.
@Suite struct MergeVerdictTests {
    /// A chart with an unreachable state and a dead end, and one with neither.
    static let failing = "id: X\ninitial: a\nstates:\n  a: {on: {go: b}}\n  b: {}\n  c: {}\n"

    /// A chart whose one finding is a dead end.
    static let deadEnd = "id: D\ninitial: a\nstates:\n  a: {on: {go: b}}\n  b: {}\n"

    /// A folder holding `failing.yaml`, and the reports of `check` on it and on the blog entry
    /// in `format`, as `bad.EXT` and `good.EXT`.
    static func reports(_ format: String, ext: String) throws -> String {
        let folder = NSTemporaryDirectory() + "merge-verdict-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try failing.write(toFile: folder + "/failing.yaml", atomically: true, encoding: .utf8)
        let bad = try inspect(["check", "failing.yaml", "--format", format], directory: folder)
        #expect(bad.status == 1)
        try bad.stdout.write(toFile: folder + "/bad." + ext, atomically: true, encoding: .utf8)
        let good = try inspect(["check", repositoryRoot + "/Fixtures/specs/blog-entry.yaml", "--format", format], directory: folder)
        #expect(good.status == 0)
        try good.stdout.write(toFile: folder + "/good." + ext, atomically: true, encoding: .utf8)
        return folder
    }

    /// `file` of `folder` read as JSON, changed by `change`, written as `name`.
    static func rewrite(_ folder: String, _ file: String, as name: String, _ change: (inout [String: Any]) -> Void) throws {
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))) as! [String: Any]
        change(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    static func machines(_ object: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        var machines = object["machines"] as! [[String: Any]]
        change(&machines[0])
        object["machines"] = machines
    }

    @Test func aJSONReportWhoseVerdictDisagreesWithItsFindingsIsBadInput() throws {
        let folder = try Self.reports("json", ext: "json")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try inspect(["merge", "bad.json", "good.json"], directory: folder).status == 1)
        #expect(try inspect(["merge", "good.json"], directory: folder).status == 0)
        try Self.rewrite(folder, "bad.json", as: "lie.json") { $0["ok"] = true }
        try Self.rewrite(folder, "good.json", as: "false.json") { $0["ok"] = false }
        try Self.rewrite(folder, "good.json", as: "negative.json") {
            Self.machines(&$0) { $0["stats"] = ["states": -5, "transitions": 6, "depth": 3] }
        }
        try Self.rewrite(folder, "good.json", as: "fraction.json") {
            Self.machines(&$0) { $0["stats"] = ["states": 5.5, "transitions": 6, "depth": 3] }
        }
        try Self.rewrite(folder, "good.json", as: "huge.json") {
            Self.machines(&$0) { $0["stats"] = ["states": 6, "transitions": 6, "depth": 3] }
        }
        // 2^70 states: no Int holds it, so JSONSerialization would not write it; the text is changed.
        let huge = try String(contentsOfFile: folder + "/huge.json", encoding: .utf8)
        try huge.replacingOccurrences(of: #""states":6"#, with: #""states":1180591620717411303424"#)
            .write(toFile: folder + "/huge.json", atomically: true, encoding: .utf8)
        // A number as JSON never writes it (RFC 8259: no leading zero).
        let good = try String(contentsOfFile: folder + "/good.json", encoding: .utf8)
        try good.replacingOccurrences(of: #""states": 5"#, with: #""states": 05"#).write(
            toFile: folder + "/zero.json", atomically: true, encoding: .utf8)
        try Self.rewrite(folder, "good.json", as: "text.json") {
            Self.machines(&$0) { $0["stats"] = ["states": "6", "transitions": 6, "depth": 3] }
        }
        // A report whose one finding is a dead end, said to pass.
        try Self.deadEnd.write(toFile: folder + "/dead-end.yaml", atomically: true, encoding: .utf8)
        let deadEnd = try inspect(["check", "dead-end.yaml", "--format", "json"], directory: folder)
        #expect(deadEnd.status == 1)
        try deadEnd.stdout.write(toFile: folder + "/dead-end.json", atomically: true, encoding: .utf8)
        try Self.rewrite(folder, "dead-end.json", as: "dead-end-lie.json") { $0["ok"] = true }
        try Self.rewrite(folder, "bad.json", as: "unknown.json") {
            Self.machines(&$0) { machine in
                var findings = machine["findings"] as! [[String: Any]]
                findings[0]["check"] = "bogus"
                machine["findings"] = findings
            }
        }
        try Self.rewrite(folder, "good.json", as: "extra.json") { Self.machines(&$0) { $0["extra"] = ["nested": [1, 2]] } }
        try Self.rewrite(folder, "good.json", as: "missing.json") { Self.machines(&$0) { $0["complete"] = nil } }
        try Self.rewrite(folder, "good.json", as: "type.json") { Self.machines(&$0) { $0["complete"] = "yes" } }
        try Self.rewrite(folder, "bad.json", as: "color.json") {
            Self.machines(&$0) { machine in
                var findings = machine["findings"] as! [[String: Any]]
                findings[1]["color"] = "red"
                machine["findings"] = findings
            }
        }
        try Self.rewrite(folder, "bad.json", as: "trace.json") {
            Self.machines(&$0) { machine in
                var findings = machine["findings"] as! [[String: Any]]
                findings[0]["trace"] = [["state": "a"], ["action": 7, "state": "b"]]
                machine["findings"] = findings
            }
        }
        let cases: [(String, String)] = [
            ("extra.json", "machine 'BlogEntrySpec': the entry has 'extra', which check never writes there"),
            ("missing.json", "machine 'BlogEntrySpec': the entry has no 'complete'"),
            ("type.json", "machine 'BlogEntrySpec': complete is \"yes\", not true or false"),
            ("color.json", "machine 'X': findings[1] has 'color', which check never writes there"),
            ("trace.json", "machine 'X': findings[0].trace[1].action is 7, not a string"),
            ("lie.json", "'ok' is true, but machine 'X' has a finding of 'unreachable', which fails the check"),
            ("false.json", "'ok' is false, but no finding or bad input is there to fail it"),
            ("negative.json", "machine 'BlogEntrySpec': stats.states is -5, not a whole number of 0 or more"),
            ("fraction.json", "machine 'BlogEntrySpec': stats.states is 5.5, not a whole number of 0 or more"),
            ("text.json", "machine 'BlogEntrySpec': stats.states is \"6\", not a whole number of 0 or more"),
            ("huge.json", "machine 'BlogEntrySpec': stats.states is 1.1805916207174113e+21, not a whole number of 0 or more"),
            ("unknown.json", "machine 'X': a finding's 'check' is \"bogus\", not one of this tool's checks"),
            ("dead-end-lie.json", "'ok' is true, but machine 'D' has a finding of 'dead-end', which fails the check"),
        ]
        for (file, message) in cases {
            let run = try inspect(["merge", file], directory: folder)
            #expect(run.status == 2, "\(file)")
            #expect(run.stderr == "vsm-inspect: \(file): \(message)\n", "\(file)")
        }
        let zero = try inspect(["merge", "zero.json"], directory: folder)
        #expect(zero.status == 2)
        #expect(zero.stderr == "vsm-inspect: zero.json:9: not JSON: unexpected '05' (strings must be quoted)\n")
        // Bytes that are not UTF-8 are refused on their line, never read as U+FFFD.
        var notText = Array(
            "{\n  \"ok\": true,\n  \"machines\": [],\n  \"badInput\": [{\"check\": \"bad-input\", \"message\": \"x\"}]\n}\n".utf8)
        notText.insert(0xC0, at: notText.firstRange(of: Array("x\"}".utf8))!.lowerBound)
        try Data(notText).write(to: URL(fileURLWithPath: folder + "/latin.json"))
        let latin = try inspect(["merge", "latin.json"], directory: folder)
        #expect(latin.status == 2)
        #expect(
            latin.stderr == "vsm-inspect: latin.json:4: not JSON: not UTF-8 text: byte \(notText.firstIndex(of: 0xC0)! + 1) is not UTF-8\n")
        let twice = try inspect(["merge", "good.json", "good.json"], directory: folder)
        #expect(twice.status == 2)
        #expect(
            twice.stderr == "vsm-inspect: good.json: machine 'BlogEntrySpec' is in it as it is in good.json: the same report given twice?\n"
        )
        // Two machines of one name (spec files of one name in two folders) are two machines.
        try Self.rewrite(folder, "good.json", as: "other.json") { Self.machines(&$0) { $0["reachable"] = ["initialized"] } }
        #expect(try inspect(["merge", "good.json", "other.json"], directory: folder).status == 0)
    }

    /// An incomplete run fails unless it allowed it, and says so: merge joins runs of one policy
    /// and takes no report's word that an incomplete search passed.
    @Test func anIncompleteRunPassesOnlyWhereItsReportSaysItWasAllowed() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bounded = ["check", "RatesStore", "--max-states", "5", "--format", "json"]
        let failed = try inspect(bounded + ["--output", folder + "/failed.json"])
        #expect(failed.status == 1)
        let allowed = try inspect(bounded + ["--allow-incomplete", "--output", folder + "/allowed.json"])
        #expect(allowed.status == 0)
        let again = try inspect(["check", "BlogEntry", "--format", "json", "--allow-incomplete", "--output", folder + "/blog.json"])
        #expect(again.status == 0)
        #expect(try inspect(["merge", "failed.json"], directory: folder).status == 1)
        let joined = try inspect(["merge", "allowed.json", "blog.json"], directory: folder)
        #expect(joined.status == 0)
        #expect(joined.stdout.hasPrefix("{\n  \"ok\": true,\n  \"allowIncomplete\": true,\n"))
        let mixed = try inspect(["merge", "allowed.json", "failed.json"], directory: folder)
        #expect(mixed.status == 2)
        #expect(
            mixed.stderr
                == "vsm-inspect: allowed.json is of a run with --allow-incomplete, but failed.json is not: merge joins runs of one verdict policy\n"
        )
        try Self.rewrite(folder, "failed.json", as: "lie.json") { $0["ok"] = true }
        let lie = try inspect(["merge", "lie.json"], directory: folder)
        #expect(lie.status == 2)
        #expect(
            lie.stderr
                == "vsm-inspect: lie.json: 'ok' is true, but machine 'RatesStore' has a finding of 'incomplete', which fails the check\n")
    }

    @Test func aJUnitReportIsCountedByItsElements() throws {
        let folder = try Self.reports("junit", ext: "xml")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try inspect(["merge", "bad.xml", "good.xml"], directory: folder).status == 1)
        let bad = try String(contentsOfFile: folder + "/bad.xml", encoding: .utf8)
        let lie = bad.replacingOccurrences(
            of: #"<testsuites name="vsm-inspect" tests="10" failures="2""#, with: #"<testsuites name="vsm-inspect" tests="10" failures="0""#
        )
        #expect(lie != bad)
        try lie.write(toFile: folder + "/lie.xml", atomically: true, encoding: .utf8)
        let run = try inspect(["merge", "lie.xml", "good.xml"], directory: folder)
        #expect(run.status == 2)
        #expect(run.stderr == "vsm-inspect: lie.xml:2: <testsuites> says failures=\"0\", but it holds 2\n")
        let good = try String(contentsOfFile: folder + "/good.xml", encoding: .utf8)
        let doctype = good.replacingOccurrences(of: "<testsuites ", with: "<!DOCTYPE t [<!ENTITY x \"&#38;\">]>\n<testsuites ")
        try doctype.write(toFile: folder + "/doctype.xml", atomically: true, encoding: .utf8)
        let entities = try inspect(["merge", "doctype.xml"], directory: folder)
        #expect(entities.status == 2)
        #expect(
            entities.stderr
                == "vsm-inspect: doctype.xml:2: not JUnit XML as check writes it: a DOCTYPE, comment, CDATA or processing instruction, which this tool never writes\n"
        )
        // Read as check writes it, or refused on its line: an element, attribute, entity or
        // declaration check never writes, and failures hidden where the counts do not look.
        let testcase = #"    <testcase classname="vsm-inspect.BlogEntrySpec" name="unreachable"/>"#
        #expect(good.contains(testcase))
        let cases: [(String, String, String)] = [
            (
                #"encoding="UTF-8""#, #"encoding="UVF-8""#,
                #"1: not JUnit XML as check writes it: the declaration is not <?xml version="1.0" encoding="UTF-8"?>"#
            ),
            (
                testcase,
                #"    <testcase classname="vsm-inspect.BlogEntrySpec" name="unreachable"><testcase name="y"><error/></testcase></testcase>"#,
                "8: <testcase> holds <testcase>, which check never writes"
            ),
            (
                testcase, #"    <testcase classname="vsm-inspect.BlogEntrySpec" name="unreachable" color="red"/>"#,
                "8: <testcase> has 'color', which check never writes"
            ),
            (
                testcase, #"    <testcase classname="vsm-inspect.BlogEntrySpec" name="unreachable">&a;</testcase>"#,
                "8: not JUnit XML as check writes it: '&a;' is an entity, which this tool never writes"
            ),
            (
                testcase, "    <!-- <failure/> -->\n" + testcase,
                "8: not JUnit XML as check writes it: a DOCTYPE, comment, CDATA or processing instruction, which this tool never writes"
            ),
            (
                testcase,
                #"    <testcase classname="vsm-inspect.BlogEntrySpec" name="unreachable"><failure type="x" message="y">z</failure></testcase>"#,
                #"3: <testsuite name="BlogEntrySpec"> says failures="0", but it holds 1"#
            ),
        ]
        for (offset, (original, replacement, message)) in cases.enumerated() {
            let changed = good.replacingOccurrences(of: original, with: replacement)
            #expect(changed != good)
            try changed.write(toFile: folder + "/changed-\(offset).xml", atomically: true, encoding: .utf8)
            let run = try inspect(["merge", "changed-\(offset).xml"], directory: folder)
            #expect(run.status == 2, "\(message)")
            #expect(run.stderr == "vsm-inspect: changed-\(offset).xml:\(message)\n")
        }
    }

    @Test func aSARIFResultWithoutALevelTakesItsRulesDefault() throws {
        let folder = try Self.reports("sarif", ext: "sarif")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.rewrite(folder, "bad.sarif", as: "levelless.sarif") { log in
            var runs = log["runs"] as! [[String: Any]]
            runs[0]["results"] = (runs[0]["results"] as! [[String: Any]]).map { result in
                var result = result
                result["level"] = nil
                return result
            }
            log["runs"] = runs
        }
        // The unreachable-state and dead-end rules' default level is error: the merge fails.
        let run = try inspect(["merge", "levelless.sarif"], directory: folder)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr == "")
        // A dead end alone, without a level, fails the merge too.
        try Self.deadEnd.write(toFile: folder + "/dead-end.yaml", atomically: true, encoding: .utf8)
        let deadEnd = try inspect(["check", "dead-end.yaml", "--format", "sarif"], directory: folder)
        try deadEnd.stdout.write(toFile: folder + "/dead-end.sarif", atomically: true, encoding: .utf8)
        try Self.rewrite(folder, "dead-end.sarif", as: "dead-end-levelless.sarif") { log in
            var runs = log["runs"] as! [[String: Any]]
            let results = runs[0]["results"] as! [[String: Any]]
            #expect(results.map { $0["ruleId"] as? String } == ["dead-end"])
            runs[0]["results"] = results.map { result in
                var result = result
                result["level"] = nil
                return result
            }
            log["runs"] = runs
        }
        let alone = try inspect(["merge", "dead-end-levelless.sarif"], directory: folder)
        #expect(alone.status == 1, "\(alone.stderr)")
        // A result that is not an object, or names no rule of the log, is refused: it could
        // hide a bad input or an error from the verdict.
        for (name, change, message) in [
            (
                "string.sarif", { (results: inout [Any]) in results.append("bogus") },
                #"results[2] is "bogus", not a SARIF result (an object)"#
            ),
            (
                "rule.sarif",
                { (results: inout [Any]) in
                    var first = results[0] as! [String: Any]
                    first["ruleId"] = "no-such-rule"
                    results[0] = first
                }, #"results[0].ruleId is "no-such-rule", not one of the log's rules"#
            ),
        ] as [(String, (inout [Any]) -> Void, String)] {
            try Self.rewrite(folder, "bad.sarif", as: name) { log in
                var runs = log["runs"] as! [[String: Any]]
                var results = runs[0]["results"] as! [Any]
                change(&results)
                runs[0]["results"] = results
                log["runs"] = runs
            }
            let run = try inspect(["merge", name], directory: folder)
            #expect(run.status == 2, "\(name)")
            #expect(run.stderr == "vsm-inspect: \(name): \(message)\n")
        }
        #expect(try inspect(["merge", "good.sarif"], directory: folder).status == 0)
    }

    /// Thousands of shards' reports on one command line join in the order given (the reports
    /// are taken apart from the options before the argument parser sees them).
    @Test func thousandsOfReportsJoinInOrder() throws {
        let folder = NSTemporaryDirectory() + "merge-many-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var names: [String] = []
        for number in 0..<3_000 {
            let name = "r\(number).json"
            let report =
                #"{"ok":true,"machines":[{"machine":"M\#(number)","complete":true,"stats":{"states":1,"transitions":0,"depth":0},"reachable":["a"],"findings":[]}]}"#
            try report.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
            names.append(name)
        }
        let run = try inspect(["merge"] + names + ["--output", "joined.json"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let joined =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/joined.json"))) as! [String: Any]
        let machines = (joined["machines"] as! [[String: Any]]).map { $0["machine"] as! String }
        #expect(machines == (0..<3_000).map { "M\($0)" })
    }
}
