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
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
        ]))
    }

    @Test func coveringPath2() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath3() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
        ]))
    }

    @Test func coveringPath4() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): cancelled", ["list: loading / [] [appear waits on catalogue()]"]),
        ]))
    }

    @Test func coveringPath5() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath6() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear (cancelled) waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
        ]))
    }

    @Test func coveringPath7() {
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

    @Test func coveringPath8() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("openCart", ["list: loaded[1, 2] / [cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout]"]),
            .init("placeOrder", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath9() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath10() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath11() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath12() {
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

    @Test func coveringPath13() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("back", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath14() {
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

    @Test func coveringPath15() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("back", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath16() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("openCart", ["list: loaded[1, 2] / [cart]"]),
            .init("back", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath17() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath18() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath19() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath20() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath21() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1)]"]),
        ]))
    }

    @Test func coveringPath22() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath23() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath24() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2)]"]),
        ]))
    }

    @Test func coveringPath25() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath26() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [cart]"]),
        ]))
    }

    @Test func coveringPath27() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear (cancelled) waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath28() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear (cancelled) waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath29() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear (cancelled) waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath30() {
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

    @Test func coveringPath31() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)]"]),
        ]))
    }

    @Test func coveringPath32() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)]"]),
        ]))
    }

    @Test func coveringPath33() {
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

    @Test func coveringPath34() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)]"]),
        ]))
    }

    @Test func coveringPath35() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)]"]),
        ]))
    }

    @Test func coveringPath36() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / []"]),
            .init("openCart", ["list: loaded[1, 2] / [cart]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout]"]),
            .init("back", ["list: loaded[1, 2] / [cart]"]),
        ]))
    }

    @Test func coveringPath37() {
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
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath38() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
        ]))
    }

    @Test func coveringPath39() {
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
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath40() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
        ]))
    }

    @Test func coveringPath41() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath42() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath43() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath44() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath45() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath46() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), detail(1), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath47() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath48() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath49() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath50() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath51() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath52() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [cart, checkout]"]),
        ]))
    }

    @Test func coveringPath53() {
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

    @Test func coveringPath54() {
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

    @Test func coveringPath55() {
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

    @Test func coveringPath56() {
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

    @Test func coveringPath57() {
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

    @Test func coveringPath58() {
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

    @Test func coveringPath59() {
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

    @Test func coveringPath60() {
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

    @Test func coveringPath61() {
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

    @Test func coveringPath62() {
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

    @Test func coveringPath63() {
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

    @Test func coveringPath64() {
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

    @Test func coveringPath65() {
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

    @Test func coveringPath66() {
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

    @Test func coveringPath67() {
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

    @Test func coveringPath68() {
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

    @Test func coveringPath69() {
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

    @Test func coveringPath70() {
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

    @Test func coveringPath71() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath72() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath73() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath74() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath75() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1), detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath76() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath77() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath78() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath79() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath80() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath81() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath82() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2), detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath83() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath84() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath85() {
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

    @Test func coveringPath86() {
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

    @Test func coveringPath87() {
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

    @Test func coveringPath88() {
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

    @Test func coveringPath89() {
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

    @Test func coveringPath90() {
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

    @Test func coveringPath91() {
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

    @Test func coveringPath92() {
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

    @Test func coveringPath93() {
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

    @Test func coveringPath94() {
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

    @Test func coveringPath95() {
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

    @Test func coveringPath96() {
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

    @Test func coveringPath97() {
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

    @Test func coveringPath98() {
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

    @Test func coveringPath99() {
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

    @Test func coveringPath100() {
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

    @Test func coveringPath101() {
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

    @Test func coveringPath102() {
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

    @Test func coveringPath103() {
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

    @Test func coveringPath104() {
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

    @Test func coveringPath105() {
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

    @Test func coveringPath106() {
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

    @Test func coveringPath107() {
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

    @Test func coveringPath108() {
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

    @Test func coveringPath109() {
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

    @Test func coveringPath110() {
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

    @Test func coveringPath111() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath112() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath113() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry (cancelled) waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
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
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout] [appear waits on catalogue() since list: loading / []]"]),
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
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
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
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
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
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear waits on catalogue() since list: loading / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [detail(1), detail(2)]"]),
            .init("openCart", ["list: failed / [detail(1), detail(2), cart]"]),
            .init("checkout", ["list: failed / [detail(1), detail(2), cart, checkout]"]),
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
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear waits on catalogue() since list: loading / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)] [appear waits on catalogue() since list: loading / []]"]),
        ]))
    }

    @Test func coveringPath119() {
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

    @Test func coveringPath120() {
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

    @Test func coveringPath121() {
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

    @Test func coveringPath122() {
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

    @Test func coveringPath123() {
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

    @Test func coveringPath124() {
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

    @Test func coveringPath125() {
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

    @Test func coveringPath126() {
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

    @Test func coveringPath127() {
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

    @Test func coveringPath128() {
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

    @Test func coveringPath129() {
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

    @Test func coveringPath130() {
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

    @Test func coveringPath131() {
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

    @Test func coveringPath132() {
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

    @Test func coveringPath133() {
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

    @Test func coveringPath134() {
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

    @Test func coveringPath135() {
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

    @Test func coveringPath136() {
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

    @Test func coveringPath137() {
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

    @Test func coveringPath138() {
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

    @Test func coveringPath139() {
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

    @Test func coveringPath140() {
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

    @Test func coveringPath141() {
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

    @Test func coveringPath142() {
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

    @Test func coveringPath143() {
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

    @Test func coveringPath144() {
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

    @Test func coveringPath145() {
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

    @Test func coveringPath146() {
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

    @Test func coveringPath147() {
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

    @Test func coveringPath148() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath149() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / []"]),
        ]))
    }

    @Test func coveringPath150() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry (cancelled) waits on catalogue()]"]),
            .init("answer of catalogue(): cancelled", ["list: failed / []"]),
        ]))
    }

    @Test func coveringPath151() {
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

    @Test func coveringPath152() {
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

    @Test func coveringPath153() {
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

    @Test func coveringPath154() {
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

    @Test func coveringPath155() {
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

    @Test func coveringPath156() {
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

    @Test func coveringPath157() {
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

    @Test func coveringPath158() {
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

    @Test func coveringPath159() {
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

    @Test func coveringPath160() {
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

    @Test func coveringPath161() {
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

    @Test func coveringPath162() {
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

    @Test func coveringPath163() {
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

    @Test func coveringPath164() {
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

    @Test func coveringPath165() {
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

    @Test func coveringPath166() {
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

    @Test func coveringPath167() {
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

    @Test func coveringPath168() {
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

    @Test func coveringPath169() {
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

    @Test func coveringPath170() {
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

    @Test func coveringPath171() {
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

    @Test func coveringPath172() {
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

    @Test func coveringPath173() {
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

    @Test func coveringPath174() {
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

    @Test func coveringPath175() {
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

    @Test func coveringPath176() {
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

    @Test func coveringPath177() {
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

    @Test func coveringPath178() {
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

    @Test func coveringPath179() {
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

    @Test func coveringPath180() {
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

    @Test func coveringPath181() {
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

    @Test func coveringPath182() {
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

    @Test func coveringPath183() {
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

    @Test func coveringPath184() {
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

    @Test func coveringPath185() {
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

    @Test func coveringPath186() {
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

    @Test func coveringPath187() {
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

    @Test func coveringPath188() {
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

    @Test func coveringPath189() {
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

    @Test func coveringPath190() {
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

    @Test func coveringPath191() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath192() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath193() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1)]"]),
        ]))
    }

    @Test func coveringPath194() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("placeOrder", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath195() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath196() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2)]"]),
        ]))
    }

    @Test func coveringPath197() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath198() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [cart]"]),
        ]))
    }

    @Test func coveringPath199() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath200() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath201() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath202() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath203() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath204() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), detail(1), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath205() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath206() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath207() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath208() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath209() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath210() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [cart, checkout]"]),
        ]))
    }

    @Test func coveringPath211() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath212() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath213() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)]"]),
        ]))
    }

    @Test func coveringPath214() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath215() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1), detail(2), cart]"]),
        ]))
    }

    @Test func coveringPath216() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath217() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(1), cart, checkout]"]),
        ]))
    }

    @Test func coveringPath218() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath219() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath220() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)]"]),
        ]))
    }

    @Test func coveringPath221() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath222() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2), detail(1), cart]"]),
        ]))
    }

    @Test func coveringPath223() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("back", ["list: loaded[1, 2] / [detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]))
    }

    @Test func coveringPath224() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): cancelled", ["list: loaded[1, 2] / [detail(2), cart, checkout]"]),
        ]))
    }

    @Test(arguments: [
        MachinePath("list: loading / []"),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
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
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
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
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear (cancelled) waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
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
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("retry", ["list: loading / [] [appear (cancelled) waits on catalogue(); retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
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
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
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
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
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
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("appear", ["list: loading / [] [appear (cancelled) waits on catalogue(); appear waits on catalogue()]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), detail(1), cart, checkout] [appear (cancelled) waits on catalogue() since list: loading / []]"]),
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
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry (cancelled) waits on catalogue()]"]),
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
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
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
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
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
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 1)", ["list: loaded[1, 2] / [detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(1), detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(1), detail(2), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 2)", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), detail(2), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
        MachinePath("list: loading / []", [
            .init("appear", ["list: loading / [] [appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / []"]),
            .init("retry", ["list: loading / [] [retry waits on catalogue() since list: failed / []]"]),
            .init("appear", ["list: loading / [] [retry waits on catalogue() since list: failed / []; appear waits on catalogue()]"]),
            .init("answer of catalogue(): failure(offline)", ["list: failed / [] [retry waits on catalogue()]"]),
            .init("retry", ["list: loading / [] [retry (cancelled) waits on catalogue() since list: failed / []; retry waits on catalogue() since list: failed / []]"]),
            .init("answer of catalogue(): success([1, 2])", ["list: loaded[1, 2] / [] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("selectProduct(id: 2)", ["list: loaded[1, 2] / [detail(2)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("showRelated(id: 1)", ["list: loaded[1, 2] / [detail(2), detail(1)] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("openCart", ["list: loaded[1, 2] / [detail(2), detail(1), cart] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
            .init("checkout", ["list: loaded[1, 2] / [detail(2), detail(1), cart, checkout] [retry (cancelled) waits on catalogue() since list: failed / []]"]),
        ]),
    ])
    func shortestPath(_ path: MachinePath) {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(ShopNavigationFeature.machine(), path)
    }
}
