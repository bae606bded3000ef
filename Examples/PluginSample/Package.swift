// swift-tools-version:6.0
import Foundation
import PackageDescription

// A package that registers its machines for `swift package vsm-inspect`, with no
// executable target of its own. It depends on the MachineKit checkout it lives in, whose
// package identity is the name of that checkout's directory.
let machineKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "PluginSample",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SampleFeatures", targets: ["SampleFeatures"])
    ],
    dependencies: [
        .package(path: machineKit.path)
    ],
    targets: [
        .target(
            name: "SampleFeatures",
            dependencies: [.product(name: "MachineKit", package: machineKit.lastPathComponent)]
        )
    ]
)
