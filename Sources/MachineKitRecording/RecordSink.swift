import MachineKitCore
import MachineKitAsync
import Foundation

/// Where a ``StepRecorder`` writes its lines: a file (bounded, rotated), a closure, an
/// `AsyncStream`, or a logger (`MachineKitLogging` adds swift-log's `Logger`; on Apple
/// platforms `osLog(subsystem:category:)` writes to the unified log).
///
/// A sink is called on the recorder's own writer queue, never on the thread that records a
/// step; several recorders may share a sink, and its functions are then called from several
/// queues (every sink here serializes its own writes).
public struct RecordSink: Sendable {
    /// Hands whole lines to the sink: `bytes` holds one or more lines, each ending with a
    /// newline (so that one sink can pass lines on to another).
    public let write: @Sendable (_ bytes: [UInt8]) -> Void

    /// A sink that receives whole lines, as UTF-8 bytes, each ending with a newline; a call
    /// may carry several lines.
    public init(write: @escaping @Sendable (_ bytes: [UInt8]) -> Void) {
        self.write = write
    }

    /// A sink that hands each line (without its newline) to `receive`, in order.
    public static func lines(_ receive: @escaping @Sendable (String) -> Void) -> RecordSink {
        RecordSink { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                receive(String(decoding: bytes[start..<index], as: UTF8.self))
                start = index + 1
            }
        }
    }

    /// A sink and the stream of its lines (each without its newline), for a test or a view
    /// that follows a feature as it runs. The stream keeps at most `limit` lines that no one
    /// has read yet, dropping the oldest.
    public static func stream(bufferingNewest limit: Int = 4096) -> (sink: RecordSink, lines: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(limit))
        return (lines { continuation.yield($0) }, stream)
    }

    /// A JSON Lines file, bounded: once writing would take it past `maxBytes`, the file is
    /// renamed with the next number (`steps.jsonl` becomes `steps.000001.jsonl`, then
    /// `steps.000002.jsonl`: in path order, oldest first, the current file last) and a new
    /// one started; only the newest `keep` renamed files are kept. A record takes at most
    /// `maxBytes × (keep + 1)` bytes, and a line is never split between two files.
    ///
    /// Lines are appended to a file that exists. A file that cannot be opened or written is
    /// given up silently (the feature goes on): ``RecordFile/failure`` says why.
    public static func file(_ path: String, maxBytes: Int = 8 << 20, keep: Int = 3) -> RecordSink {
        file(RecordFile(path: path, maxBytes: maxBytes, keep: keep))
    }

    /// A sink writing to `file`, which may be shared by several recorders.
    public static func file(_ file: RecordFile) -> RecordSink {
        RecordSink { bytes in file.write(bytes) }
    }

    /// Standard error, each line as it is written.
    public static var standardError: RecordSink {
        RecordSink { bytes in
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { return }
                    offset += written
                }
            }
        }
    }
}

/// A record file with a size bound and rotation (see ``RecordSink/file(_:maxBytes:keep:)``).
///
/// `@unchecked Sendable`: its state is read and written only with `lock` held.
public final class RecordFile: @unchecked Sendable {
    /// The path of the current file.
    public let path: String
    /// The size past which the current file is renamed and a new one started.
    public let maxBytes: Int
    /// How many renamed files are kept.
    public let keep: Int

    private let lock = NSLock()
    private var descriptor: Int32 = -1
    private var size = 0
    private var nextNumber = 1
    private var opened = false
    private var failed: String?

    /// A file at `path` that is opened on the first write.
    public init(path: String, maxBytes: Int = 8 << 20, keep: Int = 3) {
        precondition(maxBytes > 0 && keep >= 0, "a record file needs maxBytes > 0 and keep >= 0")
        self.path = path
        self.maxBytes = maxBytes
        self.keep = keep
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Why the file was given up, or `nil` while it is written.
    public var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }

    /// The renamed files that exist, oldest first, then the current file if it exists.
    public var files: [String] {
        lock.lock()
        defer { lock.unlock() }
        var result = rotatedFiles().map(\.path)
        if FileManager.default.fileExists(atPath: path) { result.append(path) }
        return result
    }

    /// Appends whole lines, starting a new file first where the bound says so.
    func write(_ bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        guard failed == nil else { return }
        if !opened {
            opened = true
            nextNumber = (rotatedFiles().last?.number ?? 0) + 1
            guard open() else { return }
        }
        // The common case: everything fits.
        if size + bytes.count <= maxBytes {
            _ = append(bytes[...])
            return
        }
        func lineEnd(after index: Int) -> Int {
            bytes[index...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
        }
        var start = 0
        while start < bytes.count {
            var end = lineEnd(after: start)
            if size > 0, size + (end - start) > maxBytes {
                guard rotate() else { return }
            }
            // As many more whole lines as fit, in one write.
            while end < bytes.count {
                let next = lineEnd(after: end)
                if size + (next - start) > maxBytes { break }
                end = next
            }
            guard append(bytes[start..<end]) else { return }
            start = end
        }
    }

    /// Gives the file up: `failure` says why, and so does one line on standard error, where
    /// the app's developer sees it (a recorder that records nothing is never silent).
    private func give(up reason: String) {
        failed = reason
        let line = Array("MachineKit: the step recorder \(reason); no more steps are recorded\n".utf8)
        line.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    private func open() -> Bool {
        descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == ENOENT {
            // A folder not made yet (`.build/records/` on a fresh clone) is made, as `mkdir -p`.
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            give(up: "cannot open \(path): \(String(cString: strerror(errno)))")
            return false
        }
        var status = stat()
        size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        return true
    }

    private func append(_ slice: ArraySlice<UInt8>) -> Bool {
        slice.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    give(up: "cannot write \(path): \(String(cString: strerror(errno)))")
                    return false
                }
                offset += written
            }
            size += buffer.count
            return true
        }
    }

    /// Renames the current file with the next number, removes the oldest beyond `keep`, and
    /// opens a new current file.
    private func rotate() -> Bool {
        close(descriptor)
        descriptor = -1
        let renamed = rotatedPath(nextNumber)
        nextNumber += 1
        if keep > 0 {
            guard rename(path, renamed) == 0 else {
                give(up: "cannot rename \(path) to \(renamed): \(String(cString: strerror(errno)))")
                return false
            }
        } else {
            unlink(path)
        }
        let rotated = rotatedFiles()
        for old in rotated.dropLast(keep) { unlink(old.path) }
        return open()
    }

    /// `steps.jsonl` → `steps.000007.jsonl`; a name without an ending gets `.000007`.
    private func rotatedPath(_ number: Int) -> String {
        let digits = String(number)
        let padded = String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        let url = URL(fileURLWithPath: path)
        let ending = url.pathExtension
        guard !ending.isEmpty else { return path + "." + padded }
        return url.deletingPathExtension().path + "." + padded + "." + ending
    }

    /// The renamed files that exist, by number.
    private func rotatedFiles() -> [(number: Int, path: String)] {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let ending = url.pathExtension
        let stem = ending.isEmpty ? url.lastPathComponent : url.deletingPathExtension().lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [(Int, String)] = []
        for name in names where name.hasPrefix(stem + ".") {
            var middle = name.dropFirst(stem.count + 1)
            if !ending.isEmpty {
                guard middle.hasSuffix("." + ending) else { continue }
                middle = middle.dropLast(ending.count + 1)
            }
            guard middle.count >= 6, middle.allSatisfy(\.isASCII), let number = Int(middle), number > 0 else { continue }
            found.append((number, folder + "/" + name))
        }
        return found.sorted { $0.0 < $1.0 }.map { (number: $0.0, path: $0.1) }
    }
}

#if canImport(os)
    import os

    extension RecordSink {
        /// The unified log (OSLog), at the debug level, one entry per line, public: Console and
        /// `log stream --predicate 'subsystem == "..."'` show the lines as written, and
        /// `vsm-inspect conform` reads a saved log, finding each line's JSON in its entry.
        @available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, *)
        public static func osLog(subsystem: String, category: String = "steps") -> RecordSink {
            let logger = os.Logger(subsystem: subsystem, category: category)
            return lines { line in logger.debug("\(line, privacy: .public)") }
        }
    }
#endif
