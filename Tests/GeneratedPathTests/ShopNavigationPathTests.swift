// Paths of machine "ShopNavigation" that together take every move, and the shortest path to every state.
// Written by `vsm-inspect tests ShopNavigation --shortest`: run it again to regenerate; edits here are lost.

import MachineKit
import MachineKitTesting
import SeedFeatures
import Testing

@Suite struct ShopNavigationPathTests {
    @Test func coveringPath1() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath2() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath3() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath4() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("openCart", ["list: loaded[1, 2] / [cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout]"]),
            .init("placeOrder", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath5() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout]"]),
            .init("placeOrder", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath6() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("back", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath7() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout]"]),
            .init("placeOrder", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath8() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("back", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath9() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("openCart", ["list: loaded[1, 2] / [cart]"]),
            .init("back", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath10() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath11() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath12() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath13() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)]"]),
        ]))
    }

    @Test func coveringPath14() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)]"]),
        ]))
    }

    @Test func coveringPath15() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), detail(1), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath16() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)]"]),
        ]))
    }

    @Test func coveringPath17() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)]"]),
        ]))
    }

    @Test func coveringPath18() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("openCart", ["list: loaded[1, 2] / [cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout]"]),
            .init("back", ["list: loaded[1, 2] / [cart]"]),
        ]))
    }

    @Test func coveringPath19() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath20() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath21() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath22() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath23() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath24() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath25() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath26() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath27() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath28() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath29() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath30() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath31() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath32() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath33() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath34() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath35() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath36() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath37() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath38() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath39() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath40() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath41() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1)]"]),
        ]))
    }

    @Test func coveringPath42() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: failed / [detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: failed / [detail(1), detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: failed / [detail(1), detail(2), detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath43() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath44() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath45() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2)]"]),
        ]))
    }

    @Test func coveringPath46() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: failed / [detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: failed / [detail(2), detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: failed / [detail(2), detail(1), detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath47() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath48() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [cart]"]),
        ]))
    }

    @Test func coveringPath49() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [cart]"]),
            .init("checkout", ["list: failed / [cart, checkout]"]),
            .init("placeOrder", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath50() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath51() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
        ]))
    }

    @Test func coveringPath52() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath53() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath54() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath55() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath56() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1)]"]),
        ]))
    }

    @Test func coveringPath57() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1)]"]),
            .init("openCart", ["list: failed / [detail(1), cart]"]),
            .init("checkout", ["list: failed / [detail(1), cart, checkout]"]),
            .init("placeOrder", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath58() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath59() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath60() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2)]"]),
        ]))
    }

    @Test func coveringPath61() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2)]"]),
            .init("openCart", ["list: failed / [detail(2), cart]"]),
            .init("checkout", ["list: failed / [detail(2), cart, checkout]"]),
            .init("placeOrder", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath62() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath63() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [cart]"]),
        ]))
    }

    @Test func coveringPath64() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [cart]"]),
            .init("back", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath65() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath66() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath67() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath68() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2)]"]),
            .init("openCart", ["list: failed / [detail(1), detail(2), cart]"]),
            .init("checkout", ["list: failed / [detail(1), detail(2), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath69() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath70() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath71() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), cart]"]),
            .init("back", ["list: failed / [detail(1)]"]),
            .init("back", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath72() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), detail(1), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath73() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath74() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath75() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1)]"]),
            .init("openCart", ["list: failed / [detail(2), detail(1), cart]"]),
            .init("checkout", ["list: failed / [detail(2), detail(1), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath76() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath77() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath78() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), cart]"]),
            .init("back", ["list: failed / [detail(2)]"]),
            .init("back", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath79() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath80() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [cart, checkout]"]),
        ]))
    }

    @Test func coveringPath81() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [cart, checkout]"]),
            .init("back", ["list: failed / [cart]"]),
        ]))
    }

    @Test func coveringPath82() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath83() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath84() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath85() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2)]"]),
            .init("back", ["list: failed / [detail(1)]"]),
        ]))
    }

    @Test func coveringPath86() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath87() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath88() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath89() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), detail(1), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath90() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath91() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath92() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1)]"]),
            .init("back", ["list: failed / [detail(2)]"]),
        ]))
    }

    @Test func coveringPath93() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath94() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath95() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath96() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [cart] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath97() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [cart, checkout]"]),
        ]))
    }

    @Test func coveringPath98() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [cart, checkout]"]),
        ]))
    }

    @Test func coveringPath99() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath100() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath101() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath102() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2), detail(1)]"]),
            .init("openCart", ["list: failed / [detail(1), detail(2), detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath103() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath104() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath105() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2), cart]"]),
            .init("back", ["list: failed / [detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath106() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath107() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath108() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), cart, checkout]"]),
            .init("back", ["list: failed / [detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath109() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath110() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath111() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath112() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1), detail(2)]"]),
            .init("openCart", ["list: failed / [detail(2), detail(1), detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath113() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath114() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2), detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath115() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1), cart]"]),
            .init("back", ["list: failed / [detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath116() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath117() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath118() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), cart, checkout]"]),
            .init("back", ["list: failed / [detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath119() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath120() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath121() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath122() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2), detail(1)]"]),
            .init("back", ["list: failed / [detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath123() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath124() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath125() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath126() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath127() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath128() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath129() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath130() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath131() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath132() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1), detail(2)]"]),
            .init("back", ["list: failed / [detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath133() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath134() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2), detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath135() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath136() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath137() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(2), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath138() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), cart, checkout]"]),
        ]))
    }

    @Test(arguments: [
        MachinePath("list: loading / []"),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("openCart", ["list: loaded[1, 2] / [cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("openCart", ["list: loaded[1, 2] / [cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), detail(1)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), detail(1), cart, checkout]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [cart, checkout]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2), detail(1)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), cart, checkout]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1), detail(2)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), detail(1), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), cart, checkout]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), cart] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), detail(1), cart, checkout] [retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: failed / [detail(1), detail(2), detail(1), detail(2)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2), detail(1)]"]),
            .init("openCart", ["list: failed / [detail(1), detail(2), detail(1), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2), cart]"]),
            .init("checkout", ["list: failed / [detail(1), detail(2), cart, checkout]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: failed / [detail(2), detail(1), detail(2), detail(1)]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1), detail(2)]"]),
            .init("openCart", ["list: failed / [detail(2), detail(1), detail(2), cart]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(2), detail(1), cart]"]),
            .init("checkout", ["list: failed / [detail(2), detail(1), cart, checkout]"]),
        ]),
    ])
    func shortestPath(_ path: MachinePath) {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), path)
    }
}
