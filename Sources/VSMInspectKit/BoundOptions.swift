import ArgumentParser
import Foundation
import MachineKit

/// Options shared by the commands that explore a machine.
struct BoundOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "Stop after this many states (default 1000000).")
    var maxStates: Int?

    @Option(name: .long, parsing: .unconditional, help: "Do not expand states deeper than this many actions.")
    var maxDepth: Int?

    func validate() throws {
        for (name, value) in [("--max-states", maxStates), ("--max-depth", maxDepth)] {
            if let value, value < 1 {
                throw ValidationError("\(name) must be a positive number, got \(value)")
            }
        }
    }

    var bounds: ExplorationBounds {
        ExplorationBounds(maxStates: maxStates ?? ExplorationBounds.standard.maxStates, maxDepth: maxDepth)
    }
}

extension AnyMachine {
    /// Explores with progress lines on standard error for runs longer than a second.
    /// On a terminal the progress line is rewritten in place and cleared at the end; on a
    /// file or a pipe there is none, so that a command's standard error holds only its error.
    func exploreReporting(_ bounds: ExplorationBounds) -> ExploredMachine {
        let explored = explore(bounds: bounds) { progress in
            Terminal.progress(
                "\(name): \(progress.states) states, \(progress.transitions) transitions, "
                    + "depth \(progress.depth), \(String(format: "%.1f", progress.seconds)) s")
        }
        Terminal.clearProgress()
        return explored
    }
}
