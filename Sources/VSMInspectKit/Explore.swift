import ArgumentParser
import Foundation
import MachineKit

struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore a machine's transitions interactively.",
        discussion: """
            Shows the current state with its data and numbers its choices: each enabled action \
            with one of its outcomes. Take one by number, or by action name; 'help' lists the \
            commands (back, reset, history, goto STATE, save FILE, replay FILE, quit). Reads \
            commands from a pipe too, so a script can drive it: every command is run, and if any \
            could not be done (no such choice or state, a trace that does not replay) the run ends \
            with exit code 2 and one line on standard error naming the first.

            --web serves the web explorer instead (the page 'render --format html' writes) on \
            127.0.0.1 only, never another interface, so only this machine can open it; it prints \
            the URL. A spec file is read again when it changes on disk, and open pages reload. \
            Ctrl-C stops the server.

            Examples:
              vsm-inspect explore BlogEntry
              printf '1\\nhistory\\nquit\\n' | vsm-inspect explore Fixtures/specs/blog-entry.yaml
              vsm-inspect explore Fixtures/specs/checkout.json --web --port 8080
              vsm-inspect explore ProductsFlow --web --coverage .build/records/

            --coverage (with --web) paints on the page's diagrams what records of the feature's \
            runs took, as 'render --coverage' does; the records are read again with the spec file.

            --follow (with --web) follows records a running app is writing (the recorder's file \
            sink): every step written from then on shows on the page as it arrives, judged as \
            'conform' judges it, and a step the machine does not allow is flagged at once.
              vsm-inspect explore BlogEntry --web --follow .build/records/blog-entry.jsonl
            """
    )

    @Argument(help: "A registered machine name or a spec file path.")
    var machine: String

    @OptionGroup var bounds: BoundOptions

    static let defaultPort = 7400

    @Flag(help: "Serve the web explorer on 127.0.0.1 (this machine only, never another interface).")
    var web = false

    @Option(help: "The port for --web on 127.0.0.1 (default \(defaultPort); 0 picks a free one).")
    var port: Int?

    @Option(
        parsing: .upToNextOption, help: "With --web: records of the feature's runs (files, directories, globs), painted on the diagrams.")
    var coverage: [String] = []

    @Option(
        parsing: .upToNextOption,
        help:
            "With --web: records a running app is writing (files, directories, globs), followed: each new step shows on the page as it arrives, and a step the machine does not allow is flagged."
    )
    var follow: [String] = []

    /// The arguments' own rules, checked when the command runs (not in `validate()`, which
    /// the parser calls before it reports an unknown option, so that a mistyped option would
    /// be reported as a missing one).
    func checkArguments() throws {
        if port != nil, !web { throw ValidationError("--port goes with --web") }
        if !coverage.isEmpty, !web { throw ValidationError("--coverage goes with --web") }
        if !follow.isEmpty, !web { throw ValidationError("--follow goes with --web") }
    }

    func run() throws {
        try checkArguments()
        if machine == "-" {
            throw BadInput(
                web
                    ? "explore --web reads the spec file again when it changes: give its path, not -"
                    : "explore reads its commands from standard input: give the spec file's path, not -")
        }
        if web { return try serveWeb() }
        let explored = try MachineResolver.resolve(machine).exploreReporting(bounds.bounds)
        let session = ExploreSession(explored)
        session.inputs = [machine]
        let input = LineReader()
        session.confirm = { question in
            (input.read(prompt: question) ?? "").lowercased().hasPrefix("y")
        }
        Terminal.output(session.banner() + "\n")
        // From a pipe, every command is run and shown; if any could not be done, the run
        // ends with one line naming the first and exit code 2, so that a script fails.
        var failures: [(line: Int, message: String)] = []
        var number = 0
        while let line = input.read(prompt: "> ") {
            number += 1
            if input.lastLineTooLong {
                let text = "line longer than \(LineReader.maxLineBytes) bytes: not read (a command is a few words)"
                Terminal.output("> " + Terminal.visible(String(line.prefix(80))) + "...\n" + text + "\n")
                failures.append((number, text))
                continue
            }
            if !input.isInteractive { Terminal.output("> " + Terminal.visible(line) + "\n") }
            switch session.handle(line) {
            case .quit: break
            case .text(let text): Terminal.output(text + "\n"); continue
            case .failed(let text):
                Terminal.output(text + "\n")
                if !input.isInteractive { failures.append((number, text)) }
                continue
            }
            break
        }
        if let first = failures.first {
            let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
            Terminal.error("line \(first.line): \(first.message.split(separator: "\n").first ?? "")\(more)")
            throw ExitCode(BadInput.exitCode)
        }
    }
}
