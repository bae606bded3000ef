import Foundation
import MachineKit

/// Reads lines: with editing (arrows, history, Ctrl-A/E/U/K) on a terminal, plainly from a pipe.
final class LineReader {
    let isInteractive = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    private var history: [String] = []

    /// The longest line read from a pipe: a command is a few words, a trace a few thousand.
    static let maxLineBytes = 1 << 20

    /// Set when the last line read from a pipe was longer than ``maxLineBytes``: the line
    /// was skipped to its end, and `read` gave its first bytes.
    private(set) var lastLineTooLong = false

    func read(prompt: String) -> String? {
        guard isInteractive else { return boundedLine() }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            Terminal.output(prompt)
            return readLine(strippingNewline: true)
        }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        let line = edit(prompt: prompt)
        if let line, !line.isEmpty, history.last != line { history.append(line) }
        return line
    }

    /// A line from a pipe, of at most ``maxLineBytes`` bytes: the rest of a longer line is
    /// read and dropped, never kept.
    private func boundedLine() -> String? {
        var bytes: [UInt8] = []
        lastLineTooLong = false
        while true {
            if chunkStart == chunkEnd {
                if chunk.count != 1 << 16 { chunk = [UInt8](repeating: 0, count: 1 << 16) }
                let count = max(0, chunk.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) })
                chunkEnd = count
                chunkStart = 0
                if count == 0 { return bytes.isEmpty && !lastLineTooLong ? nil : String(decoding: bytes, as: UTF8.self) }
            }
            let end: Int? = chunk.withUnsafeBytes { buffer in
                let base = buffer.baseAddress!
                return memchr(base + chunkStart, 0x0A, chunkEnd - chunkStart).map { UnsafeRawPointer($0) - base }
            }
            let piece = chunk[chunkStart..<(end ?? chunkEnd)]
            let room = Self.maxLineBytes - bytes.count
            if piece.count > room {
                if room > 0 { bytes.append(contentsOf: piece.prefix(room)) }
                lastLineTooLong = true
            } else {
                bytes.append(contentsOf: piece)
            }
            chunkStart = end.map { $0 + 1 } ?? chunkEnd
            if end != nil {
                if bytes.last == 0x0D, !lastLineTooLong { bytes.removeLast() }
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    /// Bytes read from a pipe and not yet returned as lines.
    private var chunk: [UInt8] = []
    private var chunkStart = 0
    private var chunkEnd = 0

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return Foundation.read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }

    private func edit(prompt: String) -> String? {
        var buffer: [Character] = []
        var cursor = 0
        var historyIndex = history.count
        func redraw() {
            let tail = buffer.count - cursor
            Terminal.output("\r\u{1B}[K" + prompt + String(buffer) + (tail > 0 ? "\u{1B}[\(tail)D" : ""))
        }
        redraw()
        var pending: [UInt8] = []
        while let byte = readByte() {
            switch byte {
            case 0x0A, 0x0D:
                Terminal.output("\n")
                return String(buffer)
            case 0x04:
                if buffer.isEmpty { Terminal.output("\n"); return nil }
            case 0x7F, 0x08:
                if cursor > 0 { buffer.remove(at: cursor - 1); cursor -= 1 }
            case 0x01: cursor = 0
            case 0x05: cursor = buffer.count
            case 0x15: buffer.removeSubrange(0..<cursor); cursor = 0
            case 0x0B: buffer.removeSubrange(cursor...)
            case 0x03: buffer = []; cursor = 0
            case 0x1B:
                guard readByte() == UInt8(ascii: "["), let code = readByte() else { break }
                switch code {
                case UInt8(ascii: "D"): cursor = max(cursor - 1, 0)
                case UInt8(ascii: "C"): cursor = min(cursor + 1, buffer.count)
                case UInt8(ascii: "H"): cursor = 0
                case UInt8(ascii: "F"): cursor = buffer.count
                case UInt8(ascii: "A"), UInt8(ascii: "B"):
                    guard !history.isEmpty else { break }
                    historyIndex = code == UInt8(ascii: "A") ? max(historyIndex - 1, 0) : min(historyIndex + 1, history.count)
                    buffer = historyIndex < history.count ? Array(history[historyIndex]) : []
                    cursor = buffer.count
                case UInt8(ascii: "3"):
                    _ = readByte()
                    if cursor < buffer.count { buffer.remove(at: cursor) }
                default: break
                }
            default:
                pending.append(byte)
                if let text = String(validating: pending, as: UTF8.self) {
                    for character in text { buffer.insert(character, at: cursor); cursor += 1 }
                    pending = []
                } else if pending.count > 4 {
                    pending = []
                }
            }
            redraw()
        }
        Terminal.output("\n")
        return buffer.isEmpty ? nil : String(buffer)
    }
}
