/// Folds findings of one check on several states of the same kind into one, so that a
/// missing button in a feature with a counter reads as one finding, not one per value.
/// Findings about no numbered state (a bit-state search keeps none) stay as they are.
enum RollUp {
    /// Groups `findings` (each about states of the exploration) by the kind of their
    /// states, in order of first appearance; a group of one stays as it was, a larger one
    /// becomes `merge(kind, members)` with its members ordered nearest first.
    static func byKind(
        _ findings: [Finding], view: some SearchView,
        merge: (String, [Finding]) -> Finding
    ) -> [Finding] {
        group(findings, exploration: view, key: { kinds in kinds.count == 1 ? kinds : nil }) { kinds, members in
            merge(kinds[0], members)
        }
    }

    /// Groups findings by the set of kinds of their states (traps).
    static func byKinds(
        _ findings: [Finding], exploration: some SearchView,
        merge: ([String], [Finding]) -> Finding
    ) -> [Finding] {
        group(findings, exploration: exploration, key: { $0 }, merge: merge)
    }

    private static func group(
        _ findings: [Finding], exploration: some SearchView,
        key: ([String]) -> [String]?, merge: ([String], [Finding]) -> Finding
    ) -> [Finding] {
        var groups: [[String]: [Finding]] = [:]
        var order: [(key: [String]?, finding: Finding)] = []
        for finding in findings {
            var kinds: [String] = []
            for state in finding.stateIndices {
                let kind = exploration.kindName(of: state)
                if !kinds.contains(kind) { kinds.append(kind) }
            }
            let groupKey = key(kinds.sorted())
            if let groupKey {
                if groups[groupKey] == nil { order.append((groupKey, finding)) }
                groups[groupKey, default: []].append(finding)
            } else {
                order.append((nil, finding))
            }
        }
        return order.map { entry in
            guard let groupKey = entry.key, let members = groups[groupKey], members.count > 1 else { return entry.finding }
            let nearest = members.sorted { nearness($0, exploration) < nearness($1, exploration) }
            return merge(groupKey, nearest)
        }
    }

    /// Orders findings by the depth of their trace, then by state number.
    private static func nearness(_ finding: Finding, _ exploration: some SearchView) -> Nearness {
        let state = finding.trace?.steps.last?.stateIndex ?? finding.stateIndices.first ?? 0
        return Nearness(depth: exploration.depth(of: state), state: state)
    }

    private struct Nearness: Comparable {
        var depth: Int
        var state: Int
        static func < (lhs: Nearness, rhs: Nearness) -> Bool { (lhs.depth, lhs.state) < (rhs.depth, rhs.state) }
    }
}
