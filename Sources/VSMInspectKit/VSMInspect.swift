import ArgumentParser
import Foundation
import MachineKit
import MachineRender

/// The inspector's entry point, for the shipped `vsm-inspect` and for a package that builds
/// its own inspector with its own features registered:
///
/// ```swift
/// import MyFeatures
/// import VSMInspectKit
///
/// VSMInspect.main(machines: [AnyMachine(CheckoutFeature.machine())])
/// ```
public enum VSMInspect {
    /// Parses the command line, runs the command with these machines registered, and exits.
    ///
    /// Exit codes: 0 no failing findings, 1 failing findings, 2 bad input (a file, a
    /// machine name, a bound), 64 a malformed command line.
    ///
    /// - Parameter commandName: how help and errors name the inspector; the name of the
    ///   running binary when not given.
    public static func main(machines: [AnyMachine], arguments: [String]? = nil, commandName: String? = nil) -> Never {
        // A reader that closes early (`| head`) ends the output quietly (``Terminal/output(_:)``),
        // not by the signal.
        signal(SIGPIPE, SIG_IGN)
        Registry.catalogue = MachineCatalogue(machines)
        Registry.commandName =
            commandName
            ?? CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "vsm-inspect"
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--version" {
            Terminal.output("\(Registry.commandName) \(MachineKitVersion.current) (Graphviz \(GraphvizRenderer.shared.version))\n")
            exit(0)
        }
        if let first = arguments.first, !first.hasPrefix("-") {
            let names = VSMInspectCommand.configuration.subcommands.map { $0._commandName } + ["help"]
            if !names.contains(first) {
                Terminal.error(
                    "unknown command '\(first)'" + DidYouMean.hint(for: first, among: names)
                        + "; the commands are \(names.dropLast().joined(separator: ", ")) (see '\(Registry.commandName) help')")
                exit(ExitCode.validationFailure.rawValue)
            }
        }
        do {
            var command = try Merge.parseTakingReportsApart(arguments) ?? VSMInspectCommand.parseAsRoot(arguments)
            try command.run()
            exit(0)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch let bad as BadInput {
            Terminal.error(bad.message)
            exit(BadInput.exitCode)
        } catch {
            let code = VSMInspectCommand.exitCode(for: error)
            if code == .success {
                // Help that was asked for; a word such as `-shy.yaml` that the parser read as
                // `-s -h -y ...` is a malformed command line, not a request for help.
                if let word = helpNotAskedFor(arguments) {
                    Terminal.error(
                        "unknown option '\(word)'; a file whose name starts with '-' is given as "
                            + "'./\(word)' (see '\(Registry.commandName) help')")
                    exit(ExitCode.validationFailure.rawValue)
                }
                Terminal.output(VSMInspectCommand.fullMessage(for: error) + "\n")
                exit(0)
            }
            Terminal.error(oneLine(VSMInspectCommand.message(for: error)) + " (see '\(Registry.commandName) help')")
            exit(code.rawValue)
        }
    }

    /// The word that made the parser print help when the command line did not ask for it
    /// (no `-h`, `--help`, `help` or `--version`), or `nil` when help was asked for.
    static func helpNotAskedFor(_ arguments: [String]) -> String? {
        let explicit: Set<String> = ["-h", "--help", "--version", "--experimental-dump-help"]
        if arguments.first == "help" || arguments.contains(where: { explicit.contains($0) || $0.hasPrefix("--generate-completion-script") })
        {
            return nil
        }
        return arguments.first { $0.hasPrefix("-") && !$0.hasPrefix("--") && $0.count > 2 && $0.contains("h") }
            ?? arguments.first { $0.hasPrefix("-") && $0 != "-" }
    }
}

/// A parser message on one line: a list of valid values is folded in after a colon.
func oneLine(_ message: String) -> String {
    let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard let first = lines.first else { return "invalid command line" }
    let rest = lines.dropFirst()
    if !rest.isEmpty, rest.allSatisfy({ $0.hasPrefix("- ") }) {
        return first + " " + rest.map { String($0.dropFirst(2)) }.joined(separator: ", ")
    }
    return ([first] + rest).joined(separator: " ")
}

/// The machines the running inspector knows. Set once by ``VSMInspect/main(machines:arguments:)``
/// before any command runs, and only read afterwards.
enum Registry {
    nonisolated(unsafe) static var catalogue = MachineCatalogue()
    /// How help and errors name the running inspector.
    nonisolated(unsafe) static var commandName = "vsm-inspect"
}

struct VSMInspectCommand: ParsableCommand {
    /// Read when the command line is parsed, after ``Registry`` is set: help names this
    /// inspector and its machines.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Registry.commandName,
            abstract: "Render, check and explore the state machines behind app features.",
            discussion: """
                MACHINE is a registered machine's name (see '\(Registry.commandName) list') or the path of \
                a spec file: an XState machine config (.json, .yaml, .yml) or an SCXML document \
                (.scxml); - reads one from standard input. check takes directories and globs too \
                (every spec file under or matching them).

                Registered machines: \(Registry.catalogue.names.isEmpty ? "none" : Registry.catalogue.names.joined(separator: ", ")).

                Examples:
                  \(Registry.commandName) list
                  \(Registry.commandName) check --all
                  \(Registry.commandName) check Fixtures/specs/blog-entry.yaml --format json
                  \(Registry.commandName) render BlogEntry --format svg --output BlogEntry.svg
                  \(Registry.commandName) paths BlogEntry --to loaded
                  \(Registry.commandName) explore BlogEntry
                  \(Registry.commandName) conform ProductsFlow records/
                  \(Registry.commandName) render ProductsFlow --coverage records/ --output ProductsFlow.svg

                Exit codes: 0 no failing findings; 1 failing findings; 2 bad input; 64 a malformed \
                command line. --version prints the version.

                \(specLimitsHelp)
                """,
            subcommands: [List.self, Check.self, Render.self, Paths.self, Explore.self, Diff.self, Tests.self, Merge.self, Conform.self]
        )
    }
}

/// The limits a spec file is read within, as `--help` states them.
let specLimitsHelp: String = {
    let limits = SpecLimits.standard
    func count(_ value: Int) -> String {
        var digits = String(value)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }
    return """
        Spec files are read within limits (more is bad input, exit 2): \(limits.fileBytes >> 20) MiB, \
        nesting \(limits.depth) levels deep, \(count(limits.states)) states, \(count(limits.transitions)) \
        transitions (once nested states inherit their parents' events), \(count(limits.eventsPerState)) \
        events in one state, \(count(limits.targetsPerEvent)) targets of one event, \(count(limits.aliasNodes)) \
        nodes repeated by YAML aliases, names of \(count(limits.nameBytes)) bytes.
        """
}()
