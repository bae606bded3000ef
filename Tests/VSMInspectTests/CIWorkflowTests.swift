import Foundation
import TestSupport
import Testing

/// The CI examples in `Examples/CI`, tried as a new user would: each file is YAML, the README
/// shows it as it is, and every vsm-inspect command in it runs on the repository's fixtures,
/// exits 0 or 1 (never bad input or a malformed command line) and writes the files it names.
///
/// The commands run in a git repository of their own whose `Specs/` holds the fixtures' spec
/// files (and the broken blog entry, so that some command finds failures; not
/// `broken/missing-target.yaml`, which is bad input by design), with a second commit that
/// changes the blog entry, so that the diff against the base revision has something to say.
@Suite struct CIWorkflowTests {
    static let files = ["Examples/CI/github-actions.yml", "Examples/CI/gitlab-ci.yml"]

    @Test(arguments: files) func isYAML(_ file: String) throws {
        guard runTool("python3", ["-c", "import yaml"]).status == 0 else {
            withKnownIssue("python3 with PyYAML is not installed: \(file) was not parsed") {
                Issue.record("python3 -c 'import yaml' failed")
            }
            return
        }
        let parse = runTool("python3", ["-c", "import sys,yaml; yaml.safe_load(open(sys.argv[1]))", repositoryRoot + "/" + file])
        #expect(parse.status == 0, "\(file) is not YAML: \(parse.stderr)")
    }

    @Test(arguments: files) func theREADMEShowsTheFileAsItIs(_ file: String) throws {
        let text = try String(contentsOfFile: repositoryRoot + "/" + file, encoding: .utf8)
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("```yaml\n" + text + "```\n"), "README.md does not show \(file) as it is")
    }

    @Test(arguments: files) func everyInspectorCommandRunsOnTheFixtures(_ file: String) throws {
        let text = try String(contentsOfFile: repositoryRoot + "/" + file, encoding: .utf8)
        let commands = inspectorCommands(in: text)
        #expect(Set(commands.compactMap(\.first)) == ["check", "diff", "render"], "\(file): \(commands)")
        let repository = try fixtureRepository()
        var statuses: [Int32] = []
        for arguments in commands {
            let outputs = zip(arguments, arguments.dropFirst()).filter { $0.0 == "--output" }.map { repository + "/" + $0.1 }
            // The workflow makes the folders it writes into (mkdir -p explorer).
            for output in outputs {
                try FileManager.default.createDirectory(
                    atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            }
            let run = try inspect(arguments, directory: repository)
            statuses.append(run.status)
            let line = arguments.joined(separator: " ")
            #expect([0, 1].contains(run.status), "\(file): vsm-inspect \(line) exited with \(run.status): \(run.stderr)")
            for output in outputs {
                let size = (try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? Int ?? 0
                #expect(size > 0, "\(file): vsm-inspect \(line) did not write \(output)")
            }
            if arguments.first == "diff", let output = outputs.first {
                let markdown = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
                #expect(markdown.contains("- `failed --retry--> loading`"), "\(file): the diff misses the change: \(markdown)")
                #expect(markdown.contains("```mermaid\n"))
            }
        }
        #expect(statuses.contains(1), "\(file): no command found the broken blog entry's failures")
        try? FileManager.default.removeItem(atPath: repository)
    }

    @Test func commandsAreReadAsTheShellReadsThem() {
        let text = """
                run: |
                  swift run --skip-build vsm-inspect check Specs/ --all --format github || status=$?
            # swift run vsm-inspect in a comment
                - swift run vsm-inspect render 'Specs/a b.yaml' --output "explorer/a b.html"
                - swift build --product vsm-inspect
            """
        #expect(
            inspectorCommands(in: text) == [
                ["check", "Specs/", "--all", "--format", "github"],
                ["render", "Specs/a b.yaml", "--output", "explorer/a b.html"],
            ])
    }
}

/// The vsm-inspect commands of a CI file: each line that runs `swift run ... vsm-inspect`,
/// its arguments split as the shell splits them, up to `||`, with the base revision's
/// placeholders replaced by the fixture repository's `HEAD~1`.
private func inspectorCommands(in text: String) -> [[String]] {
    var commands: [[String]] = []
    for line in text.split(separator: "\n").map(String.init) {
        guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("#"),
            let swiftRun = line.range(of: "swift run "),
            let inspector = line.range(of: "vsm-inspect ", range: swiftRun.upperBound..<line.endIndex)
        else { continue }
        var command = String(line[inspector.upperBound...])
        if let or = command.range(of: " ||") { command = String(command[..<or.lowerBound]) }
        for placeholder in ["origin/${{ github.base_ref }}", "$CI_MERGE_REQUEST_DIFF_BASE_SHA"] {
            command = command.replacingOccurrences(of: placeholder, with: "HEAD~1")
        }
        commands.append(shellWords(command))
    }
    return commands
}

/// Words as the shell splits them: on spaces outside quotes, quotes removed.
private func shellWords(_ text: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    for character in text {
        if let open = quote {
            if character == open { quote = nil } else { word.append(character) }
        } else if character == "'" || character == "\"" {
            quote = character
            inWord = true
        } else if character == " " || character == "\t" {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        } else {
            word.append(character)
            inWord = true
        }
    }
    if inWord { words.append(word) }
    return words
}

/// A git repository whose `Specs/` holds the fixtures' spec files; its last commit adds
/// `cancel` while loading and drops `retry` from the blog entry's failed state.
private func fixtureRepository() throws -> String {
    let path = try temporaryDirectory()
    let specs = path + "/Specs"
    try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
    let fixtures = repositoryRoot + "/Fixtures/specs"
    let names = try FileManager.default.contentsOfDirectory(atPath: fixtures)
        .filter { ["json", "yaml", "yml", "scxml"].contains(($0 as NSString).pathExtension) }
    for name in names + ["broken/blog-entry-broken.yaml"] {
        try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: specs + "/" + (name as NSString).lastPathComponent)
    }
    let git = ["-C", path, "-c", "user.name=CI workflow test", "-c", "user.email=ci@example.invalid", "-c", "commit.gpgsign=false"]
    try #require(runTool("git", ["init", "-q", path]).status == 0)
    try #require(runTool("git", git + ["add", "Specs"]).status == 0)
    try #require(runTool("git", git + ["commit", "-q", "-m", "base"]).status == 0)
    let blogEntry = specs + "/blog-entry.yaml"
    let old = try String(contentsOfFile: blogEntry, encoding: .utf8)
    let new =
        old
        .replacingOccurrences(of: "      finish: [loaded, failed]\n", with: "      finish: [loaded, failed]\n      cancel: initialized\n")
        .replacingOccurrences(of: "      retry:\n        - target: loading\n", with: "")
    try #require(new != old && new.contains("cancel: initialized") && !new.contains("retry"))
    try new.write(toFile: blogEntry, atomically: true, encoding: .utf8)
    try #require(runTool("git", git + ["commit", "-q", "-a", "-m", "cancel while loading, no retry"]).status == 0)
    return path
}

/// Runs a program found on the PATH, with nothing on standard input.
private func runTool(_ name: String, _ arguments: [String]) -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let stderr = Pipe()
    process.standardError = stderr
    do { try process.run() } catch { return (127, "\(name): \(error)") }
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: err, as: UTF8.self))
}
