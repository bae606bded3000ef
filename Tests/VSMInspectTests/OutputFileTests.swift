import Foundation
import TestSupport
import Testing

/// What a file path is decides what `render --output` and `save` do, never what the file holds.
@Suite struct OutputFileTests {
    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! NSNumber).intValue
    }

    /// Renders JSON, or the format the output's ending names (an .svg file gets SVG).
    private func render(_ spec: String, to output: String, _ extra: [String] = []) throws -> Run {
        let format = output.hasSuffix(".svg") ? [] : ["--format", "json"]
        return try inspect(["render", spec] + format + ["--output", output] + extra)
    }

    @Test func anExistingFileIsReplacedOnlyWithForce() throws {
        let directory = try temporaryDirectory()
        let contents = [
            "package.json": "{\"name\": \"app\"}\n",
            "pom.xml": "<?xml version=\"1.0\"?>\n<project/>\n",
            "design.md": "The machine as a digraph:\n\ndigraph { a -> b }\n",
            "old.json": "",
            "notes.svg": "<svg>my own drawing</svg>",
        ]
        for (name, text) in contents {
            let path = directory + "/" + name
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let run = try render("Fixtures/specs/blog-entry.yaml", to: path)
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "vsm-inspect: \(path): exists; not replacing it (use --force to replace it)\n")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        }
        // A file this tool cannot read is refused all the same.
        let unreadable = directory + "/unreadable.json"
        try "secret".write(toFile: unreadable, atomically: true, encoding: .utf8)
        chmod(unreadable, 0o000)
        #expect(try render("Fixtures/specs/blog-entry.yaml", to: unreadable).status == 2)
        chmod(unreadable, 0o600)
        #expect(try String(contentsOfFile: unreadable, encoding: .utf8) == "secret")
        // --force replaces a regular file, whole, keeping its permissions.
        let kept = directory + "/package.json"
        chmod(kept, 0o600)
        let forced = try render("Fixtures/specs/blog-entry.yaml", to: kept, ["--force"])
        #expect(forced.status == 0)
        #expect(forced.stderr.isEmpty)
        #expect(try String(contentsOfFile: kept, encoding: .utf8).hasPrefix("{\n  \"machine\": \"BlogEntrySpec\""))
        #expect(try mode(kept) == 0o600)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == contents.keys.sorted() + ["unreadable.json"])
    }

    @Test func aNewFileGetsTheUmasksPermissions() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/new.dot"
        let run = try inspect(["render", "BlogEntry", "--format", "dot", "--output", path])
        #expect(run.status == 0)
        let mask = umask(0)
        umask(mask)
        #expect(try mode(path) == 0o666 & ~Int(mask))
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("digraph \"BlogEntry\" {"))
    }

    @Test func theSpecFileBeingReadIsNeverReplaced() throws {
        let directory = try temporaryDirectory()
        let spec = directory + "/checkout.json"
        let original = try String(contentsOfFile: repositoryRoot + "/Fixtures/specs/checkout.json", encoding: .utf8)
        try original.write(toFile: spec, atomically: true, encoding: .utf8)
        let link = directory + "/same.json"
        try FileManager.default.linkItem(atPath: spec, toPath: link)
        for (output, extra) in [(spec, []), (spec, ["--force"]), (link, ["--force"]), (directory + "/./checkout.json", ["--force"])] {
            let run = try render(spec, to: output, extra)
            #expect(run.status == 2)
            #expect(
                run.stderr == "vsm-inspect: \(output): is the spec file this command reads (\(spec)); "
                    + "not replacing it, even with --force\n")
        }
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == original)
    }

    @Test func aSpecFileAFolderOrAGlobStandsForIsNeverReplaced() throws {
        // `check Specs --output Specs/b.json --force` read and replaced the same file.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = directory + "/checkout.json"
        let original = try String(contentsOfFile: repositoryRoot + "/Fixtures/specs/checkout.json", encoding: .utf8)
        try original.write(toFile: spec, atomically: true, encoding: .utf8)
        for input in [directory, directory + "/", directory + "/*.json"] {
            let run = try inspect(["check", input, "--format", "json", "--output", spec, "--force"])
            #expect(run.status == 2, "\(input)")
            #expect(
                run.stderr == "vsm-inspect: \(spec): is the spec file this command reads (\(spec)); "
                    + "not replacing it, even with --force\n", "\(input)")
        }
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == original)
        // A file the inputs do not name is written.
        let report = directory + "/report.txt"
        #expect(try inspect(["check", directory, "--output", report]).status == 0)
        #expect(FileManager.default.fileExists(atPath: report))
    }

    @Test func linksFIFOsDevicesAndDirectoriesAreNeverWrittenThrough() throws {
        let directory = try temporaryDirectory()
        let target = directory + "/target.svg"
        try "mine".write(toFile: target, atomically: true, encoding: .utf8)
        let link = directory + "/link.svg"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let fifo = directory + "/fifo.dot"
        #expect(mkfifo(fifo, 0o644) == 0)
        let cases: [(String, String)] = [
            (
                link,
                "\(link): is a symbolic link (to \(target)); not writing through it, even with --force: "
                    + "give the target's own path, or remove the link"
            ),
            (fifo, "\(fifo): is a FIFO; not writing to it (use --output - for standard output)"),
            ("/dev/null", "/dev/null: is a device; not writing to it (use --output - for standard output)"),
            (directory, "\(directory): is a directory"),
            (directory + "/missing/x.dot", "\(directory)/missing/x.dot: cannot be written: no such directory"),
        ]
        for (output, message) in cases {
            for extra in [[], ["--force"]] {
                let format = output.hasSuffix(".svg") ? "svg" : "dot"
                let run = try inspect(["render", "BlogEntry", "--format", format, "--output", output] + extra)
                #expect(run.status == 2)
                #expect(run.stdout.isEmpty)
                #expect(run.stderr == "vsm-inspect: \(message)\n")
            }
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine")
        var status = stat()
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aRefusalAfterAGroupingNoteIsStillOneLine() throws {
        // 200 states: drawn as the statechart, which render notes on standard error, but only once written.
        let directory = try temporaryDirectory()
        let spec = directory + "/chain.yaml"
        try ("initial: s0\nstates:\n" + (0..<200).map { "  s\($0): {on: {next: s\(($0 + 1) % 200)}}\n" }.joined())
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let output = directory + "/chain.dot"
        try "taken".write(toFile: output, atomically: true, encoding: .utf8)
        let refused = try inspect(["render", spec, "--format", "dot", "--output", output])
        #expect(refused.status == 2)
        #expect(refused.stderr == "vsm-inspect: \(output): exists; not replacing it (use --force to replace it)\n")
        let written = try inspect(["render", spec, "--format", "dot", "--output", output, "--force"])
        #expect(written.status == 0)
        #expect(
            written.stderr == "chain: 200 states is more than 150; drawing the statechart as declared (--group none draws every state)\n")
        // A page says which of its views it draws.
        let page = try inspect(["render", spec, "--format", "html", "--output", directory + "/chain.html"])
        #expect(page.status == 0)
        #expect(page.stderr == "chain: 200 states; the page draws the view 'Chart'\n")
        let asked = try inspect(["render", spec, "--format", "html", "--group", "none", "--output", directory + "/none.html"])
        #expect(asked.stderr == "chain: 200 states; the page draws the view 'Chart'; 'States' is not among them\n")
    }

    /// A chart of more states than `dot` lays out in boxes is drawn to the deepest level that
    /// fits, and render says so; `--depth` draws any level.
    @Test func aLargeChartIsDrawnFoldedAndRenderSaysHowDeep() throws {
        let directory = try temporaryDirectory()
        let spec = directory + "/nested.yaml"
        // Twelve groups of twelve sections of twelve steps: 1,728 leaves.
        var yaml = "id: Nested\ninitial: g0\nstates:\n"
        for group in 0..<12 {
            yaml += "  g\(group):\n    initial: s0\n" + (group < 11 ? "    on: {nextGroup: g\(group + 1)}\n" : "") + "    states:\n"
            for section in 0..<12 {
                yaml += "      s\(section):\n        initial: v0\n" + (section < 11 ? "        on: {nextSection: s\(section + 1)}\n" : "")
                yaml += "        states:\n"
                for step in 0..<12 { yaml += "          v\(step): {\(step < 11 ? "on: {step: v\(step + 1)}" : "")}\n" }
            }
        }
        try yaml.write(toFile: spec, atomically: true, encoding: .utf8)
        let svg = try inspect(["render", spec, "--format", "mermaid", "--output", directory + "/nested.mmd"])
        #expect(svg.status == 0)
        #expect(
            svg.stderr
                == "Nested: 1728 states is more than 150; drawing the statechart to depth 2 of 3 (144 states drawn, the states below folded)"
                + " (--group none draws every state)\n")
        let drawn = try String(contentsOfFile: directory + "/nested.mmd", encoding: .utf8)
        #expect(drawn.components(separatedBy: "(12 states inside)").count - 1 == 144)
        let top = try inspect(["render", spec, "--depth", "1", "--format", "mermaid", "--output", "-"])
        #expect(top.stderr == "")
        #expect(top.stdout.components(separatedBy: "(156 states inside)").count - 1 == 12)
        #expect(top.stdout.contains("s1 --> s2 : nextGroup"))
        let page = try inspect(["render", spec, "--format", "html", "--output", directory + "/nested.html"])
        #expect(
            page.stderr
                == "Nested: 1728 states; the page draws the view 'Chart'; the chart to depth 2 of 3 at its deepest, "
                + "the states below it folded\n")
        let html = try String(contentsOfFile: directory + "/nested.html", encoding: .utf8)
        #expect(html.contains(#"<template id="svg-chart">"#) && html.contains(#"<template id="svg-chart-1">"#))
        // A depth is a chart's: 0 draws nothing, and another grouping has no depth.
        let zero = try inspect(["render", spec, "--depth", "0", "--format", "dot"])
        #expect(zero.status == 64)
        #expect(zero.stderr == "vsm-inspect: --depth must be 1 or more (1 draws the root's children), got 0 (see 'vsm-inspect help')\n")
        let page2 = try inspect(["render", spec, "--depth", "1", "--format", "html", "--output", directory + "/depth.html"])
        #expect(page2.status == 64)
        #expect(page2.stderr.hasPrefix("vsm-inspect: --depth draws one drawing; the page draws the chart at every depth that fits"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/depth.html"))
        let cases = try inspect(["render", spec, "--depth", "1", "--group", "cases", "--format", "dot"])
        #expect(cases.status == 64)
        #expect(
            cases.stderr
                == "vsm-inspect: --depth draws a statechart's chart: use it with --group chart or without --group, not --group cases"
                + " (see 'vsm-inspect help')\n")
    }

    @Test func saveRefusesFIFOsAndSaysWhyAPathCannotBeWritten() throws {
        let directory = try temporaryDirectory()
        let fifo = directory + "/fifo.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        let spec = directory + "/blog.yaml"
        try String(contentsOfFile: repositoryRoot + "/Fixtures/specs/blog-entry.yaml", encoding: .utf8)
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let clock = ContinuousClock()
        let start = clock.now
        let run = try inspect(["explore", spec], input: "1\nsave \(fifo)\nsave \(directory)/no/such/dir.json\nsave \(spec)\ny\nquit\n")
        #expect(clock.now - start < .seconds(20))
        // Saves that could not be done fail the piped run, naming the first.
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "vsm-inspect: line 2: not saved: \(fifo): is a FIFO; not writing to it (use --output - for standard output) (and 3 more)\n"
        )
        #expect(
            run.stdout.contains("> save \(fifo)\nnot saved: \(fifo): is a FIFO; not writing to it (use --output - for standard output)\n"))
        #expect(run.stdout.contains("not saved: \(directory)/no/such/dir.json: cannot be written: no such directory\n"))
        #expect(
            run.stdout.contains("not saved: \(spec): is the spec file this command reads (\(spec)); not replacing it, even with --force\n"))
        #expect(try String(contentsOfFile: spec, encoding: .utf8).hasPrefix("# The VSM blog entry"))
    }
}
