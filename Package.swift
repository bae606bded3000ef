// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "MachineKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "MachineKit", targets: ["MachineKit"]),
        .library(name: "MachineKitTesting", targets: ["MachineKitTesting"]),
        .library(name: "MachineKitLogging", targets: ["MachineKitLogging"]),
        .library(name: "MachineKitMacros", targets: ["MachineKitMacros"]),
        .library(name: "MachineRender", targets: ["MachineRender"]),
        .library(name: "VSMInspectKit", targets: ["VSMInspectKit"]),
        .library(name: "SeedFeatures", targets: ["SeedFeatures"]),
        .executable(name: "vsm-inspect", targets: ["vsm-inspect"]),
        .plugin(name: "VSMInspectPlugin", targets: ["VSMInspectPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        // Pure Swift: definitions, explorer, checks, graph, projections, spec files, text exports.
        .target(
            name: "MachineKit",
            dependencies: ["CMachineKit", .product(name: "Yams", package: "Yams")]
        ),
        // A prefetch hint for the explorer's lookups (C, inlined into Swift).
        .target(name: "CMachineKit"),
        // @Kinded, apart from the core so that only packages that use it build swift-syntax.
        .macro(
            name: "MachineKitMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "MachineKitMacros", dependencies: ["MachineKit", "MachineKitMacrosPlugin"]),
        // One-line assertions for a feature's own tests (Swift Testing and XCTest).
        .target(name: "MachineKitTesting", dependencies: ["MachineKit"]),
        // Records of a feature's steps through swift-log, apart from the core so that only its users build it.
        .target(name: "MachineKitLogging", dependencies: ["MachineKit", .product(name: "Logging", package: "swift-log")]),
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
            ],
            // The web page's files, embedded through Web/PageAssets.swift (`make page-assets`).
            exclude: ["Web/Page"]
        ),
        // The seed architectures' example features, shared by tests, README and the shipped inspector.
        .target(name: "SeedFeatures", dependencies: ["MachineKit"], path: "Fixtures/SeedFeatures"),
        .executableTarget(name: "vsm-inspect", dependencies: ["VSMInspectKit", "SeedFeatures"]),
        // `swift package vsm-inspect ...` in a package that registers its machines
        // (a public `MachineRegistry` type), with no executable target of its own.
        .plugin(
            name: "VSMInspectPlugin",
            capability: .command(
                intent: .custom(verb: "vsm-inspect", description: "Check, render, diff and explore the machines this package registers."),
                permissions: [.writeToPackageDirectory(reason: "render, tests and explore's save write the files they are given")]
            )
        ),
        // What the test targets share: the repository's root, golden files, the built inspector.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "MachineKitTests",
            dependencies: ["MachineKit", "MachineKitTesting", "MachineKitLogging", "SeedFeatures", "TestSupport"],
            exclude: ["StatechartCorpus"]
        ),
        .testTarget(
            name: "MachineRenderTests",
            dependencies: ["MachineRender", "MachineKit", "SeedFeatures", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "MachineKitMacrosTests",
            dependencies: [
                "MachineKitMacros", "MachineKitMacrosPlugin",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            ]
        ),
        // The fixtures' paths as `vsm-inspect tests` writes them, replayed against the features.
        .testTarget(name: "GeneratedPathTests", dependencies: ["MachineKit", "MachineKitTesting", "SeedFeatures"]),
        .testTarget(
            name: "VSMInspectTests", dependencies: ["MachineKit", "MachineKitMacros", "VSMInspectKit", "TestSupport"], exclude: ["Golden"]
        ),
        // The fuzzing harness: readers in process, the whole CLI through the built binary
        // (`make test` runs a fixed budget, `make fuzz` a long one).
        .testTarget(name: "FuzzTests", dependencies: ["MachineKit", "TestSupport"], exclude: ["Regressions"]),
    ]
)
