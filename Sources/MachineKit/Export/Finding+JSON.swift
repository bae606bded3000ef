extension Finding {
    /// The finding as the `check --format json` contract writes it. A roll-up keeps the
    /// contract's fields (`state` and `trace` of its nearest state, `states` of its nearest
    /// trap) and adds `kind` or `kinds`, every state in `states`, and `instances`: each
    /// finding it stands for, with its own trace.
    package var json: JSONValue {
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
        case .property(let name):
            pairs.append(("name", .string(name)))
        case .view(let view, let domainKinds):
            pairs.append(("view", .string(view)))
            if !domainKinds.isEmpty { pairs.append(("domainKinds", .array(domainKinds.map(JSONValue.string)))) }
        case .exploration:
            break
        case .step(let step):
            pairs += [("record", .string(step.record)), ("line", .int(step.line)), ("run", .string(step.run)),
                      ("seq", .int(step.seq)), ("action", .string(step.action)), ("from", .string(step.from)),
                      ("to", .string(step.to))]
            switch step.reason {
            case .noSuchMove: pairs.append(("reason", "no-such-move"))
            case .gap(let ended): pairs += [("reason", "gap"), ("ended", .string(ended))]
            case .unknownState(let state): pairs += [("reason", "unknown-state"), ("unknown", .string(state))]
            }
            pairs.append(("earlier", .array(step.earlier.map(JSONValue.string))))
            pairs.append(("allowed", .array(step.allowed.map { allowed in
                .object([("action", .string(allowed.action)), ("states", .array(allowed.states.map(JSONValue.string)))])
            })))
            if step.more > 0 { pairs.append(("more", .int(step.more))) }
        }
        if let reason { pairs += reason.json }
        if let location { pairs += [("file", .string(location.relativeFile())), ("line", .int(location.line))] }
        pairs.append(("message", .string(message)))
        if let trace { pairs.append(("trace", trace.json)) }
        if isRollUp { pairs.append(("instances", .array(instances.map(\.json)))) }
        return .object(pairs)
    }
}
