import MachineKit

/// The JSON report as `check` writes it, field by field: the one description `merge` reads a
/// report by. Every object lists the fields it may have, each with its type, and the ones it
/// must have; a field not listed, a value of another type, or a count that is not a whole
/// number of 0 or more is bad input. The writer's output is held to it by the tests that
/// merge real reports (every mode: graph, coverage, conform, bit-state, constraint).
indirect enum ReportShape: Sendable {
    case string
    case bool
    /// A whole number of 0 or more.
    case count
    /// Any number (a hash factor, an expected number of omissions).
    case number
    /// A whole number of 0 or more, or its decimal digits as a string (a seed past `Int.max`).
    case countOrDigits
    case array(ReportShape)
    /// An object of these fields and no others; `required` lists those it must have.
    case object([String: ReportShape], required: Set<String>)
    /// An object whose own document is checked where it is read (a graph, copied as written).
    case anyObject
    /// One shape or the other: a finding's `states` are names, an incomplete search's a count.
    case either(ReportShape, ReportShape)

    static let strings: ReportShape = .array(.string)

    /// The report: `ok`, `machines`, and `badInput` when an input could not be read.
    static let report: ReportShape = .object(
        [
            "ok": .bool, "allowIncomplete": .bool, "machines": .array(machine), "badInput": .array(badInput),
        ], required: ["ok", "machines"])

    static let badInput: ReportShape = .object(
        [
            "check": .string, "file": .string, "line": .count, "state": .string, "message": .string,
        ], required: ["check", "message"])

    /// One machine's entry (``CheckReport``'s JSON, with what `--graph`, `--coverage` and
    /// `conform` add).
    static let machine: ReportShape = .object(
        [
            "machine": .string, "complete": .bool, "dialect": .string, "stopped": .array(stopped), "partial": .bool,
            "constraint": .object(["description": .string, "outside": .count], required: ["description", "outside"]),
            "stats": .object(["states": .count, "transitions": .count, "depth": .count], required: ["states", "transitions", "depth"]),
            "reachable": strings, "records": .array(record), "coverage": coverage, "findings": .array(finding),
            "fullNames": .array(.object(["name": .string, "full": .string], required: ["name", "full"])),
            "graph": .anyObject,
        ], required: ["machine", "complete", "stats", "findings"])

    /// Why a bound stopped exploration (``IncompleteReason``), with a bit-state search's coverage.
    static let stopped: ReportShape = .object(reasonFields, required: ["reason"])

    static let reasonFields: [String: ReportShape] = [
        "reason": .string, "limit": .count, "notExpanded": .count,
        "bits": .count, "hashes": .count, "states": .count, "hashFactor": .number, "expectedOmissions": .number,
        "maxDepth": .count,
        "searches": .array(
            .object(
                [
                    "seed": .countOrDigits, "states": .count, "transitions": .count, "depth": .count, "bitsSet": .count,
                    "expectedOmissions": .number, "notExpanded": .count,
                ], required: ["seed", "states", "transitions", "depth", "bitsSet", "expectedOmissions", "notExpanded"])),
    ]

    static let record: ReportShape = .object(
        Dictionary(
            uniqueKeysWithValues: ["steps", "runs", "unexplained", "dropped", "resumed", "outsideScope", "otherMachines"]
                .map { ($0, ReportShape.count) } + [("record", .string)]),
        required: ["record", "steps", "runs", "unexplained", "dropped", "resumed", "outsideScope", "otherMachines"])

    static let move: [String: ReportShape] = ["from": .string, "action": .string, "states": strings]

    static let coverage: ReportShape = .object(
        [
            "records": .count, "steps": .count, "moves": .count, "movesTaken": .count, "states": .count, "statesVisited": .count,
            "taken": .array(.object(move.merging(["count": .count]) { $1 }, required: ["from", "action", "states", "count"])),
            "untaken": .array(.object(move, required: ["from", "action", "states"])),
            "unvisited": strings,
        ], required: ["records", "steps", "moves", "movesTaken", "states", "statesVisited", "taken", "untaken", "unvisited"])

    static let traceStep: ReportShape = .object(["action": .string, "state": .string], required: ["state"])

    /// A finding (``Finding``'s JSON): its subject's fields, an incomplete search's reason, its
    /// place in a Swift file, its message and trace, and a roll-up's instances.
    static let finding: ReportShape = .object(findingFields, required: ["check", "message"])

    static let findingFields: [String: ReportShape] = reasonFields.merging([
        "check": .string, "state": .string, "kind": .string, "states": .either(strings, .count), "kinds": strings,
        "action": .string, "name": .string, "view": .string, "domainKinds": strings,
        "record": .string, "line": .count, "run": .string, "seq": .count, "from": .string, "to": .string,
        "ended": .string, "unknown": .string, "earlier": strings,
        "allowed": .array(.object(["action": .string, "states": strings], required: ["action", "states"])),
        "more": .count, "file": .string, "message": .string, "trace": .array(traceStep),
        "instances": .array(.object(findingLeafFields, required: ["check", "message"])),
    ]) { _, finding in finding }

    /// A roll-up's instances: findings of their own, never roll-ups themselves.
    static let findingLeafFields: [String: ReportShape] = reasonFields.merging([
        "check": .string, "state": .string, "kind": .string, "states": .either(strings, .count), "kinds": strings,
        "action": .string, "name": .string, "view": .string, "domainKinds": strings, "file": .string, "line": .count,
        "message": .string, "trace": .array(traceStep),
    ]) { _, finding in finding }

    /// What is wrong with `value` as this shape, or `nil`. `path` is where it is
    /// (`stats.states`, `findings[2].trace[0].state`), `root` what it is called at the top.
    func problem(_ value: JSONValue, at path: String = "", root: String) -> String? {
        let place = path.isEmpty ? root : path
        switch (self, value) {
        case (.either(let first, let second), _):
            guard let problem = first.problem(value, at: path, root: root) else { return nil }
            return second.problem(value, at: path, root: root) == nil ? nil : problem
        case (.string, .string), (.bool, .bool), (.number, .int), (.number, .double), (.anyObject, .object):
            return nil
        case (.count, .int(let number)), (.countOrDigits, .int(let number)):
            return number >= 0 ? nil : "\(place) is \(number), not a whole number of 0 or more"
        case (.countOrDigits, .string(let digits)):
            return !digits.isEmpty && digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) && UInt64(digits) != nil
                ? nil : "\(place) is \(Terminal.visible(value.compact)), not a whole number of 0 or more"
        case (.array(let element), .array(let items)):
            for (offset, item) in items.enumerated() {
                if let problem = element.problem(item, at: "\(path)[\(offset)]", root: root) { return problem }
            }
            return nil
        case (.object(let fields, let required), .object(let pairs)):
            for (key, item) in pairs {
                guard let shape = fields[key] else {
                    return "\(place) has '\(Terminal.visible(key))', which check never writes there"
                }
                if let problem = shape.problem(item, at: path.isEmpty ? key : path + "." + key, root: root) { return problem }
            }
            let present = Set(pairs.map(\.0))
            if let missing = required.subtracting(present).sorted().first { return "\(place) has no '\(missing)'" }
            return nil
        default:
            let shown = value.compact
            return "\(place) is \(Terminal.visible(shown.count > 60 ? String(shown.prefix(60)) + "…" : shown)), not \(description)"
        }
    }

    var description: String {
        switch self {
        case .string: "a string"
        case .bool: "true or false"
        case .count, .countOrDigits: "a whole number of 0 or more"
        case .number: "a number"
        case .array: "a list"
        case .object, .anyObject: "an object"
        case .either(let first, let second): first.description + " or " + second.description
        }
    }
}
