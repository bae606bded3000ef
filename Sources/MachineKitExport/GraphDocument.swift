import MachineKitCore
import MachineKitCharts
import MachineKitRecording
import Foundation

/// The explored graph as a JSON document: what `check --format json --graph` adds to each
/// machine and `render --format json` writes, and what `diff` reads back. Written from a
/// ``StateGraph`` and read strictly: a field that is missing, of another type, or not one of
/// these is an error that names where it is, never a default.
package struct GraphDocument: Sendable, Hashable, Decodable {
    /// A reached state.
    package struct State: Sendable, Hashable, Decodable {
        package var id: Int
        package var name: String
        package var kind: String
        package var final: Bool
        package var status: StateGraph.Status
        package var depth: Int
        /// The move that first reached it; `nil` for an initial state.
        package var reachedBy: Int?

        private enum CodingKeys: String, CodingKey, CaseIterable { case id, name, kind, final, status, depth, reachedBy }

        package init(id: Int, name: String, kind: String, final: Bool, status: StateGraph.Status, depth: Int, reachedBy: Int?) {
            (self.id, self.name, self.kind, self.final, self.status, self.depth, self.reachedBy) =
                (id, name, kind, final, status, depth, reachedBy)
        }

        package init(from decoder: any Decoder) throws {
            let fields = try strictContainer(decoder, CodingKeys.self)
            id = try fields.decode(Int.self, forKey: .id)
            name = try fields.decode(String.self, forKey: .name)
            kind = try fields.decode(String.self, forKey: .kind)
            final = try fields.decode(Bool.self, forKey: .final)
            let status = try fields.decode(String.self, forKey: .status)
            guard let known = StateGraph.Status(rawValue: status) else {
                throw DecodingError.dataCorruptedError(forKey: .status, in: fields, debugDescription: "'\(status)' is not a state's status")
            }
            self.status = known
            depth = try fields.decode(Int.self, forKey: .depth)
            reachedBy = try fields.decode(Int?.self, forKey: .reachedBy)
        }
    }

    /// One move: an action from a state and the states it leads to, in turn.
    package struct Move: Sendable, Hashable, Decodable {
        package var from: Int
        package var action: String
        package var states: [Int]

        private enum CodingKeys: String, CodingKey, CaseIterable { case from, action, states }

        package init(from: Int, action: String, states: [Int]) {
            (self.from, self.action, self.states) = (from, action, states)
        }

        package init(from decoder: any Decoder) throws {
            let fields = try strictContainer(decoder, CodingKeys.self)
            from = try fields.decode(Int.self, forKey: .from)
            action = try fields.decode(String.self, forKey: .action)
            states = try fields.decode([Int].self, forKey: .states)
        }
    }

    /// An edge of the moves, each once (derived from the moves; read and checked for shape).
    package struct Edge: Sendable, Hashable, Decodable {
        package var from: Int
        package var action: String
        package var to: Int
        package var continuation: Bool

        private enum CodingKeys: String, CodingKey, CaseIterable { case from, action, to, continuation }

        package init(from: Int, action: String, to: Int, continuation: Bool) {
            (self.from, self.action, self.to, self.continuation) = (from, action, to, continuation)
        }

        package init(from decoder: any Decoder) throws {
            let fields = try strictContainer(decoder, CodingKeys.self)
            from = try fields.decode(Int.self, forKey: .from)
            action = try fields.decode(String.self, forKey: .action)
            to = try fields.decode(Int.self, forKey: .to)
            continuation = try fields.decode(Bool.self, forKey: .continuation)
        }
    }

    package var kinds: [String]
    package var kindParents: [Int?]
    package var kindsDeclared: Bool
    package var actions: [String]
    package var declaredActions: Int
    package var declaresFinalStates: Bool
    package var initial: [Int]
    package var states: [State]
    package var moves: [Move]
    package var edges: [Edge]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case kinds, kindParents, kindsDeclared, actions, declaredActions, declaresFinalStates, initial, states, moves, edges
    }

    /// The document of an explored graph.
    package init(_ graph: StateGraph) {
        kinds = graph.kindNames
        kindParents = graph.kindParents
        kindsDeclared = graph.kindsDeclared
        actions = graph.actionNames
        declaredActions = graph.declaredActionCount
        declaresFinalStates = graph.declaresFinalStates
        initial = graph.initial
        states = graph.stateNames.indices.map { index in
            State(
                id: index, name: graph.stateNames[index], kind: graph.kindNames[graph.stateKinds[index]],
                final: graph.isFinal[index], status: graph.status[index], depth: graph.depth[index],
                reachedBy: graph.reachedBy[index] < 0 ? nil : graph.reachedBy[index])
        }
        moves = (0..<graph.moves.count).map { move in
            Move(from: graph.moves.from(move), action: graph.actionNames[graph.moves.action(move)], states: graph.moves.states(move))
        }
        edges = graph.edges.map {
            Edge(from: $0.from, action: graph.actionNames[$0.action], to: $0.to, continuation: $0.isContinuation)
        }
    }

    package init(from decoder: any Decoder) throws {
        let fields = try strictContainer(decoder, CodingKeys.self)
        kinds = try fields.decode([String].self, forKey: .kinds)
        kindParents = try fields.decode([Int?].self, forKey: .kindParents)
        kindsDeclared = try fields.decode(Bool.self, forKey: .kindsDeclared)
        actions = try fields.decode([String].self, forKey: .actions)
        declaredActions = try fields.decode(Int.self, forKey: .declaredActions)
        declaresFinalStates = try fields.decode(Bool.self, forKey: .declaresFinalStates)
        initial = try fields.decode([Int].self, forKey: .initial)
        states = try fields.decode([State].self, forKey: .states)
        moves = try fields.decode([Move].self, forKey: .moves)
        edges = try fields.decode([Edge].self, forKey: .edges)
    }

    /// Reads the document from a graph's JSON; a field missing, of another type or unknown
    /// is an error of one line that names where it is (`states[2].depth: missing`).
    package static func read(_ data: Data) throws(ReadError) -> GraphDocument {
        let value: JSONValue
        do {
            value = try JSONValue.read(Array(data))
        } catch {
            throw ReadError(description: "not JSON: line \(error.line): \(error.message)")
        }
        return try read(value)
    }

    /// Reads the document from a graph's JSON value, as strictly as from its text.
    package static func read(_ value: JSONValue) throws(ReadError) -> GraphDocument {
        do {
            return try value.decode(GraphDocument.self)
        } catch let error as DecodingError {
            throw ReadError(description: Self.describe(error))
        } catch {
            throw ReadError(description: "not a graph")
        }
    }

    /// A graph document that cannot be read, with where and why.
    package struct ReadError: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// The fields in the order they are written; states, moves and edges made one at a time as
    /// the text is written (``JSONValue/generated(count:element:)``), so that a document past its
    /// byte budget stops being made there.
    package var json: JSONValue {
        .object([
            ("kinds", .array(kinds.map(JSONValue.string))),
            ("kindParents", .array(kindParents.map { $0.map(JSONValue.int) ?? .null })),
            ("kindsDeclared", .bool(kindsDeclared)),
            ("actions", .array(actions.map(JSONValue.string))),
            ("declaredActions", .int(declaredActions)),
            ("declaresFinalStates", .bool(declaresFinalStates)),
            ("initial", .array(initial.map(JSONValue.int))),
            (
                "states",
                .generated(count: states.count) { [states] index in
                    let state = states[index]
                    return .object([
                        ("id", .int(state.id)),
                        ("name", .string(state.name)),
                        ("kind", .string(state.kind)),
                        ("final", .bool(state.final)),
                        ("status", .string(state.status.rawValue)),
                        ("depth", .int(state.depth)),
                        ("reachedBy", state.reachedBy.map(JSONValue.int) ?? .null),
                    ])
                }
            ),
            (
                "moves",
                .generated(count: moves.count) { [moves] index in
                    let move = moves[index]
                    return .object([
                        ("from", .int(move.from)), ("action", .string(move.action)), ("states", .array(move.states.map(JSONValue.int))),
                    ])
                }
            ),
            (
                "edges",
                .generated(count: edges.count) { [edges] index in
                    let edge = edges[index]
                    return .object([
                        ("from", .int(edge.from)), ("action", .string(edge.action)), ("to", .int(edge.to)),
                        ("continuation", .bool(edge.continuation)),
                    ])
                }
            ),
        ])
    }

    /// `states[2].depth: missing`, `kinds[0]: not a string`, `states[0].colour: not a field of the graph`.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var text = ""
            for key in keys {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "the graph" : text
        }
        switch error {
        case .keyNotFound(let key, let context): return path(context.codingPath + [key]) + ": missing"
        case .valueNotFound(_, let context): return path(context.codingPath) + ": null where a value belongs"
        case .typeMismatch(let type, let context): return path(context.codingPath) + ": not \(Self.noun(type))"
        case .dataCorrupted(let context): return path(context.codingPath) + ": " + context.debugDescription
        @unknown default: return "not a graph"
        }
    }

    private static func noun(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int?.Type: "a whole number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "of the expected shape"
        }
    }
}

/// Any field name, to find the ones a type does not know.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The container of `Keys`, after refusing any field that is not one of them.
private func strictContainer<Keys: CodingKey & CaseIterable>(
    _ decoder: any Decoder, _ keys: Keys.Type
) throws -> KeyedDecodingContainer<Keys> {
    let all = try decoder.container(keyedBy: AnyKey.self)
    let known = Set(Keys.allCases.map(\.stringValue))
    if let unknown = all.allKeys.first(where: { !known.contains($0.stringValue) }) {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [unknown], debugDescription: "not a field of the graph"))
    }
    return try decoder.container(keyedBy: Keys.self)
}
