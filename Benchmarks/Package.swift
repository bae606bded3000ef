// swift-tools-version:6.0
import Foundation
import PackageDescription

// Benchmarks live in a package of their own, so nothing they use reaches the package's users.
// The package above is a path dependency, whose identity is its folder's name.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "explore-bench",
            dependencies: [.product(name: "MachineKit", package: root), .product(name: "SeedFeatures", package: root)]
        ),
        .executableTarget(
            name: "recorder-bench",
            dependencies: [.product(name: "MachineKit", package: root), .product(name: "SeedFeatures", package: root)]
        ),
        .executableTarget(
            name: "render-bench",
            dependencies: [
                .product(name: "MachineKit", package: root),
                .product(name: "MachineRender", package: root),
                .product(name: "SeedFeatures", package: root),
            ]
        ),
        .executableTarget(
            name: "page-inspector",
            dependencies: [
                .product(name: "MachineKit", package: root),
                .product(name: "SeedFeatures", package: root),
                .product(name: "VSMInspectKit", package: root),
            ]
        ),
        .executableTarget(
            name: "render-leaks",
            dependencies: [
                .product(name: "MachineKit", package: root),
                .product(name: "MachineRender", package: root),
                .product(name: "SeedFeatures", package: root),
            ]
        ),
    ]
)
