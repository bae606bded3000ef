// Paths of machine "BlogEntry" that together take every move, and the shortest path to every state.
// Written by `vsm-inspect tests BlogEntry --shortest`: run it again to regenerate; edits here are lost.

import MachineKit
import MachineKitTesting
import SeedFeatures
import Testing

@Suite struct BlogEntryPathTests {
    @Test func coveringPath1() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(BlogEntryFeature.machine(), MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
            .init("answer of article(): success", ["loaded(State machines)"]),
            .init("refresh", ["loading [refresh waits on article() since loaded(State machines)]"]),
            .init("answer of article(): success", ["loaded(State machines)"]),
        ]))
    }

    @Test func coveringPath2() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(BlogEntryFeature.machine(), MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
            .init("answer of article(): failure(unavailable)", ["loading(error: The article could not be loaded.)"]),
            .init("retry", ["loading [retry waits on article() since loading(error: The article could not be loaded.)]"]),
            .init("answer of article(): success", ["loaded(State machines)"]),
        ]))
    }

    @Test func coveringPath3() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(BlogEntryFeature.machine(), MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
            .init("answer of article(): success", ["loaded(State machines)"]),
            .init("refresh", ["loading [refresh waits on article() since loaded(State machines)]"]),
            .init("answer of article(): failure(unavailable)", ["loading(error: The article could not be loaded.)"]),
        ]))
    }

    @Test func coveringPath4() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(BlogEntryFeature.machine(), MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
            .init("answer of article(): failure(unavailable)", ["loading(error: The article could not be loaded.)"]),
            .init("retry", ["loading [retry waits on article() since loading(error: The article could not be loaded.)]"]),
            .init("answer of article(): failure(unavailable)", ["loading(error: The article could not be loaded.)"]),
        ]))
    }

    @Test(arguments: [
        MachinePath("initialized"),
        MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
        ]),
        MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
            .init("answer of article(): success", ["loaded(State machines)"]),
        ]),
        MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
            .init("answer of article(): failure(unavailable)", ["loading(error: The article could not be loaded.)"]),
        ]),
        MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
            .init("answer of article(): success", ["loaded(State machines)"]),
            .init("refresh", ["loading [refresh waits on article() since loaded(State machines)]"]),
        ]),
        MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
            .init("answer of article(): failure(unavailable)", ["loading(error: The article could not be loaded.)"]),
            .init("retry", ["loading [retry waits on article() since loading(error: The article could not be loaded.)]"]),
        ]),
    ])
    func shortestPath(_ path: MachinePath) {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(BlogEntryFeature.machine(), path)
    }
}
