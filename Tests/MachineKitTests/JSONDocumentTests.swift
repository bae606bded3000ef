import Foundation
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import Synchronization
import Testing

/// JSON documents are written the same bytes every time, and a document too large for its
/// limit stops being made where it passes it.
@Suite struct JSONDocumentTests {
    @Test func aGeneratedArrayReadsAsTheArrayOfItsElements() {
        let made: JSONValue = .object([
            ("n", .generated(count: 3) { .object([("i", .int($0))]) }), ("e", .generated(count: 0) { _ in .null }),
        ])
        let whole: JSONValue = .object([("n", .array((0..<3).map { .object([("i", .int($0))]) })), ("e", .array([]))])
        #expect(made.compact == #"{"n":[{"i":0},{"i":1},{"i":2}],"e":[]}"#)
        #expect(made.pretty == whole.pretty)
        #expect(made == whole)
    }

    /// A million states' worth of elements under a 1,000-byte limit: about as many elements are
    /// made as the limit holds, not a million.
    @Test func aDocumentPastItsLimitStopsBeingMadeThere() {
        let made = Atomic<Int>(0)
        let document: JSONValue = .object([
            (
                "states",
                .generated(count: 1_000_000) { index in
                    made.add(1, ordering: .relaxed)
                    return .object([("id", .int(index)), ("name", .string("state \(index)"))])
                }
            )
        ])
        #expect(document.pretty(limit: 1_000) == nil)
        #expect(made.load(ordering: .relaxed) < 40)
        let small: JSONValue = .object([("states", .generated(count: 2) { .int($0) })])
        #expect(small.pretty(limit: 1_000) == "{\n  \"states\": [\n    0,\n    1\n  ]\n}")
    }

    /// A graph's JSON (what `check --format json --graph` adds): past a limit, no document;
    /// within it, the whole graph.
    @Test func aGraphPastTheLimitIsNoDocumentAndWithinItIsWhole() throws {
        let machine = Machine("Line", initial: 0) { n in n < 5_000 ? [.on("next", to: n + 1)] : [] }.actionsUnchecked().final(5_000)
        let graph = machine.explore().graph
        let json = graph.json(findings: [], complete: true)
        #expect(json.pretty(limit: 10_000) == nil)
        let whole = try #require(json.pretty(limit: .max))
        #expect(whole.utf8.count > 1_000_000)
        #expect(whole.contains("\"name\": \"5000\""))
    }
}

/// A finding's subject as the JSON report writes it reads back as the same subject, for every
/// kind of subject: `diff` words what it reads by the same code as the report.
@Suite struct FindingSubjectReadBackTests {
    static let step = Nonconformance(
        record: "runs.jsonl", line: 7, run: "r1", seq: 3, action: "load", from: "idle", to: "loaded",
        reason: .gap(ended: "loading"), earlier: ["a --x--> b"], allowed: [.init(action: "load", states: ["loading", "loaded"])], more: 2)

    static let findings: [Finding] = [
        Finding(check: .deadEnd, subject: .state("stuck"), message: "m"),
        Finding(check: .deadEnd, subject: .kind("failed", states: ["failed(1)", "failed(2)"]), message: "m"),
        Finding(check: .trap, subject: .states(["a", "b"]), message: "m"),
        Finding(check: .trap, subject: .kinds(["a", "b"], traps: [["a(1)", "b(1)"]]), message: "m"),
        Finding(check: .unusedAction, subject: .action("reset"), message: "m"),
        Finding(check: .collapse, subject: .view("loading", domainKinds: ["idle", "loading"]), message: "m"),
        Finding(check: .invariant, subject: .invariant("counter <= 3", state: "counter(4)"), message: "m"),
        Finding(check: .sometimes, subject: .property("reaches done"), message: "m"),
        Finding(check: .incomplete, subject: .exploration, message: "m", reason: .maxStates(10)),
        Finding(check: .nonconforming, subject: .step(step), message: "m"),
    ]

    @Test(arguments: 0..<findings.count)
    func aSubjectReadsBackAsWritten(index: Int) throws {
        let finding = Self.findings[index]
        let entry = try JSONValue.read(Array(finding.json.compact.utf8))
        let read = try Finding.Subject(reading: entry, check: finding.check)
        #expect(read == finding.subject)
        #expect(read.text == finding.subjectText)
    }

    @Test func aSubjectWithoutItsFieldsIsNamed() {
        #expect(throws: Finding.Subject.ReadError.self) { try Finding.Subject(reading: .object([("check", "dead-end")]), check: .deadEnd) }
        do {
            _ = try Finding.Subject(reading: .object([("kind", "failed"), ("states", [1])]), check: .deadEnd)
            Issue.record("read a kind whose states are numbers")
        } catch {
            #expect(error.description == "states: missing or not a list of strings")
        }
    }
}
