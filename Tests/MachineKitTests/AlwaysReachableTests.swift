import MachineKit
import MachineKitTesting
import SeedFeatures
import Testing

@Suite struct AlwaysReachableTests {
    @Test func theShopCanAlwaysGoBackToTheList() {
        let machine = ShopNavigationFeature.remodel().alwaysReachable("back to the list") { $0.path.isEmpty }
        expectNoFindings(machine)
    }

    @Test func aCheckoutWithoutBackStrandsTheUser() {
        var machine = ShopNavigationFeature.remodel().alwaysReachable("back to the list") { $0.path.isEmpty }
        let shop = machine.transitions
        machine.transitions = { state in
            shop(state).filter { $0.action != .back && $0.action != .placeOrder }
                + (state.path.last == .checkout ? [.on(.placeOrder, to: state)] : [])
        }
        let report = machine.check()
        let stuck = report.findings.filter { $0.check == .alwaysReachable }
        // The cart and checkout screens, alone or above one product: six states. A stack that
        // can still grow past the constraint (the machine's scope) might get back beyond it,
        // so it is not counted.
        #expect(
            summary(stuck) == [
                "always-reachable back to the list | list: loading / [] --appear--> list: loaded[1, 2] / []"
                    + " --openCart--> list: loaded[1, 2] / [cart]"
            ])
        #expect(
            stuck[0].message
                == "'back to the list' cannot be reached from state 'list: loaded[1, 2] / [cart]' (nor from 5 more reachable states)")
        let graph = machine.explore().graph
        #expect(
            stuck[0].stateIndices.map { graph.stateNames[$0] }.sorted() == [
                "list: loaded[1, 2] / [cart, checkout]", "list: loaded[1, 2] / [cart]",
                "list: loaded[1, 2] / [detail(1), cart, checkout]", "list: loaded[1, 2] / [detail(1), cart]",
                "list: loaded[1, 2] / [detail(2), cart, checkout]", "list: loaded[1, 2] / [detail(2), cart]",
            ])
        expectFindings(machine, [.alwaysReachable("back to the list"), .unusedAction("back")])
    }

    @Test func aBoundNeverMakesAViolationOutOfWhatItDidNotSee() {
        // A counter that only grows: the goal (0) is never reached again, but under a state
        // bound the last states are unexpanded, and nothing is claimed about the ones that
        // reach them.
        let machine = Machine<Int, String>("Up", initial: 0) { value in [.on("inc", to: value + 1)] }.actionsUnchecked()
            .alwaysReachable("zero") { $0 == 0 }
        let bounded = machine.check(bounds: ExplorationBounds(maxStates: 50))
        #expect(bounded.findings.map(\.check) == [.incomplete])
        let capped = machine.constraint("value < 5") { $0 < 5 }.check()
        #expect(capped.findings.map(\.check).isEmpty)
        let looped = Machine<Int, String>("Loop", initial: 0) { value in [.on("inc", to: min(value + 1, 3))] }.actionsUnchecked()
            .alwaysReachable("zero") { $0 == 0 }
        #expect(summary(looped.check().findings) == ["always-reachable zero | 0 --inc--> 1"])
    }
}
