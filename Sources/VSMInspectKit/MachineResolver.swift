import Foundation
import MachineKit

/// Finds machines by what a MACHINE argument says: a registered machine's name, a spec
/// file's path, `-` for a spec document on standard input, or (where a command takes several
/// machines) a directory or a glob standing for every spec file it names.
enum MachineResolver {
    /// The name errors give standard input.
    static let standardInputName = "<stdin>"

    /// The dialect spec files are read with while a command runs with `--dialect`; `nil`:
    /// each file's own.
    @TaskLocal static var dialect: Statechart.Dialect?

    /// How large a spec file may be while a command runs with `--max-spec-bytes`,
    /// `--max-spec-states` or `--max-spec-transitions`: the standard limits unless raised.
    @TaskLocal static var limits: SpecMachine.Limits = .standard

    /// The one machine `argument` names. A directory or a glob is accepted when it names
    /// exactly one spec file.
    static func resolve(_ argument: String) throws(BadInput) -> AnyMachine {
        if let machine = Registry.catalogue.machine(named: argument) { return machine }
        if argument == "-" { return try standardInput() }
        // A file whose name holds `*`, `?` or `[` is that file, not a pattern.
        var path = argument
        if (isPattern(argument) && !FileManager.default.fileExists(atPath: argument)) || isDirectory(argument) {
            let paths = try expand(argument)
            guard paths.count == 1 else {
                let shown = paths.prefix(3).map(Terminal.visible).joined(separator: ", ") + (paths.count > 3 ? ", ..." : "")
                throw BadInput("'\(Terminal.visible(argument))' names \(paths.count) spec files (\(shown)); this command takes one machine")
            }
            // The expanded path is a file: loaded as one, never expanded again.
            path = paths[0]
        }
        if path != argument || SpecMachine.isSpecPath(argument) || argument.contains("/")
            || FileManager.default.fileExists(atPath: argument)
        {
            let argument = path
            do {
                let machine = try SpecMachine.load(path: argument, limits: limits, dialect: dialect)
                return AnyMachine(spec: machine, source: argument)
            } catch {
                if error.message == "no such file", error.line == nil {
                    throw BadInput(error.description + nearbyFileHint(argument), file: argument)
                }
                throw BadInput(error)
            }
        }
        let known = Registry.catalogue.names
        let list = known.isEmpty ? "none are registered" : "registered machines are " + known.joined(separator: ", ")
        throw BadInput(
            "unknown machine '\(argument)'" + DidYouMean.hint(for: argument, among: known)
                + ": \(list); or give a spec file's path (.json, .yaml, .yml, .scxml)")
    }

    /// What a MACHINE argument of a command that takes several machines stands for: a
    /// directory, every spec file under it (hidden files and folders skipped); a glob (`*`,
    /// `?`, `[...]`, and `**` for any number of folders), every spec file it matches; anything
    /// else, itself. In path order, so that reports are the same on every run.
    static func expand(_ argument: String) throws(BadInput) -> [String] {
        if Registry.catalogue.machine(named: argument) != nil || argument == "-" { return [argument] }
        if isDirectory(argument) {
            let files = specFiles(under: argument)
            guard !files.isEmpty else {
                throw BadInput(
                    "\(Terminal.visible(argument)): the directory holds no spec file (.json, .yaml, .yml, .scxml)", file: argument)
            }
            return files
        }
        if isPattern(argument), !FileManager.default.fileExists(atPath: argument) {
            var files: [String] = []
            for path in Glob.matches(argument) {
                if isDirectory(path) { files += specFiles(under: path) } else if SpecMachine.isSpecPath(path) { files.append(path) }
            }
            guard !files.isEmpty else {
                throw BadInput(
                    "\(Terminal.visible(argument)): no spec file (.json, .yaml, .yml, .scxml) matches the pattern", file: argument)
            }
            return Array(NSOrderedSet(array: files)).compactMap { $0 as? String }
        }
        return [argument]
    }

    static func isPattern(_ argument: String) -> Bool {
        argument.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The spec files under a directory, hidden entries skipped, in path order.
    static func specFiles(under directory: String) -> [String] {
        files(under: directory, named: SpecMachine.isSpecPath)
    }

    /// The regular files under a directory whose names `named` accepts, hidden entries
    /// skipped, in path order.
    static func files(under directory: String, named: (String) -> Bool) -> [String] {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var files: [String] = []
        var pending = [base]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = folder + "/" + name
                var status = stat()
                // lstat: a symbolic link to a folder is not followed (no cycles).
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG where named(name): files.append(path)
                default: break
                }
            }
        }
        return files.sorted()
    }

    /// The machine of a spec document read from standard input (once; a second `-` reads
    /// the same document).
    static func standardInput() throws(BadInput) -> AnyMachine {
        let bytes = try StandardInput.bytes()
        do {
            var machine = try SpecMachine.load(
                bytes: bytes, file: standardInputName, fallbackName: "stdin", limits: limits.specLimits, dialect: dialect)
            // No file to point findings at, watch, or load from a generated test; the
            // dialect it was read with is still named.
            let dialect = machine.origin.dialect
            machine.origin = MachineOrigin(source: standardInputName, isFile: false)
            machine.origin.dialect = dialect
            return AnyMachine(spec: machine)
        } catch {
            throw BadInput(error)
        }
    }

    /// ` (did you mean 'checkout.json'?)` for a spec file that does not exist, naming files
    /// with close names in its folder.
    static func nearbyFileHint(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return "" }
        let specs = names.filter { SpecMachine.isSpecPath($0) }.sorted()
        let close = DidYouMean.suggestions(for: name, among: specs).map { folder.isEmpty ? $0 : folder + "/" + $0 }
        return DidYouMean.phrase(close)
    }
}

/// Standard input, read once through the one input layer (``InputFile``), within the spec
/// file size limit.
enum StandardInput {
    nonisolated(unsafe) private static var cached: [UInt8]?

    static func bytes() throws(BadInput) -> [UInt8] {
        if let cached { return cached }
        if isatty(STDIN_FILENO) != 0 {
            throw BadInput(
                "-: reads a spec document from standard input, which is a terminal; pipe a file in (vsm-inspect check - < spec.yaml)")
        }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(descriptor: STDIN_FILENO, limit: MachineResolver.limits.fileBytes, kind: .specFile)
        } catch {
            throw BadInput("\(MachineResolver.standardInputName): \(error.message)")
        }
        cached = bytes
        return bytes
    }
}

/// Paths matching a glob: `*`, `?` and `[...]` within one path component (a leading `.` only
/// matched by a pattern that starts with one), `**` for any number of folders.
enum Glob {
    static func matches(_ pattern: String) -> [String] {
        let absolute = pattern.hasPrefix("/")
        let components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var results: [String] = []
        func join(_ base: String, _ name: String) -> String {
            base.isEmpty ? name : base == "/" ? "/" + name : base + "/" + name
        }
        func walk(_ base: String, _ index: Int) {
            guard index < components.count else {
                if !base.isEmpty { results.append(base) }
                return
            }
            let component = components[index]
            let folder = base.isEmpty ? "." : base
            if component == "**" {
                // Zero folders, then each folder below (symbolic links not followed).
                walk(base, index + 1)
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
                for name in names.sorted() where !name.hasPrefix(".") {
                    let path = join(base, name)
                    var status = stat()
                    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { walk(path, index) }
                }
                return
            }
            if !MachineResolver.isPattern(component) {
                let path = join(base, component)
                if FileManager.default.fileExists(atPath: path) { walk(path, index + 1) }
                return
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where fnmatch(component, name, FNM_PERIOD) == 0 {
                let path = join(base, name)
                if index + 1 < components.count, !MachineResolver.isDirectory(path) { continue }
                walk(path, index + 1)
            }
        }
        walk(absolute ? "/" : "", 0)
        return Array(NSOrderedSet(array: results)).compactMap { $0 as? String }.sorted()
    }
}
