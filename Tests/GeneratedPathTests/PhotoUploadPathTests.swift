// Paths of machine "PhotoUpload" that together take every move, and the shortest path to every state.
// Written by `vsm-inspect tests Fixtures/specs/photo-upload.scxml --shortest`: run it again to regenerate; edits here are lost.

import MachineKit
import MachineKitTesting
import Testing

@Suite struct PhotoUploadPathTests {
    @Test func coveringPath1() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("progress", ["screen.uploading.verifying"]),
            .init("checksum.mismatch", ["screen.uploading.sending"]),
            .init("progress", ["screen.uploading.sending"]),
            .init("done: upload", ["closed"]),
        ]))
    }

    @Test func coveringPath2() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("cancel", ["cancelled"]),
        ]))
    }

    @Test func coveringPath3() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("upload.failed", ["screen.picking [h: screen.uploading.resume=screen.uploading.sending]"]),
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("network.lost", ["screen.offline [h: screen.uploading.resume=screen.uploading.sending]"]),
            .init("network.back", ["screen.uploading.sending"]),
            .init("cancel", ["cancelled"]),
        ]))
    }

    @Test func coveringPath4() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("progress", ["screen.uploading.verifying"]),
            .init("done: upload", ["closed"]),
        ]))
    }

    @Test func coveringPath5() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("progress", ["screen.uploading.verifying"]),
            .init("upload.failed", ["screen.picking [h: screen.uploading.resume=screen.uploading.verifying]"]),
            .init("photo.picked", ["screen.uploading.sending"]),
        ]))
    }

    @Test func coveringPath6() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("progress", ["screen.uploading.verifying"]),
            .init("network.lost", ["screen.offline [h: screen.uploading.resume=screen.uploading.verifying]"]),
            .init("network.back", ["screen.uploading.verifying"]),
            .init("cancel", ["cancelled"]),
        ]))
    }

    @Test func coveringPath7() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("upload.failed", ["screen.picking [h: screen.uploading.resume=screen.uploading.sending]"]),
            .init("cancel", ["cancelled"]),
        ]))
    }

    @Test func coveringPath8() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("network.lost", ["screen.offline [h: screen.uploading.resume=screen.uploading.sending]"]),
            .init("cancel", ["cancelled"]),
        ]))
    }

    @Test func coveringPath9() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("progress", ["screen.uploading.verifying"]),
            .init("upload.failed", ["screen.picking [h: screen.uploading.resume=screen.uploading.verifying]"]),
            .init("cancel", ["cancelled"]),
        ]))
    }

    @Test func coveringPath10() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("progress", ["screen.uploading.verifying"]),
            .init("network.lost", ["screen.offline [h: screen.uploading.resume=screen.uploading.verifying]"]),
            .init("cancel", ["cancelled"]),
        ]))
    }

    @Test(arguments: [
        MachinePath("screen.picking [h: screen.uploading.resume=none]"),
        MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
        ]),
        MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("cancel", ["cancelled"]),
        ]),
        MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("progress", ["screen.uploading.verifying"]),
        ]),
        MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("done: upload", ["closed"]),
        ]),
        MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("upload.failed", ["screen.picking [h: screen.uploading.resume=screen.uploading.sending]"]),
        ]),
        MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("network.lost", ["screen.offline [h: screen.uploading.resume=screen.uploading.sending]"]),
        ]),
        MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("progress", ["screen.uploading.verifying"]),
            .init("upload.failed", ["screen.picking [h: screen.uploading.resume=screen.uploading.verifying]"]),
        ]),
        MachinePath("screen.picking [h: screen.uploading.resume=none]", [
            .init("photo.picked", ["screen.uploading.sending"]),
            .init("progress", ["screen.uploading.verifying"]),
            .init("network.lost", ["screen.offline [h: screen.uploading.resume=screen.uploading.verifying]"]),
        ]),
    ])
    func shortestPath(_ path: MachinePath) throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/photo-upload.scxml")), path)
    }
}
