import Foundation
import MachineKit
import SeedFeatures
import Testing

/// The pieces a page joins to write a test of one path give exactly the bytes
/// `SwiftTestsFile` writes for that path.
@Suite struct SwiftTestsFileTemplateTests {
    /// Every state's shortest path and every covering path of a machine.
    func paths(_ graph: StateGraph) -> [Trace] {
        (0..<graph.stateCount).map(graph.trace(to:)) + TransitionCover.paths(graph)
    }

    func expectSameText(_ machine: AnyMachine, source: SwiftTestsFile.Source, sourceLocation: SourceLocation = #_sourceLocation) {
        let graph = machine.explore().graph
        let command = "vsm-inspect explore \(machine.name) --web"
        let template = SwiftTestsFile.onePathTemplate(machine: graph.machine, source: source, command: command)
        let traces = paths(graph)
        #expect(traces.count > graph.stateCount / 2, sourceLocation: sourceLocation)
        for trace in traces {
            let file = SwiftTestsFile(machine: graph.machine, source: source, covering: [trace], command: command)
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
        #expect(template.text(initial: "\"s\"", moves: []).contains("expectPath(try SpecMachine.load(path: packageFile(\"a.yaml\")), MachinePath(\"s\"))"))
    }
}
