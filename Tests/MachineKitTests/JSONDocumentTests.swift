import MachineKit
import Synchronization
import Testing

/// JSON documents are written the same bytes every time, and a document too large for its
/// limit stops being made where it passes it.
@Suite struct JSONDocumentTests {
    @Test func aGeneratedArrayReadsAsTheArrayOfItsElements() {
        let made: JSONValue = .object([("n", .generated(count: 3) { .object([("i", .int($0))]) }), ("e", .generated(count: 0) { _ in .null })])
        let whole: JSONValue = .object([("n", .array((0..<3).map { .object([("i", .int($0))]) })), ("e", .array([]))])
        #expect(made.compact == #"{"n":[{"i":0},{"i":1},{"i":2}],"e":[]}"#)
        #expect(made.pretty == whole.pretty)
        #expect(made == whole)
    }

    /// A million states' worth of elements under a 1,000-byte limit: about as many elements are
    /// made as the limit holds, not a million.
    @Test func aDocumentPastItsLimitStopsBeingMadeThere() {
        let made = Atomic<Int>(0)
        let document: JSONValue = .object([("states", .generated(count: 1_000_000) { index in
            made.add(1, ordering: .relaxed)
            return .object([("id", .int(index)), ("name", .string("state \(index)"))])
        })])
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
