extension StateGraph {
    /// The explored graph as JSON: states, moves, edges, kinds (with their parents), actions,
    /// and the findings of its report.
    package func json(findings: [Finding], complete: Bool) -> JSONValue {
        .object([("machine", .string(machine)), ("complete", .bool(complete))] + jsonFields
            + [("findings", .array(findings.map(\.json)))])
    }

    /// The graph alone, as `check --format json --graph` adds it to each machine.
    package var json: JSONValue { .object(jsonFields) }

    private var jsonFields: [(String, JSONValue)] {
        [
            ("kinds", .array(kindNames.map(JSONValue.string))),
            ("kindParents", .array(kindParents.map { $0.map(JSONValue.int) ?? .null })),
            ("kindsDeclared", .bool(kindsDeclared)),
            ("actions", .array(actionNames.map(JSONValue.string))),
            ("declaredActions", .int(declaredActionCount)),
            ("declaresFinalStates", .bool(declaresFinalStates)),
            ("initial", .array(initial.map(JSONValue.int))),
            ("states", .array(stateNames.indices.map { index in
                .object([
                    ("id", .int(index)),
                    ("name", .string(stateNames[index])),
                    ("kind", .string(kindNames[stateKinds[index]])),
                    ("final", .bool(isFinal[index])),
                    ("status", .string(status[index].rawValue)),
                    ("depth", .int(depth[index])),
                    ("reachedBy", reachedBy[index] < 0 ? .null : .int(reachedBy[index])),
                ])
            })),
            ("moves", .array((0..<moves.count).map { move in
                .object([
                    ("from", .int(moves.from(move))),
                    ("action", .string(actionNames[moves.action(move)])),
                    ("states", .array(moves.states(move).map(JSONValue.int))),
                ])
            })),
            ("edges", .array(edges.map { edge in
                .object([
                    ("from", .int(edge.from)),
                    ("action", .string(actionNames[edge.action])),
                    ("to", .int(edge.to)),
                    ("continuation", .bool(edge.isContinuation)),
                ])
            })),
        ]
    }
}
