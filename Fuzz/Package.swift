// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer on the spec readers, in a package of its own: it is built with
// `swift build -c release --sanitize fuzzer --sanitize address` (see README.md), which the
// package's users never need. The package above is a path dependency named by its folder.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        // libFuzzer supplies `main`; the target only defines LLVMFuzzerTestOneInput.
        .executableTarget(
            name: "spec-fuzzer",
            dependencies: [.product(name: "MachineKit", package: root)],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
