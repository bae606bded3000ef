import Foundation
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import Testing

/// The error a spec document gives, as the one line a user sees.
private func failure(_ text: String, json: Bool = false, limits: SpecLimits = .standard) -> String? {
    do {
        _ = try SpecMachine.parse(text, file: json ? "m.json" : "m.yaml", json: json, limits: limits)
        return nil
    } catch {
        return error.description
    }
}

/// Readers are total: each of these once trapped, hung or expanded without limit; each now
/// gives one line naming the file and line.
@Suite struct HostileSpecTests {
    @Test(arguments: [
        // A flow mapping cut off at the end of the file: Array.subscript out of range.
        ("a: {", false, "m.yaml:1: YAML syntax error: did not find expected node content"),
        ("initial: a\nstates:\n  a: {on: {", false, "m.yaml:3: YAML syntax error: did not find expected node content"),
        ("a: {b: c,", false, "m.yaml:1: YAML syntax error: did not find expected node content"),
        // Lone and unpaired surrogates in JSON escapes: arithmetic overflow.
        (#"{"":"\uD800\u0041"#, true, #"m.json:1: JSON syntax error: invalid \u escape: a high surrogate without its low surrogate"#),
        (#"{"a":"\uD800"}"#, true, #"m.json:1: JSON syntax error: invalid \u escape: a high surrogate without its low surrogate"#),
        (#"{"a":"\uDC00"}"#, true, #"m.json:1: JSON syntax error: invalid \u escape: a low surrogate without its high surrogate"#),
        (#"{"a":"\u12"}"#, true, #"m.json:1: JSON syntax error: invalid \u escape: four hex digits expected"#),
        (#"{"a":"\u+1AB"}"#, true, #"m.json:1: JSON syntax error: invalid \u escape: four hex digits expected"#),
        ("{\"a\":\"\\\u{1B}\"}", true, #"m.json:1: JSON syntax error: invalid escape '\\u{1B}'"#),
        ("{\"a\": nan}", true, "m.json:1: JSON syntax error: unexpected 'nan' (strings must be quoted)"),
        ("{\"a\": 0x10}", true, "m.json:1: JSON syntax error: unexpected '0x10' (strings must be quoted)"),
        ("{\"a\": \u{7}}", true, #"m.json:1: JSON syntax error: unexpected '\u{7}' (strings must be quoted)"#),
        // Aliases: an undefined one, one used as a key for a mapping, a second document.
        ("a: *nowhere\n", false, "m.yaml:1: YAML alias '*nowhere' names no anchor before it"),
        ("a: &m {x: y}\n*m : z\n", false, "m.yaml:2: a mapping key must be a plain string, found a mapping"),
        ("initial: a\nstates: {a: {}}\n---\nb: c\n", false, "m.yaml:3: a second YAML document ('---'): a spec file holds one machine"),
        ("initial: a\nstates:\n  a: {}\n  b: {}\n  a: {}\n", false, "m.yaml:5: duplicate key 'a'"),
        // YAML has no unescaped control characters: the fast reader leaves them to libyaml.
        ("a: \"\u{0}\"\n", false, "m.yaml:1: YAML syntax error: control characters are not allowed"),
        ("a: \u{7}\n", false, "m.yaml:1: YAML syntax error: control characters are not allowed"),
        (
            "initial: a\nstates:\n  a:\n    on:\n    \u{0} start: a\n", false,
            "m.yaml:5: YAML syntax error: control characters are not allowed"
        ),
    ])
    func truncatedAndMalformedDocumentsAreOneLineErrors(text: String, json: Bool, expected: String) {
        #expect(failure(text, json: json) == expected)
    }

    @Test func surrogatePairsAndEscapesDecode() throws {
        let json = #"{"initial": "a\ud83d\ude00\n\t\"\\\/", "states": {"a\ud83d\ude00\n\t\"\\/": {}}}"#
        let report = try SpecMachine.parse(json, file: "m.json", json: true).explore()
        #expect(report.reachableNames == ["a😀\n\t\"\\/"])
    }

    @Test func anAliasBombIsRefusedAtTheAliasThatCrossesTheLimit() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
            previous = name
        }
        text += "initial: s\nstates:\n  s: {}\n"
        #expect(text.utf8.count < 500)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(failure(text) == "m.yaml:6: YAML aliases expand to more than 100000 nodes (the limit; an alias bomb?)")
        #expect(clock.now - start < .seconds(5))
        // A bomb whose alias is a mapping key: refused the same way before any key is hashed.
        #expect(
            failure(text.replacingOccurrences(of: "initial: s", with: "? *i\n: x\ninitial: s"))
                == "m.yaml:6: YAML aliases expand to more than 100000 nodes (the limit; an alias bomb?)")
    }

    @Test func anElementWithTooManyAttributesIsRefusedBeforeParsing() {
        // libxml2 compares each attribute with those before it: 300,000 of them took minutes.
        func chart(_ count: Int) -> Data {
            let attributes = (0..<count).map { "a\($0)=\"x>y\"" }.joined(separator: " ")
            return Data(
                ("<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" initial=\"s\">\n"
                    + "<state id=\"s\" \(attributes)/>\n</scxml>").utf8)
        }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: SpecError.self) { try SCXMLReader.parse(chart(300_000), file: "m.scxml") }
        do {
            _ = try SCXMLReader.parse(chart(300_000), file: "m.scxml")
        } catch {
            #expect(error.description == "m.scxml:2: an element with more than 1000 attributes (the limit)")
        }
        #expect(clock.now - start < .seconds(10))
        // A thousand (`id` and 999 more, with `>` inside their values) are read.
        #expect(throws: Never.self) { try SCXMLReader.parse(chart(999), file: "m.scxml") }
    }

    @Test func aliasesWithinTheLimitAreRead() throws {
        let yaml = """
            initial: a
            states:
              a:
                on: &moves
                  go: b
                  stay: a
              b:
                on: *moves
            """
        let report = try SpecMachine.parse(yaml, file: "m.yaml", json: false).explore()
        #expect(report.reachableNames == ["a", "b"])
        #expect(report.statistics.transitions == 4)
    }

    @Test(arguments: [
        (String(repeating: "[", count: 100_000), true, "m.json:1: JSON syntax error: nesting is deeper than 64 levels (the limit)"),
        ("a: " + String(repeating: "[", count: 100_000), false, "m.yaml:1: nesting is deeper than 64 levels (the limit)"),
        (String(repeating: "- ", count: 100_000) + "x\n", false, "m.yaml:1: nesting is deeper than 64 levels (the limit)"),
        (
            (0..<70).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined() + String(repeating: " ", count: 70) + "x: y\n",
            false, "m.yaml:65: nesting is deeper than 64 levels (the limit)"
        ),
    ])
    func deepNestingStopsAtTheLimit(text: String, json: Bool, expected: String) {
        #expect(failure(text, json: json) == expected)
    }

    @Test func sixtyFourLevelsAreRead() throws {
        let nested = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        _ = try SpecMachine.document("{\"x\": \(nested)}", file: "m.json", json: true)
        _ = try SpecMachine.document("x: \(nested)\n", file: "m.yaml", json: false)
    }

    @Test func escapesAreDecodedInLinearTime() throws {
        // 1 MiB of escapes in 256 strings of 4 KiB: a quadratic decoder takes minutes.
        let value = String(repeating: #"\n"#, count: 2_000)
        let names = (0..<256).map { "\"s\($0)\(value)\"" }
        let json = "{\"initial\": \(names[0]), \"states\": {" + names.map { "\($0): {}" }.joined(separator: ", ") + "}}"
        #expect(json.utf8.count > 1_000_000)
        let clock = ContinuousClock()
        let start = clock.now
        let machine = try SpecMachine.parse(json, file: "m.json", json: true)
        #expect(clock.now - start < .seconds(10))
        // A name of 2,002 bytes is printed as its first bytes and a digest of the whole.
        let full = "s0" + String(repeating: "\n", count: 2_000)
        #expect(machine.explore().reachableNames == [String(full.prefix(1_004)) + "\u{2026}#f11df7a1928804b6"])
    }

    @Test func limitsAreOneLineErrorsNamingTheLineAndState() {
        var limits = SpecLimits()
        limits.states = 3
        limits.eventsPerState = 2
        limits.targetsPerEvent = 2
        limits.transitions = 5
        limits.nameBytes = 8
        limits.fileBytes = 200
        #expect(
            failure("initial: a\nstates:\n  a: {}\n  b: {}\n  c: {}\n  d: {}\n", limits: limits)
                == "m.yaml:6: state 'd': more than 3 states (the limit)")
        #expect(
            failure("initial: a\nstates:\n  a:\n    on: {x: a, y: a, z: a}\n", limits: limits)
                == "m.yaml:3: state 'a': 3 events apply here (its own and its parents'); a state may have at most 2")
        #expect(
            failure(
                "initial: p\nstates:\n  p:\n    initial: c\n    on: {x: p, y: p}\n    states:\n      c:\n        on: {z: c}\n",
                limits: limits)
                == "m.yaml:7: state 'p.c': 3 events apply here (its own and its parents'); a state may have at most 2")
        #expect(
            failure("initial: a\nstates:\n  a:\n    on: {x: [a, b, c]}\n  b: {}\n  c: {}\n", limits: limits)
                == "m.yaml:3: state 'a': an event with 3 targets; an event may have at most 2")
        #expect(
            failure("initial: a\nstates:\n  a:\n    on: {x: [a, b], y: [a, b]}\n  b:\n    on: {x: [a, b]}\n", limits: limits)
                == "m.yaml:5: state 'b': more than 5 transitions once nested states inherit their parents' events (the limit)")
        #expect(
            failure("initial: a\nstates:\n  abcdefghi: {}\n", limits: limits)
                == "m.yaml:3: a name or value of 9 bytes; names may have at most 8 (the limit)")
        #expect(
            failure("initial: a\nstates:\n  a: {}\n" + String(repeating: "#", count: 200), limits: limits)
                == "m.yaml: is 227 bytes; a spec file may have at most 200 (the limit)")
    }

    /// Labels of every length around the 15 bytes kept in a slot, under several parents,
    /// are found exactly: never a sibling's, a prefix's or another parent's.
    @Test func childTableFindsExactlyTheLabelUnderItsParent() {
        let labels = [
            "", "a", "a\u{0}", "abcdefg", "abcdefgh", "abcdefghijklmno", "abcdefghijklmnop",
            "abcdefghijklmnopq", "caf\u{E9}", String(repeating: "x", count: 40), String(repeating: "x", count: 41),
        ]
        var nodes = [Statechart.Node(label: "", name: "", parent: nil, type: .compound, line: 1)]
        var table = ChildTable()
        for parent in 0..<3 {
            for label in labels {
                table.insert(nodes.count, parent: parent, label: label)
                nodes.append(Statechart.Node(label: label, name: label, parent: parent, type: .atomic, line: nodes.count))
            }
        }
        for parent in 0..<3 {
            for (offset, label) in labels.enumerated() {
                #expect(table.find(parent: parent, label: label[...], nodes: nodes) == 1 + parent * labels.count + offset)
            }
            #expect(table.find(parent: parent, label: "abcdefghijklmn", nodes: nodes) == nil)
            #expect(table.find(parent: parent, label: String(repeating: "x", count: 39)[...], nodes: nodes) == nil)
            #expect(table.find(parent: parent, label: "b", nodes: nodes) == nil)
        }
        #expect(table.find(parent: 3, label: "a", nodes: nodes) == nil)
    }

    @Test func thePublicLimitsAreTheStandardOnesUntilRaised() throws {
        let standard = SpecMachine.Limits.standard
        #expect(standard.fileBytes == SpecLimits.standard.fileBytes)
        #expect(standard.states == SpecLimits.standard.states)
        #expect(standard.transitions == SpecLimits.standard.transitions)
        #expect(standard.specLimits == SpecLimits.standard)
        let text = "initial: a\nstates:\n  a:\n    on: {x: [a, b], y: [a, b]}\n  b:\n    on: {x: [a, b]}\n"
        let tight = SpecMachine.Limits(states: 2, transitions: 5)
        #expect(
            throws: SpecError(
                file: "m.yaml", line: 5, state: "b",
                message:
                    "more than 5 transitions once nested states inherit their parents' events (the limit)")
        ) {
            try SpecMachine.parse(text, file: "m.yaml", json: false, limits: tight)
        }
        #expect(throws: SpecError(file: "m.yaml", line: 5, state: "b", message: "more than 1 states (the limit)")) {
            try SpecMachine.parse(text, file: "m.yaml", json: false, limits: .init(states: 1))
        }
        #expect(
            try SpecMachine.parse(text, file: "m.yaml", json: false, limits: .init(states: 2, transitions: 6))
                .explore().reachableNames == ["a", "b"])
    }

    @Test func aFileIsReadWithinTheBytesItsLimitsGive() throws {
        let directory = NSTemporaryDirectory() + "sized-spec-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/sized.yaml"
        let text = "initial: a\nstates:\n  a:\n    on: {x: b}\n  b: {}\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let size = text.utf8.count
        #expect(throws: SpecError(file: path, message: "is \(size) bytes; a spec file may have at most \(size - 1) (the limit)")) {
            try SpecMachine.load(path: path, limits: .init(fileBytes: size - 1))
        }
        #expect(try SpecMachine.load(path: path, limits: .init(fileBytes: size)).explore().reachableNames == ["a", "b"])
        #expect(try SpecMachine.load(path: path, limits: .init(fileBytes: 1 << 30)).explore().reachableNames == ["a", "b"])
    }

    @Test func filesAreReadWithinTheLimitWithoutBlocking() throws {
        let directory = NSTemporaryDirectory() + "hostile-spec-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A single line of 2 MB under a 1 MB limit: refused from its size, not read.
        let long = directory + "/long.json"
        try Data(repeating: UInt8(ascii: "a"), count: 2_000_000).write(to: URL(fileURLWithPath: long))
        var limits = SpecLimits()
        limits.fileBytes = 1_000_000
        #expect(throws: SpecError(file: long, message: "is 2000000 bytes; a spec file may have at most 1000000 (the limit)")) {
            try SpecMachine.load(path: long, limits: limits)
        }
        // A FIFO would block a reader forever.
        let fifo = directory + "/fifo.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: SpecError(file: fifo, message: "is not a regular file (a FIFO, socket or device); give a spec file")) {
            try SpecMachine.load(path: fifo)
        }
        // Not UTF-8: the line of the first bad byte.
        let latin1 = directory + "/latin1.yaml"
        try Data("initial: a\nstates:\n  caf\u{E9}: {}\n".data(using: .isoLatin1)!).write(to: URL(fileURLWithPath: latin1))
        #expect(throws: SpecError(file: latin1, line: 3, message: "is not UTF-8 text: byte 25 is not UTF-8")) {
            try SpecMachine.load(path: latin1)
        }
        let utf16 = directory + "/utf16.yaml"
        try "initial: a\n".data(using: .utf16)!.write(to: URL(fileURLWithPath: utf16))
        #expect(throws: SpecError(file: utf16, line: 1, message: "is UTF-16 text; spec files are UTF-8")) {
            try SpecMachine.load(path: utf16)
        }
        // A UTF-8 byte order mark is skipped, in JSON as in YAML.
        for (name, text) in [("bom.json", "{\"initial\": \"a\", \"states\": {\"a\": {}}}"), ("bom.yaml", "initial: a\nstates:\n  a: {}\n")]
        {
            let path = directory + "/" + name
            try Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)).write(to: URL(fileURLWithPath: path))
            #expect(try SpecMachine.load(path: path).explore().reachableNames == ["a"])
        }
    }

    @Test func duplicateKeysAreFoundInLargeMappings() {
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
