import ArgumentParser
import MachineKit

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the registered machines.",
        discussion: """
            Examples:
              vsm-inspect list
              vsm-inspect list --format json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        let machines = Registry.catalogue.machines
        switch format {
        case .text:
            let width = machines.map(\.name.count).max() ?? 0
            let lines = machines.map { $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.source }
            Terminal.output(lines.map { $0 + "\n" }.joined())
        case .json:
            let value = JSONValue.object([
                ("machines", .array(machines.map { .object([("name", .string($0.name)), ("source", .string($0.source))]) }))
            ])
            Terminal.output(value.pretty + "\n")
        }
    }
}
