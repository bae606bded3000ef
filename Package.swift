// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MachineKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "MachineKit", targets: ["MachineKit"]),
        .library(name: "MachineKitTesting", targets: ["MachineKitTesting"]),
        .library(name: "MachineRender", targets: ["MachineRender"]),
        .library(name: "VSMInspectKit", targets: ["VSMInspectKit"]),
        .library(name: "SeedFeatures", targets: ["SeedFeatures"]),
        .executable(name: "vsm-inspect", targets: ["vsm-inspect"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        // Pure Swift: definitions, explorer, checks, graph, projections, spec files, text exports.
        .target(
            name: "MachineKit",
            dependencies: ["CMachineKit", .product(name: "Yams", package: "Yams")]
        ),
        // A prefetch hint for the explorer's lookups (C, inlined into Swift).
        .target(name: "CMachineKit"),
        // One-line assertions for a feature's own tests (Swift Testing and XCTest).
        .target(name: "MachineKitTesting", dependencies: ["MachineKit"]),
        // Graphviz's C library; only MachineRender imports it.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // Layout and SVG/PNG/PDF through libcgraph and libgvc, behind one serial owner.
        .target(name: "MachineRender", dependencies: ["MachineKit", "CGraphviz"]),
        // The inspector's commands, so that a package can build its own inspector.
        .target(
            name: "VSMInspectKit",
            dependencies: [
                "MachineKit", "MachineRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The seed architectures' example features, shared by tests, README and the shipped inspector.
        .target(name: "SeedFeatures", dependencies: ["MachineKit"], path: "Fixtures/SeedFeatures"),
        .executableTarget(name: "vsm-inspect", dependencies: ["VSMInspectKit", "SeedFeatures"]),
        .testTarget(
            name: "MachineKitTests",
            dependencies: ["MachineKit", "MachineKitTesting", "SeedFeatures"]
        ),
        .testTarget(
            name: "MachineRenderTests",
            dependencies: ["MachineRender", "MachineKit", "SeedFeatures"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "VSMInspectTests", dependencies: ["MachineKit"], exclude: ["Golden"]),
        // The fuzzing harness: readers in process, the whole CLI through the built binary
        // (`make test` runs a fixed budget, `make fuzz` a long one).
        .testTarget(name: "FuzzTests", dependencies: ["MachineKit"], exclude: ["Regressions"]),
    ]
)
