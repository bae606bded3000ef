import ArgumentParser
import Foundation
import MachineKit

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what changed between two versions of machines, and fail on new failing findings.",
        discussion: """
        OLD and NEW are each a spec file, a JSON report written by 'check --format json --graph', \
        or a registered machine's name (NEW only: the machine as this inspector has it). With \
        --git REV, the old version is taken from that git revision: each spec file given as NEW \
        as it was there, and, for registered machines, the revision's own inspector, built from \
        its sources (the first run builds it, which takes a while).

        For each machine: states, kinds and actions added and removed; behaviours (moves) that \
        became possible or impossible, each with a shortest example run; findings new and fixed; \
        statistics before and after. Machines are matched by name.

        Exit codes: 1 when the change adds failing findings (or, with --fail-on \
        removed-behaviour, removes reachable states or moves); 0 otherwise; 2 bad input.

        Examples:
          vsm-inspect diff old/checkout.yaml Fixtures/specs/checkout.json
          vsm-inspect diff main-report.json pr-report.json --format markdown
          vsm-inspect diff --git origin/main Specs/checkout.yaml --format markdown
          vsm-inspect diff --git HEAD~1 --all
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, markdown }
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case failures
        case removedBehaviour = "removed-behaviour"
    }

    @Argument(help: "OLD and NEW (or, with --git, the NEW spec files and machine names).")
    var versions: [String] = []

    @Option(help: "Take the old version from this git revision.")
    var git: String?

    @Flag(help: "With --git: every registered machine, as this revision and the old one have them.")
    var all = false

    @Option(name: .customLong("format"), help: "Output format: text, json or markdown (for a pull-request comment); told by --output's ending when left out.")
    var formatOption: Format?

    @Option(help: "Write the report to this file (.txt, .json, .md) instead of standard output.")
    var output: String?

    @Flag(help: "Replace the --output file if it exists (never a file being compared).")
    var force = false

    /// The formats `--output`'s ending tells.
    static let endings: [String: Format] = ["txt": .text, "json": .json, "md": .markdown, "markdown": .markdown]

    /// The format to write: `--format`, else the one `--output`'s ending names, else text.
    var format: Format {
        (try? OutputFormat.choose(explicit: formatOption, output: output, endings: Self.endings, fallback: .text)) ?? .text
    }

    @Option(help: "failures (the default): exit 1 when the change adds failing findings; removed-behaviour: also when it removes reachable states or moves.")
    var failOn: FailOn = .failures

    @OptionGroup var bounds: BoundOptions

    func validate() throws {
        _ = try OutputFormat.choose(explicit: formatOption, output: output, endings: Self.endings, fallback: .text)
        if git == nil {
            guard versions.count == 2 else { throw ValidationError("diff needs OLD and NEW, or --git REV with the machines to compare") }
            if all { throw ValidationError("--all compares registered machines with another revision: use it with --git REV") }
        } else if versions.isEmpty && !all {
            throw ValidationError("diff --git REV needs spec files, machine names, or --all")
        }
    }

    func run() throws {
        let old: [MachineSnapshot], new: [MachineSnapshot]
        if let git {
            let revision = try GitRevision(git)
            var newSnapshots: [MachineSnapshot] = []
            var oldSnapshots: [MachineSnapshot] = []
            var names: [String] = []
            for argument in versions {
                if Registry.catalogue.machine(named: argument) != nil {
                    names.append(argument)
                } else if argument == "-" {
                    throw BadInput("diff --git takes the old version of a spec file from its path: give the path, not -")
                } else if MachineResolver.isDirectory(argument) || MachineResolver.isPattern(argument) {
                    // Every spec file the folder has now or had then: one added or removed is
                    // a machine added or removed.
                    var paths = (try? MachineResolver.expand(argument)) ?? []
                    if MachineResolver.isDirectory(argument) { paths += try revision.specFiles(under: argument) }
                    guard !paths.isEmpty else {
                        throw BadInput("\(Terminal.visible(argument)): no spec file (.json, .yaml, .yml, .scxml) here or at \(git)", file: argument)
                    }
                    for path in Set(paths).sorted() {
                        if FileManager.default.fileExists(atPath: path) { newSnapshots += try snapshots(path) }
                        oldSnapshots += try revision.specSnapshots(path, bounds: bounds.bounds)
                    }
                } else {
                    newSnapshots += try snapshots(argument)
                    oldSnapshots += try revision.specSnapshots(argument, bounds: bounds.bounds)
                }
            }
            if all { names = Registry.catalogue.names }
            if !names.isEmpty {
                newSnapshots += names.compactMap { Registry.catalogue.machine(named: $0) }
                    .map { MachineSnapshot($0.exploreReporting(bounds.bounds)) }
                oldSnapshots += try revision.registeredSnapshots(names, bounds: bounds)
            }
            (old, new) = (oldSnapshots, newSnapshots)
        } else {
            (old, new) = (try snapshots(versions[0]), try snapshots(versions[1]))
        }
        let report = DiffReport(old: old, new: new)
        let text = switch format {
        case .text: report.text
        case .json: report.json.pretty + "\n"
        case .markdown: report.markdown
        }
        if let output {
            try OutputTarget(output, force: force, inputs: versions).write(Data(text.utf8))
        } else {
            Terminal.output(text)
        }
        if report.addsFailures || (failOn == .removedBehaviour && report.removesBehaviour) {
            throw ExitCode(1)
        }
    }

    /// The snapshots an argument stands for: a JSON report's machines, a spec file's
    /// machine, or a registered machine.
    func snapshots(_ argument: String) throws -> [MachineSnapshot] {
        if argument.lowercased().hasSuffix(".json"), let data = FileManager.default.contents(atPath: argument),
           Self.isReport(data) {
            do {
                return try MachineSnapshot.read(report: data)
            } catch {
                throw BadInput("\(argument): \(error.description)", file: argument)
            }
        }
        let machine = try MachineResolver.resolve(argument)
        return [MachineSnapshot(machine.exploreReporting(bounds.bounds))]
    }

    /// Whether JSON data is a check report (it has `machines`) rather than a spec file.
    static func isReport(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["machines"] != nil && object["states"] == nil
    }
}

/// Another git revision of the repository the inspector runs in: its spec files, and its own
/// inspector, built from its sources into a cache under `.build`.
struct GitRevision {
    let revision: String
    let root: String

    init(_ revision: String) throws {
        self.revision = revision
        let top = try GitRevision.git(["rev-parse", "--show-toplevel"], in: FileManager.default.currentDirectoryPath)
        root = top.trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try GitRevision.git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: root)
    }

    /// The spec file at `path` as the revision has it, explored.
    func specSnapshots(_ path: String, bounds: ExplorationBounds) throws -> [MachineSnapshot] {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard absolute.hasPrefix(root + "/") else { throw BadInput("\(path): not inside the git repository \(root)", file: path) }
        let relative = String(absolute.dropFirst(root.count + 1))
        let text: String
        do {
            text = try GitRevision.git(["show", "\(revision):\(relative)"], in: root)
        } catch {
            // A file the revision does not have: its machines are all new.
            return []
        }
        do {
            let machine = try SpecMachine.load(bytes: Array(text.utf8), file: "\(revision):\(relative)",
                                               format: (path as NSString).pathExtension,
                                               fallbackName: ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
            return [MachineSnapshot(AnyMachine(machine).explore(bounds: bounds))]
        } catch {
            throw BadInput(error)
        }
    }

    /// The spec files under the folder `path` as the revision has them, as paths relative to
    /// the working directory like `path` (none when the revision has no such folder).
    func specFiles(under path: String) throws -> [String] {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard absolute == root || absolute.hasPrefix(root + "/") else {
            throw BadInput("\(path): not inside the git repository \(root)", file: path)
        }
        let relative = absolute == root ? "." : String(absolute.dropFirst(root.count + 1))
        guard let listing = try? GitRevision.git(["ls-tree", "-r", "--name-only", "-z", revision, "--", relative], in: root) else {
            return []
        }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        return listing.split(separator: "\0").map(String.init).filter { file in
            SpecMachine.isSpecPath(file) && !file.split(separator: "/").contains { $0.hasPrefix(".") }
        }.map { file in
            let inside = relative == "." ? file : String(file.dropFirst(relative.count + 1))
            return base + "/" + inside
        }
    }

    /// The registered machines `names` as the revision's own inspector has them.
    func registeredSnapshots(_ names: [String], bounds: BoundOptions) throws -> [MachineSnapshot] {
        let product = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "vsm-inspect"
        let commit = try GitRevision.git(["rev-parse", revision + "^{commit}"], in: root).trimmingCharacters(in: .whitespacesAndNewlines)
        let cache = root + "/.build/vsm-inspect-revisions/" + commit
        let sources = cache + "/sources"
        let fileManager = FileManager.default
        if !fileManager.fileExists(atPath: sources + "/Package.swift") {
            try? fileManager.removeItem(atPath: sources)
            try fileManager.createDirectory(atPath: sources, withIntermediateDirectories: true)
            _ = try GitRevision.run("/bin/sh", ["-c", "git archive --format=tar \"$0\" | tar -x -C \"$1\"", commit, sources], in: root)
        }
        Terminal.progress("building \(product) of \(revision) (\(commit.prefix(12))) to read its machines")
        _ = try GitRevision.run("/usr/bin/env", ["swift", "build", "--package-path", sources, "--scratch-path", cache + "/build",
                                                 "--product", product], in: sources)
        let binary = try GitRevision.run("/usr/bin/env", ["swift", "build", "--package-path", sources, "--scratch-path",
                                                          cache + "/build", "--show-bin-path"], in: sources)
            .trimmingCharacters(in: .whitespacesAndNewlines) + "/" + product
        var arguments = ["check"] + names + ["--format", "json", "--graph"]
        if let maxStates = bounds.maxStates { arguments += ["--max-states", String(maxStates)] }
        if let maxDepth = bounds.maxDepth { arguments += ["--max-depth", String(maxDepth)] }
        let output = try GitRevision.run(binary, arguments, in: root, acceptingStatus: [0, 1, 2])
        do {
            return try MachineSnapshot.read(report: Data(output.utf8))
                .filter { snapshot in names.contains(snapshot.machine) }
        } catch {
            throw BadInput("\(revision): its inspector's report cannot be read: \(error.description)")
        }
    }

    static func git(_ arguments: [String], in directory: String) throws -> String {
        try run("/usr/bin/env", ["git"] + arguments, in: directory)
    }

    /// Runs a program and returns its standard output; a failure is bad input with the
    /// program's last line of error.
    static func run(_ executable: String, _ arguments: [String], in directory: String,
                    acceptingStatus: Set<Int32> = [0]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw BadInput("cannot run \(executable): \(error.localizedDescription)")
        }
        // Read both pipes while the program runs, so that neither fills up and blocks it.
        let errorText = PipeText(error)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = errorText.wait()
        guard acceptingStatus.contains(process.terminationStatus) else {
            let last = String(decoding: errorData, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            let command = ([(executable as NSString).lastPathComponent] + arguments).prefix(3).joined(separator: " ")
            throw BadInput("\(command) failed (exit \(process.terminationStatus))" + (last.isEmpty ? "" : ": \(last)"))
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Reads a pipe to its end on another thread.
private final class PipeText: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the reading thread before `done` is signalled, read after.
    private var data = Data()

    init(_ pipe: Pipe) {
        DispatchQueue.global().async {
            self.data = pipe.fileHandleForReading.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
