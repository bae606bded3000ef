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

    /// A cart that holds at most two items of each of two kinds, and a goal of five items: the
    /// closest states are the fullest ones, named nearest to the start first, the trace leading
    /// to the first.
    @Test func aSometimesPropertyWithADistanceNamesTheClosestStates() throws {
        struct Cart: Hashable, Sendable { var apples = 0, pears = 0 }
        let machine = Machine("Cart", initial: Cart()) { cart in
            (cart.apples < 2 ? [Transition.on("apple", to: Cart(apples: cart.apples + 1, pears: cart.pears))] : [])
                + (cart.pears < 2 ? [.on("pear", to: Cart(apples: cart.apples, pears: cart.pears + 1))] : [])
        }
        .actionsUnchecked()
        .sometimes("five items", distance: { 5 - $0.apples - $0.pears }) { $0.apples + $0.pears == 5 }
        .sometimes("one pear", distance: { abs(1 - $0.pears) }) { $0.pears == 1 }
        let exploration = machine.explore()
        let findings = exploration.report.findings.filter { $0.check == .sometimes }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(
            finding.message
                == "no reachable state satisfies 'five items' (of 9 states); closest, at distance 1: 'Cart(apples: 2, pears: 2)'")
        #expect(finding.trace?.steps.compactMap(\.action) == ["apple", "apple", "pear", "pear"])
        #expect(finding.stateIndices.map { exploration.name(of: $0) } == ["Cart(apples: 2, pears: 2)"])

        // Several at the least distance: the nearest first, at most three named.
        let wide = machine.sometimes("ten items", distance: { 10 - 3 * $0.apples - $0.pears }) { _ in false }
        let message = wide.check().findings.first { $0.subject == .property("ten items") }?.message
        #expect(message == "no reachable state satisfies 'ten items' (of 9 states); closest, at distance 2: 'Cart(apples: 2, pears: 2)'")
        let tied = machine.sometimes("nine", distance: { $0.apples + $0.pears >= 2 ? 1 : 2 }) { _ in false }
        #expect(
            tied.check().findings.first { $0.subject == .property("nine") }?.message
                == "no reachable state satisfies 'nine' (of 9 states); closest, at distance 1: 'Cart(apples: 2, pears: 0)', "
                + "'Cart(apples: 1, pears: 1)', 'Cart(apples: 0, pears: 2)' and 3 more")
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
        #expect(
            [
                ExpectedFinding.deadEnd(kind: "failed"), .trap(states: ["a", "b"]), .unusedAction("kick"),
                .sometimes("the door can break"), .unreachableView("gone"), .incomplete,
                .nonconforming(record: "r.jsonl", line: 3),
            ].map(\.description) == [
                #".deadEnd(kind: "failed")"#, #".trap(states: ["a","b"])"#, #".unusedAction("kick")"#,
                #".sometimes("the door can break")"#, #".unreachableView("gone")"#, ".incomplete",
                #".nonconforming(record: "r.jsonl", line: 3)"#,
            ])
        let report = hatch().actionsUnchecked().sometimes("the door can break") { $0 == .broken }.check()
        #expect(report.findings.map(ExpectedFinding.init) == [.unreachable("broken"), .sometimes("the door can break")])
    }
}
