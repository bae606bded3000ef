import Foundation
@testable import MachineKitCharts
import MachineKitCore
@testable import MachineKitExport
import Testing

/// The package's one JSON reader: what it reads, what it refuses and how it says so, the same
/// for a spec file, a saved trace, a report read back and a record line.
@Suite struct JSONReaderTests {
    func read(_ text: String) -> Result<JSONValue, JSONReader.Failure> {
        Result { () throws(JSONReader.Failure) in try JSONValue.read(Array(text.utf8)) }
    }

    func failure(_ text: String) -> String? {
        guard case .failure(let failure) = read(text) else { return nil }
        return "\(failure.line): \(failure.message)"
    }

    @Test func valuesKeepTheirKeyOrderAndTypes() throws {
        let value = try JSONValue.read(Array(#"{"z": 1, "a": [true, null, -2.5e1, "x"], "m": {}}"#.utf8))
        #expect(value.objectValue?.map(\.0) == ["z", "a", "m"])
        #expect(value["z"] == .int(1))
        #expect(value["a"] == .array([.bool(true), .null, .double(-25), .string("x")]))
        #expect(value["m"] == .object([]))
        #expect(value.compact == #"{"z":1,"a":[true,null,-25.0,"x"],"m":{}}"#)
    }

    @Test func escapesAreDecoded() throws {
        let value = try JSONValue.read(Array(#"["e\u00e9\n", "\ud83d\ude00", "a\/b\\\"", "\b\f\r\t"]"#.utf8))
        #expect(value == .array(["eé\n", "😀", "a/b\\\"", "\u{08}\u{0C}\r\t"]))
    }

    @Test(arguments: [
        ("{\"a\": \"x\ty\"}", "1: a control character in a string (write it as an escape)"),
        ("{\"a\": \"x\ny\"}", "1: unterminated string"),
        (#"["\ud800"]"#, #"1: invalid \u escape: a high surrogate without its low surrogate"#),
        (#"["\udc00"]"#, #"1: invalid \u escape: a low surrogate without its high surrogate"#),
        (#"["\u12"]"#, #"1: invalid \u escape: four hex digits expected"#),
        (#"["\x"]"#, #"1: invalid escape '\x'"#),
        ("{\"a\": 1,\n \"a\": 2}", "2: duplicate key 'a'"),
        ("[01]", "1: unexpected '01' (strings must be quoted)"),
        ("[1.]", "1: unexpected '1.' (strings must be quoted)"),
        ("[nan]", "1: unexpected 'nan' (strings must be quoted)"),
        ("{\"a\": 1} x", "1: unexpected text after the JSON value"),
        ("{\n\"a\": [1,\n", "3: unexpected end of the file"),
        ("{\n\"a\": [\n", "3: unterminated array"),
        ("{\"a\" 1}", "1: expected ':', found '1'"),
        ("{\"a\": 1 \"b\": 2}", "1: expected ',' or '}', found '\"'"),
        ("{1: 2}", "1: expected a quoted key, found '1'"),
        ("", "1: unexpected end of the file"),
        ("[1e999]", "1: a number too large for a double: 1e999"),
    ])
    func badTextIsOneLineNamingItsLine(text: String, expected: String) {
        #expect(failure(text) == expected)
    }

    @Test func nestingIsBounded() {
        #expect(failure(String(repeating: "[", count: 600)) == "1: nesting is deeper than 512 levels (the limit)")
        #expect(
            failure(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
                == "1: nesting is deeper than 512 levels (the limit)")
        #expect(failure(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == nil)
    }

    @Test func aByteOrderMarkIsNotPartOfTheText() throws {
        #expect(try JSONValue.read([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)) == .object([("a", .int(1))]))
    }

    @Test func textThatIsNotUTF8IsRefusedOnItsLine() {
        let bytes: [UInt8] = Array("{\n\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)
        let result = Result { () throws(JSONReader.Failure) in try JSONValue.read(bytes) }
        guard case .failure(let failure) = result else {
            Issue.record("read bytes that are not UTF-8")
            return
        }
        #expect(failure.line == 2)
        #expect(failure.message == "not UTF-8 text: byte 9 is not UTF-8")
    }

    /// One grammar for every JSON input: a spec file, a trace and a report say the same of the
    /// same fault.
    @Test func everyJSONInputReadsTheSameGrammar() throws {
        let tab = "{\"initial\": \"a\tb\", \"states\": {\"a\tb\": {}}}"
        do {
            _ = try SpecMachine.parse(tab, file: "m.json", json: true)
            Issue.record("a spec file with a raw tab in a string was read")
        } catch {
            #expect(error.description == "m.json:1: JSON syntax error: a control character in a string (write it as an escape)")
        }
        do {
            _ = try TraceDocument.steps("{\"trace\": [{\"state\": \"a\tb\"}]}", file: "t.json")
            Issue.record("a trace with a raw tab in a string was read")
        } catch {
            #expect(error.description == "t.json:1: a control character in a string (write it as an escape)")
        }
        #expect(failure("{\"machines\": [\"a\tb\"]}") == "1: a control character in a string (write it as an escape)")
        do {
            _ = try MachineSnapshot.read(report: Data("{\"machines\": [\"a\tb\"]}".utf8))
            Issue.record("a report with a raw tab in a string was read")
        } catch {
            #expect(error.description == "not a JSON report: line 1: a control character in a string (write it as an escape)")
        }
        // Escaped, the same name reads in every one of them.
        let escaped = try SpecMachine.parse(#"{"initial": "a\tb", "states": {"a\tb": {}}}"#, file: "m.json", json: true)
        #expect(escaped.explore().graph.stateNames == ["a\tb"])
    }

    @Test func aTraceIsReadStepByStep() throws {
        let steps = try TraceDocument.steps(
            "{\"machine\": \"M\", \"trace\": [{\"state\": \"a\"}, {\"action\": \"go\", \"state\": \"b\"}], \"extra\": [1, {\"x\": null}]}",
            file: "t.json")
        #expect(steps.map(\.state) == ["a", "b"])
        #expect(steps.map(\.action) == [nil, "go"])
        #expect(throws: SpecError.self) { try TraceDocument.steps("{\"trace\": [], \"trace\": []}", file: "t.json") }
        #expect(throws: SpecError.self) { try TraceDocument.steps("{\"other\": 1}", file: "t.json") }
        // A value a reader skips is still JSON, each key once.
        #expect(throws: SpecError(file: "t.json", line: 1, message: "duplicate key 'a'")) {
            try TraceDocument.steps("{\"trace\": [], \"x\": {\"a\": 1, \"a\": 2}}", file: "t.json")
        }
    }
}

/// Documents decoded from the one reader's values: strictly, and every error naming where.
@Suite struct JSONValueDecoderTests {
    struct Point: Decodable, Equatable {
        var x: Int
        var label: String
        var tags: [String]
        var parent: Int?
        var on: Bool
        var weight: Double
    }

    func decode(_ text: String) throws -> Point {
        try JSONValue.read(Array(text.utf8)).decode(Point.self)
    }

    @Test func aDocumentDecodes() throws {
        let point = try decode(#"{"x": 3, "label": "p", "tags": ["a", "b"], "parent": null, "on": true, "weight": 2}"#)
        #expect(point == Point(x: 3, label: "p", tags: ["a", "b"], parent: nil, on: true, weight: 2))
    }

    @Test func aWrongDocumentSaysWhere() {
        func described(_ text: String) -> String {
            do {
                _ = try decode(text)
                return "decoded"
            } catch let error as DecodingError {
                return GraphDocument.describe(error)
            } catch {
                return "\(error)"
            }
        }
        #expect(described(#"{"label": "p", "tags": [], "parent": 1, "on": true, "weight": 1}"#) == "x: missing")
        #expect(described(#"{"x": "3", "label": "p", "tags": [], "parent": 1, "on": true, "weight": 1}"#) == "x: not a whole number")
        #expect(described(#"{"x": 1.5, "label": "p", "tags": [], "parent": 1, "on": true, "weight": 1}"#) == "x: not a whole number")
        #expect(described(#"{"x": 3, "label": "p", "tags": ["a", 2], "parent": 1, "on": true, "weight": 1}"#) == "tags[1]: not a string")
        #expect(described(#"{"x": 3, "label": "p", "tags": "a", "parent": 1, "on": true, "weight": 1}"#) == "tags: not a list")
        #expect(
            described(#"{"x": 3, "label": null, "tags": [], "parent": 1, "on": true, "weight": 1}"#) == "label: null where a value belongs")
        #expect(described(#"{"x": 3, "label": "p", "tags": [], "parent": 1, "on": 1, "weight": 1}"#) == "on: not true or false")
        #expect(described(#"[1]"#) == "the graph: not of the expected shape")
        #expect(
            described(#"{"x": 3, "label": "p", "tags": null, "parent": 1, "on": true, "weight": 1}"#) == "tags: null where a value belongs")
        #expect(described("null") == "the graph: null where a value belongs")
    }
}
