import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TestSupport
import Testing

/// Hostile names (terminal controls, bidirectional overrides, Markdown and HTML, newlines in
/// paths) reach each reader only in the form that reader shows as text.
@Suite struct EscapingPerReaderTests {
    /// A machine name with an OSC title sequence, and a state added in the new version whose
    /// name holds an override, an image, a link, raw HTML, `@everyone` and backticks.
    static let machine = "M\\u001b]0;pwned\\u0007"
    static let hostile = "c\\u202e``![i](http://e/x.png) @everyone <img src=x> [l](http://e)\\u2028|"

    func versions() throws -> (old: String, new: String) {
        let directory = try temporaryDirectory()
        let old = #"{"id":"\#(Self.machine)","initial":"a","states":{"a":{"on":{"go":"b"}},"b":{"type":"final"}}}"#
        let new =
            #"{"id":"\#(Self.machine)","initial":"a","states":{"a":{"on":{"go":"b","x``y":"\#(Self.hostile)"}},"b":{"type":"final"},"\#(Self.hostile)":{"type":"final"}}}"#
        try Data(old.utf8).write(to: URL(fileURLWithPath: directory + "/old.json"))
        try Data(new.utf8).write(to: URL(fileURLWithPath: directory + "/new.json"))
        return (directory + "/old.json", directory + "/new.json")
    }

    static let visibleState = #"c\u{202E}``![i](http://e/x.png) @everyone <img src=x> [l](http://e)\u{2028}|"#

    @Test func diffOnATerminalShowsControlsAsEscapes() throws {
        let (old, new) = try versions()
        let run = try inspect(["diff", old, new])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                M\\u{1B}]0;pwned\\u{7}: states 2 → 3, transitions 1 → 2, depth 1 → 1
                  + state \(Self.visibleState)
                  + kind \(Self.visibleState)
                  + action x``y
                  + possible: a --x``y--> \(Self.visibleState)
                      e.g. a --x``y--> \(Self.visibleState)
                1 machine compared: 1 changed

                """)
    }

    @Test func markdownHoldsEveryNameInACodeSpanItCannotClose() throws {
        let (old, new) = try versions()
        let run = try inspect(["diff", old, new, "--format", "markdown"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("| `M\\u{1B}]0;pwned\\u{7}` | 2 → 3 | 1 → 2 | 0 → 0 | +1 behaviours |"))
        #expect(lines.contains("### `M\\u{1B}]0;pwned\\u{7}`"))
        #expect(lines.contains("- ``` \(Self.visibleState) ```"))
        #expect(lines.contains("- ``` x``y ```"))
        // Outside code spans and the Mermaid block, nothing a renderer reads as markup.
        var inFence = false
        for line in lines {
            if line.hasPrefix("```mermaid") || line == "```" { inFence.toggle(); continue }
            if inFence { continue }
            let outside = Self.outsideCodeSpans(line)
            for markup in ["<", "@", "![", "](", "\u{2028}", "\u{202E}", "\u{1B}"] {
                #expect(!outside.contains(markup), "\(markup) outside a code span in: \(line)")
            }
        }
    }

    /// GitHub's renderer (cmark-gfm, with the extensions of pull-request comments) reads the
    /// report's names as code and nothing else: no HTML, link, image or mention.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark-gfm"),
            "cmark-gfm is not installed (scripts/install-deps.sh installs it)"))
    func githubsMarkdownRendererReadsNamesAsCode() throws {
        let (old, new) = try versions()
        let run = try inspect(["diff", old, new, "--format", "markdown"])
        let file = try temporaryDirectory() + "/report.md"
        try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: file))
        let rendered = try inspect(
            ["-e", "table", "-e", "autolink", "-e", "tagfilter", "--to", "xml", file], executable: "/usr/bin/cmark-gfm")
        #expect(rendered.status == 0)
        let tree = try XMLDocument(data: Data(rendered.stdout.utf8))
        for kind in ["html_inline", "html_block", "link", "image"] {
            #expect(try tree.nodes(forXPath: "//*[local-name()='\(kind)']").isEmpty, "cmark-gfm reads \(kind)")
        }
        let texts = try tree.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(!texts.contains { $0.contains("@") || $0.contains("\u{202E}") || $0.contains("<") })
        let codes = try tree.nodes(forXPath: "//*[local-name()='code']").compactMap(\.stringValue)
        #expect(codes.contains(Self.visibleState))
        #expect(codes.contains("x``y"))
        #expect(codes.contains("M\\u{1B}]0;pwned\\u{7}"))
    }

    @Test func markdownTableCellsEscapePipesInsideCode() throws {
        let directory = try temporaryDirectory()
        let spec = #"{"id":"a|b","initial":"s","states":{"s":{}}}"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: directory + "/m.json"))
        let run = try inspect(["diff", directory + "/m.json", directory + "/m.json", "--format", "markdown"])
        #expect(run.stdout.contains("| `a\\|b` | 1 → 1 | 0 → 0 | 1 → 1 | no change |"))
    }

    /// The text of a Markdown line with its code spans (as CommonMark closes them) taken out.
    static func outsideCodeSpans(_ line: String) -> String {
        var outside = ""
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "`") {
            outside += rest[..<open]
            let fence = rest[open...].prefix { $0 == "`" }
            let after = rest[fence.endIndex...]
            // The closing fence: a run of exactly as many backticks.
            var search = after.startIndex
            var closed: Substring.Index?
            while let start = after[search...].firstIndex(of: "`") {
                let run = after[start...].prefix { $0 == "`" }
                if run.count == fence.count { closed = run.endIndex; break }
                search = run.endIndex
            }
            guard let closed else { outside += rest[open...]; break }
            rest = rest[closed...]
        }
        if !rest.contains("`") { outside += rest }
        return outside
    }

    @Test func githubAnnotationsEscapeC1BidiAndLineSeparators() throws {
        let directory = try temporaryDirectory()
        let spec = #"{"id":"m\u0085\u202e\u2029","initial":"s","states":{"s":{"on":{"go":"t"}},"t":{}}}"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: directory + "/m.json"))
        let run = try inspect(["check", directory + "/m.json", "--format", "github"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                ::error file=\(directory)/m.json,line=1,title=dead-end in m\\u{85}\\u{202E}\\u{2029}::state 't' is reachable, \
                not final, and has no enabled action%0ATrace: s --go--> t
                1 machine checked: 0 ok, 1 failed

                """)
    }

    @Test func exploreFromAPipeEchoesCommandsEscaped() throws {
        let run = try inspect(["explore", "Fixtures/specs/blog-entry.yaml"], input: "\u{1B}]0;x\u{7}\nquit\n")
        #expect(run.stdout.contains("> \\u{1B}]0;x\\u{7}\n"))
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test func aPathWithANewlineStaysInsideTheTestsHeaderComment() throws {
        let directory = try temporaryDirectory() + "/a\nimport Evil\n"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Fixtures/specs/blog-entry.yaml", toPath: directory + "/b.yaml")
        let run = try inspect(["tests", directory + "/b.yaml", "--output", "-"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.contains("import Evil"))
        #expect(lines[1].hasPrefix("// Written by `vsm-inspect tests "))
        #expect(lines[1].contains("/a\\u{A}import Evil\\u{A}/b.yaml`"))
    }

    /// A name with a right-to-left override and a line separator: a drawing shows them as
    /// escapes, so that `a\u{202E}txt.exe` never reads as `aexe.txt`.
    @Test(arguments: [
        ("dot", #"label="a\\u{202E}txt.exe""#),
        ("svg", #">a\u{202E}txt.exe</text>"#),
        ("mermaid", "state \"a#92;u#123;202E#125;txt.exe\" as s0"),
        ("plantuml", "state \"a<U+202E>txt.exe\" as s0"),
    ])
    func drawingsShowBidirectionalControlsAsEscapes(format: String, expected: String) throws {
        let directory = try temporaryDirectory()
        try Data(#"{"id": "m", "initial": "a\u202Etxt.exe", "states": {"a\u202Etxt.exe": {"on": {"go\u2028": "b"}}, "b": {}}}"#.utf8)
            .write(to: URL(fileURLWithPath: directory + "/bidi.json"))
        let run = try inspect(["render", "bidi.json", "--format", format, "--output", "-"], directory: directory)
        #expect(run.status == 0)
        #expect(run.stdout.contains(expected))
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2028 })
    }
}
