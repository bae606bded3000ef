/// A JSON document with ordered object keys, written the same bytes on every run.
public indirect enum JSONValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.compact == rhs.compact }
    public func hash(into hasher: inout Hasher) { hasher.combine(compact) }

    /// On one line, with no spaces.
    public var compact: String {
        var output = ""
        write(to: &output, indent: nil, level: 0)
        return output
    }

    /// Indented by two spaces, ending without a newline.
    public var pretty: String {
        var output = ""
        write(to: &output, indent: "  ", level: 0)
        return output
    }

    private func write(to output: inout String, indent: String?, level: Int) {
        switch self {
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .int(let value): output += String(value)
        case .double(let value):
            output += value.isFinite ? String(value) : "null"
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            if items.isEmpty { output += "[]"; return }
            output += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { output += "," }
                newline(&output, indent, level + 1)
                item.write(to: &output, indent: indent, level: level + 1)
            }
            newline(&output, indent, level)
            output += "]"
        case .object(let pairs):
            if pairs.isEmpty { output += "{}"; return }
            output += "{"
            for (offset, (key, value)) in pairs.enumerated() {
                if offset > 0 { output += "," }
                newline(&output, indent, level + 1)
                JSONValue.writeString(key, to: &output)
                output += indent == nil ? ":" : ": "
                value.write(to: &output, indent: indent, level: level + 1)
            }
            newline(&output, indent, level)
            output += "}"
        }
    }

    private func newline(_ output: inout String, _ indent: String?, _ level: Int) {
        guard let indent else { return }
        output += "\n" + String(repeating: indent, count: level)
    }

    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

extension Trace {
    /// `[{"state": …}, {"action": …, "state": …}, …]`, as in the check report.
    public var json: JSONValue {
        .array(steps.map { step in
            var pairs: [(String, JSONValue)] = []
            if let action = step.action { pairs.append(("action", .string(action))) }
            pairs.append(("state", .string(step.state)))
            return .object(pairs)
        })
    }
}

extension Finding {
    /// The finding as the `check --format json` contract writes it. A roll-up keeps the
    /// contract's fields (`state` and `trace` of its nearest state, `states` of its nearest
    /// trap) and adds `kind` or `kinds`, every state in `states`, and `instances`: each
    /// finding it stands for, with its own trace.
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("check", .string(check.rawValue))]
        switch subject {
        case .state(let state):
            pairs.append(("state", .string(state)))
        case .kind(let kind, let states):
            pairs += [("kind", .string(kind)), ("state", .string(states[0])),
                      ("states", .array(states.map(JSONValue.string)))]
        case .states(let states):
            pairs.append(("states", .array(states.map(JSONValue.string))))
        case .kinds(let kinds, let traps):
            pairs += [("kinds", .array(kinds.map(JSONValue.string))),
                      ("states", .array(traps[0].map(JSONValue.string)))]
        case .action(let action):
            pairs.append(("action", .string(action)))
        case .invariant(let name, let state):
            pairs += [("name", .string(name)), ("state", .string(state))]
        case .view(let view, let domainKinds):
            pairs.append(("view", .string(view)))
            if !domainKinds.isEmpty { pairs.append(("domainKinds", .array(domainKinds.map(JSONValue.string)))) }
        case .exploration:
            break
        }
        if let reason { pairs += reason.json }
        pairs.append(("message", .string(message)))
        if let trace { pairs.append(("trace", trace.json)) }
        if isRollUp { pairs.append(("instances", .array(instances.map(\.json)))) }
        return .object(pairs)
    }
}

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
    /// Beyond the contract's fields: `stopped` (why a bound stopped exploration) when it is
    /// incomplete, and `constraint` (its description and the states outside it) when the
    /// machine has one.
    public func json(reachable: [String]) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("machine", .string(machine)),
            ("complete", .bool(isComplete)),
        ]
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
