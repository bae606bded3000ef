import Foundation
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import Testing

/// A node with every line, as text: two readers agree when their dumps are equal.
private func dump(_ node: SpecNode) -> String {
    switch node {
    case .scalar(let value, let line): "\"\(value)\"@\(line)"
    case .null(let line): "null@\(line)"
    case .sequence(let items, let line): "[" + items.map(dump).joined(separator: ", ") + "]@\(line)"
    case .mapping(let pairs, let line):
        "{" + pairs.map { "\($0.key)@\($0.keyLine): \(dump($0.value))" }.joined(separator: ", ") + "}@\(line)"
    }
}

private func yams(_ text: String) -> String? {
    (try? SpecMachine.parseYAMLWithYams(text, file: "t.yaml")).map(dump)
}

/// Documents in the subset: read directly, exactly as Yams reads them.
private let inSubset: [String] = [
    """
    # a comment before anything
    ---
    id: BlogEntry             # machine name
    initial: initialized
    states:
      initialized:
        on:
          load: loading               # event: target
      loading:
        on:
          finish: [loaded, failed]    # several possible outcomes
      loaded:
        on:
          refresh: { target: loading }
      failed:
        on:
          retry:
            - target: loading
          dismiss: closed

      closed:
        type: final
    """,
    "a:\nb:\n",
    "a:\n  b:\nc: d",
    "a:\n  b:",
    "a:\n  b:\n\n# trailing comment\n",
    "list:\n- one\n- two: 2\n  three: 3\n-\n- [x, 'y', \"z\"]\nnext: value  \n",
    "  indented: root\n  second: key\n",
    "\"quoted key\": 'single'\n'other: key': \"with # hash\"\nplain: a:b\nurl: http://x.y/z # note\n",
    "nulls: [~, null, Null, NULL, 'null', \"~\"]\nempty: {}\nnone: []\nmap: {a: b, 'c': \"d\", e: ~}\n",
    "state names:\n  Loading (retry 2): x\n  'with: colon': y\n  émoji 🚀: z\n  dash-ed: -1x\n",
    "seq:\n  - a: 1\n    b:\n      - deep\n  - c\n",
]

/// Documents outside the subset: left to Yams.
private let outsideSubset: [String] = [
    "a: &anchor x\nb: *anchor\n",
    "a: !tag x\n",
    "a: |\n  block\n",
    "a: >\n  folded\n",
    "a: \"esc\\\"aped\"\n",
    "a: 'it''s'\n",
    "a: two\n  lines\n",
    "a:\n\tb: tab\n",
    "a: 1\na: 2\n",
    "a:\n    b: 1\n  c: 2\n",
    "a: [x,\n  y]\n",
    "a: - b\n",
    "- - nested\n",
    "just a string\n",
    "%YAML 1.2\n---\na: b\n",
    "a: b\n---\nc: d\n",
    "? complex\n: key\n",
    "a: b: c\n",
    "",
    "# only a comment\n",
]

@Suite struct SimpleYAMLTests {
    @Test func readsTheSubsetExactlyAsYams() throws {
        var documents = inSubset
        for name in ["specs/blog-entry.yaml", "specs/broken/blog-entry-broken.yaml", "specs/broken/missing-target.yaml"] {
            documents.append(try String(contentsOfFile: fixture(name), encoding: .utf8))
        }
        for (offset, text) in documents.enumerated() {
            let direct = SimpleYAMLReader.parse(text).map(dump)
            #expect(direct != nil, "document \(offset) should be in the subset")
            #expect(direct == yams(text), "document \(offset)")
        }
    }

    @Test func leavesEverythingElseToYams() {
        for (offset, text) in outsideSubset.enumerated() {
            #expect(SimpleYAMLReader.parse(text) == nil, "document \(offset): \(text.debugDescription)")
        }
    }

    @Test func aLargeGeneratedSpecReadsAsWithYams() {
        var text = "id: Generated\ninitial: s0\nstates:\n"
        for index in 0..<3_000 {
            text +=
                "  s\(index):\n    on:\n      next: s\((index + 1) % 3_000)\n      jump: [s\(index * 7 % 3_000), s\(index * 13 % 3_000)]\n"
            if index % 3 == 0 { text += "      back:\n        - target: s\(index / 2)\n" }
        }
        let direct = SimpleYAMLReader.parse(text).map(dump)
        #expect(direct != nil)
        #expect(direct == yams(text))
    }

    @Test func errorsOutsideTheSubsetKeepYamsWording() {
        let error = #expect(throws: SpecError.self) {
            try SpecMachine.parse("initial: a\nstates:\n  a: {}\n  a: {}\n", file: "d.yaml", json: false)
        }
        #expect(error.map { "\($0)" } == "d.yaml:4: duplicate key 'a'")
    }

    @Test func duplicatesAreFoundInLargeMappings() {
        // 20 states, the last one named like the third: past the few keys compared one by one.
        let names = (0..<19).map { "s\($0)" } + ["s2"]
        let yaml = "initial: s0\nstates:\n" + names.map { "  \($0): {}\n" }.joined()
        let yamlError = #expect(throws: SpecError.self) { try SpecMachine.parse(yaml, file: "d.yaml", json: false) }
        #expect(yamlError.map { "\($0)" } == "d.yaml:22: duplicate key 's2'")
        let json = "{\"initial\": \"s0\", \"states\": {\n" + names.map { "\"\($0)\": {}" }.joined(separator: ",\n") + "}}"
        let jsonError = #expect(throws: SpecError.self) { try SpecMachine.parse(json, file: "d.json", json: true) }
        #expect(jsonError.map { "\($0)" } == "d.json:21: JSON syntax error: duplicate key 's2'")
    }
}
