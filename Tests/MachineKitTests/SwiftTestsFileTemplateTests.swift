import Foundation
import MachineKit
import MachineKitTesting
import SeedFeatures
import TestSupport
import Testing

/// The pieces a page joins to write a test of one path give exactly the bytes
/// `SwiftTestsFile` writes for that path.
@Suite struct SwiftTestsFileTemplateTests {
    /// Every state's shortest path and every covering path of a machine.
    func paths(_ graph: StateGraph) -> [Trace] {
        (0..<graph.stateCount).map(graph.trace(to:)) + TransitionCover.paths(graph)
    }

    func expectSameText(_ machine: AnyMachine, source: AnyMachine.TestSource, sourceLocation: SourceLocation = #_sourceLocation) {
        let graph = machine.explore().graph
        let command = "vsm-inspect explore \(machine.name) --web"
        let template = SwiftTestsFile.onePathTemplate(machine: graph.machine, source: source, command: command)
        let traces = paths(graph)
        #expect(traces.count > graph.stateCount / 2, sourceLocation: sourceLocation)
        for trace in traces {
            let file = SwiftTestsFile(
                machine: graph.machine, source: source, covering: [trace], command: command,
                contents: .walkedPath)
            #expect(template.text(trace) == file.text, "\(trace.line)", sourceLocation: sourceLocation)
        }
    }

    @Test func seedFeaturesAsRegistered() {
        for machine in SeedFeatures.all {
            expectSameText(machine, source: machine.testSource!)
        }
    }

    @Test func specFiles() throws {
        for path in ["specs/blog-entry.yaml", "specs/checkout.json", "specs/broken/blog-entry-broken.yaml"] {
            let machine = AnyMachine(try SpecMachine.load(path: fixture(path)))
            expectSameText(machine, source: .specFile("Fixtures/" + path))
        }
    }

    /// Names Swift literals must escape, sequences of emitted states, a path of no move.
    @Test func namesThatNeedEscapingAndEmittedSequences() {
        let odd = "say \"hi\"\\n\n\t\u{200B}é\u{2028}"
        let machine = Machine<String, String>("Odd \"machine\" \\ name", initial: odd) { state in
            state == odd ? [.on("go \"now\"", emits: ["mid\\way", "end\n"], ["other"])] : []
        }
        expectSameText(AnyMachine(machine), source: .expression("Odd.machine(\"x\")", imports: ["Odd", "A\\B"]))
        let template = SwiftTestsFile.onePathTemplate(machine: "M", source: .specFile("a.yaml"), command: "c")
        #expect(
            template.text(initial: "\"s\"", moves: []).contains(
                "expectPath(try SpecMachine.load(path: packageFile(\"a.yaml\")), MachinePath(\"s\"))"))
        // One walked path: a header and a test name that say so, not those of a file of covering paths.
        let walked = template.text(initial: "\"s\"", moves: [])
        #expect(walked.hasPrefix("// A path of machine \"M\", walked in the web explorer of `c`: every state it reaches is checked.\n\n"))
        #expect(walked.contains("@Test func walkedPath() throws {"))
        #expect(!walked.contains("coveringPath") && !walked.contains("regenerate"))
    }

    /// The files the browser tests compare the page's "Copy as Swift test" with are what
    /// `SwiftTestsFile` writes for the same paths (`UPDATE_GOLDEN=1` rewrites them).
    @Test func browserTestsCompareWithSwiftTestsFileText() throws {
        let blogEntry = SeedFeatures.all.first { $0.name == "BlogEntry" }!
        let checkout = AnyMachine(try SpecMachine.load(path: fixture("specs/checkout.json")))
        let cases: [(AnyMachine, AnyMachine.TestSource, String, String, String)] = [
            (blogEntry, blogEntry.testSource!, "BlogEntry", "loaded(State machines)", "BlogEntry-loaded.swift"),
            (
                checkout, .specFile("Fixtures/specs/checkout.json"), "Fixtures/specs/checkout.json", "confirmed",
                "checkout-confirmed.swift"
            ),
        ]
        for (machine, source, argument, state, file) in cases {
            let graph = machine.explore().graph
            let trace = graph.trace(to: graph.stateNames.firstIndex(of: state)!)
            let text = SwiftTestsFile(
                machine: graph.machine, source: source, covering: [trace],
                command: "vsm-inspect render \(argument) --format html", contents: .walkedPath
            ).text
            let path = repositoryRoot + "/Tests/Browser/golden/" + file
            if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            }
            #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self) == text, "\(file)")
            // And the test they hold passes.
            let replay = MachinePath(trace)
            #expect(
                machine.name == "BlogEntry"
                    ? expectPath(BlogEntryFeature.machine(), replay)
                    : expectPath(try SpecMachine.load(path: fixture("specs/checkout.json")), replay))
        }
    }
}
