import Foundation
import Testing
import TestSupport

/// The walls between the package's modules (DESIGN's layout): each module imports only the
/// modules below it, so that the core never learns of a statechart, an async run or a record.
@Suite struct ModuleWallTests {
    /// The modules of the package each module may import, beside the system's and its own C
    /// targets; anything else of the package is a wall broken.
    static let allowed: [String: Set<String>] = [
        "MachineKitCore": ["CMachineKit"],
        "MachineKitCharts": ["MachineKitCore", "CMachineKit", "Yams", "CYaml"],
        "MachineKitAsync": ["MachineKitCore", "CMachineKitRuntime"],
        "MachineKitRecording": ["MachineKitCore", "MachineKitAsync"],
        "MachineKitExport": ["MachineKitCore", "MachineKitCharts", "MachineKitAsync", "MachineKitRecording"],
    ]
    /// Modules that are the system's, which any module may import.
    static let system: Set<String> = [
        "Foundation", "FoundationXML", "Dispatch", "Synchronization", "os", "_Concurrency", "Glibc", "Darwin",
    ]
    /// Every module of the package and its dependencies that some module might import.
    static let packageModules: Set<String> = [
        "MachineKit", "MachineKitCore", "MachineKitCharts", "MachineKitAsync", "MachineKitRecording", "MachineKitExport",
        "MachineKitTesting", "MachineKitLogging", "MachineKitMacros", "MachineRender", "VSMInspectKit", "SeedFeatures",
        "CMachineKit", "CMachineKitRuntime", "CGraphviz", "Yams", "CYaml", "ArgumentParser", "Logging",
    ]

    /// The modules each Swift file under `Sources/module` imports, by file.
    static func imports(of module: String) throws -> [(file: String, module: String)] {
        let root = repositoryRoot + "/Sources/" + module
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                // `import X`, `@testable import X`, `@_exported import X`, `@_spi(S) import X`,
                // `import struct X.Y`: the module is the first dotted name after `import`.
                let words = line.split(separator: " ")
                guard let at = words.firstIndex(of: "import"), words[..<at].allSatisfy({ $0.hasPrefix("@") }) else { continue }
                var rest = words[(at + 1)...]
                if let kind = rest.first, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(kind) {
                    rest = rest.dropFirst()
                }
                guard let name = rest.first?.split(separator: ".").first else { continue }
                found.append((module + "/" + path, String(name)))
            }
        }
        return found.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    @Test(arguments: ["MachineKitCore", "MachineKitCharts", "MachineKitAsync", "MachineKitRecording", "MachineKitExport"])
    func aModuleImportsOnlyTheModulesBelowIt(module: String) throws {
        let imports = try Self.imports(of: module)
        #expect(!imports.isEmpty, "no Swift file read under Sources/\(module)")
        let allowed = Self.allowed[module]!
        let broken = imports.filter { !allowed.contains($0.module) && !Self.system.contains($0.module) }
        #expect(broken.isEmpty, "\(broken.map { "\($0.file) imports \($0.module)" })")
    }

    @Test func theCoreImportsNoModuleOfThePackageButItsCTarget() throws {
        let imports = try Self.imports(of: "MachineKitCore")
        let ofPackage = Set(imports.map(\.module)).intersection(Self.packageModules)
        #expect(ofPackage == ["CMachineKit"])
    }

    @Test func onlyTheAsyncModuleLinksTheRuntimeHooks() throws {
        var importers: Set<String> = []
        for module in [
            "MachineKitCore", "MachineKitCharts", "MachineKitAsync", "MachineKitRecording", "MachineKitExport",
            "MachineKitTesting", "MachineKitLogging", "MachineRender", "VSMInspectKit",
        ] {
            for (file, imported) in try Self.imports(of: module) where imported == "CMachineKitRuntime" {
                importers.insert(String(file.prefix { $0 != "/" }))
            }
        }
        #expect(importers == ["MachineKitAsync"])
    }

    /// The wall holds in the manifest too: the core's target depends on its C target alone.
    @Test func theManifestGivesTheCoreNoDependencyAboveIt() throws {
        let manifest = try String(contentsOfFile: repositoryRoot + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".target(name: "MachineKitCore", dependencies: ["CMachineKit"])"#))
    }

    /// Every JSON input of the package is read by one reader (`MachineKitCore/JSONReader.swift`):
    /// no module reads JSON through Foundation, and no other file walks JSON's grammar.
    @Test func jsonIsReadInOnePlace() throws {
        let root = repositoryRoot + "/Sources"
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            Issue.record("no Sources")
            return
        }
        var readers: [String] = []
        var files = 0
        for case let path as String in walker where path.hasSuffix(".swift") {
            files += 1
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            for needle in ["JSONSerialization", "JSONDecoder", "beginObject(", "nextKey("] where text.contains(needle) {
                readers.append("\(path): \(needle)")
            }
        }
        #expect(files > 100)
        // The reader itself, and the builders that take its tokens.
        let expected = [
            "MachineKitCharts/FlatSpec.swift: beginObject(", "MachineKitCharts/FlatSpec.swift: nextKey(",
            "MachineKitCharts/SpecNode.swift: beginObject(", "MachineKitCharts/SpecNode.swift: nextKey(",
            "MachineKitCore/JSONReader.swift: beginObject(", "MachineKitCore/JSONReader.swift: nextKey(",
            "MachineKitRecording/Record.swift: beginObject(", "MachineKitRecording/Record.swift: nextKey(",
        ]
        #expect(readers.sorted() == expected)
    }

    /// Every JSON output of the package (reports, graphs, the web explorer's data) is written by
    /// one writer, `JSONValue`'s: none through Foundation's encoder, whose escaping and number
    /// forms would be a second set of rules.
    @Test func jsonIsWrittenInOnePlace() throws {
        let root = repositoryRoot + "/Sources"
        let paths = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }.filter {
            $0.hasSuffix(".swift")
        }
        #expect(paths.count > 100)
        let writers = try paths.filter { try String(contentsOfFile: root + "/" + $0, encoding: .utf8).contains("JSONEncoder") }
        #expect(writers == [])
    }
}
