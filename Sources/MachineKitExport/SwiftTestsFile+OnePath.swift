import MachineKitCore
import MachineKitCharts
import MachineKitRecording
extension SwiftTestsFile {
    /// The text ``SwiftTestsFile`` writes for a file of one path, cut into the fixed pieces
    /// between the path's names, so that code without Swift (the web explorer's page) can
    /// write the same bytes for any path by joining the pieces with the names' Swift
    /// literals (``SwiftTestsFile/literal(_:)``).
    ///
    /// The pieces are read off ``SwiftTestsFile/text`` itself, written for paths of
    /// placeholder names, never spelt out a second time: a change of the file's format
    /// changes them with it. ``text(initial:moves:)`` joins them as a page does.
    ///
    /// A path with no move is `head` + initial + `endWithoutMoves`; a path with moves is
    /// `head` + initial + `openMoves`, then for each move (after the first,
    /// `betweenMoves` before it) its action + `beforeStates` + its states joined by
    /// `betweenStates`, then `endWithMoves`.
    package struct OnePathTemplate: Sendable, Hashable {
        /// Everything before the initial state's literal.
        package var head: String
        /// After the initial state, for a path with no move.
        package var endWithoutMoves: String
        /// After the initial state, before the first move.
        package var openMoves: String
        /// After a move's action, before its first state.
        package var beforeStates: String
        /// Between two states of one move.
        package var betweenStates: String
        /// Between two moves.
        package var betweenMoves: String
        /// After the last move.
        package var endWithMoves: String

        /// The file of one path, from the literals of its names: what ``SwiftTestsFile/text``
        /// writes for it.
        /// - Parameters:
        ///   - initial: the literal of the initial state's name.
        ///   - moves: for each move, the literal of its action and those of the states it emits.
        package func text(initial: String, moves: [(action: String, states: [String])]) -> String {
            guard !moves.isEmpty else { return head + initial + endWithoutMoves }
            var output = head + initial + openMoves
            for (offset, move) in moves.enumerated() {
                if offset > 0 { output += betweenMoves }
                output += move.action + beforeStates + move.states.joined(separator: betweenStates)
            }
            return output + endWithMoves
        }

        /// The file of one trace, as ``SwiftTestsFile/text`` writes it for the trace as a
        /// walked path (``SwiftTestsFile/Contents/walkedPath``).
        package func text(_ trace: Trace) -> String {
            text(
                initial: SwiftTestsFile.literal(trace.steps.first?.state ?? ""),
                moves: trace.moves.map { move in
                    (SwiftTestsFile.literal(move[0].action ?? ""), move.map { SwiftTestsFile.literal($0.state) })
                })
        }
    }

    /// The pieces of a file of one walked path for a machine, as ``SwiftTestsFile/text``
    /// writes it with `source` and `command` (where the path was walked).
    package static func onePathTemplate(machine: String, source: Source, command: String) -> OnePathTemplate {
        // Placeholder names from Unicode's private use area, which `literal` copies as they are
        // and no header, import or suite name holds.
        let names = (0..<6).map { String(UnicodeScalar(0xF0000 + $0)!) }
        func file(_ steps: [Trace.Step]) -> String {
            SwiftTestsFile(
                machine: machine, source: source, covering: [Trace(steps: steps)], command: command,
                contents: .walkedPath
            ).text
        }
        // Each file split at its placeholders' literals, in the order the path names them.
        func pieces(_ text: String, _ order: [Int]) -> [String] {
            var result: [String] = []
            var rest = Substring(text)
            for index in order {
                let literal = SwiftTestsFile.literal(names[index])
                guard let range = rest.range(of: literal) else {
                    preconditionFailure("SwiftTestsFile wrote no literal for a name of the path")
                }
                result.append(String(rest[..<range.lowerBound]))
                rest = rest[range.upperBound...]
            }
            return result + [String(rest)]
        }
        func step(_ action: Int?, _ state: Int, continues: Bool = false) -> Trace.Step {
            Trace.Step(action: action.map { names[$0] }, state: names[state], stateIndex: state, continuesMove: continues)
        }
        let empty = pieces(file([step(nil, 0)]), [0])
        // initial, a move of two states, a move of one: every piece appears.
        let moves = pieces(
            file([step(nil, 0), step(1, 2), step(1, 3, continues: true), step(4, 5)]), [0, 1, 2, 3, 4, 5])
        precondition(empty[0] == moves[0] && moves[2] == moves[5], "SwiftTestsFile's path lines changed shape")
        return OnePathTemplate(
            head: empty[0], endWithoutMoves: empty[1], openMoves: moves[1], beforeStates: moves[2],
            betweenStates: moves[3], betweenMoves: moves[4], endWithMoves: moves[6])
    }
}

extension SwiftTestsFile.OnePathTemplate {
    /// The pieces as a JSON object with the same field names.
    package var json: JSONValue {
        .object([
            ("head", .string(head)), ("endWithoutMoves", .string(endWithoutMoves)), ("openMoves", .string(openMoves)),
            ("beforeStates", .string(beforeStates)), ("betweenStates", .string(betweenStates)),
            ("betweenMoves", .string(betweenMoves)), ("endWithMoves", .string(endWithMoves)),
        ])
    }
}
