import Foundation
import MachineKit
import SeedFeatures

/// Takes a README example's statements as they are, each expression a value looked at.
@resultBuilder enum Example {
    static func buildExpression<Value>(_ value: Value) {}
    static func buildBlock(_ parts: Void...) {}
}

enum ReadmeExamples {
    @Example static func checkAndExplore() {
        let report = BlogEntryFeature.machine().check()            // explores and runs every check
        report.statistics                                          // 6 states, 9 transitions, depth 3
        report.findings                                            // [] for this one
        let exploration = ProductsFlowFeature.machine().explore()
        exploration.trace(to: exploration.statistics.states - 1)   // the shortest run to the last state found
    }

    // MachineKit.md
    @Example static func check() {
        let report = BlogEntryFeature.machine().check()
        report.findings            // [] when nothing is wrong
    }

    // GettingStartedUnidirectionalDataFlow.md
    @Example static func viewLevel() {
        let exploration = ProductsFlowFeature.machine().explore()
        let view = exploration.project { ProductsFlowFeature.viewState(of: $0) }
        view.nodes.map(\.name)   // ["loading", "loaded(Lamp, Chair)", "empty", "error(Products are unavailable.)"]
    }

    // GettingStartedVVSI.md
    @Example static func finalStates() {
        let machine = ShopNavigationFeature.machine().final(where: { $0.state.path.isEmpty })
        machine.finalStates
    }

    struct RecorderInDebugBuilds {
        #if DEBUG
        let recorder = ProcessInfo.processInfo.environment["VSM_RECORDS"].map {   // set by the UI test plan, CI
            StepRecorder(ProductsFlowFeature.machine(), to: .file("\($0)/ProductsFlow.jsonl"))
        }
        #endif
    }

    struct Counters: ExplorationHashable {
        var values: SIMD8<UInt8>
        var explorationHash: UInt64 { unsafeBitCast(values, to: UInt64.self) }
    }

    // README.md: a swarm of bit-state searches
    static func bitstateSwarm<State: Hashable & Sendable, Action: Hashable & Sendable>(_ machine: Machine<State, Action>) -> CheckReport {
        let report = Explorer(machine, workers: 2).bitstate(.swarm(bits: 1 << 30, count: 8))
        return report
    }

    // BitstateSearch.md
    static func bitstateCoverage<State: Hashable & Sendable, Action: Hashable & Sendable>(_ machine: Machine<State, Action>) {
        // 2^33 bits (1 GiB), 3 bits a state: room for about 10^8 states with few omitted.
        let report = Explorer(machine).bitstate(BitstateOptions(bits: 1 << 33))
        print(report.completeness.bitstate!.hashFactor)
    }

    // BitstateSearch.md
    static func bitstateFindings<State: Hashable & Sendable, Action: Hashable & Sendable>(_ machine: Machine<State, Action>) {
        let swarm = Explorer(machine, workers: 2).bitstate(.swarm(bits: 1 << 30, count: 8))
        for finding in swarm.findings where finding.check.failsCheck {
            print(finding.text)
        }
    }

    static func exploreOnTwoWorkers<State: Hashable & Sendable, Action: Hashable & Sendable>(_ machine: Machine<State, Action>) {
        let exploration = Explorer(machine, bounds: ExplorationBounds(maxStates: 20_000_000), workers: 2).explore()
        print(exploration.statistics.states, exploration.trace(to: exploration.statistics.states - 1).line)
    }
}
