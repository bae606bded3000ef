import Foundation
import MachineKit

/// The state of an interactive exploration: where the user is, and how they got there.
/// Each command returns the text to show; the terminal loop only reads and prints.
final class ExploreSession {
    let explored: ExploredMachine
    var graph: StateGraph { explored.graph }
    /// Every move taken so far; each is the list of steps (states) it emitted.
    private(set) var taken: [[Trace.Step]] = []
    private var initial: Int
    /// Asks a yes/no question (for overwriting a file); `nil` answers no.
    var confirm: (String) -> Bool = { _ in false }
    /// Files this run reads (the spec file): `save` never replaces them.
    var inputs: [String] = []

    init(_ explored: ExploredMachine) {
        self.explored = explored
        self.initial = explored.graph.initial.first ?? 0
    }

    var current: Int { taken.last?.last?.stateIndex ?? initial }

    /// Choices from the current state: each is an action with one outcome.
    var choices: [(action: String, states: [Int])] { choices(from: current) }

    var trace: Trace {
        Trace(steps: [Trace.Step(action: nil, state: graph.stateNames[initial], stateIndex: initial)] + taken.flatMap { $0 })
    }

    func banner() -> String {
        "\(Terminal.visible(graph.machine)): \(graph.stateCount) states, \(graph.edges.count) transitions. "
            + "Type a number or an action name; 'help' lists the commands.\n\n" + describeCurrent()
    }

    func describeCurrent() -> String {
        let state = current
        var lines = ["state: \(Terminal.visible(graph.stateNames[state]))"]
        var notes = ["kind: \(Terminal.visible(graph.kindNames[graph.stateKinds[state]]))", "depth \(graph.depth[state])"]
        if graph.isFinal[state] { notes.append("final") }
        switch graph.status[state] {
        case .outsideConstraint: notes.append("outside the constraint: not explored")
        case .atDepthBound: notes.append("at the depth bound: not explored")
        case .notExpanded: notes.append("beyond the state bound: not explored")
        case .expanded: break
        }
        lines[0] += "  (" + notes.joined(separator: ", ") + ")"
        let options = choices
        if options.isEmpty {
            let expanded = graph.status[state] == .expanded
            lines.append(
                graph.isFinal[state] ? "  no actions: a final state" : expanded ? "  no actions" : "  its actions were not explored")
        }
        for (offset, choice) in options.enumerated() {
            let path = choice.states.map { Terminal.visible(graph.stateNames[$0]) }
            lines.append("  \(offset + 1). \(Terminal.visible(choice.action)) → " + path.joined(separator: " → "))
        }
        return lines.joined(separator: "\n")
    }

    enum Reply: Equatable {
        case text(String)
        /// A command that could not be done (a piped script fails with exit code 2).
        case failed(String)
        case quit
    }

    static let help = """
        Commands:
          N              take choice N (an action with one of its outcomes)
          ACTION         take an action by name (when it has one outcome)
          back           undo the last move
          reset          go back to the initial state
          history        print the moves taken so far
          goto STATE     go to a state (or kind) by the shortest path
          save FILE      save the moves taken as a JSON trace
          replay FILE    reset, then replay a saved JSON trace
          help           print this help
          quit           leave (so does end of input)
        """

    func handle(_ input: String) -> Reply {
        let line = input.trimmingCharacters(in: .whitespaces)
        if line.isEmpty { return .text(describeCurrent()) }
        let (word, argument) = split(line)
        switch word {
        case "quit", "exit", "q": return .quit
        case "help", "?": return .text(Self.help)
        case "back":
            guard !taken.isEmpty else { return .failed("already at the initial state\n" + describeCurrent()) }
            taken.removeLast()
            return .text(describeCurrent())
        case "reset":
            taken.removeAll()
            return .text(describeCurrent())
        case "history":
            return .text(Terminal.visible(trace.line))
        case "goto":
            guard !argument.isEmpty else { return .failed("goto needs a state name") }
            guard let target = graph.state(named: argument) else {
                return .failed("no reachable state '\(Terminal.visible(argument))'" + StateLookup.hint(argument, in: graph))
            }
            taken = graph.trace(to: target).moves
            return .text(describeCurrent())
        case "save":
            return save(argument)
        case "replay":
            return replay(argument)
        default:
            return take(line)
        }
    }

    private func split(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(of: " ") else { return (line, "") }
        return (String(line[..<space]), line[line.index(after: space)...].trimmingCharacters(in: .whitespaces))
    }

    private func take(_ line: String) -> Reply {
        let options = choices
        var pick: Int?
        if let number = Int(line) {
            guard (1...max(options.count, 1)).contains(number), !options.isEmpty else {
                return .failed("no choice \(number): pick 1 to \(options.count)" + (options.isEmpty ? " (there are none)" : ""))
            }
            pick = number - 1
        } else {
            let matching = options.indices.filter { options[$0].action == line }
            if matching.isEmpty {
                let words = ["quit", "help", "back", "reset", "history", "goto", "save", "replay"] + options.map(\.action)
                return .failed(
                    "unknown command or action '\(Terminal.visible(line))'" + DidYouMean.hint(for: line, among: words)
                        + "; 'help' lists the commands")
            }
            if matching.count > 1 {
                return .failed(
                    "'\(Terminal.visible(line))' has \(matching.count) outcomes: pick "
                        + matching.map { String($0 + 1) }.joined(separator: " or "))
            }
            pick = matching[0]
        }
        taken.append(steps(options[pick!]))
        return .text(describeCurrent())
    }

    private func save(_ path: String) -> Reply {
        guard !path.isEmpty else { return .failed("save needs a file name") }
        // A new file, or an existing regular file after a yes; never the spec file being
        // explored, a FIFO, a device or through a symbolic link (see OutputFile).
        let text = JSONValue.object([("machine", .string(graph.machine)), ("trace", trace.json)]).pretty + "\n"
        do {
            try OutputFile.write(Array(text.utf8), to: path, replace: .ask(confirm), inputs: inputs)
        } catch {
            return .failed("not saved: " + Terminal.visible(error.description))
        }
        return .text("saved \(taken.count) moves (\(trace.length) steps) to \(Terminal.visible(path))")
    }

    /// Replays a saved trace from the initial state; on any mismatch nothing changes.
    ///
    /// The file is read within ``TraceDocument``'s limits, one step at a time, and each step
    /// is matched as it comes: memory grows with the steps, never with the file's nesting.
    private func replay(_ path: String) -> Reply {
        guard !path.isEmpty else { return .failed("replay needs a file name") }
        let steps: [(action: String?, state: String)]
        do {
            steps = try TraceDocument.load(path: path)
        } catch {
            return .failed(Terminal.visible(error.description))
        }
        guard let first = steps.first, first.state == graph.stateNames[initial] else {
            return .failed(
                "\(Terminal.visible(path)): the trace does not start at the initial state '\(Terminal.visible(graph.stateNames[initial]))'")
        }
        var replayed: [[Trace.Step]] = []
        var position = 1
        var from = initial
        while position < steps.count {
            let action = steps[position].action
            let options = choices(from: from).filter { $0.action == action }
            guard
                let match = options.first(where: { option in
                    position + option.states.count <= steps.count
                        && zip(option.states, steps[position...]).allSatisfy { state, step in
                            graph.stateNames[state] == step.state && step.action == action
                        }
                })
            else {
                return .failed(
                    "\(Terminal.visible(path)): step \(position) (\(Terminal.visible(action ?? "?")) → "
                        + "\(Terminal.visible(steps[position].state))) is not possible "
                        + "from '\(Terminal.visible(graph.stateNames[from]))'; replayed \(replayed.count) moves, nothing changed")
            }
            replayed.append(self.steps(match))
            from = match.states.last!
            position += match.states.count
        }
        taken = replayed
        return .text("replayed \(replayed.count) moves\n" + describeCurrent())
    }

    /// The trace steps of taking a choice.
    private func steps(_ choice: (action: String, states: [Int])) -> [Trace.Step] {
        choice.states.enumerated().map { position, state in
            Trace.Step(action: choice.action, state: graph.stateNames[state], stateIndex: state, continuesMove: position > 0)
        }
    }

    /// The moves of a state, each an action with the states it emits.
    private func choices(from state: Int) -> [(action: String, states: [Int])] {
        graph.moves.moves(from: state).map { move in (graph.actionNames[move.action], move.states) }
    }
}
