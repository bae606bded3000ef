import MachineKitCore
import MachineKitCharts
import MachineKitRecording
extension IncompleteReason {
    /// `"reason": "max-states", "limit": 1000000`, or for the depth bound `"notExpanded"` too.
    var json: [(String, JSONValue)] {
        switch self {
        case .maxStates(let limit): [("reason", "max-states"), ("limit", .int(limit))]
        case .maxDepth(let limit, let cut): [("reason", "max-depth"), ("limit", .int(limit)), ("notExpanded", .int(cut))]
        case .bitstate(let coverage): [("reason", "bitstate")] + coverage.json
        case .uncontrolled(let states): [("reason", "uncontrolled"), ("states", .int(states))]
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
        // A partial search says so in a field of its own: it is not a bound that stopped it.
        if completeness.isPartialSearch { pairs.append(("partial", .bool(true))) }
        if let constraint {
            pairs.append(
                (
                    "constraint",
                    .object([
                        ("description", .string(constraint)), ("outside", .int(statistics.outsideConstraint)),
                    ])
                ))
        }
        pairs += [
            (
                "stats",
                .object([
                    ("states", .int(statistics.states)),
                    ("transitions", .int(statistics.transitions)),
                    ("depth", .int(statistics.depth)),
                ])
            ),
            ("reachable", .array(reachable.map(JSONValue.string))),
            ("findings", .array(findings.map(\.json))),
        ]
        return .object(pairs)
    }
}

extension BitstateCoverage {
    /// `bits`, `hashes`, the estimate (`states`, `hashFactor`, `expectedOmissions`) and each search.
    package var json: [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [
            ("bits", .int(bits)), ("hashes", .int(hashes)), ("states", .int(states)),
            ("hashFactor", .double(hashFactor)), ("expectedOmissions", .double(expectedOmissions)),
        ]
        if let maxDepth { pairs.append(("maxDepth", .int(maxDepth))) }
        pairs.append(
            (
                "searches",
                .array(
                    searches.map { search in
                        .object([
                            ("seed", search.seed <= UInt64(Int.max) ? .int(Int(search.seed)) : .string(String(search.seed))),
                            ("states", .int(search.states)),
                            ("transitions", .int(search.transitions)), ("depth", .int(search.depth)),
                            ("bitsSet", .int(search.bitsSet)), ("expectedOmissions", .double(search.expectedOmissions)),
                            ("notExpanded", .int(search.depthCut)),
                        ])
                    })
            ))
        return pairs
    }
}
