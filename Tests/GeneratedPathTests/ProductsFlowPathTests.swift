// Paths of machine "ProductsFlow" that together take every move, and the shortest path to every state.
// Written by `vsm-inspect tests ProductsFlow --shortest`: run it again to regenerate; edits here are lost.

import MachineKit
import MachineKitTesting
import SeedFeatures
import Testing

@Suite struct ProductsFlowPathTests {
    let machine = ProductsFlowFeature.machine()

    @Test func coveringPath1() {
        expectPath(machine, MachinePath("idle", [
            .init("onAppear", ["loading", "loaded(Lamp, Chair)"]),
            .init("pullToRefresh", ["loading", "loaded(Lamp, Chair)"]),
            .init("pullToRefresh", ["loading", "loaded()"]),
            .init("pullToRefresh", ["loading", "loaded(Lamp, Chair)"]),
            .init("pullToRefresh", ["loading", "failed(Products are unavailable.)"]),
            .init("tapRetry", ["loading", "loaded(Lamp, Chair)"]),
        ]))
    }

    @Test func coveringPath2() {
        expectPath(machine, MachinePath("idle", [
            .init("onAppear", ["loading", "loaded()"]),
            .init("pullToRefresh", ["loading", "loaded()"]),
            .init("pullToRefresh", ["loading", "failed(Products are unavailable.)"]),
            .init("tapRetry", ["loading", "loaded()"]),
        ]))
    }

    @Test func coveringPath3() {
        expectPath(machine, MachinePath("idle", [
            .init("onAppear", ["loading", "failed(Products are unavailable.)"]),
            .init("tapRetry", ["loading", "failed(Products are unavailable.)"]),
        ]))
    }

    @Test(arguments: [
        MachinePath("idle"),
        MachinePath("idle", [
            .init("onAppear", ["loading"]),
        ]),
        MachinePath("idle", [
            .init("onAppear", ["loading", "loaded(Lamp, Chair)"]),
        ]),
        MachinePath("idle", [
            .init("onAppear", ["loading", "loaded()"]),
        ]),
        MachinePath("idle", [
            .init("onAppear", ["loading", "failed(Products are unavailable.)"]),
        ]),
    ])
    func shortestPath(_ path: MachinePath) {
        expectPath(machine, path)
    }
}
