#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the package reads a file it is given (a spec file, a record, a report): the
/// kind of file is checked before anything is read (regular files only: a FIFO is opened
/// without waiting for a writer, and it, a socket or a device is refused), then its size
/// against the limit, then its bytes are read into an array of exactly that size (a file
/// that grows while read is refused past the limit). Its messages name what the file was
/// given as.
package enum InputFile {
    /// What a file was given as, for the messages.
    package enum Kind: String, Sendable {
        case specFile = "a spec file"
        case record = "a record"
        case report = "a report"
    }

    /// Why a file was not read: one sentence, without the file's name (the caller's error
    /// type adds it).
    package struct Refusal: Error, Sendable, Hashable {
        package var message: String
    }

    /// Where `bytes` stop being UTF-8 text: the offset of the first byte that is not, and the
    /// line (from 1) that holds it; `nil` for UTF-8 text. Every reader of text asks here.
    package static func firstByteNotUTF8<Bytes: Collection>(in bytes: Bytes) -> (offset: Int, line: Int)?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = bytes.startIndex
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break decoding
            }
        }
        let line = bytes[bytes.startIndex..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return (offset - bytes.startIndex, line)
    }

    /// The bytes of a stream the tool is handed rather than a file it opens (standard input),
    /// at most `limit` of them: read as they come, refused as soon as they pass the limit.
    package static func read(descriptor: Int32, limit: Int, kind: Kind) throws(Refusal) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Refusal(message: "cannot be read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > limit {
                throw Refusal(message: "is more than \(limit) bytes; \(kind.rawValue) may have at most \(limit) (the limit)")
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    /// - Complexity: O(size of the file); memory: the file's size, once.
    package static func read(_ path: String, limit: Int, kind: Kind) throws(Refusal) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw Refusal(message: "no such file")
            case EACCES, EPERM: throw Refusal(message: "cannot be read: permission denied")
            default: throw Refusal(message: "cannot be read: \(String(cString: strerror(code)))")
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Refusal(message: "cannot be read: \(String(cString: strerror(errno)))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Refusal(message: "is a directory, not \(kind.rawValue)")
        default: throw Refusal(message: "is not a regular file (a FIFO, socket or device); give \(kind.rawValue)")
        }
        if Int(status.st_size) > limit {
            throw Refusal(message: "is \(status.st_size) bytes; \(kind.rawValue) may have at most \(limit) (the limit)")
        }
        // Back to blocking reads: a regular file never waits.
        _ = fcntl(descriptor, F_SETFL, 0)
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                // The file grew while being read.
                if count > limit {
                    throw Refusal(message: "is more than \(limit) bytes; \(kind.rawValue) may have at most \(limit) (the limit)")
                }
                bytes.append(contentsOf: repeatElement(0, count: min(max(count, 4096), limit + 1 - count)))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw Refusal(message: "cannot be read: \(String(cString: strerror(errno)))")
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}

/// The system's `read(2)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
