// Paths of machine "Checkout" that together take every move.
// Written by `vsm-inspect explore Fixtures/specs/checkout.json --web`: run it again to regenerate; edits here are lost.

import MachineKit
import MachineKitTesting
import Testing

@Suite struct CheckoutPathTests {
    @Test func coveringPath1() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/checkout.json")), MachinePath("cart", [
            .init("checkout", ["payment.enteringCard"]),
            .init("submit", ["payment.authorizing"]),
            .init("done: authorize", ["confirmed"]),
        ]))
    }
}
