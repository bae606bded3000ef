// A path of machine "BlogEntry", walked in the web explorer of `vsm-inspect render BlogEntry --format html`: every state it reaches is checked.

import MachineKit
import MachineKitTesting
import SeedFeatures
import Testing

@Suite struct BlogEntryPathTests {
    @Test func walkedPath() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        expectPath(BlogEntryFeature.machine(), MachinePath("initialized", [
            .init("load", ["loading [load waits on article() since initialized]"]),
            .init("answer of article(): success", ["loaded(State machines)"]),
        ]))
    }
}
