import ArgumentParser
import MachineKit

/// How large a spec file `check` and `render` read: the standard limits unless raised.
struct SpecSizeOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "Read spec files of at most this many bytes (default 67108864, 64 MiB).")
    var maxSpecBytes: Int = SpecMachine.Limits.standard.fileBytes

    @Option(name: .long, parsing: .unconditional, help: "Read spec files of at most this many states (default 1000000).")
    var maxSpecStates: Int = SpecMachine.Limits.standard.states

    @Option(
        name: .long, parsing: .unconditional,
        help: "Read spec files of at most this many transitions, nested states counted with their parents' (default 2000000).")
    var maxSpecTransitions: Int = SpecMachine.Limits.standard.transitions

    @Option(
        name: .long, parsing: .unconditional,
        help:
            "Read charts whose configuration names come to at most this many bytes together, counted from the chart's structure (default 268435456, 256 MiB)."
    )
    var maxConfigurationNameBytes: Int = SpecMachine.Limits.standard.configurationNameBytes

    @Option(
        name: .long, parsing: .unconditional,
        help:
            "Read charts whose parallel states' regions form at most this many configurations together, each parallel state counted from the chart's structure (default 100000)."
    )
    var maxParallelConfigurations: Int = SpecMachine.Limits.standard.parallelConfigurations

    /// Checked when the command runs, with its other arguments.
    func check() throws {
        for (name, value) in [
            ("--max-spec-bytes", maxSpecBytes), ("--max-spec-states", maxSpecStates),
            ("--max-spec-transitions", maxSpecTransitions),
            ("--max-configuration-name-bytes", maxConfigurationNameBytes),
            ("--max-parallel-configurations", maxParallelConfigurations),
        ] where value < 1 {
            throw ValidationError("\(name) must be a positive number, got \(value)")
        }
    }

    /// The limits these options give.
    var limits: SpecMachine.Limits {
        SpecMachine.Limits(
            fileBytes: maxSpecBytes, states: maxSpecStates, transitions: maxSpecTransitions,
            configurationNameBytes: maxConfigurationNameBytes, parallelConfigurations: maxParallelConfigurations)
    }
}
