import MachineKit
import MachineKitTesting
import Testing

/// A door: open ⇄ closed, locked from closed; `broken` never reached.
private enum Hatch: String, Hashable, Sendable, CaseIterable {
    case open, closed, locked, broken
}

private func hatch() -> Machine<Hatch, String> {
    Machine("Hatch", initial: Hatch.open) { state in
        switch state {
        case .open: [.on("close", to: .closed)]
        case .closed: [.on("open", to: .open), .on("lock", to: .locked)]
        case .locked: [.on("unlock", to: .locked)]
        case .broken: []
        }
    }
}

/// Final states, the action universe, the constraint and the properties are single values: a
/// later modifier replaces or adds to an earlier one, and nothing can contradict.
@Suite struct MachineConfigurationTests {
    @Test func finalStatesAreOneValue() {
        let plain = hatch().actionsUnchecked()
        #expect(!plain.finalStates.isDeclared)
        // Undeclared: the locked loop is no trap (there is nothing to reach), and `broken` is unreachable.
        #expect(plain.check().findings.map(\.check) == [.unreachable])
        let declared = plain.final(.open)
        #expect(declared.finalStates.isDeclared)
        #expect(declared.finalStates.contains(.open) && !declared.finalStates.contains(.closed))
        #expect(declared.check().findings.map(\.check) == [.unreachable, .trap])
        var set = plain
        set.finalStates = .declared { $0 == .open }
        #expect(set.check().findings.map(\.subjectText) == ["broken", "{locked}"])
    }

    @Test func theActionUniverseIsOneValueAndTheLaterModifierWins() {
        let undeclared = hatch()
        #expect(undeclared.check().findings.contains { $0.check == .unusedAction && $0.subject == .exploration })
        let declared = hatch().actions(["open", "close", "lock", "unlock", "kick"])
        #expect(declared.actionUniverse.declared == ["open", "close", "lock", "unlock", "kick"])
        #expect(declared.check().findings.filter { $0.check == .unusedAction }.map(\.subjectText) == ["kick"])
        let open = declared.actionsUnchecked()
        guard case .open = open.actionUniverse else { Issue.record("actionsUnchecked() makes the universe open"); return }
        #expect(!open.check().findings.contains { $0.check == .unusedAction })
    }

    @Test func constraintsAddUpInOneValue() {
        let machine = hatch().actionsUnchecked()
            .constraint("not locked") { $0 != .locked }
            .constraint("not broken") { $0 != .broken }
        #expect(machine.constraint?.description == "not locked and not broken")
        #expect(machine.constraint?(.open) == true)
        #expect(machine.constraint?(.locked) == false)
        let report = machine.check()
        #expect(report.constraint == "not locked and not broken")
        #expect(report.statistics.outsideConstraint == 1)
    }

    @Test func aSometimesPropertyWithoutAnExampleFails() {
        let machine = hatch().actionsUnchecked()
            .sometimes("the door can be locked") { $0 == .locked }
            .sometimes("the door can break") { $0 == .broken }
            .property(.always("never broken") { $0 != .broken })
        #expect(machine.properties.map(\.name) == ["the door can be locked", "the door can break", "never broken"])
        #expect(machine.properties.map(\.expectation) == [.sometimes, .sometimes, .always])
        let report = machine.check()
        let sometimes = report.findings.filter { $0.check == .sometimes }
        #expect(sometimes.map(\.message) == ["no reachable state satisfies 'the door can break' (of 3 states)"])
        #expect(sometimes.map(\.subject) == [.property("the door can break")])
        #expect(!report.passes())
        #expect(report.sometimesCount == 2)
        expectFindings(machine, [.unreachable("broken"), .sometimes("the door can break")])
    }

    @Test func underABoundNoExampleSeenIsStillAFailure() {
        let machine = hatch().actionsUnchecked().sometimes("the door can be locked") { $0 == .locked }
        let report = Explorer(machine, bounds: ExplorationBounds(maxStates: 1)).explore().report
        let finding = report.findings.first { $0.check == .sometimes }
        #expect(finding?.message == "no state seen before exploration stopped satisfies 'the door can be locked' (of 1 states seen)")
        #expect(!report.passes())
    }

    @Test func expectedFindingsAreValuesNotText() {
        #expect(ExpectedFinding.deadEnd(kind: "failed") == ExpectedFinding(.deadEnd, .kind("failed")))
        #expect(ExpectedFinding.deadEnd(kind: "failed") != ExpectedFinding.deadEnd(state: "failed"))
        #expect(ExpectedFinding.unreachableView("x") != ExpectedFinding.unreachable("x"))
        #expect([ExpectedFinding.deadEnd(kind: "failed"), .trap(states: ["a", "b"]), .unusedAction("kick"),
                 .sometimes("the door can break"), .unreachableView("gone"), .incomplete,
                 .nonconforming(record: "r.jsonl", line: 3)].map(\.description) == [
            #".deadEnd(kind: "failed")"#, #".trap(states: ["a","b"])"#, #".unusedAction("kick")"#,
            #".sometimes("the door can break")"#, #".unreachableView("gone")"#, ".incomplete",
            #".nonconforming(record: "r.jsonl", line: 3)"#,
        ])
        let report = hatch().actionsUnchecked().sometimes("the door can break") { $0 == .broken }.check()
        #expect(report.findings.map(ExpectedFinding.init) == [.unreachable("broken"), .sometimes("the door can break")])
    }
}
