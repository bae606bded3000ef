/// Text with its control characters shown as escapes (`\u{1B}`), for anything printed on one
/// line: an error naming a state, a report on a terminal.
///
/// Escaped: C0 controls (newline and tab included), DEL, C1 controls, the line and paragraph
/// separators, and the bidirectional marks and overrides. A name read from a file can then
/// never move a terminal's cursor, retitle or clear it, or split or reorder a line.
package enum VisibleText {
    /// `text` with control characters escaped; the same string when there are none.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package static func escaped<Text: StringProtocol>(_ text: Text) -> String {
        Escaping.visible(text)
    }

    /// Whether `scalar` is one that ``escaped(_:)`` shows as an escape.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x1F || (0x7F...0x9F).contains(scalar.value) || Escaping.isSeparatorOrBidi(scalar)
    }

    /// Whether `name` is what ``shortened(_:limit:)`` makes of a longer one: it ends with `…#`
    /// and 16 hex digits.
    package static func isShortened(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count >= 20 else { return false }
        let tail = utf8.suffix(20)
        return tail.starts(with: "\u{2026}#".utf8)
            && tail.dropFirst(4).allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }

    /// Names longer than this many bytes (UTF-8) are printed shortened (see ``shortened(_:limit:)``).
    package static let printedNameBytes = 1_024

    /// `text` when it has at most `limit` bytes (UTF-8); else its first scalars, `…#` and a
    /// digest of the whole text (16 hex digits of its 64-bit FNV-1a hash), `limit` bytes at
    /// most. The digest is the same on every run and every machine, so two long names that
    /// begin alike are still told apart, and a shortened name can be looked up as printed.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package static func shortened(_ text: String, limit: Int = printedNameBytes) -> String {
        guard text.utf8.count > limit else { return text }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let digest = String(hash, radix: 16)
        let tail = "\u{2026}#" + String(repeating: "0", count: 16 - digest.count) + digest
        var output = ""
        var bytes = 0
        let room = max(0, limit - tail.utf8.count)
        for scalar in text.unicodeScalars {
            let size = String(scalar).utf8.count
            if bytes + size > room { break }
            output.unicodeScalars.append(scalar)
            bytes += size
        }
        return output + tail
    }
}
