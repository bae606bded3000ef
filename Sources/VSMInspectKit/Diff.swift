import ArgumentParser
import Foundation
import MachineKit

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what changed between two versions of machines, and fail on new failing findings.",
        discussion: """
            OLD and NEW are each a spec file, a JSON report written by 'check --format json --graph', \
            or a registered machine's name (NEW only: the machine as this inspector has it). With \
            --git REV, the old version is taken from that git revision: each spec file given as NEW \
            as it was there, and, for registered machines, the revision's own inspector, built from \
            its sources (the first run builds it, which takes a while).

            For each machine: states, kinds and actions added and removed; behaviours (moves) that \
            became possible or impossible, each with a shortest example run; findings new and fixed; \
            statistics before and after. Machines are matched by name.

            Exit codes: 1 when the change adds failing findings (or, with --fail-on \
            removed-behaviour, removes reachable states or moves); 0 otherwise; 2 bad input.

            Examples:
              vsm-inspect diff old/checkout.yaml Fixtures/specs/checkout.json
              vsm-inspect diff main-report.json pr-report.json --format markdown
              vsm-inspect diff --git origin/main Specs/checkout.yaml --format markdown
              vsm-inspect diff --git HEAD~1 --all
            """
    )

    enum Format: String, ReportFormat {
        case text, json, markdown
        static let endings: [String: Format] = ["txt": .text, "json": .json, "md": .markdown, "markdown": .markdown]
        static let standard: Format? = .text
        static let formatHelp =
            "Output format: text, json or markdown (for a pull-request comment); told by --output's ending when left out."
        static let outputHelp = "Write the report to this file (.txt, .json, .md) instead of standard output."
    }
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case failures
        case removedBehaviour = "removed-behaviour"
    }

    @Argument(help: "OLD and NEW (or, with --git, the NEW spec files and machine names).")
    var versions: [String] = []

    @Option(help: "Take the old version from this git revision.")
    var git: String?

    @Flag(help: "With --git: every registered machine, as this revision and the old one have them.")
    var all = false

    @OptionGroup var reportOptions: ReportOutput<Format>
    var format: Format { reportOptions.format }
    var output: String? { reportOptions.output }

    @Option(
        help:
            "failures (the default): exit 1 when the change adds failing findings; removed-behaviour: also when it removes reachable states or moves."
    )
    var failOn: FailOn = .failures

    @OptionGroup var bounds: BoundOptions

    /// The arguments' own rules, checked when the command runs (not in `validate()`, which
    /// the parser calls before it reports an unknown option, so that a mistyped option would
    /// be reported as a missing one).
    func checkArguments() throws {
        try reportOptions.check()
        if git == nil {
            guard versions.count == 2 else { throw ValidationError("diff needs OLD and NEW, or --git REV with the machines to compare") }
            if all { throw ValidationError("--all compares registered machines with another revision: use it with --git REV") }
        } else if versions.isEmpty && !all {
            throw ValidationError("diff --git REV needs spec files, machine names, or --all")
        }
    }

    func run() throws {
        try checkArguments()
        let old: [MachineSnapshot], new: [MachineSnapshot]
        if let git {
            let revision = try GitRevision(git)
            var newSnapshots: [MachineSnapshot] = []
            var oldSnapshots: [MachineSnapshot] = []
            var names: [String] = []
            for argument in versions {
                if Registry.catalogue.machine(named: argument) != nil {
                    names.append(argument)
                } else if argument == "-" {
                    throw BadInput("diff --git takes the old version of a spec file from its path: give the path, not -")
                } else if MachineResolver.isDirectory(argument) || MachineResolver.isPattern(argument) {
                    // Every spec file the folder has now or had then: one added or removed is
                    // a machine added or removed.
                    var paths = (try? MachineResolver.expand(argument)) ?? []
                    if MachineResolver.isDirectory(argument) { paths += try revision.specFiles(under: argument) }
                    guard !paths.isEmpty else {
                        throw BadInput(
                            "\(Terminal.visible(argument)): no spec file (.json, .yaml, .yml, .scxml) here or at \(git)", file: argument)
                    }
                    for path in Set(paths).sorted() {
                        if FileManager.default.fileExists(atPath: path) { newSnapshots += try snapshots(path) }
                        oldSnapshots += try revision.specSnapshots(path, bounds: bounds.bounds)
                    }
                } else {
                    newSnapshots += try snapshots(argument)
                    oldSnapshots += try revision.specSnapshots(argument, bounds: bounds.bounds)
                }
            }
            if all { names = Registry.catalogue.names }
            if !names.isEmpty {
                newSnapshots += names.compactMap { Registry.catalogue.machine(named: $0) }
                    .map { MachineSnapshot($0.exploreReporting(bounds.bounds)) }
                oldSnapshots += try revision.registeredSnapshots(names, bounds: bounds)
            }
            (old, new) = (oldSnapshots, newSnapshots)
        } else {
            (old, new) = (try snapshots(versions[0]), try snapshots(versions[1]))
        }
        let report = DiffReport(old: old, new: new)
        let text =
            switch format {
            case .text: report.text
            case .json: report.json.pretty + "\n"
            case .markdown: report.markdown
            }
        try reportOptions.file.target(inputs: versions).write(Data(text.utf8))
        if report.addsFailures || (failOn == .removedBehaviour && report.removesBehaviour) {
            throw ExitCode(1)
        }
    }

    /// The snapshots an argument stands for: a JSON report's machines, a spec file's
    /// machine, or a registered machine.
    func snapshots(_ argument: String) throws -> [MachineSnapshot] {
        if argument.lowercased().hasSuffix(".json"), let bytes = try? SpecMachine.contents(ofFile: argument),
            case let data = Data(bytes), Self.isReport(data)
        {
            do {
                return try MachineSnapshot.read(report: data)
            } catch {
                throw BadInput("\(argument): \(error.description)", file: argument)
            }
        }
        let machine = try MachineResolver.resolve(argument)
        return [MachineSnapshot(machine.exploreReporting(bounds.bounds))]
    }

    /// Whether JSON data is a check report (it has `machines`) rather than a spec file.
    static func isReport(_ data: Data) -> Bool {
        guard let object = try? JSONValue.read(Array(data)), object.objectValue != nil else { return false }
        return object["machines"] != nil && object["states"] == nil
    }
}
