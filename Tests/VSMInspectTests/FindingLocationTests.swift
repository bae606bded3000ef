import Foundation
import MachineKit
import Testing
@testable import VSMInspectKit

/// Findings on a machine written in Swift land on the line that declares what they are about,
/// in SARIF, the GitHub format, JSON and the text report.
@Suite struct FindingLocationTests {
    /// The fixture's path as reports write it (relative to the working directory, the package's
    /// root when tests run), and its lines.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LocatedFixture.swift")
    static let relativeFixture = "Tests/VSMInspectTests/LocatedFixture.swift"

    /// What the line of each check's finding declares.
    static let expected: [String: String] = [
        "unreachable": "case verifying",
        "dead-end": "case failed",
        "trap": "case spinning(turn: Int)",
        "unused-action": "case cancel",
        "invariant": #".invariant("no second attempt")"#,
        "always-reachable": #".alwaysReachable("back to picking")"#,
        "sometimes": #".sometimes("verified")"#,
    ]

    static func run() -> CheckRun {
        let machine = AnyMachine(uploadMachine())
        return CheckRun(checked: [CheckedMachine(machine: machine, explored: machine.explore())], badInputs: [], strict: false)
    }

    static func line(_ number: Int) throws -> String {
        let lines = try String(contentsOf: fixture, encoding: .utf8).components(separatedBy: "\n")
        return lines[number - 1].trimmingCharacters(in: .whitespaces)
    }

    @Test func everyKindOfFindingIsOnItsLineInSARIF() throws {
        let sarif = try JSONSerialization.jsonObject(with: Data(SARIFReport.render(Self.run()).utf8)) as! [String: Any]
        let results = ((sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        var placed: [String: String] = [:]
        for result in results {
            let physical = ((result["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
            let uri = (physical["artifactLocation"] as! [String: Any])["uri"] as! String
            let line = (physical["region"] as! [String: Any])["startLine"] as! Int
            #expect(uri == Self.relativeFixture)
            placed[SARIFReport.rules.first { $0.id == result["ruleId"] as! String }!.check!.rawValue] = try Self.line(line)
        }
        for (check, declaration) in Self.expected {
            #expect(placed[check]?.hasPrefix(declaration) == true, "\(check) is on '\(placed[check] ?? "no line")'")
        }
    }

    @Test func aTraceIsACodeFlowOnTheKindsOfItsStates() throws {
        let sarif = try JSONSerialization.jsonObject(with: Data(SARIFReport.render(Self.run()).utf8)) as! [String: Any]
        let results = ((sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        let deadEnd = results.first { $0["ruleId"] as? String == "dead-end" }!
        let thread = ((deadEnd["codeFlows"] as! [[String: Any]])[0]["threadFlows"] as! [[String: Any]])[0]
        let steps = thread["locations"] as! [[String: Any]]
        let trace = Self.run().checked[0].report.findings.first { $0.check == .deadEnd }!.trace!
        #expect(steps.count == trace.steps.count)
        for (step, expected) in zip(steps, trace.steps) {
            let location = step["location"] as! [String: Any]
            let text = (location["message"] as! [String: Any])["text"] as! String
            #expect(text == (expected.action.map { "\($0) → \(expected.state)" } ?? "initial: \(expected.state)"))
            let physical = location["physicalLocation"] as! [String: Any]
            #expect((physical["artifactLocation"] as! [String: Any])["uri"] as? String == Self.relativeFixture)
            // Each step lands on the `case` of its state's kind: the name before its payload.
            let kind = expected.state.prefix { $0 != "(" }
            let declared = try Self.line((physical["region"] as! [String: Any])["startLine"] as! Int)
            #expect(declared.hasPrefix("case \(kind)"), "\(expected.state) is on '\(declared)'")
        }
        #expect(steps.count >= 2)
    }

    @Test func everyKindOfFindingIsOnItsLineInTheGitHubFormat() throws {
        var placed: [String: String] = [:]
        for annotation in GitHubReport.render(Self.run()).split(separator: "\n") where annotation.hasPrefix("::") {
            let properties = annotation.dropFirst(2).split(separator: "::")[0].split(separator: " ", maxSplits: 1)[1]
            var values: [String: String] = [:]
            for pair in properties.split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                values[String(parts[0])] = String(parts[1])
            }
            #expect(values["file"] == Self.relativeFixture)
            let check = values["title"]!.components(separatedBy: " in ")[0]
            placed[check] = try Self.line(Int(values["line"]!)!)
        }
        for (check, declaration) in Self.expected {
            #expect(placed[check]?.hasPrefix(declaration) == true, "\(check) is on '\(placed[check] ?? "no line")'")
        }
    }

    @Test func theTextAndJSONReportsNameTheLine() throws {
        let report = Self.run().checked[0].report
        let text = report.text()
        let line =
            try String(contentsOf: Self.fixture, encoding: .utf8).components(separatedBy: "\n")
            .firstIndex { $0.contains("case verifying") }! + 1
        #expect(
            text.contains(
                "unreachable: state 'verifying' is declared but never reached from the initial state\n"
                    + "    at \(Self.relativeFixture):\(line)"))
        // `check --format text` writes the finding with the same renderer.
        #expect(
            TextReport.render(Self.run()).contains(
                "  unreachable: state 'verifying' is declared but never reached from the initial state\n"
                    + "    at \(Self.relativeFixture):\(line)\n"))
        let json = report.findings.first { $0.check == .unreachable }!.json
        guard case .object(let pairs) = json else { Issue.record("not an object"); return }
        #expect(pairs.first { $0.0 == "file" }?.1 == .string(Self.relativeFixture))
        #expect(pairs.first { $0.0 == "line" }?.1 == .int(line))
    }
}
