import Foundation
import MachineKit

/// Standard output and error, with colour only on a terminal that wants it.
enum Terminal {
    /// Whether standard output is a terminal that shows colour (`NO_COLOR` turns it off).
    /// A command that writes its text to a file turns it off first.
    nonisolated(unsafe) static var colorsOutput: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) != 0 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }()

    /// Whether standard error is a terminal (progress is shown there only).
    static let errorIsTerminal = isatty(STDERR_FILENO) != 0

    /// Whether a question can be asked: standard input and standard error are terminals.
    static let canAsk = isatty(STDIN_FILENO) != 0 && errorIsTerminal

    enum Color: String {
        case red = "31", green = "32", yellow = "33", bold = "1", dim = "2"
    }

    static func paint(_ text: String, _ color: Color) -> String {
        colorsOutput ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// `text` with every control character shown as an escape (`\u{1B}`): see
    /// ``VisibleText``. Everything printed on a terminal that carries a name goes through it.
    static func visible(_ text: String) -> String {
        VisibleText.escaped(text)
    }

    /// One line on standard error: `vsm-inspect: message`, control characters escaped.
    static func error(_ message: String) {
        clearProgress()
        writeError("vsm-inspect: " + visible(message) + "\n")
    }

    /// A note on standard error (after a command did what it was asked).
    static func note(_ message: String) {
        clearProgress()
        writeError(visible(message) + "\n")
    }

    nonisolated(unsafe) private static var progressShown = false

    /// A progress line on a terminal, rewritten in place and cleared before anything else is
    /// written to standard error. Nothing when standard error is a file or a pipe: there a
    /// failing command leaves exactly one line.
    static func progress(_ message: String) {
        guard errorIsTerminal else { return }
        writeError("\r\u{1B}[K" + visible(message))
        progressShown = true
    }

    /// Clears the progress line, if one is shown.
    static func clearProgress() {
        guard progressShown else { return }
        progressShown = false
        writeError("\r\u{1B}[K")
    }

    /// Asks a yes/no question on standard error; the answer is read from standard input.
    static func ask(_ question: String) -> Bool {
        clearProgress()
        writeError(visible(question))
        return (readLine(strippingNewline: true) ?? "").lowercased().hasPrefix("y")
    }

    static func writeError(_ text: String) {
        _ = write(all: Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes to standard output in one piece. If standard output cannot take it (a full
    /// disk), says so in one line and exits with 2; after a closed pipe it writes nothing.
    static func output(_ text: String) {
        output(Array(text.utf8))
    }

    /// Whether the reader of standard output closed it early (`vsm-inspect paths M | head -1`).
    nonisolated(unsafe) private static var outputClosed = false

    /// Writes to standard output. A reader that closed early has all it wanted: nothing more
    /// is written, quietly, and the command ends with its own exit status (a failing check
    /// still exits 1), never by SIGPIPE.
    static func output(_ bytes: [UInt8]) {
        if outputClosed { return }
        if let code = write(all: bytes, to: STDOUT_FILENO) {
            if code == EPIPE {
                outputClosed = true
                return
            }
            error("cannot write to standard output: \(String(cString: strerror(code)))")
            exit(BadInput.exitCode)
        }
    }

    /// Writes every byte, retrying after interruptions; returns the `errno` of a failure.
    private static func write(all bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
