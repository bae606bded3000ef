import Foundation
import MachineKit
import SeedFeatures
import VSMInspectKit

// An inspector with the rates store scaled up, for the web explorer's benchmark
// (scripts/page-bench.sh): RATES_COUNTER_BOUND=B gives (B + 2) × 6 states (default 832: 5,004).
let bound = ProcessInfo.processInfo.environment["RATES_COUNTER_BOUND"].flatMap(Int.init) ?? 832
VSMInspect.main(machines: [
    AnyMachine(RatesStoreFeature.machine(counterBound: bound),
               testSource: .expression("RatesStoreFeature.machine(counterBound: \(bound))", imports: ["SeedFeatures"])),
])
