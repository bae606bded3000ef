import MachineKitCore
import MachineKitCharts
import MachineKitRecording
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
            pairs += [
                ("kind", .string(kind)), ("state", .string(states[0])),
                ("states", .array(states.map(JSONValue.string))),
            ]
        case .states(let states):
            pairs.append(("states", .array(states.map(JSONValue.string))))
        case .kinds(let kinds, let traps):
            pairs += [
                ("kinds", .array(kinds.map(JSONValue.string))),
                ("states", .array(traps[0].map(JSONValue.string))),
            ]
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
            pairs += [
                ("record", .string(step.record)), ("line", .int(step.line)), ("run", .string(step.run)),
                ("seq", .int(step.seq)), ("action", .string(step.action)), ("from", .string(step.from)),
                ("to", .string(step.to)),
            ]
            switch step.reason {
            case .noSuchMove: pairs.append(("reason", "no-such-move"))
            case .gap(let ended): pairs += [("reason", "gap"), ("ended", .string(ended))]
            case .unknownState(let state): pairs += [("reason", "unknown-state"), ("unknown", .string(state))]
            }
            pairs.append(("earlier", .array(step.earlier.map(JSONValue.string))))
            pairs.append(
                (
                    "allowed",
                    .array(
                        step.allowed.map { allowed in
                            .object([("action", .string(allowed.action)), ("states", .array(allowed.states.map(JSONValue.string)))])
                        })
                ))
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

extension Finding.Subject {
    /// A field of a report's finding that is missing or of another type.
    package struct ReadError: Error, Sendable {
        /// The field and what is wrong with it: `state: missing`.
        package var description: String
    }

    /// The subject of a finding of `check` as a report's entry holds it: what ``Finding/json``
    /// writes, read back. The check decides where the fields could mean more than one subject
    /// (an incomplete search's coverage has `states` too).
    package init(reading entry: JSONValue, check: Finding.Check) throws(ReadError) {
        func string(_ key: String) throws(ReadError) -> String {
            guard let value = entry[key]?.stringValue else { throw ReadError(description: "\(key): missing or not a string") }
            return value
        }
        func strings(_ key: String) throws(ReadError) -> [String] {
            guard let list = entry[key]?.arrayValue, case let values = list.compactMap(\.stringValue), values.count == list.count else {
                throw ReadError(description: "\(key): missing or not a list of strings")
            }
            return values
        }
        func int(_ key: String) throws(ReadError) -> Int {
            guard let number = entry[key]?.intValue else {
                throw ReadError(description: "\(key): missing or not a number")
            }
            return number
        }
        switch check {
        case .incomplete:
            self = .exploration
        case .nonconforming:
            let reason: Nonconformance.Reason
            switch try string("reason") {
            case "no-such-move": reason = .noSuchMove
            case "gap": reason = .gap(ended: try string("ended"))
            case "unknown-state": reason = .unknownState(try string("unknown"))
            case let other: throw ReadError(description: "reason: '\(other)' is not a reason a step is not explained")
            }
            guard let allowedList = entry["allowed"]?.arrayValue else { throw ReadError(description: "allowed: missing or not a list") }
            var allowed: [Nonconformance.Allowed] = []
            for item in allowedList {
                guard let action = item["action"]?.stringValue, let list = item["states"]?.arrayValue,
                    case let states = list.compactMap(\.stringValue), states.count == list.count
                else {
                    throw ReadError(description: "allowed: a move without its action and states")
                }
                allowed.append(Nonconformance.Allowed(action: action, states: states))
            }
            self = .step(
                Nonconformance(
                    record: try string("record"), line: try int("line"), run: try string("run"), seq: try int("seq"),
                    action: try string("action"), from: try string("from"), to: try string("to"), reason: reason,
                    earlier: try strings("earlier"), allowed: allowed, more: entry["more"] == nil ? 0 : try int("more")))
        default:
            if entry["kinds"] != nil {
                self = .kinds(try strings("kinds"), traps: [try strings("states")])
            } else if entry["kind"] != nil {
                self = .kind(try string("kind"), states: try strings("states"))
            } else if entry["view"] != nil {
                self = .view(try string("view"), domainKinds: entry["domainKinds"] == nil ? [] : try strings("domainKinds"))
            } else if entry["name"] != nil {
                self = entry["state"] == nil ? .property(try string("name")) : .invariant(try string("name"), state: try string("state"))
            } else if entry["state"] != nil {
                self = .state(try string("state"))
            } else if entry["states"] != nil {
                self = .states(try strings("states"))
            } else if entry["action"] != nil {
                self = .action(try string("action"))
            } else {
                throw ReadError(description: "no subject: none of state, states, kind, kinds, action, name, view")
            }
        }
    }
}
