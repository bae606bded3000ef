// Paths of machine "SignUp" that together take every move, and the shortest path to every state.
// Written by `vsm-inspect tests Fixtures/specs/sign-up.yaml --shortest`: run it again to regenerate; edits here are lost.

import MachineKit
import MachineKitTesting
import Testing

@Suite struct SignUpPathTests {
    @Test func coveringPath1() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/sign-up.yaml")), MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
            .init("back", ["form.account.editing"]),
            .init("openHelp", ["help [h: form.resume=form.account]"]),
            .init("close", ["form.account.editing"]),
        ]))
    }

    @Test func coveringPath2() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/sign-up.yaml")), MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("error: checkEmail", ["form.account.editing"]),
        ]))
    }

    @Test func coveringPath3() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/sign-up.yaml")), MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("openHelp", ["help [h: form.resume=form.account]"]),
        ]))
    }

    @Test func coveringPath4() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/sign-up.yaml")), MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
            .init("continue", ["form.review"]),
            .init("back", ["form.profile"]),
            .init("openHelp", ["help [h: form.resume=form.profile]"]),
            .init("close", ["form.profile"]),
        ]))
    }

    @Test func coveringPath5() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/sign-up.yaml")), MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
            .init("continue", ["form.review"]),
            .init("submit", ["submitting"]),
            .init("done: createAccount", ["welcome"]),
        ]))
    }

    @Test func coveringPath6() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/sign-up.yaml")), MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
            .init("continue", ["form.review"]),
            .init("openHelp", ["help [h: form.resume=form.review]"]),
            .init("close", ["form.review"]),
        ]))
    }

    @Test func coveringPath7() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/sign-up.yaml")), MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
            .init("continue", ["form.review"]),
            .init("submit", ["submitting"]),
            .init("error: createAccount", ["form.review"]),
        ]))
    }

    @Test(arguments: [
        MachinePath("form.account.editing"),
        MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
        ]),
        MachinePath("form.account.editing", [
            .init("openHelp", ["help [h: form.resume=form.account]"]),
        ]),
        MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
        ]),
        MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
            .init("continue", ["form.review"]),
        ]),
        MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
            .init("openHelp", ["help [h: form.resume=form.profile]"]),
        ]),
        MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
            .init("continue", ["form.review"]),
            .init("submit", ["submitting"]),
        ]),
        MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
            .init("continue", ["form.review"]),
            .init("openHelp", ["help [h: form.resume=form.review]"]),
        ]),
        MachinePath("form.account.editing", [
            .init("continue", ["form.account.checking"]),
            .init("done: checkEmail", ["form.profile"]),
            .init("continue", ["form.review"]),
            .init("submit", ["submitting"]),
            .init("done: createAccount", ["welcome"]),
        ]),
    ])
    func shortestPath(_ path: MachinePath) throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/sign-up.yaml")), path)
    }
}
