// Paths of machine "MediaPlayer" that together take every move, and the shortest path to every state.
// Written by `vsm-inspect tests Fixtures/specs/media-player.yaml --shortest`: run it again to regenerate; edits here are lost.

import MachineKit
import MachineKitTesting
import Testing

@Suite struct MediaPlayerPathTests {
    @Test func coveringPath1() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("pause", ["player.playback.paused + player.volume.audible"]),
            .init("close", ["closed"]),
        ]))
    }

    @Test func coveringPath2() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("error: loadMedia", ["unavailable"]),
            .init("retry", ["loading"]),
        ]))
    }

    @Test func coveringPath3() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("mute", ["player.playback.paused + player.volume.muted"]),
            .init("play", ["player.playback.playing + player.volume.muted"]),
            .init("pause", ["player.playback.paused + player.volume.muted"]),
            .init("close", ["closed"]),
        ]))
    }

    @Test func coveringPath4() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("error: loadMedia", ["unavailable"]),
            .init("close", ["closed"]),
        ]))
    }

    @Test func coveringPath5() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("stall", ["player.playback.buffering + player.volume.audible"]),
            .init("buffered", ["player.playback.playing + player.volume.audible"]),
            .init("end", ["player.playback.ended + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("close", ["closed"]),
        ]))
    }

    @Test func coveringPath6() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("mute", ["player.playback.playing + player.volume.muted"]),
            .init("stall", ["player.playback.buffering + player.volume.muted"]),
            .init("buffered", ["player.playback.playing + player.volume.muted"]),
            .init("end", ["player.playback.ended + player.volume.muted"]),
            .init("play", ["player.playback.playing + player.volume.muted"]),
            .init("close", ["closed"]),
        ]))
    }

    @Test func coveringPath7() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("mute", ["player.playback.paused + player.volume.muted"]),
            .init("unmute", ["player.playback.paused + player.volume.audible"]),
        ]))
    }

    @Test func coveringPath8() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("mute", ["player.playback.paused + player.volume.muted"]),
            .init("volumeUp", ["player.playback.paused + player.volume.audible"]),
        ]))
    }

    @Test func coveringPath9() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("stall", ["player.playback.buffering + player.volume.audible"]),
            .init("after 15000", ["player.playback.paused + player.volume.audible"]),
        ]))
    }

    @Test func coveringPath10() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("stall", ["player.playback.buffering + player.volume.audible"]),
            .init("close", ["closed"]),
        ]))
    }

    @Test func coveringPath11() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("stall", ["player.playback.buffering + player.volume.audible"]),
            .init("mute", ["player.playback.buffering + player.volume.muted"]),
            .init("after 15000", ["player.playback.paused + player.volume.muted"]),
        ]))
    }

    @Test func coveringPath12() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("end", ["player.playback.ended + player.volume.audible"]),
            .init("close", ["closed"]),
        ]))
    }

    @Test func coveringPath13() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("end", ["player.playback.ended + player.volume.audible"]),
            .init("mute", ["player.playback.ended + player.volume.muted"]),
            .init("close", ["closed"]),
        ]))
    }

    @Test func coveringPath14() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("mute", ["player.playback.playing + player.volume.muted"]),
            .init("unmute", ["player.playback.playing + player.volume.audible"]),
        ]))
    }

    @Test func coveringPath15() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("mute", ["player.playback.playing + player.volume.muted"]),
            .init("volumeUp", ["player.playback.playing + player.volume.audible"]),
        ]))
    }

    @Test func coveringPath16() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("stall", ["player.playback.buffering + player.volume.audible"]),
            .init("mute", ["player.playback.buffering + player.volume.muted"]),
            .init("close", ["closed"]),
        ]))
    }

    @Test func coveringPath17() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("stall", ["player.playback.buffering + player.volume.audible"]),
            .init("mute", ["player.playback.buffering + player.volume.muted"]),
            .init("unmute", ["player.playback.buffering + player.volume.audible"]),
        ]))
    }

    @Test func coveringPath18() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("stall", ["player.playback.buffering + player.volume.audible"]),
            .init("mute", ["player.playback.buffering + player.volume.muted"]),
            .init("volumeUp", ["player.playback.buffering + player.volume.audible"]),
        ]))
    }

    @Test func coveringPath19() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("end", ["player.playback.ended + player.volume.audible"]),
            .init("mute", ["player.playback.ended + player.volume.muted"]),
            .init("unmute", ["player.playback.ended + player.volume.audible"]),
        ]))
    }

    @Test func coveringPath20() throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("end", ["player.playback.ended + player.volume.audible"]),
            .init("mute", ["player.playback.ended + player.volume.muted"]),
            .init("volumeUp", ["player.playback.ended + player.volume.audible"]),
        ]))
    }

    @Test(arguments: [
        MachinePath("loading"),
        MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
        ]),
        MachinePath("loading", [
            .init("error: loadMedia", ["unavailable"]),
        ]),
        MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
        ]),
        MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("close", ["closed"]),
        ]),
        MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("mute", ["player.playback.paused + player.volume.muted"]),
        ]),
        MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("stall", ["player.playback.buffering + player.volume.audible"]),
        ]),
        MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("end", ["player.playback.ended + player.volume.audible"]),
        ]),
        MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("mute", ["player.playback.playing + player.volume.muted"]),
        ]),
        MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("stall", ["player.playback.buffering + player.volume.audible"]),
            .init("mute", ["player.playback.buffering + player.volume.muted"]),
        ]),
        MachinePath("loading", [
            .init("done: loadMedia", ["player.playback.paused + player.volume.audible"]),
            .init("play", ["player.playback.playing + player.volume.audible"]),
            .init("end", ["player.playback.ended + player.volume.audible"]),
            .init("mute", ["player.playback.ended + player.volume.muted"]),
        ]),
    ])
    func shortestPath(_ path: MachinePath) throws {
        expectPath(try SpecMachine.load(path: packageFile("Fixtures/specs/media-player.yaml")), path)
    }
}
