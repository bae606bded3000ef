import Foundation

/// Writes a file the user named (`render --output`, `explore`'s `save`) without losing
/// anything they had.
///
/// The decision is made from what the path is, never from what a file holds:
/// - no file there: a new regular file is written;
/// - a regular file: replaced only when the caller says so (`--force`, or a yes to the
///   question), and never when it is an input of the same run (the spec file being read,
///   compared by device and inode, so a second path or a link to it is caught too);
/// - a symbolic link, a directory, a FIFO, a socket or a device: refused, `--force` or not,
///   with a message saying what is there (a write would go to the link's target, block on
///   the FIFO, or reach the device).
///
/// The bytes go to a temporary file in the same directory, which is then renamed into place,
/// so the path holds either the old file or the whole new one. A replaced file keeps its
/// permissions (and, where the process may, its owner); a new file gets `0666` less the umask.
enum OutputFile {
    /// What to do when a regular file is already there.
    enum Replace {
        case never
        case always
        /// Ask: the question is passed in; `true` replaces.
        case ask((String) -> Bool)
    }

    /// A file that was not written: one line that says why.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `bytes` to `path`.
    ///
    /// - Parameters:
    ///   - inputs: paths this run reads (spec files); never replaced.
    ///   - records: records this run reads (files, folders, globs: each record they name);
    ///     never replaced.
    static func write(_ bytes: [UInt8], to path: String, replace: Replace, inputs: [String], records: [String] = []) throws(Refusal) {
        guard !path.isEmpty else { throw Refusal(description: "no file name given") }
        var existing = stat()
        if lstat(path, &existing) == 0 {
            try checkReplaceable(path, existing, replace: replace, inputs: inputs, records: records)
            try replaceAtomically(path, bytes, mode: existing.st_mode & 0o7777, owner: (existing.st_uid, existing.st_gid))
        } else if errno == ENOENT {
            try createAtomically(path, bytes)
        } else {
            throw Refusal(description: "\(path): cannot be written: \(String(cString: strerror(errno)))")
        }
    }

    /// Whether `path` names the file `existing` describes (the same device and inode).
    private static func isFile(_ path: String, _ existing: stat) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_dev == existing.st_dev && status.st_ino == existing.st_ino
    }

    private static func checkReplaceable(
        _ path: String, _ existing: stat, replace: Replace, inputs: [String], records: [String]
    ) throws(Refusal) {
        switch existing.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " (to \($0))" } ?? ""
            throw Refusal(
                description: "\(path): is a symbolic link\(target); not writing through it, even with --force: "
                    + "give the target's own path, or remove the link")
        case S_IFDIR:
            throw Refusal(description: "\(path): is a directory")
        case S_IFIFO:
            throw Refusal(description: "\(path): is a FIFO; not writing to it (use --output - for standard output)")
        case S_IFCHR, S_IFBLK:
            throw Refusal(description: "\(path): is a device; not writing to it (use --output - for standard output)")
        default:
            throw Refusal(description: "\(path): is not a regular file; not writing to it")
        }
        // A folder or a glob among the inputs stands for the spec files it names: each is read.
        let read = inputs.flatMap { input in
            MachineResolver.isDirectory(input) || MachineResolver.isPattern(input)
                ? ((try? MachineResolver.expand(input)) ?? []) + [input] : [input]
        }
        for input in read where isFile(input, existing) {
            throw Refusal(description: "\(path): is the spec file this command reads (\(input)); not replacing it, even with --force")
        }
        // By identity, not by spelling: `runs/./r.jsonl` is `runs/r.jsonl`, and a folder or glob
        // stands for every record it names.
        for argument in records {
            for record in (try? RecordInputs.expand(argument)) ?? [argument] where isFile(record, existing) {
                throw Refusal(description: "\(path): is a record this command reads (\(record)); not replacing it, even with --force")
            }
        }
        switch replace {
        case .always: return
        case .never:
            throw Refusal(description: "\(path): exists; not replacing it (use --force to replace it)")
        case .ask(let confirm):
            guard confirm("\(path) exists. Replace it? [y/N] ") else {
                throw Refusal(description: "\(path): exists; not replaced")
            }
        }
    }

    private static func createAtomically(_ path: String, _ bytes: [UInt8]) throws(Refusal) {
        let mask = umask(0)
        umask(mask)
        let temporary = try writeTemporary(next: path, bytes, mode: 0o666 & ~mask, owner: nil)
        // link(2) fails if something appeared at the path meanwhile: nothing is replaced.
        if link(temporary, path) == 0 {
            unlink(temporary)
            return
        }
        let code = errno
        if code == EEXIST {
            unlink(temporary)
            throw Refusal(description: "\(path): appeared while writing; not replacing it (use --force to replace it)")
        }
        // A file system without hard links: rename, which would replace a file created in between.
        guard rename(temporary, path) == 0 else {
            let renameCode = errno
            unlink(temporary)
            throw Refusal(description: "\(path): cannot be written: \(String(cString: strerror(renameCode)))")
        }
    }

    private static func replaceAtomically(_ path: String, _ bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)) throws(Refusal) {
        let temporary = try writeTemporary(next: path, bytes, mode: mode, owner: owner)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Refusal(description: "\(path): cannot be written: \(String(cString: strerror(code)))")
        }
    }

    /// A new file beside `path` holding `bytes`, with `mode` (and `owner`, where allowed).
    private static func writeTemporary(next path: String, _ bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?) throws(Refusal) -> String
    {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/." + name + ".vsm-inspect-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let code = errno
            let reason = code == ENOENT || code == ENOTDIR ? "no such directory" : String(cString: strerror(code))
            throw Refusal(description: "\(path): cannot be written: \(reason)")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32?
        var offset = 0
        while offset < bytes.count, failure == nil {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno != EINTR { failure = errno }
            } else {
                offset += written
            }
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = errno }
        if let owner { _ = fchown(descriptor, owner.0, owner.1) }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw Refusal(description: "\(path): cannot be written: \(String(cString: strerror(failure)))")
        }
        return temporary
    }
}
