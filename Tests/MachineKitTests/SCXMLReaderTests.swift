import Foundation
import MachineKit
import TestSupport
import Testing

/// The SCXML reader: what it reads, what it refuses (one line with file, line and state), and
/// that no input crashes it.
@Suite struct SCXMLReaderTests {
    static let header = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0""#

    func machine(_ text: String) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        try SpecMachine.machine(SCXMLReader.parse(Data(text.utf8), file: "m.scxml"))
    }

    @Test func readsStructureAndNamesTheMachine() throws {
        let text = """
            <?xml version="1.0"?>
            \(Self.header) name="Door" initial="closed">
              <datamodel><data id="x" expr="1"/></datamodel>
              <state id="closed">
                <onentry><raise event="ignored"/></onentry>
                <transition event="open" target="opened"/>
                <transition event="lock" cond="hasKey()" target="locked"/>
              </state>
              <state id="opened"><transition event="close" target="closed"/></state>
              <final id="locked"/>
            </scxml>
            """
        let chart = try SCXMLReader.parse(Data(text.utf8), file: "m.scxml")
        #expect(chart.name == "Door")
        #expect(chart.dialect == .scxml)
        #expect(chart.nodes.map(\.name) == ["", "closed", "opened", "locked"])
        #expect(chart.nodes.map(\.line) == [2, 4, 9, 10])
        #expect(chart.transitions.map(\.line) == [6, 7, 9])
        #expect(chart.transitions.map(\.isGuarded) == [false, true, false])
        let exploration = try machine(text).explore()
        #expect(reachable(exploration) == ["closed", "opened", "locked"])
        // `ignored` is raised by executable content only: no transition waits for it, so it is no event.
        #expect(exploration.graph.actionNames == ["open", "lock", "close"])
        #expect(exploration.report.findings.isEmpty)
    }

    @Test func aStartTagIsNamedByTheLineItStartsOn() {
        let text = """
            \(Self.header) initial="a">
              <state id="a">
                <transition
                  event="go"
                  target="nowhere"/>
              </state>
            </scxml>
            """
        #expect(throws: SpecError(file: "m.scxml", line: 3, state: "a", message: "target 'nowhere' names no state")) {
            try machine(text)
        }
    }

    @Test(arguments: [
        (
            "<?xml version=\"1.0\"?>\n<!DOCTYPE scxml [\n<!ENTITY lol \"lol\">\n]>\n\(header)><state id=\"&lol;\"/></scxml>",
            "m.scxml:2: document type and entity declarations are not accepted in spec files"
        ),
        ("\(header)>\n<state id=\"a\">\n</stat>\n</scxml>", "m.scxml:3: XML syntax error: an end tag does not match its start tag"),
        ("<machine/>", "m.scxml:1: not an SCXML document: the root element is <machine>, not <scxml>"),
        ("", "m.scxml:1: the file is empty, not a machine"),
        ("\(header)/>", "m.scxml:1: <scxml> declares no state"),
        ("\(header)>\n<state id=\"a\"/>\n<state id=\"a\"/>\n</scxml>", "m.scxml:3: state 'a': id 'a' is already declared on line 2"),
        ("\(header) initial=\"b\">\n<state id=\"a\"/>\n</scxml>", "m.scxml:1: target 'b' names no state"),
        (
            "\(header)>\n<state id=\"p\" initial=\"x y\">\n<state id=\"x\"/><state id=\"y\"/>\n</state>\n</scxml>",
            "m.scxml:2: state 'p': initial states 'x' and 'y' cannot be active together"
        ),
        (
            "\(header)>\n<state id=\"a\">\n<transition event=\"go\" target=\"a b\"/>\n</state>\n<state id=\"b\"/>\n</scxml>",
            "m.scxml:3: state 'a': targets 'a' and 'b' cannot be active together"
        ),
        (
            "\(header)>\n<state id=\"p\">\n<history id=\"h\"/>\n<state id=\"a\"/>\n</state>\n</scxml>",
            "m.scxml:3: state 'p.h': a <history> needs a default <transition> with a target"
        ),
        (
            "\(header)>\n<state id=\"p\">\n<history id=\"h\"><transition target=\"b\"/></history>\n<state id=\"a\"/>\n</state>\n<state id=\"b\"/>\n</scxml>",
            "m.scxml:3: state 'p.h': a history's default transition targets 'b', which is not inside 'p'"
        ),
        (
            "\(header)>\n<state id=\"a\">\n<transition target=\"b\"/>\n</state>\n<state id=\"b\">\n<transition target=\"a\"/>\n</state>\n</scxml>",
            "m.scxml:6: state 'b': eventless transitions never settle"
        ),
    ])
    func badDocumentsAreOneLine(text: String, expected: String) {
        do {
            _ = try machine(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func entityExpansionIsRefusedBeforeParsing() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        text += "]>\n\(Self.header)><state id=\"&lol9;\"/></scxml>"
        #expect(
            throws: SpecError(file: "m.scxml", line: 2, message: "document type and entity declarations are not accepted in spec files")
        ) {
            try machine(text)
        }
    }

    /// The XML parser traps on a name that is not UTF-8: such bytes stop at the decoder, with
    /// the line, and a document that declares another encoding is refused.
    @Test func documentsAreUTF8Text() {
        var bytes = [UInt8]("\(Self.header) initial=\"a\">\n<state id=\"a\">\n<transition event=\"".utf8)
        bytes += [0xC3, 0x28]
        bytes += [UInt8]("\" target=\"a\"/></state></scxml>".utf8)
        #expect(throws: SpecError(file: "m.scxml", line: 3, message: "is not UTF-8 text: byte 109 is not UTF-8")) {
            try SCXMLReader.parse(Data(bytes), file: "m.scxml")
        }
        let latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n\(Self.header)><state id=\"é\"/></scxml>"
        #expect(throws: SpecError(file: "m.scxml", line: 1, message: "declares the encoding 'ISO-8859-1'; spec files are UTF-8")) {
            try machine(latin1)
        }
        // An ASCII document may say Latin-1: its bytes read the same.
        let ascii = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n\(Self.header)><state id=\"a\"/></scxml>"
        #expect((try? machine(ascii)) != nil)
        let utf8 = "<?xml version='1.0' encoding='utf-8'?>\n\(Self.header)><state id=\"é\"/></scxml>"
        #expect((try? machine(utf8)) != nil)
    }

    /// The XML parser crashes on a processing instruction without data: none is read, and
    /// only the XML declaration may open the document.
    @Test func processingInstructionsAreRefused() throws {
        let message = "processing instructions are not accepted in spec files (only the XML declaration, first)"
        for (text, line) in [
            ("<?xml?>\n<\n", 1), ("\(Self.header)>\n<?a?></scxml>", 2), ("<?a b?>\(Self.header)/>", 1),
            ("\n<?xml version=\"1.0\"?>\(Self.header)/>", 2),
        ] {
            #expect(throws: SpecError(file: "m.scxml", line: line, message: message)) { try machine(text) }
        }
        // A declaration closed by `>` alone: the parser recovers from there and would meet `<?a?>`.
        #expect(throws: SpecError(file: "m.scxml", line: 1, message: "the XML declaration is not closed with '?>'")) {
            try machine("<?xml version=\"1.0\">\n<?a?>\(Self.header)/>")
        }
        // NUL bytes make the parser read UTF-16, where `<\0?\0a\0?\0>\0` is `<?a?>`.
        #expect(throws: SpecError(file: "m.scxml", line: 2, message: "holds a NUL byte, which XML does not allow")) {
            try machine("\n<\0?\0a\0?\0>\0")
        }
        let declared = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(Self.header) initial=\"a\"><!-- <?a?> --><state id=\"a\"/></scxml>"
        #expect(reachable(try machine(declared).explore()) == ["a"])
        let bom = "\u{FEFF}<?xml version=\"1.0\"?>\(Self.header) initial=\"a\"><state id=\"a\"/></scxml>"
        #expect(reachable(try machine(bom).explore()) == ["a"])
    }

    @Test func nestingIsLimited() {
        let depth = 300
        let text = Self.header + ">" + String(repeating: "<state>", count: depth) + String(repeating: "</state>", count: depth) + "</scxml>"
        #expect(throws: SpecError(file: "m.scxml", line: 1, message: "elements are nested too deeply")) { try machine(text) }
    }

    @Test func statesWithoutIDAreNamedWhereTheyAreWritten() throws {
        let text = "\(Self.header)>\n  <state>\n    <transition event=\"go\" target=\"b\"/>\n  </state>\n  <state id=\"b\"/>\n</scxml>"
        let chart = try SCXMLReader.parse(Data(text.utf8), file: "m.scxml")
        #expect(chart.nodes[1].name.hasPrefix("state@2:"))
        #expect(reachable(try machine(text).explore()) == [chart.nodes[1].name, "b"])
    }

    @Test func otherNamespacesAndExecutableContentAreSkipped() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:x="urn:other" initial="a">
              <x:state id="ghost"/>
              <state id="a">
                <onexit><x:anything/><send event="later"/></onexit>
                <transition event="go" target="b"><log expr="'going'"/></transition>
              </state>
              <final id="b"><donedata><content>1</content></donedata></final>
            </scxml>
            """
        #expect(reachable(try machine(text).explore()) == ["a", "b"])
    }

    /// Every corpus SCXML document, with bytes changed at random (fixed seed): each gives a
    /// machine or one line of error, and every machine explores.
    @Test func mutatedDocumentsGiveAMachineOrOneLine() throws {
        let folder = repositoryRoot + "/Tests/MachineKitTests/StatechartCorpus"
        var documents: [Data] = []
        for group in ["hand", "w3c"] {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder + "/" + group).sorted()
            where file.hasSuffix(".scxml") {
                documents.append(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + group + "/" + file)))
            }
        }
        var seed: UInt64 = 11
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: seed >> 33) % bound
        }
        let alphabet = Array("<>/=\" abcs*.#&;!-?\n".utf8)
        var machines = 0, errors = 0
        for document in documents {
            for _ in 0..<12 {
                var bytes = Array(document)
                for _ in 0...next(4) where !bytes.isEmpty {
                    let position = next(bytes.count)
                    switch next(3) {
                    case 0: bytes[position] = alphabet[next(alphabet.count)]
                    case 1: bytes.remove(at: position)
                    default: bytes.insert(contentsOf: Array(bytes[position..<min(bytes.count, position + next(40))]), at: position)
                    }
                }
                do {
                    let machine = try SpecMachine.machine(SCXMLReader.parse(Data(bytes), file: "fuzz.scxml"))
                    _ = machine.explore(bounds: ExplorationBounds(maxStates: 2_000)).report
                    machines += 1
                } catch {
                    #expect(!error.description.contains("\n"))
                    #expect(error.description.hasPrefix("fuzz.scxml"))
                    errors += 1
                }
            }
        }
        #expect(machines > 0 && errors > 0)
    }
}
