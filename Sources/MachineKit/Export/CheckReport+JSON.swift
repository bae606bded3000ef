extension IncompleteReason {
    /// `"reason": "max-states", "limit": 1000000`, or for the depth bound `"notExpanded"` too.
    var json: [(String, JSONValue)] {
        switch self {
        case .maxStates(let limit): [("reason", "max-states"), ("limit", .int(limit))]
        case .maxDepth(let limit, let cut): [("reason", "max-depth"), ("limit", .int(limit)), ("notExpanded", .int(cut))]
        }
    }
}

extension CheckReport {
    /// One machine's entry of the `check --format json` report, with the names of the
    /// reached states (``ExploredMachine/reachable``). Timing is left out so that the same
    /// machine gives the same bytes on every run.
    ///
    /// Beyond the contract's fields: `dialect` (how a spec file was read), `stopped` (why a bound stopped exploration) when it is
    /// incomplete, and `constraint` (its description and the states outside it) when the
    /// machine has one.
    package func json(reachable: [String]) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("machine", .string(machine)),
            ("complete", .bool(isComplete)),
        ]
        if let dialect = origin.dialect { pairs.append(("dialect", .string(dialect))) }
        if !isComplete {
            pairs.append(("stopped", .array(completeness.reasons.map { .object($0.json) })))
        }
        if let constraint {
            pairs.append(("constraint", .object([
                ("description", .string(constraint)), ("outside", .int(statistics.outsideConstraint)),
            ])))
        }
        pairs += [
            ("stats", .object([
                ("states", .int(statistics.states)),
                ("transitions", .int(statistics.transitions)),
                ("depth", .int(statistics.depth)),
            ])),
            ("reachable", .array(reachable.map(JSONValue.string))),
            ("findings", .array(findings.map(\.json))),
        ]
        return .object(pairs)
    }
}
