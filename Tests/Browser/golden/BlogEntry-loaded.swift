// Paths of machine "BlogEntry" that together take every move.
// Written by `vsm-inspect explore BlogEntry --web`: run it again to regenerate; edits here are lost.

import MachineKit
import MachineKitTesting
import SeedFeatures
import Testing

@Suite struct BlogEntryPathTests {
    let machine = BlogEntryFeature.machine()

    @Test func coveringPath1() {
        expectPath(machine, MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
            .init("answer of article(): success", ["loaded(State machines)"]),
        ]))
    }
}
