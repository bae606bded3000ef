import Foundation
import FoundationXML
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import MachineRender
import TestSupport
import Testing

/// Names a spec file may carry that once came out wrong: Graphviz substitutions, tab and
/// carriage return, terminal escapes, NUL, characters XML cannot hold, a very long name.
private let hostileNames = [
    #"\N"#, #"x\G\L\T\H\E"#, "tab\there", "carriage\rreturn", "\u{1B}]0;owned\u{7}\u{1B}[2J", "nul\u{0}byte",
    "not\u{FFFF}xml", "]]><!-- <script>alert(1)</script>", #"two\\backslashes\"#, String(repeating: "long name ", count: 409) + "end",
]

/// How Graphviz output shows a name: control characters it cannot hold as `\u{1B}`, tab and
/// carriage return as themselves.
private func shown(_ name: String) -> String {
    var output = ""
    for scalar in name.unicodeScalars {
        if (scalar.value < 0x20 && scalar != "\t" && scalar != "\r" && scalar != "\n") || scalar.value == 0xFFFF {
            output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            output.unicodeScalars.append(scalar)
        }
    }
    return output
}

private func hostileMachine(title: String = "Title #1: \"quoted\" \\N") -> Machine<String, String> {
    Machine(title, initial: hostileNames[0]) { state in
        guard let index = hostileNames.firstIndex(of: state), index + 1 < hostileNames.count else { return [] }
        return [.on("go\t" + hostileNames[index + 1], to: hostileNames[index + 1])]
    }
    .final(where: { $0 == hostileNames.last })
}

@Suite(.serialized) struct HostileNameRenderTests {
    private func expectExact(_ svg: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let document = try XMLDocument(data: svg)
        for (index, name) in hostileNames.enumerated() {
            let node = try document.nodes(forXPath: "//*[local-name()='g'][@class='node'][*[local-name()='title']='n\(index)']")
            let lines = try node.first?.nodes(forXPath: ".//*[local-name()='text']").compactMap(\.stringValue) ?? []
            #expect(lines.joined(separator: "\n") == shown(name), "label of n\(index)", sourceLocation: sourceLocation)
            let tooltip = try node.first?.nodes(forXPath: ".//*[local-name()='a']/@*[local-name()='title']").first?.stringValue
            // XML reads a tab in an attribute as a space: only there does a tab not come through.
            #expect(
                tooltip == shown(name).replacingOccurrences(of: "\t", with: " "), "tooltip of n\(index)",
                sourceLocation: sourceLocation)
        }
        let edgeTooltips = try document.nodes(
            forXPath: "//*[local-name()='g'][@class='edge']//*[local-name()='a']/@*[local-name()='title']"
        )
        .compactMap(\.stringValue)
        #expect(edgeTooltips.contains("go " + shown(#"x\G\L\T\H\E"#)), sourceLocation: sourceLocation)
        let edgeLabels = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']//*[local-name()='text']")
            .compactMap(\.stringValue)
        #expect(edgeLabels.contains("go\t" + shown("carriage\rreturn")), sourceLocation: sourceLocation)
        let title = try document.nodes(forXPath: "/*/*[local-name()='g']/*[local-name()='text']").first?.stringValue
        #expect(title == "Title #1: \"quoted\" \\N", sourceLocation: sourceLocation)
    }

    @Test func svgShowsEveryNameAndTooltipExactly() throws {
        try expectExact(try GraphvizRenderer.shared.render(DOTEncoder.graph(hostileMachine().explore().diagram()), format: .svg))
    }

    @Test func dotTextParsesInGraphvizAndShowsTheSame() throws {
        let dot = DOTEncoder.encode(hostileMachine().explore().diagram())
        #expect(!dot.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dot", "-Tsvg"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        try expectExact(svg)
    }

    @Test func mermaidTitleIsOneYAMLString() throws {
        for title in ["Checkout #2", "a: b", "\"quoted\" and \\back", "tab\tand\u{1B}esc", "--- not the end"] {
            let text = MermaidEncoder.encode(hostileMachine(title: title).explore().diagram())
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[0] == "---" && lines[2] == "---" && lines[3] == "stateDiagram-v2", "\(title)")
            let front = try YAMLComposer.compose(String(lines[1]), file: "front.yaml")
            #expect(front["title"]?.string == title)
        }
    }

    @Test func textFormatsKeepEveryNameOnItsLine() throws {
        let diagram = hostileMachine().explore().diagram()
        for text in [MermaidEncoder.encode(diagram), PlantUMLEncoder.encode(diagram)] {
            #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0xFFFF })
            #expect(!text.contains("<script>"))
            // One line per state, edge and marker: no name splits a line.
            #expect(text.split(separator: "\n").count < 40)
        }
        let plantuml = PlantUMLEncoder.encode(diagram)
        #expect(plantuml.contains("state \"carriage<U+000D>return\" as s3"))
        #expect(plantuml.contains("state \"tab<U+0009>here\" as s2"))
        #expect(plantuml.contains("state \"<U+005C>N\" as s0"))
        let mermaid = MermaidEncoder.encode(diagram)
        #expect(mermaid.contains("state \"carriage#13;return\" as s3"))
        #expect(mermaid.contains("state \"#92;N\" as s0"))
    }
}

@Suite(.serialized) struct FuzzFindingRenderTests {
    /// Found by the fuzzing harness: a checkout with a nested payment made Graphviz 2.43 free
    /// memory twice (abort in gvFreeLayout) when it made room for the label of an edge within
    /// one rank of a graph with clusters. A clustered graph is ranked globally (`newrank`),
    /// which puts no edge within a rank; every format renders in process, labels in layout.
    @Test func aLabelledEdgeWithinARankOfAClusteredGraphRenders() throws {
        let machine = try SpecMachine.load(path: repositoryRoot + "/Tests/FuzzTests/Regressions/graphviz-flat-edge-label-in-cluster.yaml")
        let diagram = machine.explore().diagram()
        #expect(diagram.nodes.contains { $0.cluster != nil })
        let options = LayoutPolicy.options(for: diagram, engine: .dot)
        #expect(options.edgeLabels == .label)
        let graph = DOTEncoder.graph(diagram, options: options)
        #expect(graph.graphAttributes.contains(GraphvizGraph.Attribute("newrank", "true")))
        for format in ImageFormat.allCases {
            let data = try GraphvizRenderer.shared.render(graph, format: format)
            #expect(data.count > 100)
        }
        // No edge lies within one rank: left to right, the two ends of every edge between two
        // states are at different x positions.
        let laidOut = String(decoding: try GraphvizRenderer.shared.render(graph, format: .dot), as: UTF8.self)
        var x: [String: Double] = [:]
        for match in laidOut.matches(of: /\t(n\d+)\s+\[[^\]]*?pos="([-0-9.]+),/.dotMatchesNewlines()) {
            x[String(match.1)] = Double(match.2)
        }
        #expect(x.count == diagram.nodes.count)
        let edges = laidOut.matches(of: /\t(n\d+) -> (n\d+)/).map { (String($0.1), String($0.2)) }
        #expect(edges.count == diagram.arrows.count)
        for (tail, head) in edges where tail != head {
            #expect(x[tail] != x[head], "\(tail) -> \(head) within one rank")
        }
        // A diagram without clusters keeps dot's own ranking.
        let flat = try brokenSpec().diagram()
        #expect(
            !DOTEncoder.graph(flat, options: LayoutPolicy.options(for: flat, engine: .dot)).graphAttributes.map(\.name).contains("newrank"))
    }
}
