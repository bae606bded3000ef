// Paths of machine "BlogEntrySpec" that together take every move, and the shortest path to every state.
// Written by `vsm-inspect tests Fixtures/specs/blog-entry.yaml --shortest`: run it again to regenerate; edits here are lost.

import MachineKit
import MachineKitTesting
import Testing

@Suite struct BlogEntrySpecPathTests {
    @Test func coveringPath1() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/blog-entry.yaml")), MachinePath("initialized", [
            .init("load", ["loading"]),
            .init("finish", ["loaded"]),
            .init("refresh", ["loading"]),
            .init("finish", ["failed"]),
            .init("retry", ["loading"]),
        ]))
    }

    @Test func coveringPath2() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/blog-entry.yaml")), MachinePath("initialized", [
            .init("load", ["loading"]),
            .init("finish", ["failed"]),
            .init("dismiss", ["closed"]),
        ]))
    }

    @Test(arguments: [
        MachinePath("initialized"),
        MachinePath("initialized", [
            .init("load", ["loading"]),
        ]),
        MachinePath("initialized", [
            .init("load", ["loading"]),
            .init("finish", ["loaded"]),
        ]),
        MachinePath("initialized", [
            .init("load", ["loading"]),
            .init("finish", ["failed"]),
        ]),
        MachinePath("initialized", [
            .init("load", ["loading"]),
            .init("finish", ["failed"]),
            .init("dismiss", ["closed"]),
        ]),
    ])
    func shortestPath(_ path: MachinePath) throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/blog-entry.yaml")), path)
    }
}
