// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "MachineKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "MachineKit", targets: ["MachineKit"]),
        .library(name: "MachineKitCore", targets: ["MachineKitCore"]),
        .library(name: "MachineKitCharts", targets: ["MachineKitCharts"]),
        .library(name: "MachineKitAsync", targets: ["MachineKitAsync"]),
        .library(name: "MachineKitRecording", targets: ["MachineKitRecording"]),
        .library(name: "MachineKitExport", targets: ["MachineKitExport"]),
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
        // The umbrella a feature imports: re-exports the modules below, so that one import
        // brings the whole package's API.
        .target(
            name: "MachineKit",
            dependencies: ["MachineKitCore", "MachineKitCharts", "MachineKitAsync", "MachineKitRecording", "MachineKitExport"]
        ),
        // The machine, both searches, the state graph, the checks and the report. It knows no
        // statechart, no async run and no record: what those add reaches it through
        // `MachineTraits` (ModuleWallTests fails when it imports a module above it).
        .target(name: "MachineKitCore", dependencies: ["CMachineKit"]),
        // Spec files (XState JSON and YAML, SCXML), the statechart engine, and the compiler from
        // a chart to a machine.
        .target(
            name: "MachineKitCharts",
            dependencies: ["MachineKitCore", "CMachineKit", .product(name: "Yams", package: "Yams")]
        ),
        // Async actions, `choose`, the explorer's executor and clock; the only module that links
        // the runtime hooks.
        .target(name: "MachineKitAsync", dependencies: ["MachineKitCore", "CMachineKitRuntime"]),
        // The recorder a running app uses, record files, conformance and coverage.
        .target(name: "MachineKitRecording", dependencies: ["MachineKitCore", "MachineKitAsync"]),
        // DOT, Mermaid and PlantUML text, graph JSON, generated Swift tests, snapshots and diffs.
        .target(
            name: "MachineKitExport",
            dependencies: ["MachineKitCore", "MachineKitCharts", "MachineKitRecording"]
        ),
        // The explorer's prefetch hint and table memory (C, inlined into Swift).
        .target(name: "CMachineKit"),
        // Hooks into the concurrency runtime for async runs: linked by MachineKitAsync alone.
        .target(name: "CMachineKitRuntime"),
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
        .testTarget(name: "FuzzTests", dependencies: ["MachineKit", "VSMInspectKit", "TestSupport"], exclude: ["Regressions"]),
    ]
)
