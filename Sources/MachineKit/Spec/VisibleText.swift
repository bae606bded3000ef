/// Text with its control characters shown as escapes (`\u{1B}`), for anything printed on one
/// line: an error naming a state, a report on a terminal.
///
/// Escaped: C0 controls (newline and tab included), DEL, C1 controls, the line and paragraph
/// separators, and the bidirectional marks and overrides. A name read from a file can then
/// never move a terminal's cursor, retitle or clear it, or split or reorder a line.
public enum VisibleText {
    /// `text` with control characters escaped; the same string when there are none.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public static func escaped<Text: StringProtocol>(_ text: Text) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var output = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether `scalar` is one that ``escaped(_:)`` shows as an escape.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
