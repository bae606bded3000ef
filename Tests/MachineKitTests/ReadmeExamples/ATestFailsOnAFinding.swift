import MachineKitTesting
import Testing

@Test func blogEntryHasNoDeadEnds() {
    expectNoFindings(BlogEntryFeature.machine())
}

@Test func shopWithoutBackIsTrappedAtCheckout() {
    expectFindings(brokenShop, [.trap(kinds: ["checkout"]), .unusedAction("back")])
}

@Test func uiRunsConform() throws {
    let report = try ProductsFlowFeature.machine().conform([Record(contentsOf: "Fixtures/records/products/ui-1.jsonl")])
    #expect(report.conforms)
}

// What the examples above take as given.
import MachineKit
import SeedFeatures

/// The shop whose checkout has neither back nor a place-order that pops: a trap.
let brokenShop = {
    var machine = ShopNavigationFeature.remodel().final(where: { $0.path.isEmpty && $0.list != .loading })
    let transitions = machine.transitions
    machine.transitions = { state in
        transitions(state).filter { $0.action != .back && $0.action != .placeOrder }
            + (state.path.last == .checkout ? [.on(.placeOrder, to: state)] : [])
    }
    return machine
}()
