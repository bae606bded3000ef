// A path of machine "Checkout", walked in the web explorer of `vsm-inspect render Fixtures/specs/checkout.json --format html`: every state it reaches is checked.

import MachineKit
import MachineKitTesting
import Testing

@Suite struct CheckoutPathTests {
    @Test func walkedPath() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/checkout.json")), MachinePath("cart", [
            .init("checkout", ["payment.enteringCard"]),
            .init("submit", ["payment.authorizing"]),
            .init("done: authorize", ["confirmed"]),
        ]))
    }
}
