import Foundation

/// Standard output and error, with colour only on a terminal that wants it.
enum Terminal {
    /// Whether standard output is a terminal that shows colour (`NO_COLOR` turns it off).
    static let colorsOutput: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) != 0 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }()

    enum Color: String {
        case red = "31", green = "32", yellow = "33", bold = "1", dim = "2"
    }

    static func paint(_ text: String, _ color: Color) -> String {
        colorsOutput ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// One line on standard error: `vsm-inspect: message`.
    static func error(_ message: String) {
        writeError("vsm-inspect: " + message.replacingOccurrences(of: "\n", with: " ") + "\n")
    }

    static func progress(_ message: String) {
        writeError(message + "\n")
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes to standard output in one piece.
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
