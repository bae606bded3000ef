import Foundation
import TestSupport
import Testing

/// The Swift examples of the README and of the DocC articles compile: each is found, line for
/// line (indentation and blank lines aside), in a file of `ReadmeExamples/`, which this target
/// builds, unless it is listed in ``DocExampleTests/notCompiled`` with the reason.
@Suite struct DocExampleTests {
    /// The examples not compiled, by document and first line, with the reason.
    static let notCompiled: [String: String] = [
        "README.md: public enum BlogEntryViewState: Sendable {           // not Hashable: its models hold the repository":
            "abridges Fixtures/SeedFeatures/BlogEntryFeature.swift",
        "README.md: Machine(\"RatesStore\", initial: RatesState(), actions: { _ in [.add, .updateRates] },":
            "abridges Fixtures/SeedFeatures/RatesStoreFeature.swift",
        "README.md: import MachineKit": "abridges Tests/MachineKitTests/SeedRecordingTests.swift",
        "README.md: // Package.swift": "a package manifest",
        "README.md: .package(url: \"https://github.com/machinekit/vsm-inspect.git\", from: \"0.3.0\"),": "lines of a package manifest",
        "README.md: // Sources/inspect/main.swift": "an executable's top-level code (Sources/vsm-inspect/main.swift does the same)",
        "AsyncActions.md: let api = RatesAPI(latest: {": "abridges Fixtures/SeedFeatures/RatesStoreFeature.swift",
        "AsyncActions.md: Machine(\"RatesStore\", initial: RatesState(), actions: { _ in [.add, .updateRates] },":
            "abridges Fixtures/SeedFeatures/RatesStoreFeature.swift",
        "AsyncActions.md: Machine(\"Search\", initial: SearchScreen(), actions: { keys($0) }, cancelInFlight: .id({ _ in \"search\" })) { storage, input in":
            "abridges Benchmarks/Sources/explore-bench/SearchAsYouType.swift",
        "AsyncActions.md: cancelInFlight: .id({ action in": "an argument of the machine above",
        "AsyncActions.md: let store = SearchStore(storage, api: api, clock: ExploredClock())": "a line of the machine above",
        "RecordingRuns.md: let recorder = StepRecorder(ProductsFlowFeature.machine(), to: .file(\"Records/ProductsFlow.jsonl\"))":
            "abridges Tests/MachineKitTests/SeedRecordingTests.swift",
    ]

    struct Example: CustomStringConvertible {
        var document: String
        var line: Int
        var lines: [String]
        var key: String { "\(document): \(lines[0])" }
        var description: String { "\(document):\(line)" }
    }

    /// Lines without indentation, blank lines left out.
    static func significant(_ text: Substring) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// Every ```swift block of the README and the DocC articles (indented ones too).
    static func examples() throws -> [Example] {
        let catalogue = repositoryRoot + "/Sources/MachineKit/MachineKit.docc"
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalogue).filter { $0.hasSuffix(".md") }.sorted()
        var found: [Example] = []
        for (name, path) in [("README.md", repositoryRoot + "/README.md")] + articles.map({ ($0, catalogue + "/" + $0) }) {
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index < lines.count {
                let fence = lines[index].trimmingCharacters(in: .whitespaces)
                guard fence == "```swift" else {
                    index += 1
                    continue
                }
                let start = index
                index += 1
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" { index += 1 }
                let body = significant(Substring(lines[(start + 1)..<index].joined(separator: "\n")))
                if !body.isEmpty { found.append(Example(document: name, line: start + 1, lines: body)) }
                index += 1
            }
        }
        return found
    }

    /// The files that hold the compiled examples, as significant lines.
    static func compiled() throws -> [[String]] {
        let folder = repositoryRoot + "/Tests/MachineKitTests/ReadmeExamples"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted().map {
            significant(Substring(try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)))
        }
    }

    /// Swift's tokens in `lines`, comments and access modifiers left out: names, numbers, string
    /// literals and punctuation, each alone, so that a line wrapped otherwise reads the same.
    static func tokens(_ lines: [String]) -> [String] {
        var tokens: [String] = []
        for line in lines {
            var rest = Substring(line)
            while let first = rest.first {
                if rest.hasPrefix("//") { break }
                if first.isWhitespace {
                    rest = rest.dropFirst()
                } else if first == "\"" {
                    var end = rest.index(after: rest.startIndex)
                    while end < rest.endIndex, rest[end] != "\"" {
                        end =
                            rest[end] == "\\" && rest.index(after: end) < rest.endIndex
                            ? rest.index(end, offsetBy: 2) : rest.index(after: end)
                    }
                    end = end < rest.endIndex ? rest.index(after: end) : end
                    tokens.append(String(rest[..<end]))
                    rest = rest[end...]
                } else if first.isLetter || first.isNumber || first == "_" {
                    let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !["public", "package", "internal"].contains(word) { tokens.append(String(word)) }
                    rest = rest.dropFirst(word.count)
                } else {
                    tokens.append(String(first))
                    rest = rest.dropFirst()
                }
            }
        }
        return tokens
    }

    /// An example that abridges a compiled file names only what that file has: each name of the
    /// example (a type, a member, a label, a case) stands in the file, so the document cannot
    /// show a renamed type, a removed parameter or a case the feature lost. (Numbers and
    /// strings may differ: an abridged example writes a bound as `3` where the file has a
    /// parameter.)
    @Test func everyAbridgedExampleNamesOnlyWhatItsFileHas() throws {
        var checked = 0
        for example in try Self.examples() {
            guard let reason = Self.notCompiled[example.key], reason.hasPrefix("abridges ") else { continue }
            let path = String(reason.dropFirst("abridges ".count))
            let file = Set(
                Self.tokens(Self.significant(Substring(try String(contentsOfFile: repositoryRoot + "/" + path, encoding: .utf8)))))
            let words = Self.tokens(example.lines).filter { $0.first.map { $0.isLetter || $0 == "_" } ?? false }
            let missing = words.filter { !file.contains($0) }
            #expect(missing.isEmpty, "\(example): \(missing.map { "'\($0)'" }.joined(separator: ", ")) not in \(path)")
            checked += 1
        }
        #expect(checked >= 7)
    }

    /// The blog entry with hand-written outcomes (the alternative GettingStartedVSM.md names in
    /// its last paragraph) explores as that article says of `.loading`: the article or the error
    /// after it, which is emitted on the way and no dead end.
    @Test func theBlogEntrysOutcomesByHandExploreAsTheArticleSays() {
        let report = SynchronousBlogEntry.machine().check()
        #expect(report.findings.isEmpty)
        #expect(report.statistics.states == 4)
        #expect(report.statistics.transitions == 9)
        let exploration = SynchronousBlogEntry.machine().explore()
        let names = (0..<exploration.statistics.states).map { exploration.name(of: $0) }
        #expect(
            names == [
                "initialized(loaderModel: LoaderModel(repository: BlogRepository(article: BlogModel(title: State machines), failure: ErrorModel(message: The article could not be loaded.))))",
                "loading", "loaded(blogModel: BlogModel(title: State machines))",
                "loading(errorModel: ErrorModel(message: The article could not be loaded.))",
            ])
        let error = exploration.statistics.states - 1
        #expect(exploration.trace(to: error).steps.map { $0.action ?? "start" } == ["start", "load", "load"])
    }

    @Test func everyExampleCompilesOrSaysWhyNot() throws {
        let examples = try Self.examples()
        let files = try Self.compiled()
        #expect(examples.count > 20)
        for example in examples where Self.notCompiled[example.key] == nil {
            let present = files.contains { file in
                file.count >= example.lines.count
                    && (0...(file.count - example.lines.count)).contains { Array(file[$0..<($0 + example.lines.count)]) == example.lines }
            }
            #expect(present, "\(example): not found in Tests/MachineKitTests/ReadmeExamples (copy it there, or list it in notCompiled)")
        }
        // Every exception still names an example.
        let keys = Set(examples.map(\.key))
        for key in Self.notCompiled.keys.sorted() {
            #expect(keys.contains(key), "notCompiled lists '\(key)', which no document holds")
        }
    }
}
