import MachineKitCore
import MachineKitAsync
/// Which of a machine's moves and states recorded runs took, and how often: what
/// `check --coverage` lists, `render --coverage` paints and `tests --uncovered` writes tests for.
///
/// Counts follow the numbering of the explored graph (``StateGraph/moves``, state indices).
/// A step the machine explains in more than one way (two states share a name) counts for
/// each; steps it does not explain count for nothing.
public struct Coverage: Sendable, Hashable {
    /// How many times each move was taken, by move number.
    public var moveCounts: [Int]
    /// How many times each state was entered (or a run began in it), by state index.
    public var stateCounts: [Int]
    /// The records read.
    public var records: Int
    /// The steps of the machine they hold.
    public var steps: Int

    /// Nothing taken, over a graph of `states` states and `moves` moves.
    public init(states: Int, moves: Int) {
        moveCounts = Array(repeating: 0, count: moves)
        stateCounts = Array(repeating: 0, count: states)
        records = 0
        steps = 0
    }

    /// The moves taken at least once.
    public var takenMoves: Int { moveCounts.count { $0 > 0 } }

    /// The states visited at least once.
    public var visitedStates: Int { stateCounts.count { $0 > 0 } }

    /// The numbers of the moves no record took, in move order.
    public var untakenMoves: [Int] { moveCounts.indices.filter { moveCounts[$0] == 0 } }

    /// The greatest number of times any move was taken.
    public var maxMoveCount: Int { moveCounts.max() ?? 0 }

    /// Adds the counts of another coverage of the same graph.
    public mutating func add(_ other: Coverage) {
        precondition(
            other.moveCounts.count == moveCounts.count && other.stateCounts.count == stateCounts.count,
            "coverages of different graphs")
        for index in moveCounts.indices { moveCounts[index] += other.moveCounts[index] }
        for index in stateCounts.indices { stateCounts[index] += other.stateCounts[index] }
        records += other.records
        steps += other.steps
    }

    /// `7 of 9 moves taken, 5 of 6 states visited, in 3 records (120 steps)`.
    public var summary: String {
        "\(takenMoves) of \(moveCounts.count) moves taken, \(visitedStates) of \(stateCounts.count) states visited, "
            + "in \(records) \(records == 1 ? "record" : "records") (\(steps) \(steps == 1 ? "step" : "steps"))"
    }

    /// A move as reports list it: `loaded --refresh--> loading`, each emitted state in turn.
    public static func text(of move: Int, in graph: StateGraph) -> String {
        let moves = graph.moves
        return graph.stateNames[moves.from(move)] + " --" + graph.actionNames[moves.action(move)] + "--> "
            + moves.states(move).map { graph.stateNames[$0] }.joined(separator: " → ")
    }

    /// The coverage as `check --format json --coverage` writes it: totals, each move taken
    /// with its count, and each move never taken.
    package func json(graph: StateGraph) -> JSONValue {
        func move(_ number: Int) -> [(String, JSONValue)] {
            let moves = graph.moves
            return [
                ("from", .string(graph.stateNames[moves.from(number)])),
                ("action", .string(graph.actionNames[moves.action(number)])),
                ("states", .array(moves.states(number).map { .string(graph.stateNames[$0]) })),
            ]
        }
        return .object([
            ("records", .int(records)),
            ("steps", .int(steps)),
            ("moves", .int(moveCounts.count)),
            ("movesTaken", .int(takenMoves)),
            ("states", .int(stateCounts.count)),
            ("statesVisited", .int(visitedStates)),
            (
                "taken",
                .array(
                    moveCounts.indices.filter { moveCounts[$0] > 0 }.map {
                        .object(move($0) + [("count", .int(moveCounts[$0]))])
                    })
            ),
            ("untaken", .array(untakenMoves.map { .object(move($0)) })),
            ("unvisited", .array(stateCounts.indices.filter { stateCounts[$0] == 0 }.map { .string(graph.stateNames[$0]) })),
        ])
    }
}
