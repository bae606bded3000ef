import Foundation
import FoundationXML
import MachineKit
import Synchronization
import TestSupport
import Testing

/// One command of the whole CLI on a spec file, and what a complete result looks like.
struct CLICommand: Sendable {
    enum Document: Sendable {
        case checkText, json, xml, dot, mermaid, plantuml, svg, pathsText, explore, file(png: Bool), html, swift, markdown
    }

    var arguments: [String]
    var document: Document
    var stdin = ""

    /// Every command the harness runs; `SPEC` stands for the spec file, `OUT` for a new file.
    static let all: [CLICommand] = [
        CLICommand(arguments: ["check", "SPEC"], document: .checkText),
        CLICommand(arguments: ["check", "SPEC", "--format", "json"], document: .json),
        CLICommand(arguments: ["check", "SPEC", "--format", "junit"], document: .xml),
        CLICommand(arguments: ["check", "SPEC", "--format", "sarif", "--strict"], document: .json),
        CLICommand(arguments: ["check", "SPEC", "--max-states", "20", "--format", "json"], document: .json),
        CLICommand(arguments: ["render", "SPEC", "--format", "dot", "--output", "-"], document: .dot),
        CLICommand(arguments: ["render", "SPEC", "--format", "svg", "--output", "-"], document: .svg),
        CLICommand(arguments: ["render", "SPEC", "--format", "svg", "--output", "-", "--group", "cases"], document: .svg),
        CLICommand(arguments: ["render", "SPEC", "--format", "mermaid", "--output", "-"], document: .mermaid),
        CLICommand(arguments: ["render", "SPEC", "--format", "plantuml", "--output", "-"], document: .plantuml),
        CLICommand(arguments: ["render", "SPEC", "--format", "json", "--output", "-"], document: .json),
        CLICommand(arguments: ["render", "SPEC", "--format", "png", "--output", "OUT.png"], document: .file(png: true)),
        CLICommand(arguments: ["render", "SPEC", "--format", "pdf", "--output", "OUT.pdf"], document: .file(png: false)),
        CLICommand(arguments: ["render", "SPEC", "--format", "svg", "--output", "-", "--group", "chart"], document: .svg),
        CLICommand(arguments: ["render", "SPEC", "--format", "svg", "--output", "-", "--depth", "1"], document: .svg),
        CLICommand(arguments: ["render", "SPEC", "--format", "mermaid", "--output", "-", "--group", "chart"], document: .mermaid),
        CLICommand(arguments: ["render", "SPEC", "--output", "OUT.html"], document: .html),
        // The input itself as the output: refused even with --force, the file left as it was.
        CLICommand(arguments: ["render", "SPEC", "--format", "json", "--output", "SPEC", "--force"], document: .json),
        CLICommand(arguments: ["paths", "SPEC"], document: .pathsText),
        CLICommand(arguments: ["paths", "SPEC", "--format", "json"], document: .json),
        CLICommand(arguments: ["paths", "SPEC", "--max-paths", "40", "--max-output-bytes", "20000"], document: .pathsText),
        CLICommand(arguments: ["tests", "SPEC", "--shortest", "--output", "-"], document: .swift),
        CLICommand(arguments: ["diff", "SPEC", "SPEC", "--format", "markdown"], document: .markdown),
        CLICommand(
            arguments: ["explore", "SPEC"], document: .explore,
            stdin: "1\n2\n1\nback\nhistory\ngoto a\nsave OUT.trace\nreplay OUT.trace\nreplay SPEC\nreset\nquit\n"),
    ]
}

extension CLICommand.Document: Hashable {}

/// What one run did that breaks the contract, or `nil`: exit 0 or 1 with a complete document
/// on standard output, or exit 2 with one line on standard error and nothing on standard
/// output; never a signal, a hang, or more memory than the budget; the spec file unchanged.
func cliViolation(_ command: CLICommand, _ run: ProgramRun, specChanged: Bool, outputFile: String, budget: FuzzBudget) -> String? {
    if let signal = run.signal { return "killed by signal \(signal)" + (run.timedOut ? " after the time limit (a hang)" : "") }
    if run.peakMegabytes > budget.cliMegabytes { return "peak memory \(run.peakMegabytes) MiB over \(budget.cliMegabytes)" }
    if specChanged { return "the spec file was changed" }
    let stdout = String(decoding: run.stdout, as: UTF8.self)
    let stderr = String(decoding: run.stderr, as: UTF8.self)
    let stderrLines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
    func oneErrorLine() -> String? {
        guard stderr.hasPrefix("vsm-inspect: "), stderrLines.count == 2, stderrLines[1].isEmpty else {
            return "stderr is not one 'vsm-inspect: ' line: \(stderr.prefix(400).debugDescription)"
        }
        if stderr.dropLast().unicodeScalars.contains(where: VisibleText.isControl) { return "stderr holds a control character" }
        return nil
    }
    switch run.status {
    case 2?:
        // explore from a pipe runs every command, then exits 2 naming the first that failed.
        if command.document == .explore, stderr.hasPrefix("vsm-inspect: line ") { return oneErrorLine() }
        // paths streams its text and stops at the byte budget: what came before stays.
        let streamed =
            command.arguments.first == "paths" && command.document == .pathsText
            && stderr.contains(" reached --max-output-bytes ")
        if !run.stdout.isEmpty, !streamed { return "exit 2 with \(run.stdout.count) bytes on stdout" }
        return oneErrorLine()
    case 0?, 1?:
        if command.arguments.first == "paths", run.status == 1, run.stdout.isEmpty { return oneErrorLine() }
        if !stderr.isEmpty,
            !(command.arguments.first == "render" && stderrLines.count == 2
                && (stderr.contains("drawing one node per case") || stderr.contains("drawing the statechart")
                    || stderr.contains("; the page draws ")))
        {
            return "exit \(run.status!) with stderr \(stderr.prefix(300).debugDescription)"
        }
        if command.document != .explore, run.status == 1, !["check"].contains(command.arguments.first!) {
            return "exit 1 from \(command.arguments.first!)"
        }
        // Terminal text escapes every control character (bidirectional marks and separators
        // too); diagram text must hold no C0 or C1 control (its syntax would break), and keeps
        // every other character of a name.
        let diagram: Set<CLICommand.Document> = [.dot, .mermaid, .plantuml]
        if ![.svg, .json, .xml].contains(command.document),
            stdout.unicodeScalars.contains(where: { scalar in
                scalar != "\n"
                    && (diagram.contains(command.document)
                        ? scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) : VisibleText.isControl(scalar))
            })
        {
            return "stdout holds a control character"
        }
        return incompleteDocument(command.document, run.stdout, outputFile: outputFile).map { "stdout: " + $0 }
    default:
        return "exit \(run.status.map(String.init) ?? "?") with stderr \(stderr.prefix(300).debugDescription)"
    }
}

/// What the document's own reader says of it, or `nil` when the reader takes it without a
/// word: DOT through Graphviz's `dot`, a Swift test file through `swiftc -parse`, Markdown
/// checked for HTML, links, images and mentions outside code spans (what a pull-request
/// comment would render). Readers that are not installed are skipped.
func readerComplaint(_ document: CLICommand.Document, _ bytes: [UInt8], directory: String) -> String? {
    func read(with program: String, _ arguments: [String], ending: String) -> String? {
        guard FileManager.default.isExecutableFile(atPath: program) else { return nil }
        let file = directory + "/.reader-" + UUID().uuidString + ending
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        defer { unlink(file) }
        let run = runProgram(program, arguments + [file], stdin: [], directory: directory, seconds: 60)
        let said = String(decoding: run.stderr, as: UTF8.self)
        if run.status == 0, said.isEmpty { return nil }
        return
            "\((program as NSString).lastPathComponent) says: exit \(run.status.map(String.init) ?? "signal") \(said.prefix(300).debugDescription)"
    }
    switch document {
    case .dot: return read(with: "/usr/bin/dot", ["-Tcanon", "-o", "/dev/null"], ending: ".dot")
    case .swift:
        let swiftc = ProcessInfo.processInfo.environment["SWIFT_EXEC"] ?? "/opt/swift/usr/bin/swiftc"
        return read(with: swiftc, ["-parse"], ending: ".swift")
    case .markdown:
        // Outside code spans (backtick runs of equal length) nothing may start HTML, a link,
        // an image or a mention.
        let text = String(decoding: bytes, as: UTF8.self)
        var outside = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "`" {
                let run = text[index...].prefix { $0 == "`" }
                let fence = String(run)
                let after = text.index(index, offsetBy: run.count)
                if let close = text.range(of: fence, range: after..<text.endIndex) {
                    index = close.upperBound
                    continue
                }
            }
            outside.append(text[index])
            index = text.index(after: index)
        }
        for marker in ["<", "](", "@everyone", "@here"] where outside.contains(marker) {
            return "Markdown outside code spans holds \(marker.debugDescription)"
        }
        return markdownRendererComplaint(bytes, directory: directory)
    default: return nil
    }
}

/// What GitHub's own Markdown renderer (cmark-gfm, with the extensions pull-request comments
/// use) makes of a report, read as its syntax tree: no HTML (inline or block), no link, no
/// image, no mention (`@` before a name in text), and in a table every machine's cell one code
/// span. `nil` when it is clean, or when cmark-gfm is not installed.
func markdownRendererComplaint(_ bytes: [UInt8], directory: String) -> String? {
    let program = "/usr/bin/cmark-gfm"
    guard FileManager.default.isExecutableFile(atPath: program) else { return nil }
    let file = directory + "/.reader-" + UUID().uuidString + ".md"
    _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
    defer { unlink(file) }
    let run = runProgram(
        program, ["-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter", "--to", "xml", file],
        stdin: [], directory: directory, seconds: 60)
    guard run.status == 0, let tree = try? XMLDocument(data: Data(run.stdout)), let root = tree.rootElement() else {
        return
            "cmark-gfm says: exit \(run.status.map(String.init) ?? "signal") \(String(decoding: run.stderr, as: UTF8.self).prefix(300).debugDescription)"
    }
    func visit(_ node: XMLNode) -> String? {
        guard let element = node as? XMLElement, let name = element.localName else { return nil }
        switch name {
        case "html_inline", "html_block", "link", "image":
            return "cmark-gfm reads \(name) in it: \((element.stringValue ?? "").prefix(120).debugDescription)"
        case "text":
            let text = element.stringValue ?? ""
            if let at = text.range(of: #"(^|[^A-Za-z0-9`])@[A-Za-z0-9]"#, options: .regularExpression) {
                return "cmark-gfm reads a mention in text: \(text[at.lowerBound...].prefix(60).debugDescription)"
            }
        case "table_row":
            let first = element.children?.first as? XMLElement
            let parts = first?.children ?? []
            if parts.count != 1 || (parts[0] as? XMLElement)?.localName != "code" {
                return "cmark-gfm reads a table row whose machine cell is not one code span"
            }
        default: break
        }
        for child in element.children ?? [] { if let complaint = visit(child) { return complaint } }
        return nil
    }
    return visit(root)
}

/// Why `bytes` is not a complete document of its kind, or `nil`.
func incompleteDocument(_ document: CLICommand.Document, _ bytes: [UInt8], outputFile: String) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    func lastLine() -> Substring { text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).last ?? "" }
    guard
        text.hasSuffix("\n")
            || {
                switch document {
                case .file, .html: true;
                default: false
                }
            }()
    else { return "does not end with a newline" }
    switch document {
    case .checkText:
        let last = lastLine()
        return last.contains(" checked: ") && last.hasSuffix(" failed") ? nil : "no closing summary line"
    case .json:
        return (try? JSONSerialization.jsonObject(with: Data(bytes))) is [String: Any] ? nil : "not a JSON object"
    case .xml, .svg:
        guard let document = try? XMLDocument(data: Data(bytes)) else { return "not XML" }
        if document.rootElement()?.localName == nil { return "no root element" }
        return nil
    case .dot:
        return text.hasPrefix("digraph \"") && text.hasSuffix("\n}\n") ? nil : "not a whole digraph"
    case .mermaid:
        return text.hasPrefix("---\ntitle: \"") && text.contains("\n---\nstateDiagram-v2\n") ? nil : "not a whole Mermaid diagram"
    case .plantuml:
        return text.hasPrefix("@startuml\n") && text.hasSuffix("\n@enduml\n") ? nil : "not a whole PlantUML diagram"
    case .pathsText:
        return text.hasPrefix("Shortest paths (") && text.contains("\nCovering paths (") ? nil : "not the paths report"
    case .swift:
        return text.hasPrefix("// Paths of machine ") && text.hasSuffix("\n}\n") ? nil : "not a whole Swift test file"
    case .markdown:
        return text.hasPrefix("## State machines\n") ? nil : "not the Markdown report"
    case .explore:
        return lastLine() == "> quit" ? nil : "the session did not reach quit"
    case .file(let png):
        guard bytes.isEmpty else { return "render to a file printed \(bytes.count) bytes" }
        let data = [UInt8](FileManager.default.contents(atPath: outputFile) ?? Data())
        let signature: [UInt8] = png ? [0x89, 0x50, 0x4E, 0x47] : Array("%PDF-".utf8)
        return data.starts(with: signature) ? nil : "the written file is not a whole \(png ? "PNG" : "PDF")"
    case .html:
        guard bytes.isEmpty else { return "render to a file printed \(bytes.count) bytes" }
        let page = String(decoding: FileManager.default.contents(atPath: outputFile) ?? Data(), as: UTF8.self)
        return page.hasPrefix("<!DOCTYPE html>\n") && page.hasSuffix("</body>\n</html>\n") ? nil : "the written file is not a whole page"
    }
}

@Suite(.serialized) struct CLIFuzzTests {
    /// Mutated spec files through every command of the built CLI, on both cores: a fixed
    /// seed and budget in `make test`, a long one from `make fuzz` (FUZZ_CLI_INPUTS).
    @Test func mutatedSpecFilesHoldTheCLIContract() throws {
        let budget = FuzzBudget.current
        let corpus = Mutator.corpus()
        let directory = FuzzPaths.output + "/cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let workers = 2
        let runs = Atomic<Int>(0)
        let slowest = Mutex<Double>(0)
        let peak = Atomic<Int>(0)
        let failures = Mutex<[String]>([])
        let exits = Mutex<[String: Int]>([:])
        /// Per command (its arguments, SPEC and OUT unexpanded): runs, slowest run, peak memory.
        let byCommand = Mutex<[String: (runs: Int, slowest: Double, peak: Int)]>([:])
        let clock = ContinuousClock()
        let start = clock.now
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var mutator = Mutator(seed: budget.seed &* 1_000_003 &+ UInt64(worker), corpus: corpus)
            var index = 0
            while true {
                let claimed = runs.add(1, ordering: .relaxed).newValue
                if claimed > budget.cliInputs || clock.now - start > .seconds(budget.maxSeconds)
                    || failures.withLock({ $0.count }) >= 10
                {
                    break
                }
                index += 1
                // Worker 0 starts with every family under every command, so that the fixed
                // seed covers each; after that a family now and then.
                let families = Family.allCases
                let planned = worker == 0 && claimed <= families.count * CLICommand.all.count ? claimed - 1 : nil
                let family =
                    planned.map { families[$0 % families.count] }
                    ?? (mutator.int(8) == 0 ? families[mutator.int(families.count)] : nil)
                let command = planned.map { CLICommand.all[$0 / families.count] } ?? CLICommand.all[mutator.int(CLICommand.all.count)]
                var bytes: [UInt8], fileExtension: String, folder = directory
                var name = "w\(worker)-\(index)"
                if let family {
                    let input = family.input(variant: mutator.int(1_000))
                    (bytes, fileExtension) = (Array(input.text.utf8), input.ending)
                    folder = directory + "/" + input.folder + "-\(worker)"
                    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    name = input.name + "-\(index)"
                } else {
                    bytes = mutator.int(2) == 0 ? mutator.next() : mutator.nextMachine()
                    fileExtension = ["yaml", "json", "yml", "scxml"][mutator.int(4)]
                }
                let specPath = folder + "/\(name).\(fileExtension)"
                _ = FileManager.default.createFile(atPath: specPath, contents: Data(bytes))
                let out = directory + "/" + name + "-out"
                let arguments = command.arguments.map { $0 == "SPEC" ? specPath : $0.replacingOccurrences(of: "OUT", with: out) }
                let stdin = command.stdin.replacingOccurrences(of: "SPEC", with: specPath).replacingOccurrences(of: "OUT", with: out)
                let run = runProgram(inspectorPath, arguments, stdin: Array(stdin.utf8), directory: directory, seconds: budget.cliSeconds)
                let after = [UInt8](FileManager.default.contents(atPath: specPath) ?? Data())
                let outputFile =
                    out + (command.arguments.contains("OUT.png") ? ".png" : command.arguments.contains("OUT.html") ? ".html" : ".pdf")
                let complaint =
                    run.status == 0 || run.status == 1
                    ? readerComplaint(command.document, run.stdout, directory: directory) : nil
                if let violation = cliViolation(command, run, specChanged: after != bytes, outputFile: outputFile, budget: budget)
                    ?? complaint
                {
                    let saved = saveFailure(bytes, name: "cli-\(budget.seed)-\(name).\(fileExtension)")
                    failures.withLock { $0.append("vsm-inspect \(arguments.joined(separator: " ")): \(violation) — \(saved)") }
                }
                slowest.withLock { $0 = max($0, run.seconds) }
                byCommand.withLock { figures in
                    let key = command.arguments.joined(separator: " ")
                    let old = figures[key] ?? (0, 0, 0)
                    figures[key] = (old.runs + 1, max(old.slowest, run.seconds), max(old.peak, run.peakMegabytes))
                }
                exits.withLock { $0[run.status.map { "exit \($0)" } ?? "signal", default: 0] += 1 }
                peak.max(run.peakMegabytes, ordering: .relaxed)
                for file in [specPath, out + ".png", out + ".pdf", out + ".html", out + ".trace"] { unlink(file) }
            }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let total = min(runs.load(ordering: .relaxed), budget.cliInputs)
        let found = failures.withLock { $0 }
        print(
            "fuzz CLI: \(total) runs of vsm-inspect (\(CLICommand.all.count) commands), seed \(budget.seed), "
                + String(format: "%.1f s, slowest run %.2f s, peak %d MiB", seconds, slowest.withLock { $0 }, peak.load(ordering: .relaxed))
                + ", " + exits.withLock { $0 }.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
                + ", \(found.count) failures")
        for (command, figures) in byCommand.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            print("  \(command): \(figures.runs) runs, slowest " + String(format: "%.2f s", figures.slowest) + ", peak \(figures.peak) MiB")
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}

/// The harness's Markdown reader tells a clean report from one a pull-request comment would
/// render as markup.
@Suite struct MarkdownReaderTests {
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark-gfm"), "cmark-gfm is not installed"),
        arguments: [
            ("- `a <b>` and `@x`\n", nil),
            ("- x <img src=x>\n", "html_inline"),
            ("<details>\n\nx\n", "html_block"),
            ("- [l](https://e.com)\n", "link"),
            ("- www.example.com\n", "link"),
            ("- ![i](x.png)\n", "image"),
            ("- hi @everyone\n", "mention"),
            ("| machine | n |\n|---|---|\n| `a` b | 1 |\n", "one code span"),
        ] as [(String, String?)])
    func complaints(markdown: String, expected: String?) throws {
        let directory = NSTemporaryDirectory()
        let complaint = markdownRendererComplaint(Array(markdown.utf8), directory: directory)
        if let expected {
            #expect(complaint?.contains(expected) == true, "\(complaint ?? "nil")")
        } else {
            #expect(complaint == nil)
        }
    }
}
