import Foundation
import MachineKit

/// A path through a machine, by name: the initial state, then each move as its action and
/// the states it emits in turn. What `vsm-inspect tests` writes, and what
/// ``expectPath(_:_:fileID:filePath:line:column:)`` replays.
public struct MachinePath: Sendable, Hashable, CustomStringConvertible {
    /// One move: an action and the states it emits, the last where it settles.
    public struct Step: Sendable, Hashable {
        /// The move's action.
        public var action: String
        /// The states the move emits, in order.
        public var states: [String]

        /// A move by `action` that emits `states`.
        public init(_ action: String, _ states: [String]) {
            self.action = action
            self.states = states
        }

        /// A move by `action` that leads to `state`.
        public init(_ action: String, _ state: String) {
            self.init(action, [state])
        }
    }

    /// The name of the initial state the path starts from.
    public var initial: String
    /// The moves, in order.
    public var steps: [Step]

    /// A path from `initial` through `steps`.
    public init(_ initial: String, _ steps: [Step] = []) {
        self.initial = initial
        self.steps = steps
    }

    /// The path of a trace.
    public init(_ trace: Trace) {
        self.initial = trace.steps.first?.state ?? ""
        self.steps = trace.moves.map { move in Step(move[0].action ?? "", move.map(\.state)) }
    }

    /// Where the path ends.
    public var last: String { steps.last?.states.last ?? initial }

    /// `to loaded(State machines) in 2 moves`, as test results name an argument.
    public var description: String { "to \(last) in \(steps.count) moves" }
}

/// Replays a path against a machine: from the named initial state, each step must be a move
/// the machine offers (the action, and exactly the states named, in turn; the last step may
/// stop at a state emitted on the way). Fails the running
/// test at the first step that is not, saying what the machine offers there instead.
///
/// ```swift
/// @Test func reachesLoaded() {
///     expectPath(BlogEntryFeature.machine(), MachinePath("initialized", [
///         .init("load", ["loading", "loaded(State machines)"]),
///     ]))
/// }
/// ```
/// - Returns: whether the whole path was replayed.
@discardableResult
public func expectPath<State, Action>(
    _ machine: Machine<State, Action>,
    _ path: MachinePath,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    // The machine's own functions, step by step; where a name depends on what exploration saw
    // (a statechart's history memory is named only where it tells states apart), the path is
    // followed through the explored machine instead.
    switch replay(machine, path) {
    case .replayed:
        return true
    case .failed(let message):
        if case .replayed = replayExplored(machine, path) { return true }
        recordFailure("machine '\(machine.name)': " + message, fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
}

private enum Replay {
    case replayed
    case failed(String)
}

/// Follows a path by running the machine's expand function on each state reached.
private func replay<State, Action>(_ machine: Machine<State, Action>, _ path: MachinePath) -> Replay {
    guard var current = machine.initialStates.first(where: { machine.stateName($0) == path.initial }) else {
        let initial = machine.initialStates.map { "'\(machine.stateName($0))'" }.joined(separator: ", ")
        return .failed("the path starts at '\(path.initial)', which is not an initial state (they are \(initial))")
    }
    for (offset, step) in path.steps.enumerated() {
        // The last step may stop within a move: a state emitted on the way.
        let isLast = offset == path.steps.count - 1
        var successors = Successors<State, Action>()
        machine.expand(current, &successors)
        var offered: [String] = []
        var taken: State?
        for outcome in 0..<successors.count {
            let action = machine.actionName(successors.action(outcome))
            let states = successors.outcome(outcome)
            let names = states.map(machine.stateName)
            offered.append("\(action) → " + names.joined(separator: " → "))
            if taken == nil, action == step.action, names == step.states { taken = states.last }
        }
        if taken == nil, isLast {
            for outcome in 0..<successors.count where machine.actionName(successors.action(outcome)) == step.action {
                let states = Array(successors.outcome(outcome))
                if states.map(machine.stateName).starts(with: step.states), !step.states.isEmpty {
                    taken = states[step.states.count - 1]
                    break
                }
            }
        }
        guard let next = taken else {
            let wanted = "\(step.action) → " + step.states.joined(separator: " → ")
            let choices = offered.isEmpty ? "no move at all" : offered.joined(separator: "; ")
            return .failed(
                "step \(offset + 1) (\(wanted)) is not a move of '\(machine.stateName(current))', "
                    + "which offers: \(choices)")
        }
        current = next
    }
    return .replayed
}

/// Follows a path through the explored machine's moves, by the names reports give.
private func replayExplored<State, Action>(_ machine: Machine<State, Action>, _ path: MachinePath) -> Replay {
    let graph = machine.explore().graph
    guard var current = graph.initial.first(where: { graph.stateNames[$0] == path.initial }) else {
        return .failed("the path starts at '\(path.initial)', which is not an initial state")
    }
    for (offset, step) in path.steps.enumerated() {
        let isLast = offset == path.steps.count - 1
        let moves = graph.moves.moves(from: current)
        let match = moves.first { move in
            let names = move.states.map { graph.stateNames[$0] }
            return graph.actionNames[move.action] == step.action && (names == step.states || isLast && names.starts(with: step.states))
        }
        guard let move = match, !step.states.isEmpty else {
            return .failed("step \(offset + 1) is not a move of '\(graph.stateNames[current])'")
        }
        current = move.states[step.states.count - 1]
    }
    return .replayed
}

/// The path of a file in the package that holds the calling test: `#filePath` is followed up
/// to the directory with `Package.swift`. Generated tests find spec files this way.
public func packageFile(_ relativePath: String, from filePath: StaticString = #filePath) -> String {
    var directory = "\(filePath)"
    while let slash = directory.lastIndex(of: "/") {
        directory = String(directory[..<slash])
        if FileManager.default.fileExists(atPath: directory + "/Package.swift") { return directory + "/" + relativePath }
    }
    return relativePath
}
