import MachineKit
import Testing

/// A machine written in Swift declares no transitions: its answer to "why is this state not
/// reached" names no way in, and says so.
@Suite struct WhyNotReachedTests {
    @Test func aMachineOfCodeNamesNoWayIn() throws {
        let exploration = BrokenVariantTests.blogEntryThatNeverSucceeds().explore()
        let graph = exploration.graph
        let loaded = try #require(graph.kindNames.firstIndex(of: "loaded"))
        let why = graph.whyNotReached(kind: loaded, unreached: ["loaded"], complete: true)
        #expect(!why.declaresTransitions)
        #expect(why.ways.isEmpty)
        #expect(why.nearest == nil)
        #expect(
            why.lines(in: graph) == [
                "why: the machine's moves are its code, which declares no transitions to read; no explored move enters a state of 'loaded'"
            ])
    }
}
