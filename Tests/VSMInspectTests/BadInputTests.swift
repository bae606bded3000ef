import Foundation
import TestSupport
import Testing

/// Bad input: one line on standard error naming the file (line, state), an exit code other
/// than 0 and 1, nothing on standard output, never a crash.
@Suite struct BadInputTests {
    static let cases: [([String], Int32, String)] = [
        (
            ["check", "Fixtures/specs/broken/missing-target.yaml"], 2,
            "vsm-inspect: Fixtures/specs/broken/missing-target.yaml:9: state 'running': target 'stoped' names no state"
        ),
        (["check", "Fixtures/specs/nope.yaml"], 2, "vsm-inspect: Fixtures/specs/nope.yaml: no such file"),
        (["check", "Plugins"], 2, "vsm-inspect: Plugins: the directory holds no spec file (.json, .yaml, .yml, .scxml)"),
        (
            ["check", "NoSuchMachine"], 2,
            "vsm-inspect: unknown machine 'NoSuchMachine': registered machines are BlogEntry, RatesStore, ShopNavigation, "
                + "ProductsFlow; or give a spec file's path (.json, .yaml, .yml, .scxml)"
        ),
        (
            ["check", "BlogEntry", "--max-states", "0"], 64,
            "vsm-inspect: --max-states must be a positive number, got 0 (see 'vsm-inspect help')"
        ),
        (
            ["check", "BlogEntry", "--max-depth", "-4"], 64,
            "vsm-inspect: --max-depth must be a positive number, got -4 (see 'vsm-inspect help')"
        ),
        (["check"], 64, "vsm-inspect: check needs machine names, spec file paths, or --all (see 'vsm-inspect help')"),
        // A mistyped option is named, not taken for a missing argument.
        (["check", "--bogus"], 64, "vsm-inspect: Unknown option '--bogus' (see 'vsm-inspect help')"),
        (["render", "BlogEntry", "--bogus"], 64, "vsm-inspect: Unknown option '--bogus' (see 'vsm-inspect help')"),
        (
            ["diff", "--git", "no-such-revision", "Fixtures/specs/blog-entry.yaml"], 2,
            "vsm-inspect: --git no-such-revision: no such revision in \(repositoryRoot)"
        ),
        (["paths", "BlogEntry", "--to", "nowhere"], 2, "vsm-inspect: no state 'nowhere' in machine 'BlogEntry'"),
        (
            ["render", "BlogEntry", "--format", "gif", "--output", "x"], 64,
            "vsm-inspect: The value 'gif' is invalid for '--format <format>'. Please provide one of the following: "
                + "dot, svg, png, pdf, mermaid, plantuml, json, html (see 'vsm-inspect help')"
        ),
    ]

    @Test(arguments: cases)
    func badInputIsOneLine(arguments: [String], status: Int32, message: String) throws {
        let run = try inspect(arguments)
        #expect(run.status == status)
        #expect(run.stderr == message + "\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func badFilesAndNothingElseAreOneLine() throws {
        let directory = try temporaryDirectory()
        try Data("initial: a\nstates:\n  a: {on: {go: nowhere}}\n".utf8).write(to: URL(fileURLWithPath: directory + "/a.yaml"))
        try Data("initial: x\n".utf8).write(to: URL(fileURLWithPath: directory + "/b.yaml"))
        let run = try inspect(["check", "a.yaml", "b.yaml"], directory: directory)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "vsm-inspect: 2 inputs cannot be read: a.yaml:3: state 'a': target 'nowhere' names no state; "
                + "b.yaml:1: not a machine: no 'states' mapping\n")
        // Beside a machine that reads, the report lists each, and standard error has the one line.
        try Data("initial: a\nstates:\n  a: {type: final}\n".utf8).write(to: URL(fileURLWithPath: directory + "/c.yaml"))
        let mixed = try inspect(["check", "a.yaml", "b.yaml", "c.yaml"], directory: directory)
        #expect(mixed.status == 2)
        #expect(mixed.stdout.contains("bad-input: a.yaml:3:") && mixed.stdout.contains("bad-input: b.yaml:1:"))
        #expect(mixed.stderr == run.stderr)
    }

    @Test func syntaxErrorsNameTheirLine() throws {
        let directory = try temporaryDirectory()
        let yaml = directory + "/broken.yaml"
        try "initial: a\nstates:\n  a:\n    on:\n      go: [b\n".write(toFile: yaml, atomically: true, encoding: .utf8)
        let json = directory + "/broken.json"
        try "{\n  \"initial\": \"a\",\n  \"states\": {\n    \"a\": {\"on\": {\"go\": \"b\",}}\n  }\n}\n"
            .write(toFile: json, atomically: true, encoding: .utf8)
        let yamlRun = try inspect(["check", yaml])
        #expect(yamlRun.status == 2)
        #expect(yamlRun.stderr.hasPrefix("vsm-inspect: \(yaml):5: YAML syntax error"))
        let jsonRun = try inspect(["check", json])
        #expect(jsonRun.status == 2)
        #expect(jsonRun.stderr == "vsm-inspect: \(json):4: JSON syntax error: expected a quoted key, found '}'\n")
        for run in [yamlRun, jsonRun] { #expect(run.stderr.split(separator: "\n").count == 1) }
    }

    @Test func unreachableTargetOfPathsIsAFindingNotBadInput() throws {
        let run = try inspect(["paths", "Fixtures/specs/broken/blog-entry-broken.yaml", "--to", "orphan"])
        #expect(run.status == 1)
        #expect(run.stderr == "vsm-inspect: state 'orphan' is declared but never reached in machine 'BrokenBlogEntry'\n")
    }
}
