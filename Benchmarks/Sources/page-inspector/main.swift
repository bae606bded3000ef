import Foundation
import MachineKit
import SeedFeatures
import VSMInspectKit

// An inspector with the rates store's counter bound raised, for the web explorer's benchmark
// (`Benchmarks/page-bench.py --inspector PATH --sizes ''`): a typed machine whose states carry
// data, larger as RATES_COUNTER_BOUND=B grows (3, the fixture's own bound: 1,167 states;
// default 10). The store's async code runs, so its states grow faster than B.
let bound = ProcessInfo.processInfo.environment["RATES_COUNTER_BOUND"].flatMap(Int.init) ?? 10
VSMInspect.main(machines: [
    AnyMachine(RatesStoreFeature.machine(counterBound: bound),
               testSource: .expression("RatesStoreFeature.machine(counterBound: \(bound))", imports: ["SeedFeatures"])),
])
