// Paths of machine "Checkout" that together take every move, and the shortest path to every state.
// Written by `vsm-inspect tests Fixtures/specs/checkout.json --shortest`: run it again to regenerate; edits here are lost.

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

    @Test func coveringPath2() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/checkout.json")), MachinePath("cart", [
            .init("empty", ["emptyCart"]),
            .init("addItem", ["cart"]),
        ]))
    }

    @Test func coveringPath3() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/checkout.json")), MachinePath("cart", [
            .init("checkout", ["payment.enteringCard"]),
            .init("cancel", ["cart"]),
        ]))
    }

    @Test func coveringPath4() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/checkout.json")), MachinePath("cart", [
            .init("checkout", ["payment.enteringCard"]),
            .init("submit", ["payment.authorizing"]),
            .init("error: authorize", ["payment.declined"]),
            .init("retry", ["payment.enteringCard"]),
        ]))
    }

    @Test func coveringPath5() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/checkout.json")), MachinePath("cart", [
            .init("checkout", ["payment.enteringCard"]),
            .init("submit", ["payment.authorizing"]),
            .init("cancel", ["cart"]),
        ]))
    }

    @Test func coveringPath6() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/checkout.json")), MachinePath("cart", [
            .init("checkout", ["payment.enteringCard"]),
            .init("submit", ["payment.authorizing"]),
            .init("error: authorize", ["payment.declined"]),
            .init("cancel", ["cart"]),
        ]))
    }

    @Test(arguments: [
        MachinePath("cart"),
        MachinePath("cart", [
            .init("checkout", ["payment.enteringCard"]),
        ]),
        MachinePath("cart", [
            .init("empty", ["emptyCart"]),
        ]),
        MachinePath("cart", [
            .init("checkout", ["payment.enteringCard"]),
            .init("submit", ["payment.authorizing"]),
        ]),
        MachinePath("cart", [
            .init("checkout", ["payment.enteringCard"]),
            .init("submit", ["payment.authorizing"]),
            .init("done: authorize", ["confirmed"]),
        ]),
        MachinePath("cart", [
            .init("checkout", ["payment.enteringCard"]),
            .init("submit", ["payment.authorizing"]),
            .init("error: authorize", ["payment.declined"]),
        ]),
    ])
    func shortestPath(_ path: MachinePath) throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/checkout.json")), path)
    }
}
