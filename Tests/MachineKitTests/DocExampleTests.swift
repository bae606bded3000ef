import Foundation
import TestSupport
import Testing

/// The Swift examples of the README and of the DocC articles compile: each is found, line for
/// line (indentation and blank lines aside), in a file of `ReadmeExamples/`, which this target
/// builds, unless it is listed in ``DocExampleTests/notCompiled`` with the reason; one whose
/// reason is "abridges FILE" is an excerpt of that file, which is built
/// (``DocExampleTests/everyAbridgedExampleIsAnExcerptOfItsFile()``).
@Suite struct DocExampleTests {
    /// The examples not compiled, by document and first line, with the reason: "abridges FILE"
    /// for an excerpt of a built file (the path from the repository's root).
    static let notCompiled: [String: String] = [
        "README.md: /// The blog entry screen's view state. Not `Hashable`: its models hold the repository.":
            "abridges Fixtures/SeedFeatures/BlogEntryFeature.swift",
        "README.md: public enum RatesStoreFeature {": "abridges Fixtures/SeedFeatures/RatesStoreFeature.swift",
        "README.md: import MachineKit": "abridges Tests/MachineKitTests/SeedRecordingTests.swift",
        "README.md: // Package.swift": "a package manifest",
        "README.md: .package(url: \"https://github.com/machinekit/vsm-inspect.git\", from: \"0.3.0\"),": "lines of a package manifest",
        "README.md: // Sources/inspect/main.swift": "an executable's top-level code (Sources/vsm-inspect/main.swift does the same)",
        "AsyncActions.md: /// The rates API client, a dependency of the store.": "abridges Fixtures/SeedFeatures/RatesStoreFeature.swift",
        "AsyncActions.md: extension Store where State == RatesState {": "abridges Fixtures/SeedFeatures/RatesStoreFeature.swift",
        "AsyncActions.md: struct SearchScreen: Hashable, Sendable, CustomStringConvertible {":
            "abridges Benchmarks/Sources/explore-bench/SearchAsYouType.swift",
        "AsyncActions.md: let withClear = CancelInFlight<Typing>.id(": "abridges Tests/MachineKitTests/AsyncMachineTests.swift",
        "AsyncActions.md: private func debounce(clock: any Clock<Duration>) -> Machine<Running<Query, Keystroke>, AsyncStep<Keystroke>> {":
            "abridges Tests/MachineKitTests/AsyncShapesTests.swift",
        "RecordingRuns.md: let machine = ProductsFlowFeature.machine()": "abridges Tests/MachineKitTests/SeedRecordingTests.swift",
    ]

    struct Example: CustomStringConvertible {
        var document: String
        var line: Int
        var lines: [String]
        /// The document's line number of each of `lines`.
        var numbers: [Int]
        var key: String { "\(document): \(lines[0])" }
        var description: String { "\(document):\(line)" }
    }

    /// Lines without indentation, blank lines left out.
    static func significant(_ text: Substring) -> [String] {
        numbered(text, from: 1).map(\.text)
    }

    /// Lines without indentation, blank lines left out, each with its line number (the first
    /// line of `text` being `first`).
    static func numbered(_ text: Substring, from first: Int) -> [(number: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { (number: first + $0.offset, text: $0.element.trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.text.isEmpty }
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
                let body = numbered(Substring(lines[(start + 1)..<index].joined(separator: "\n")), from: start + 2)
                if !body.isEmpty {
                    found.append(Example(document: name, line: start + 1, lines: body.map(\.text), numbers: body.map(\.number)))
                }
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

    /// The code of a trimmed line: what comes before a `//` that is outside a string literal
    /// (an interpolation in a string is code, and may hold strings of its own), trailing spaces
    /// trimmed; empty for a line that is a comment.
    static func code(_ line: String) -> String {
        let characters = Array(line)
        // Innermost last: in code, the parentheses open there; in a string literal, nil.
        var contexts: [Int?] = [0]
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if let depth = contexts[contexts.count - 1] {
                switch character {
                case "/" where next == "/": return String(characters[..<index]).trimmingCharacters(in: .whitespaces)
                case "\"": contexts.append(nil)
                case "(": contexts[contexts.count - 1] = depth + 1
                case ")" where depth == 0 && contexts.count > 1: contexts.removeLast()
                case ")": contexts[contexts.count - 1] = max(depth - 1, 0)
                default: break
                }
            } else if character == "\\" {
                if next == "(" { contexts.append(0) }
                index += 1
            } else if character == "\"" {
                contexts.removeLast()
            }
            index += 1
        }
        return line
    }

    /// Whether a line of an abridged example stands for a line of its file: the same line, or
    /// the same code, the comment after it being the document's own (a comment alone on its
    /// line must be the file's).
    static func line(_ line: String, standsFor fileLine: String) -> Bool {
        if line == fileLine { return true }
        let code = Self.code(line)
        return !code.isEmpty && code == Self.code(fileLine)
    }

    /// The first line of `example` that does not stand, in order, for a line of `file` (its
    /// significant lines): each line of the example must stand for a line of the file after
    /// the one the line before it stood for (lines of the file between them are left out), a
    /// line `// ...` marking where they are. Nil for an excerpt.
    static func firstLineNotFound(
        _ example: Example, in file: [(number: Int, text: String)], path: String
    ) -> String? {
        var position = 0
        var previous: (number: Int, text: String)?
        for (line, number) in zip(example.lines, example.numbers) where line != "// ..." {
            guard let found = file[position...].firstIndex(where: { Self.line(line, standsFor: $0.text) }) else {
                var problem = "\(example.document):\(number): '\(line)' is not a line of \(path)"
                if let previous { problem += " after its line \(previous.number) ('\(previous.text)')" }
                if let earlier = file[..<position].first(where: { Self.line(line, standsFor: $0.text) }) {
                    problem += "; the file has it at line \(earlier.number), before"
                }
                return problem
            }
            previous = file[found]
            position = found + 1
        }
        return nil
    }

    /// An example that abridges a built file is an excerpt of it: its lines (trimmed, blank
    /// ones left out) are lines of the file in the file's order, a line `// ...` marking where
    /// the file has more and a comment after a line's code being the document's own. So the
    /// document cannot show a renamed type, a removed parameter, a case the feature lost, or a
    /// line written otherwise than the code that runs.
    @Test func everyAbridgedExampleIsAnExcerptOfItsFile() throws {
        var checked = 0
        for example in try Self.examples() {
            guard let reason = Self.notCompiled[example.key], reason.hasPrefix("abridges ") else { continue }
            let path = String(reason.dropFirst("abridges ".count))
            let file = Self.numbered(Substring(try String(contentsOfFile: repositoryRoot + "/" + path, encoding: .utf8)), from: 1)
            let problem = Self.firstLineNotFound(example, in: file, path: path)
            #expect(problem == nil, "copy the file's lines, and mark where it has more with a line `// ...`")
            checked += 1
        }
        #expect(checked == Self.notCompiled.values.filter { $0.hasPrefix("abridges ") }.count)
        #expect(checked >= 9)
    }

    /// The excerpt rule itself: lines in order, `// ...` left out, a comment of the document's own
    /// after the code, and the first line out of place named.
    @Test func anExcerptKeepsItsFilesLinesInOrder() {
        let file = Self.numbered("func f() {\n    let a = \"//\" // a\n\n    g(\"\\(a)\")\n}\n", from: 1)
        func problem(_ lines: [String]) -> String? {
            Self.firstLineNotFound(
                Example(document: "D.md", line: 1, lines: lines, numbers: Array(2..<(2 + lines.count))), in: file, path: "F.swift")
        }
        #expect(problem(["func f() {", "// ...", "g(\"\\(a)\")  // the call", "}"]) == nil)
        #expect(problem(["let a = \"//\""]) == nil)
        #expect(problem(["g(\"\\(b)\")"]) == "D.md:2: 'g(\"\\(b)\")' is not a line of F.swift")
        #expect(
            problem(["g(\"\\(a)\")", "let a = \"//\" // a"])
                == "D.md:3: 'let a = \"//\" // a' is not a line of F.swift after its line 4 ('g(\"\\(a)\")'); the file has it at line 2, before"
        )
        #expect(problem(["// a"]) != nil)
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
