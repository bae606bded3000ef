import MachineKit

/// `merge` of the JSON reports of a swarm's searches run as separate jobs (`check --bitstate
/// --seed K`): the entries of one machine's partial searches become one entry, as
/// ``CheckReport/mergingSearches(_:)`` merges them in one process.
enum SearchMerge {
    /// `machines` with the partial-search entries of each machine joined into its first one.
    static func join(_ machines: [JSONValue], path: String) throws(BadInput) -> [JSONValue] {
        var groups: [String: [Int]] = [:]
        for (offset, entry) in machines.enumerated() where entry["partial"] == .bool(true) {
            guard case .string(let name)? = entry["machine"] else { continue }
            groups[name, default: []].append(offset)
        }
        var joined: [Int: JSONValue] = [:]
        var dropped: Set<Int> = []
        for offsets in groups.values where offsets.count > 1 {
            joined[offsets[0]] = try join(entries: offsets.map { machines[$0] }, path: path)
            dropped.formUnion(offsets.dropFirst())
        }
        return machines.indices.filter { !dropped.contains($0) }.map { joined[$0] ?? machines[$0] }
    }

    private static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .int(let value)?: Double(value)
        case .double(let value)?: value
        default: nil
        }
    }

    private static func int(_ value: JSONValue?) -> Int? {
        if case .int(let value)? = value { return value }
        return nil
    }

    /// The coverage an entry's `stopped` records.
    private static func coverage(of entry: JSONValue, path: String) throws(BadInput) -> BitstateCoverage {
        let bad = BadInput(
            "\(Terminal.visible(path)): a partial search's entry has one 'stopped' reason 'bitstate' with its searches", file: path)
        guard case .array(let reasons)? = entry["stopped"], reasons.count == 1, reasons[0]["reason"] == .string("bitstate"),
            let bits = int(reasons[0]["bits"]), bits >= 64, bits & (bits - 1) == 0,
            let hashes = int(reasons[0]["hashes"]), case .array(let searches)? = reasons[0]["searches"]
        else { throw bad }
        var summaries: [BitstateSearchSummary] = []
        for search in searches {
            let seed: UInt64? =
                switch search["seed"] {
                case .int(let value)?: UInt64(exactly: value)
                case .string(let text)?: UInt64(text)
                default: nil
                }
            guard let seed, let states = int(search["states"]), let transitions = int(search["transitions"]),
                let depth = int(search["depth"]), let bitsSet = int(search["bitsSet"]),
                let omissions = number(search["expectedOmissions"]), let cut = int(search["notExpanded"])
            else { throw bad }
            summaries.append(
                BitstateSearchSummary(
                    seed: seed, states: states, transitions: transitions, depth: depth, bitsSet: bitsSet,
                    expectedOmissions: omissions, depthCut: cut))
        }
        return BitstateCoverage(bits: bits, hashes: hashes, maxDepth: int(reasons[0]["maxDepth"]), searches: summaries)
    }

    /// What makes two searches' findings the same finding (as ``CheckReport/mergingSearches(_:)``).
    private static func key(_ finding: JSONValue) -> String {
        var key = finding["check"]?.compact ?? ""
        if let name = finding["name"] {
            key += "\u{0}name\u{0}" + name.compact
        } else if let action = finding["action"] {
            key += "\u{0}action\u{0}" + action.compact
        } else if let view = finding["view"] {
            key += "\u{0}view\u{0}" + view.compact
        } else if finding["check"] == .string("dead-end") || finding["check"] == .string("unreached"), let state = finding["state"] {
            key += "\u{0}state\u{0}" + state.compact
        } else {
            key += "\u{0}message\u{0}" + (finding["message"]?.compact ?? "")
        }
        return key
    }

    private static func join(entries: [JSONValue], path: String) throws(BadInput) -> JSONValue {
        var coverages: [BitstateCoverage] = []
        for entry in entries { coverages.append(try coverage(of: entry, path: path)) }
        guard coverages.allSatisfy({ $0.bits == coverages[0].bits && $0.hashes == coverages[0].hashes }) else {
            throw BadInput(
                "\(Terminal.visible(path)): the searches of '\(entries[0]["machine"]?.compact ?? "")' have arrays of different sizes: merge joins searches of one size",
                file: path)
        }
        let coverage = BitstateCoverage(
            bits: coverages[0].bits, hashes: coverages[0].hashes, maxDepth: coverages[0].maxDepth,
            searches: coverages.flatMap(\.searches))
        let findingLists = entries.map { entry -> [JSONValue] in
            if case .array(let findings)? = entry["findings"] { return findings }
            return []
        }
        let absences = findingLists.map { Set($0.filter(isAbsence).map(key)) }
        var kept: [String: JSONValue] = [:]
        var order: [String] = []
        for findings in findingLists {
            for finding in findings where finding["check"] != .string("incomplete") {
                let key = key(finding)
                if isAbsence(finding), !absences.allSatisfy({ $0.contains(key) }) { continue }
                if let known = kept[key] {
                    if traceLength(finding) < traceLength(known) { kept[key] = finding }
                } else {
                    kept[key] = finding
                    order.append(key)
                }
            }
        }
        let merged = order.enumerated().map { ($0.offset, kept[$0.element]!) }
            .sorted { (rank($0.1), $0.0) < (rank($1.1), $1.0) }
            .map(\.1)
        var deadEnds = 0
        let findings =
            [IncompleteCheck.finding(for: .bitstate(coverage)).json]
            + merged.filter { finding in
                guard finding["check"] == .string("dead-end") else { return true }
                deadEnds += 1
                return deadEnds <= 100
            }
        let largest = coverages.indices.max { (coverages[$0].states, -$0) < (coverages[$1].states, -$1) }!
        var stats = entries[largest]["stats"] ?? .object([])
        if case .object(var pairs) = stats {
            let depth = entries.compactMap { int($0["stats"]?["depth"]) }.max() ?? 0
            pairs = pairs.map { $0.0 == "depth" ? ("depth", .int(depth)) : $0 }
            stats = .object(pairs)
        }
        guard case .object(let pairs) = entries[0] else { return entries[0] }
        return .object(
            pairs.map { key, value in
                switch key {
                case "stopped": (key, .array([.object([("reason", "bitstate")] + coverage.json)]))
                case "stats": (key, stats)
                // What was found outside the constraint, as the statistics: the largest search's.
                case "constraint": (key, entries[largest]["constraint"] ?? value)
                case "findings": (key, .array(findings))
                default: (key, value)
                }
            })
    }

    private static func isAbsence(_ finding: JSONValue) -> Bool {
        ["unreached", "unreachable", "unused-action"].contains { finding["check"] == .string($0) }
    }

    private static func traceLength(_ finding: JSONValue) -> Int {
        if case .array(let steps)? = finding["trace"] { return steps.count }
        return 0
    }

    private static func rank(_ finding: JSONValue) -> Int {
        switch finding["check"] {
        case .string("incomplete")?: 0
        case .string("unreachable")?, .string("unreached")?: 1
        case .string("dead-end")?: 2
        case .string("trap")?: 3
        case .string("unused-action")?: 4
        default: 5
        }
    }
}
