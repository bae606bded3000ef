import Foundation
import MachineKit

/// Another git revision of the repository the inspector runs in: its spec files, and its own
/// inspector, built from its sources into a cache under `.build`.
struct GitRevision {
    let revision: String
    let root: String

    init(_ revision: String) throws {
        self.revision = revision
        let here = FileManager.default.currentDirectoryPath
        let top: String
        do {
            top = try GitRevision.git(["rev-parse", "--show-toplevel"], in: here)
        } catch {
            // git's own words where they say more (a checkout owned by another user, no git).
            let message = (error as? BadInput)?.message ?? "\(error)"
            guard message.contains("not a git repository") else { throw BadInput("--git \(revision): \(message)") }
            throw BadInput("--git \(revision): \(here) is not inside a git repository")
        }
        root = top.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (try? GitRevision.git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: root)) != nil else {
            throw BadInput("--git \(revision): no such revision in \(root)")
        }
    }

    /// The spec file at `path` as the revision has it, explored.
    func specSnapshots(_ path: String, bounds: ExplorationBounds) throws -> [MachineSnapshot] {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard absolute.hasPrefix(root + "/") else { throw BadInput("\(path): not inside the git repository \(root)", file: path) }
        let relative = String(absolute.dropFirst(root.count + 1))
        let object = "\(revision):\(relative)"
        // The entry as the revision's tree has it: its mode says what it is, and its size is
        // known before a byte of it is read (a blob of one repeated byte packs about 1000:1).
        // The path is literal: no pathspec magic, no glob.
        let listing = try GitRevision.git(["--literal-pathspecs", "ls-tree", "-z", "-l", revision, "--", relative], in: root)
        guard
            let entry = listing.split(separator: "\0").first(where: {
                $0.split(separator: "\t", maxSplits: 1).last.map(String.init) == relative
            })
        else {
            // A file the revision does not have: its machines are all new.
            return []
        }
        let fields = entry.prefix { $0 != "\t" }.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count == 4 else { throw BadInput("\(object): git ls-tree gave an entry this tool cannot read", file: path) }
        switch fields[0] {
        case "100644", "100755": break
        case "120000": throw BadInput("\(object): is a symbolic link in the revision, not a spec file", file: path)
        case "160000": throw BadInput("\(object): is a submodule in the revision, not a spec file", file: path)
        case "040000": throw BadInput("\(object): is a folder in the revision, not a spec file", file: path)
        default: throw BadInput("\(object): is not a regular file in the revision (mode \(fields[0]))", file: path)
        }
        let limit = SpecMachine.Limits.standard.fileBytes
        guard let size = Int(fields[3]) else { throw BadInput("\(object): git ls-tree gave no size", file: path) }
        guard size <= limit else {
            throw BadInput("\(object): is \(size) bytes; a spec file may have at most \(limit) (the limit)", file: path)
        }
        // The blob's bytes as they are: the spec reader decides whether they are UTF-8 text.
        let bytes = [UInt8](try GitRevision.runBytes("/usr/bin/env", ["git", "cat-file", "blob", String(fields[2])], in: root))
        do {
            let machine = try SpecMachine.load(
                bytes: bytes, file: "\(revision):\(relative)",
                format: (path as NSString).pathExtension,
                fallbackName: ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
            return [MachineSnapshot(AnyMachine(spec: machine).explore(bounds: bounds))]
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
        _ = try GitRevision.run(
            "/usr/bin/env",
            [
                "swift", "build", "--package-path", sources, "--scratch-path", cache + "/build",
                "--product", product,
            ], in: sources)
        let binary =
            try GitRevision.run(
                "/usr/bin/env",
                [
                    "swift", "build", "--package-path", sources, "--scratch-path",
                    cache + "/build", "--show-bin-path",
                ], in: sources
            )
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
    static func run(
        _ executable: String, _ arguments: [String], in directory: String,
        acceptingStatus: Set<Int32> = [0]
    ) throws -> String {
        String(decoding: try runBytes(executable, arguments, in: directory, acceptingStatus: acceptingStatus), as: UTF8.self)
    }

    /// Runs a program and returns its standard output's bytes; a failure is bad input with
    /// the program's last line of error.
    static func runBytes(
        _ executable: String, _ arguments: [String], in directory: String,
        acceptingStatus: Set<Int32> = [0]
    ) throws -> Data {
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
        return data
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
