import MachineKit
import MachineKitTesting
import Testing

/// A screen that holds a service (a closure): not `Hashable`, so it is known by a key.
private struct Screen: Sendable, CustomStringConvertible {
    var kind: String
    var retries: Int
    let service: @Sendable () -> Void = {}
    var description: String { "\(kind)(\(retries))" }
}

private enum Tap: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case load, retry
    var description: String { rawValue }
}

/// idle --load--> failed(1) --retry--> failed(2), which offers nothing: a dead end.
private func retrying(key: @escaping @Sendable (Screen) -> String) -> Machine<Identified<Screen, String>, Tap> {
    Machine("Retrying", initial: Screen(kind: "idle", retries: 0), identity: key) { screen in
        switch screen.kind {
        case "idle": [.on(.load, to: Screen(kind: "failed", retries: 1))]
        case "failed" where screen.retries < 2: [.on(.retry, to: Screen(kind: "failed", retries: screen.retries + 1))]
        default: []
        }
    }
}

@Suite struct IdentityCheckTests {
    @Test func aKeyThatIsTooCoarseIsAFindingAndHidesNoDeadEnd() {
        // The key drops the retries: failed(1) and failed(2) share it, but failed(2) offers nothing.
        let machine = retrying { $0.kind }
        let exploration = machine.explore()
        #expect(exploration.graph.stateNames == ["idle(0)", "failed(1)", "failed(2)"])
        let report = exploration.report
        #expect(
            summary(report.findings) == [
                "dead-end failed(2) | idle(0) --load--> failed(1) --retry--> failed(2)",
                "identity failed(2) | idle(0) --load--> failed(1) --retry--> failed(2)",
            ])
        #expect(
            report.findings.first { $0.check == .identity }?.message
                == "'failed(2)' and 'failed(1)' share the identity key 'failed' but offer different actions or outcomes"
                + " (offers no action; the other offers retry): the key drops what decides what happens next; give them different keys")
        #expect(!report.passes())
        expectFindings(machine, [.deadEnd(state: "failed(2)"), .identity(state: "failed(2)")])
    }

    @Test func aKeyThatKeepsWhatMattersGivesNoIdentityFinding() {
        let machine = retrying { "\($0.kind) \($0.retries)" }
        let report = machine.check()
        #expect(summary(report.findings) == ["dead-end failed(2) | idle(0) --load--> failed(1) --retry--> failed(2)"])
    }

    @Test func statesThatShareAKeyAndBehaveAlikeStayOne() {
        // failed(1) and failed(2) both retry to a failed state: one key, one behaviour, one state.
        let machine = Machine<Identified<Screen, String>, Tap>("Looping", initial: Screen(kind: "idle", retries: 0), identity: { $0.kind })
        {
            screen in
            screen.kind == "idle"
                ? [.on(.load, to: Screen(kind: "failed", retries: 1))]
                : [.on(.retry, to: Screen(kind: "failed", retries: screen.retries + 1))]
        }
        let exploration = machine.explore()
        #expect(exploration.graph.stateNames == ["idle(0)", "failed(1)"])
        #expect(exploration.report.findings.isEmpty)
    }

    @Test func theSameFindingOnEveryRun() {
        let machine = retrying { $0.kind }
        let first = machine.check().findings.map(\.message)
        for _ in 0..<100 {
            #expect(machine.check().findings.map(\.message) == first)
            #expect(retrying { $0.kind }.check().findings.map(\.message) == first)
        }
    }

    @Test func anAsyncFeatureWithACoarseKeyIsAFinding() async {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let machine = Machine(
            "RetryingAsync", initial: Screen(kind: "idle", retries: 0), identity: { $0.kind },
            actions: { screen -> [Tap] in
                switch screen.kind {
                case "idle": [.load]
                case "failed" where screen.retries < 2: [.retry]
                default: []
                }
            },
            emits: { screen, _ in
                Emissions(
                    AsyncStream<Screen> { continuation in
                        continuation.yield(Screen(kind: "failed", retries: screen.retries + 1))
                        continuation.finish()
                    })
            })
        let findings = machine.check().findings
        #expect(findings.map(\.check) == [.deadEnd, .identity])
        #expect(
            findings.first { $0.check == .identity }?.message
                == "'failed(2)' and 'failed(1)' share the identity key 'failed' but offer different actions or outcomes"
                + " (offers no action; the other offers retry): the key drops what decides what happens next; give them different keys")
    }
}
