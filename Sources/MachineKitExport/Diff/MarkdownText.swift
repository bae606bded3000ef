import MachineKitCore
import MachineKitCharts
import MachineKitRecording
/// Names and messages for a Markdown pull-request comment (GitHub's renderer), each as a code
/// span: inside one no HTML, link, image, emphasis or `@mention` is read, so a name shows as it
/// is spelt and nothing in it reaches the comment as markup.
///
/// The span cannot be closed from inside: its fence is one backtick longer than the longest
/// run of backticks the text holds, and spaces pad it so a backtick at either end stays
/// inside. Line breaks and other control characters are shown as escapes (``VisibleText``),
/// so a name never ends a table row or a paragraph; in a table cell `|` is escaped as GitHub
/// tables read it.
package enum MarkdownText {
    /// Where a code span goes: a table cell splits at an unescaped `|`, even inside code.
    package enum Place: Sendable {
        case tableCell, text
    }

    /// How each place writes the span's body (``Escaping/markdownCode``,
    /// ``Escaping/markdownTableCell``).
    private static func escaping(_ place: Place) -> Escaping {
        switch place {
        case .tableCell: .markdownTableCell
        case .text: .markdownCode
        }
    }

    /// `text` as a code span for `place`.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package static func code(_ text: String, in place: Place = .text) -> String {
        let body = escaping(place)(text)
        var longestRun = 0, run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        if body.isEmpty { return "` `" }
        let fence = String(repeating: "`", count: longestRun + 1)
        return longestRun == 0 ? fence + body + fence : fence + " " + body + " " + fence
    }
}
