// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MachineKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "MachineKit", targets: ["MachineKit"]),
        .library(name: "MachineKitTesting", targets: ["MachineKitTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
    ],
    targets: [
        // Pure Swift: definitions, explorer, checks, graph, projections, spec files, text exports.
        .target(
            name: "MachineKit",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // One-line assertions for a feature's own tests (Swift Testing and XCTest).
        .target(name: "MachineKitTesting", dependencies: ["MachineKit"]),
        // The seed architectures' example features, shared by tests, README and the shipped inspector.
        .target(name: "SeedFeatures", dependencies: ["MachineKit"], path: "Fixtures/SeedFeatures"),
        .testTarget(
            name: "MachineKitTests",
            dependencies: ["MachineKit", "MachineKitTesting", "SeedFeatures"]
        ),
    ]
)
