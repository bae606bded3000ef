import Foundation
import MachineKit
import TestSupport
import Testing

/// Git repositories built where `diff --git` breaks: spec files the revision has as links (to a
/// device, outside the tree, to nothing), as folders, as submodules, mutated or not UTF-8,
/// under names git or a shell reads as syntax (globs, a leading dash, a colon, spaces), changed,
/// deleted or turned into folders in the working tree, against revisions that are not there
/// or are not commits. Each run ends in a JSON document (exit 0 or 1) or one line of bad input
/// (exit 2, nothing on stdout), never a signal or a hang, and leaves the repository as it was.
struct GitTreeGenerator {
    var mutator: Mutator

    mutating func below(_ bound: Int) -> Int { mutator.int(bound) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    static let names = [
        "a.yaml", "b.json", "c.scxml", "[id].yaml", "a*.yaml", "q?.json", "-n.yaml", ":x.yaml", "sp ace.yaml",
        "{x,y}.yaml", "new\nline.yaml", "é.yaml", ".hidden.yaml",
    ]

    /// What the old revision has at a path.
    enum Old { case file([UInt8]), link(String), folder, submodule, none }
    /// What the working tree has there.
    enum New { case file([UInt8]), folder, none }

    /// The fixture spec files by ending: most generated files are one of these, so that diff
    /// gets as far as comparing machines.
    static let fixtures: [String: [[UInt8]]] = {
        let root = FuzzPaths.repositoryRoot + "/Fixtures/specs"
        var found: [String: [[UInt8]]] = [:]
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted() {
            if let data = FileManager.default.contents(atPath: root + "/" + name) {
                found[(name as NSString).pathExtension, default: []].append([UInt8](data))
            }
        }
        return found
    }()

    mutating func spec(_ name: String) -> [UInt8] {
        let same = Self.fixtures[(name as NSString).pathExtension] ?? Self.fixtures["yaml"]!
        switch below(20) {
        case 0..<12: return pick(same)
        case 12..<15: return mutator.nextMachine()
        case 15..<18: return mutator.next()
        case 18: return [0xFF, 0xFE] + Array("i\0n\0".utf8)
        default: return Array("initial: a\nstates:\n  a: {on: {go: b}}\n  b: {type: final}\n".utf8) + [0xC0]
        }
    }

    mutating func old(_ name: String) -> Old {
        switch below(20) {
        case 0..<12: return .file(spec(name))
        case 12..<14: return .link(pick(["/dev/zero", "../../../etc/passwd", "missing.yaml", "a.yaml", "/proc/self/mem"]))
        case 14: return .folder
        case 15: return .submodule
        default: return .none
        }
    }

    mutating func new(_ name: String) -> New {
        switch below(10) {
        case 0..<8: return .file(spec(name))
        case 8: return .folder
        default: return .none
        }
    }

    mutating func revision() -> String {
        below(10) < 8 ? "HEAD" : pick(["HEAD~1", "nope", "-x", "--all", "HEAD:Specs", "HEAD^{tree}", "HEAD@{99}", ""])
    }
}

@Suite struct GitTreeFuzzTests {
    /// Runs git in `directory`; its output.
    @discardableResult
    static func git(_ arguments: [String], in directory: String, input: [UInt8] = []) -> ProgramRun {
        runProgram("/usr/bin/git", ["-C", directory] + arguments, stdin: input, directory: FuzzPaths.output, seconds: 60)
    }

    /// A repository with `entries` committed as the old revision and then the working tree
    /// changed as they say.
    static func repository(at folder: String, _ entries: [(name: String, old: GitTreeGenerator.Old, new: GitTreeGenerator.New)]) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        git(["init", "-q"], in: folder)
        git(["config", "user.email", "fuzz@example.com"], in: folder)
        git(["config", "user.name", "fuzz"], in: folder)
        git(["config", "commit.gpgsign", "false"], in: folder)
        var submodules: [String] = []
        for (name, old, _) in entries {
            let path = folder + "/Specs/" + name
            switch old {
            case .file(let bytes): manager.createFile(atPath: path, contents: Data(bytes))
            case .link(let target): try manager.createSymbolicLink(atPath: path, withDestinationPath: target)
            case .folder:
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
                manager.createFile(atPath: path + "/inner.yaml", contents: Data("initial: a\nstates:\n  a: {}\n".utf8))
            case .submodule: submodules.append("Specs/" + name)
            case .none: break
            }
        }
        manager.createFile(atPath: folder + "/README", contents: Data("x\n".utf8))
        git(["add", "-A"], in: folder)
        for path in submodules {
            git(["update-index", "--add", "--cacheinfo", "160000,4b825dc642cb6eb9a060e54bf8d69288fbee4904,\(path)"], in: folder)
        }
        git(["commit", "-q", "-m", "old", "--no-verify"], in: folder)
        for (name, _, new) in entries {
            let path = folder + "/Specs/" + name
            try? manager.removeItem(atPath: path)
            switch new {
            case .file(let bytes): manager.createFile(atPath: path, contents: Data(bytes))
            case .folder:
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
                manager.createFile(atPath: path + "/inner.yaml", contents: Data("initial: a\nstates:\n  a: {}\n".utf8))
            case .none: break
            }
        }
    }

    /// What the repository is: its HEAD and its status, to compare after a run.
    static func snapshot(_ folder: String) -> [UInt8] {
        git(["rev-parse", "HEAD"], in: folder).stdout + git(["status", "--porcelain", "-z", "--ignored"], in: folder).stdout
    }

    @Test func diffAgainstGeneratedTreesEndsInADocumentOrOneLine() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { return }
        let budget = FuzzBudget.current
        let inputs = Int(ProcessInfo.processInfo.environment["FUZZ_GIT_INPUTS"].flatMap(Double.init) ?? 24)
        var generator = GitTreeGenerator(mutator: Mutator(seed: budget.seed, corpus: Mutator.corpus()))
        let clock = ContinuousClock()
        let start = clock.now
        var failures: [String] = []
        var exits: [Int32: Int] = [:]
        var done = 0, peak = 0
        while done < inputs, clock.now - start < .seconds(budget.maxSeconds), failures.count <= 10 {
            done += 1
            let folder = FuzzPaths.output + "/git-\(budget.seed)-\(done)"
            try? FileManager.default.removeItem(atPath: folder)
            var entries: [(name: String, old: GitTreeGenerator.Old, new: GitTreeGenerator.New)] = []
            var names = Set<String>()
            for _ in 0..<(1 + generator.below(3)) {
                let name = generator.pick(GitTreeGenerator.names)
                if names.insert(name).inserted { entries.append((name, generator.old(name), generator.new(name))) }
            }
            try Self.repository(at: folder, entries)
            let before = Self.snapshot(folder)
            let revision = generator.revision()
            var arguments = ["diff", "--git", revision] + entries.map { "Specs/" + $0.name }
            if generator.below(4) == 0 { arguments.append("Specs") }
            arguments += ["--format", "json", "--max-states", "2000"]
            // In the repository, as a user runs it there.
            let run = runProgram(
                "/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", folder, inspectorPath] + arguments,
                stdin: [], directory: FuzzPaths.output, seconds: budget.cliSeconds)
            peak = max(peak, run.peakMegabytes)
            exits[run.status ?? -1, default: 0] += 1
            let stderr = String(decoding: run.stderr, as: UTF8.self)
            if ProcessInfo.processInfo.environment["FUZZ_GIT_SHOW"] != nil {
                print("git input \(done): \(run.status ?? -1) \(stderr.prefix(200).debugDescription)")
            }
            var problem: String?
            if let signal = run.signal {
                problem = "killed by signal \(signal)" + (run.timedOut ? " after the time limit" : "")
            } else if run.peakMegabytes > budget.cliMegabytes {
                problem = "peak memory \(run.peakMegabytes) MiB"
            } else if run.status == 0 || run.status == 1 {
                if (try? JSONSerialization.jsonObject(with: Data(run.stdout))) as? [String: Any] == nil {
                    problem = "exit \(run.status!) without a JSON document"
                } else if !stderr.isEmpty {
                    problem = "exit \(run.status!) with stderr \(stderr.prefix(300).debugDescription)"
                }
            } else if run.status == 2 || run.status == 64 {
                let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
                if !run.stdout.isEmpty {
                    problem = "exit \(run.status!) with \(run.stdout.count) bytes on stdout"
                } else if !stderr.hasPrefix("vsm-inspect: ") || lines.count != 2 || !lines[1].isEmpty {
                    problem = "stderr is not one line: \(stderr.prefix(400).debugDescription)"
                } else if stderr.dropLast().unicodeScalars.contains(where: VisibleText.isControl) {
                    problem = "stderr holds a control character"
                }
            } else {
                problem = "exit \(run.status.map(String.init) ?? "?"): \(stderr.prefix(300).debugDescription)"
            }
            if problem == nil, Self.snapshot(folder) != before { problem = "the repository changed" }
            if let problem {
                failures.append("input \(done) (\(arguments.map(\.debugDescription).joined(separator: " "))): \(problem)")
                // Kept for a person to look at.
                try? FileManager.default.moveItem(atPath: folder, toPath: FuzzPaths.output + "/failures/git-\(budget.seed)-\(done)")
            } else {
                try? FileManager.default.removeItem(atPath: folder)
            }
        }
        let seconds = Double((clock.now - start).components.seconds) + Double((clock.now - start).components.attoseconds) / 1e18
        print(
            "fuzz git trees: \(done) repositories, seed \(budget.seed), \(String(format: "%.1f", seconds)) s, peak \(peak) MiB, "
                + exits.sorted { $0.key < $1.key }.map { "\($0.value) exit \($0.key)" }.joined(separator: ", ")
                + ", \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(done >= min(inputs, 10))
    }
}
