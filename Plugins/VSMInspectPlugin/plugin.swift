import Foundation
import PackagePlugin

/// `swift package vsm-inspect COMMAND ...`: runs vsm-inspect with the machines the package
/// registers (public types conforming to `MachineRegistry` in its library targets).
///
/// It writes a small package of its own in the plugin's work directory, with one executable
/// that calls `VSMInspect.main` on those registries, builds it (the first time takes as long
/// as building the package), and runs it in the package's directory with the arguments given.
@main
struct VSMInspectPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package
        let registries = try findRegistries(in: package)
        guard !registries.isEmpty else {
            throw PluginFailure(
                "no machine registry in \(package.displayName): declare, in a target of a library product, "
                    + "'public enum AppMachines: MachineRegistry { public static var machines: [AnyMachine] { [...] } }'")
        }
        guard let machineKit = findMachineKit(in: package) else {
            throw PluginFailure("\(package.displayName) does not depend on MachineKit: add it to the package's dependencies")
        }
        let runner = context.pluginWorkDirectoryURL.appendingPathComponent("runner")
        try writeRunner(at: runner, package: package, machineKit: machineKit, registries: registries)
        let swift = try context.tool(named: "swift").url
        let scratch = runner.appendingPathComponent(".build").path
        // Where the runner is built: asked first, so that a first build is known as one.
        let binPath = try run(
            swift, ["build", "--package-path", runner.path, "--scratch-path", scratch, "--show-bin-path"],
            in: runner, forward: false)
        let binary = URL(
            fileURLWithPath: String(decoding: binPath.output, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        ).appendingPathComponent("vsm-inspect-runner")
        // The first build compiles MachineKit and the package's machines, minutes on a laptop:
        // say so, as SwiftPM's progress (on standard error; standard output is the command's report).
        let built = FileManager.default.fileExists(atPath: binary.path)
        let started = Date()
        if !built {
            Diagnostics.progress(
                "vsm-inspect: building the machines of \(package.displayName) with MachineKit "
                    + "for the first run; this takes about as long as building the package, and later runs start at once")
        }
        let build = try run(
            swift,
            [
                "build", "--package-path", runner.path, "--scratch-path", scratch,
                "--product", "vsm-inspect-runner",
            ], in: runner, forward: false)
        guard build.status == 0 else {
            FileHandle.standardError.write(build.output)
            throw PluginFailure("building the machines of \(package.displayName) failed (see above)")
        }
        if !built {
            let seconds = Int(Date().timeIntervalSince(started).rounded())
            Diagnostics.progress("vsm-inspect: built in \(seconds) s")
        }
        let result = try run(binary, arguments, in: package.directoryURL, forward: true)
        if result.status != 0 { exit(result.status) }
    }

    /// Public types that conform to `MachineRegistry`, by module, read from the sources of
    /// the package's library targets.
    func findRegistries(in package: Package) throws -> [(module: String, type: String, product: String)] {
        let declaration = try Regex(#"public\s+(?:final\s+)?(?:enum|struct|class)\s+(\w+)\s*:[^{]*\bMachineRegistry\b"#)
        var found: [(String, String, String)] = []
        for product in package.products(ofType: LibraryProduct.self) {
            for target in product.targets {
                guard let module = target as? SwiftSourceModuleTarget,
                    !found.contains(where: { $0.0 == module.name })
                else { continue }
                for file in module.sourceFiles(withSuffix: ".swift") {
                    guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
                    for match in text.matches(of: declaration) {
                        if let name = match.output[1].substring { found.append((module.name, String(name), product.name)) }
                    }
                }
            }
        }
        return found
    }

    /// The MachineKit package among the package's dependencies (or the package itself).
    func findMachineKit(in package: Package) -> Package? {
        if package.targets.contains(where: { $0.name == "VSMInspectKit" }) { return package }
        var queue = package.dependencies.map(\.package)
        var seen: Set<String> = []
        while !queue.isEmpty {
            let candidate = queue.removeFirst()
            guard seen.insert(candidate.directoryURL.path).inserted else { continue }
            if candidate.targets.contains(where: { $0.name == "VSMInspectKit" }) { return candidate }
            queue += candidate.dependencies.map(\.package)
        }
        return nil
    }

    /// The runner package: written only where it changed, so that builds stay incremental.
    func writeRunner(
        at directory: URL, package: Package, machineKit: Package,
        registries: [(module: String, type: String, product: String)]
    ) throws {
        let identity = package.directoryURL.lastPathComponent.lowercased()
        let kitIdentity = machineKit.directoryURL.lastPathComponent.lowercased()
        var products: [String] = []
        for registry in registries where !products.contains(registry.product) { products.append(registry.product) }
        var dependencies = ["        .package(path: \(quoted(package.directoryURL.path))),"]
        if machineKit.directoryURL.path != package.directoryURL.path {
            dependencies.append("        .package(path: \(quoted(machineKit.directoryURL.path))),")
        }
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "VSMInspectRunner",
                platforms: [.macOS(.v13)],
                dependencies: [
            \(dependencies.joined(separator: "\n"))
                ],
                targets: [
                    .executableTarget(
                        name: "vsm-inspect-runner",
                        dependencies: [
                            \(products.map { ".product(name: \(quoted($0)), package: \(quoted(identity)))," }.joined(separator: "\n                "))
                            .product(name: "VSMInspectKit", package: \(quoted(kitIdentity))),
                        ],
                        path: "Sources"
                    ),
                ]
            )

            """
        var modules: [String] = []
        for registry in registries where !modules.contains(registry.module) { modules.append(registry.module) }
        let main =
            (["import VSMInspectKit"] + modules.map { "import \($0)" }).joined(separator: "\n") + """


                VSMInspect.main(
                    machines: \(registries.map { "\($0.module).\($0.type).machines" }.joined(separator: " + ")),
                    commandName: "swift package vsm-inspect"
                )

                """
        let sources = directory.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try writeIfChanged(manifest, to: directory.appendingPathComponent("Package.swift"))
        try writeIfChanged(main, to: sources.appendingPathComponent("main.swift"))
    }

    func writeIfChanged(_ text: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Runs a program; with `forward`, its output goes straight to the plugin's own.
    func run(_ executable: URL, _ arguments: [String], in directory: URL, forward: Bool) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var collected = Data()
        if forward {
            process.standardOutput = FileHandle.standardOutput
            process.standardError = FileHandle.standardError
            process.standardInput = FileHandle.standardInput
            try process.run()
            process.waitUntilExit()
        } else {
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            collected = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
        }
        return (process.terminationStatus, collected)
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
