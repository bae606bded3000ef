import MachineKit
import MachineKitTesting
import Testing

/// A chain 0 → 1 → … → `length`, where `length` is the declared kind `end`: reachable, but
/// only at depth `length`. `stuck` (a dead end), `loop` (a trap) and an invariant failure sit
/// at depths given by the arguments, so that a bound can fall before or after each.
private enum Place: Hashable, Sendable {
    case step(Int)
    case stuck
    case loop(Int)
    case done
}

extension Place: KindedState {
    enum Kind: String, CaseIterable, Sendable { case step, stuck, loop, done }
    var kind: Kind {
        switch self {
        case .step: .step
        case .stuck: .stuck
        case .loop: .loop
        case .done: .done
        }
    }
}

private func chain(length: Int, stuckAt: Int, loopAt: Int, badAt: Int) -> Machine<Place, String> {
    Machine("Chain", initial: .step(0)) { place in
        switch place {
        case .step(let index) where index == length: [.on("finish", to: .done)]
        case .step(let index):
            [.on("next", to: .step(index + 1))]
                + (index == stuckAt ? [.on("jam", to: .stuck)] : [])
                + (index == loopAt ? [.on("spin", to: .loop(0))] : [])
        case .loop(let side): [.on("turn", to: .loop(1 - side))]
        case .stuck, .done: []
        }
    }
    .final(.done)
    .invariant("never step \(badAt)") { $0 != .step(badAt) }
    .actionsUnchecked()
}

@Suite struct BoundsTests {
    @Test func theDefaultCapIsAMillionStatesAndNeverPassesSilently() {
        #expect(ExplorationBounds.standard.maxStates == 1_000_000)
        let machine = chain(length: 50, stuckAt: 40, loopAt: 45, badAt: 48)
        withKnownIssue {
            expectNoFindings(machine, bounds: ExplorationBounds(maxStates: 10))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("incomplete: exploration stopped at the state bound (10 states)")
                && text.contains("raise it, or pass allowIncomplete: true")
        }
        // Opting in accepts the verdicts on the part seen.
        let report = expectNoFindings(machine, bounds: ExplorationBounds(maxStates: 10), allowIncomplete: true)
        #expect(!report.isComplete)
        #expect(!report.passes(strict: true))
    }

    @Test func unreachableBecomesUnreachedUnderABound() {
        let machine = chain(length: 50, stuckAt: 40, loopAt: 45, badAt: 48)
        let complete = machine.check()
        #expect(
            summary(complete.findings).map { $0.components(separatedBy: " |")[0] }
                == ["dead-end stuck", "trap {loop(0), loop(1)}", "invariant never step 48"])
        for bounds in [ExplorationBounds(maxStates: 20), ExplorationBounds(maxDepth: 20)] {
            let report = machine.check(bounds: bounds)
            #expect(!report.isComplete)
            #expect(report.findings.allSatisfy { $0.check != .unreachable })
            #expect(report.findings.filter { $0.check == .unreached }.map(\.subjectText) == ["stuck", "loop", "done"])
            // The run fails for being incomplete, unless it accepts verdicts on the part seen;
            // its unreached warnings fail under strict even then.
            #expect(!report.passes())
            #expect(report.failures().map(\.check) == [.incomplete])
            #expect(report.passes(allowIncomplete: true))
            #expect(!report.passes(strict: true, allowIncomplete: true))
        }
    }

    @Test func deadEndsTrapsAndInvariantsWithinTheBoundStayFailures() {
        // Everything at depth ≤ 12; the bound at depth 30 stops the chain.
        let machine = chain(length: 50, stuckAt: 5, loopAt: 8, badAt: 12)
        let report = machine.check(bounds: ExplorationBounds(maxDepth: 30))
        #expect(
            summary(report.findings) == [
                "incomplete ",
                "unreached done",
                "dead-end stuck | step(0) --next--> step(1) --next--> step(2) --next--> step(3) --next--> step(4)"
                    + " --next--> step(5) --jam--> stuck",
                "trap {loop(0), loop(1)} | step(0) --next--> step(1) --next--> step(2) --next--> step(3) --next--> step(4)"
                    + " --next--> step(5) --next--> step(6) --next--> step(7) --next--> step(8) --spin--> loop(0)",
                "invariant never step 12 | step(0) --next--> step(1) --next--> step(2) --next--> step(3) --next--> step(4)"
                    + " --next--> step(5) --next--> step(6) --next--> step(7) --next--> step(8) --next--> step(9)"
                    + " --next--> step(10) --next--> step(11) --next--> step(12)",
            ])
        #expect(!report.passes())
    }

    @Test func aStateTheBoundLeftUnexpandedIsNeitherADeadEndNorInATrap() {
        // The loop's second state lies past the state bound: no trap can be claimed.
        let machine = chain(length: 50, stuckAt: 49, loopAt: 3, badAt: 99)
        let exploration = machine.explore(bounds: ExplorationBounds(maxStates: 6))
        let graph = exploration.graph
        #expect(graph.stateNames == ["step(0)", "step(1)", "step(2)", "step(3)", "step(4)", "loop(0)"])
        #expect(
            graph.status.map(\.rawValue)
                == ["expanded", "expanded", "expanded", "expanded", "not-expanded", "not-expanded"])
        #expect(summary(exploration.report.findings) == ["incomplete ", "unreached stuck", "unreached done"])
    }

    @Test func aStateAtTheDepthBoundWhoseMovesAreAllKnownIsExpanded() {
        // At depth 2 the loop's states have every successor recorded: the trap is real.
        let machine = chain(length: 3, stuckAt: 9, loopAt: 0, badAt: 99)
        let report = machine.check(bounds: ExplorationBounds(maxDepth: 2))
        #expect(
            summary(report.findings).map { $0.components(separatedBy: " |")[0] }
                == ["incomplete ", "unreached stuck", "unreached done", "trap {loop(0), loop(1)}"])
    }
}
