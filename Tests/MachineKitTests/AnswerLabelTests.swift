import Foundation
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import Testing

// An answer's label is the value's readable description; the labels of small plain values read
// through their mirror are remembered by type and bytes, and every other value is named anew.

private enum Outage: Error, Hashable { case offline, timeout(seconds: Int) }

private struct Quote: Hashable, Sendable {
    var euros: Int
    var fresh: Bool
}

/// A plain value whose description reads something outside its bytes: never remembered.
private struct Ticket: Hashable, Sendable, CustomStringConvertible {
    nonisolated(unsafe) static var issued = 0
    var id: Int
    var description: String {
        Ticket.issued += 1
        return "ticket \(id) (\(Ticket.issued))"
    }
}

@Suite struct AnswerLabelTests {
    @Test func labelsAreTheValuesReadableDescriptionsEachTime() {
        for _ in 0..<3 {
            #expect(Answer<Quote>.failure(Outage.offline).label == "failure(offline)")
            #expect(Answer<Quote>.failure(Outage.timeout(seconds: 5)).label == "failure(timeout(seconds: 5))")
            #expect(Answer<Quote>.failure(Outage.timeout(seconds: 6)).label == "failure(timeout(seconds: 6))")
            #expect(Answer.success(Quote(euros: 1, fresh: true)).label == "success(Quote(euros: 1, fresh: true))")
            #expect(Answer.success(Quote(euros: 2, fresh: false)).label == "success(Quote(euros: 2, fresh: false))")
            #expect(Answer.success(7).label == "success(7)")
            #expect(Answer.success(Quote(euros: 2, fresh: false), "cached").label == "cached")
            #expect(rememberedDescription(Quote(euros: 3, fresh: true)) == "Quote(euros: 3, fresh: true)")
        }
    }

    @Test func standardNumbersAndFlagsAreRememberedByTheirBytes() {
        for _ in 0..<3 {
            #expect(Answer.success(3).label == "success(3)")
            #expect(Answer.success(-3).label == "success(-3)")
            #expect(Answer.success(UInt8(200)).label == "success(200)")
            #expect(Answer.success(Int8(-56)).label == "success(-56)")
            #expect(Answer.success(true).label == "success(true)")
            #expect(Answer.success(0.0).label == "success(0.0)")
            #expect(Answer.success(-0.0).label == "success(-0.0)")
            #expect(Answer.success(Float(0.5)).label == "success(0.5)")
            #expect(Answer.success(Duration.milliseconds(300)).label == "success(\(Duration.milliseconds(300)))")
            #expect(rememberedDescription(42) == "42")
        }
        // Kept, each by its own bytes: the next run that waits on them names none anew. (Each is
        // looked up just after it is named: the table is the process's, and other tests fill it.)
        #expect(Answer.success(3).label == "success(3)" && rememberedName(of: 3, form: .success) == "success(3)")
        #expect(Answer.success(-0.0).label == "success(-0.0)" && rememberedName(of: -0.0, form: .success) == "success(-0.0)")
        #expect(Answer.success(0.0).label == "success(0.0)" && rememberedName(of: 0.0, form: .success) == "success(0.0)")
        #expect(Answer.success(true).label == "success(true)" && rememberedName(of: true, form: .success) == "success(true)")
        #expect(rememberedDescription(42) == "42" && rememberedName(of: 42) == "42")
        #expect(rememberedName(of: 987_654_321) == nil)
    }

    @Test func valuesWithTheirOwnDescriptionAreNamedAnew() {
        let first = Answer.success(Ticket(id: 4)).label
        let second = Answer.success(Ticket(id: 4)).label
        #expect(first.hasPrefix("success(ticket 4 ("))
        #expect(first != second)
        #expect(rememberedName(of: Ticket(id: 4), form: .success) == nil)
    }

    @Test func valuesThatAreNotPlainAreNamedAsBefore() {
        #expect(Answer.success(["a", "b"]).label == "success([a, b])")
        #expect(Answer.success("text").label == "success(text)")
        #expect(Answer<Int>.failure(CancellationError()).label == "failure(CancellationError())")
    }
}
