import Foundation
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import TestSupport
import Testing
@testable import VSMInspectKit

/// What a user reaches for on the command line: --version, `-` for standard input,
/// directories and globs, --format told by --output, explore's exit code from a pipe, and
/// did-you-mean hints.
@Suite struct CommandLineConvenienceTests {
    @Test func versionNamesTheInspectorAndGraphviz() throws {
        let run = try inspect(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("vsm-inspect \(MachineKitVersion.current) (Graphviz "))
        #expect(run.stdout.split(separator: "\n").count == 1)
    }

    /// The README's synopsis names every command and every option each command takes, as the
    /// command line itself lists them (`--experimental-dump-help`).
    @Test func theReadmeSynopsisNamesEveryCommandAndOption() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let parts = readme.components(separatedBy: "## vsm-inspect\n\n```\n")
        try #require(parts.count == 2, "the README has one synopsis under '## vsm-inspect'")
        let block = parts[1].components(separatedBy: "\n```")[0]
        // Each command's lines: its own, and those indented under it.
        var synopsis: [String: String] = [:]
        var current = ""
        for line in block.split(separator: "\n") {
            if line.hasPrefix("vsm-inspect ") {
                current = String(line.split(separator: " ")[1])
            }
            synopsis[current, default: ""] += line + "\n"
        }
        let run = try inspect(["--experimental-dump-help"])
        #expect(run.status == 0)
        let dump = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let commands = (dump["command"] as! [String: Any])["subcommands"] as! [[String: Any]]
        #expect(commands.count == 10)
        for command in commands {
            let name = command["commandName"] as! String
            let lines = synopsis[name] ?? ""
            #expect(!lines.isEmpty, "the synopsis has no line for '\(name)'")
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                let names = (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }
                guard let long = names.first?["name"] as? String, long != "help" else { continue }
                // The option whole: `--all` is not found in `--allow-incomplete`.
                let named = lines.ranges(of: "--\(long)").contains { range in
                    range.upperBound == lines.endIndex || !(lines[range.upperBound].isLetter || lines[range.upperBound] == "-")
                }
                #expect(named, "the synopsis of '\(name)' lacks --\(long)")
            }
        }
        // The completion scripts the synopsis names are written.
        for shell in ["bash", "zsh", "fish"] {
            let script = try inspect(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.stdout.contains("max-parallel-configurations") && script.stdout.contains("conform"), "\(shell)")
        }
    }

    @Test func aSpecOnStandardInputIsReadInEachFormat() throws {
        for name in ["checkout.json", "sign-up.yaml", "photo-upload.scxml"] {
            let text = try String(contentsOfFile: repositoryRoot + "/Fixtures/specs/" + name, encoding: .utf8)
            let fromFile = try inspect(["check", "Fixtures/specs/" + name])
            let fromInput = try inspect(["check", "-"], input: text)
            #expect(fromInput.status == 0, "\(name): \(fromInput.stderr)")
            #expect(fromInput.stdout == fromFile.stdout, "\(name)")
        }
        let mermaid = try inspect(
            ["render", "-", "--format", "mermaid"],
            input: "initial: a\nstates:\n  a: {on: {go: b}}\n  b: {type: final}\n")
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.hasPrefix("---\ntitle: \"stdin\"\n---\nstateDiagram-v2\n"))
    }

    @Test func badInputOnStandardInputNamesStdinAndTheLine() throws {
        let run = try inspect(["check", "-"], input: "initial: a\nstates:\n  a:\n    on: {go: nowhere}\n")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "vsm-inspect: <stdin>:4: state 'a': target 'nowhere' names no state\n")
        let explore = try inspect(["explore", "-"], input: "quit\n")
        #expect(explore.status == 2)
        #expect(explore.stderr == "vsm-inspect: explore reads its commands from standard input: give the spec file's path, not -\n")
    }

    @Test func aDirectoryOrAGlobChecksEverySpecFileInPathOrder() throws {
        let directory = try inspect(["check", "Fixtures/specs", "--format", "json"])
        #expect(directory.status == 2)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(directory.stdout.utf8)) as? [String: Any])
        let machines = (report["machines"] as? [[String: Any]])?.compactMap { $0["machine"] as? String }
        // blog-entry.yaml, broken/blog-entry-broken.yaml, (broken/missing-target.yaml: bad input),
        // checkout.json, media-player.yaml, photo-upload.scxml, sign-up.yaml.
        #expect(machines == ["BlogEntrySpec", "BrokenBlogEntry", "Checkout", "MediaPlayer", "PhotoUpload", "SignUp"])
        let bad = (report["badInput"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
        #expect(bad == ["Fixtures/specs/broken/missing-target.yaml"])

        let glob = try inspect(["check", "Fixtures/**/*.scxml", "Fixtures/specs/c*.json"])
        #expect(glob.status == 0)
        #expect(glob.stdout.hasSuffix("2 machines checked: 2 ok, 0 failed\n"))
        #expect(glob.stdout.hasPrefix("PhotoUpload: ok"))

        let none = try inspect(["check", "Fixtures/nothing-*.yaml"])
        #expect(none.status == 2)
        #expect(none.stderr == "vsm-inspect: Fixtures/nothing-*.yaml: no spec file (.json, .yaml, .yml, .scxml) matches the pattern\n")
        // A command that takes one machine takes a directory of exactly one spec file.
        let several = try inspect(["render", "Fixtures/specs/broken", "--format", "dot"])
        #expect(several.status == 2)
        #expect(several.stderr.contains("'Fixtures/specs/broken' names 2 spec files"))
    }

    @Test func specFilesNamedLikePatternsAreTheirOwnFiles() throws {
        // A file named `[id].yaml`, `a*.yaml` or `q?.yaml` is that file: listed by its folder,
        // named on its own, and never expanded again (it sent resolution into endless recursion).
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = try String(contentsOfFile: repositoryRoot + "/Fixtures/specs/blog-entry.yaml", encoding: .utf8)
        for name in ["[id].yaml", "a*.yaml", "q?.yaml"] {
            try spec.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        let folder = try inspect(["check", directory])
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stdout.hasSuffix("3 machines checked: 3 ok, 0 failed\n"))
        for name in ["[id].yaml", "a*.yaml", "q?.yaml"] {
            let one = try inspect(["paths", directory + "/" + name])
            #expect(one.status == 0, "\(name): \(one.stderr)")
            #expect(one.stdout.hasPrefix("Shortest paths (5 states):"))
        }
        let glob = try inspect(["check", directory + "/*.yaml"])
        #expect(glob.status == 0)
        #expect(glob.stdout.hasSuffix("3 machines checked: 3 ok, 0 failed\n"))
    }

    @Test func theOutputsEndingTellsTheFormat() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (file, prefix) in [
            ("b.svg", "<?xml"), ("b.dot", "digraph"), ("b.mmd", "---\ntitle:"), ("b.puml", "@startuml"),
            ("b.json", "{"), ("b.html", "<!DOCTYPE html>"),
        ] {
            let run = try inspect(["render", "BlogEntry", "--output", directory + "/" + file])
            #expect(run.status == 0, "\(file): \(run.stderr)")
            let written = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
            #expect(written.hasPrefix(prefix), "\(file)")
        }
        let png = try inspect(["render", "BlogEntry", "--output", directory + "/b.png"])
        #expect(png.status == 0)
        #expect(FileManager.default.contents(atPath: directory + "/b.png")?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)

        let clash = try inspect(["render", "BlogEntry", "--format", "svg", "--output", directory + "/c.png"])
        #expect(clash.status == 64)
        #expect(clash.stderr.contains("the ending .png means png, but --format is svg"))
        let unknown = try inspect(["render", "BlogEntry", "--output", directory + "/c.txt"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("vsm-inspect: render needs --format, or an --output file whose ending names the format"))
        // Without --output, text goes to standard output.
        let stdout = try inspect(["render", "BlogEntry", "--format", "mermaid"])
        #expect(stdout.stdout.hasPrefix("---\ntitle: \"BlogEntry\""))

        let sarif = try inspect(["check", "Fixtures/specs/broken/blog-entry-broken.yaml", "--output", directory + "/r.sarif"])
        #expect(sarif.status == 1)
        #expect(sarif.stdout.isEmpty)
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/r.sarif"))) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let junit = try inspect(["check", "BlogEntry", "--output", directory + "/r.xml"])
        #expect(junit.status == 0)
        #expect(try String(contentsOfFile: directory + "/r.xml", encoding: .utf8).contains("<testsuites"))
        // An existing report is replaced only with --force.
        let again = try inspect(["check", "BlogEntry", "--output", directory + "/r.xml"])
        #expect(again.status == 2)
        #expect(try inspect(["check", "BlogEntry", "--output", directory + "/r.xml", "--force"]).status == 0)

        let markdown = try inspect([
            "diff", "Fixtures/specs/blog-entry.yaml", "Fixtures/specs/blog-entry.yaml",
            "--output", directory + "/d.md",
        ])
        #expect(markdown.status == 0)
        #expect(try String(contentsOfFile: directory + "/d.md", encoding: .utf8).hasPrefix("## State machines"))
    }

    @Test func explorePipedFailsWhenACommandFails() throws {
        let good = try inspect(["explore", "Fixtures/specs/blog-entry.yaml"], input: "1\nhistory\nquit\n")
        #expect(good.status == 0)
        #expect(good.stderr.isEmpty)
        let bad = try inspect(["explore", "Fixtures/specs/blog-entry.yaml"], input: "1\n9\ngoto nowhere\nhistory\n")
        #expect(bad.status == 2)
        // Every command still ran and shows in the transcript.
        #expect(bad.stdout.contains("> goto nowhere\nno reachable state 'nowhere'"))
        #expect(bad.stdout.contains("> history\ninitialized --load--> loading"))
        #expect(bad.stderr.hasPrefix("vsm-inspect: line 2: no choice 9: pick 1 to "))
        #expect(bad.stderr.hasSuffix(" (and 1 more)\n"))
    }

    @Test func mistypedNamesGetSuggestions() throws {
        let command = try inspect(["chek", "BlogEntry"])
        #expect(command.status == 64)
        #expect(command.stderr.hasPrefix("vsm-inspect: unknown command 'chek' (did you mean 'check'?); the commands are list, check,"))
        let machine = try inspect(["check", "BlogEntyr"])
        #expect(machine.status == 2)
        #expect(machine.stderr.hasPrefix("vsm-inspect: unknown machine 'BlogEntyr' (did you mean 'BlogEntry'?): registered machines are"))
        let file = try inspect(["check", "Fixtures/specs/chekout.json"])
        #expect(file.stderr == "vsm-inspect: Fixtures/specs/chekout.json: no such file (did you mean 'Fixtures/specs/checkout.json'?)\n")
        let state = try inspect(["paths", "BlogEntry", "--to", "lodaing"])
        #expect(state.stderr == "vsm-inspect: no state 'lodaing' in machine 'BlogEntry' (did you mean 'loading'?)\n")
        let nested = try inspect(["paths", "Fixtures/specs/sign-up.yaml", "--to", "form.acount.editing"])
        #expect(nested.stderr == "vsm-inspect: no state 'form.acount.editing' in machine 'SignUp' (did you mean 'form.account.editing'?)\n")
        // A kind is also named by its own label (`editing`), as the page names it.
        let label = try inspect(["paths", "Fixtures/specs/sign-up.yaml", "--to", "editng"])
        #expect(label.stderr == "vsm-inspect: no state 'editng' in machine 'SignUp' (did you mean 'editing'?)\n")
        let explore = try inspect(["explore", "BlogEntry"], input: "histroy\n")
        #expect(explore.stdout.contains("unknown command or action 'histroy' (did you mean 'history'?)"))
    }

    @Test func suggestionsAreCloseNamesOnly() {
        #expect(DidYouMean.suggestions(for: "lodaing", among: ["loading", "loaded", "failed"]) == ["loading"])
        #expect(DidYouMean.suggestions(for: "Loaded", among: ["loading", "loaded"]) == ["loaded"])
        #expect(DidYouMean.suggestions(for: "x", among: ["loading", "failed"]) == [])
        #expect(DidYouMean.suggestions(for: "editing", among: ["form.account.editing + help", "form.account.editing"]).count == 2)
    }
}
