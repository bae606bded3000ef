/// The one way a state is named by a person (`paths --to`, `render --trace`, `explore`'s `go`,
/// the web page's search): the page's script follows the same rule, and `StateLookupTests`
/// runs both over the same charts.
extension StateGraph {
    /// The kinds a reached state is in: every kind of a configuration (one per region), or
    /// its one kind.
    package func kinds(of state: Int) -> [Int] {
        stateCovers?[state] ?? [stateKinds[state]]
    }

    /// Whether a reached state is in `kind`: one of its kinds is that kind or lies below it.
    /// This is what the unreachable check counts as reaching a kind.
    package func isState(_ state: Int, in kind: Int) -> Bool {
        kinds(of: state).contains { isKind($0, within: kind) }
    }

    /// A kind by its whole name (`player.volume.muted`), or by its own label (`muted`) where
    /// no other kind has that label; `nil` for neither. Names are compared scalar by scalar,
    /// as the page's script compares them.
    /// - Complexity: O(kinds).
    package func kind(named name: String) -> Int? {
        if let byName = kindNames.firstIndex(where: { $0.unicodeScalars.elementsEqual(name.unicodeScalars) }) { return byName }
        let labelled = kindLabels.indices.filter { kindLabels[$0].unicodeScalars.elementsEqual(name.unicodeScalars) }
        return labelled.count == 1 ? labelled[0] : nil
    }

    /// The kinds a name means: one kind, or one per part of `A + B` (a configuration's kinds
    /// in any order); `nil` when a part names no kind.
    package func kinds(named name: String) -> [Int]? {
        var kinds: [Int] = []
        for part in name.unicodeScalars.split(separator: "+", omittingEmptySubsequences: false) {
            guard let kind = kind(named: Self.trimmed(part)) else { return nil }
            kinds.append(kind)
        }
        return kinds
    }

    /// The number of moves on each state's shortest trace, a move that emits several states
    /// counted once for each of them (the page's `depthsOf`): what the lookup ranks by.
    /// - Complexity: O(states).
    package var moveDepths: [Int] {
        var depths = Array(repeating: -1, count: stateCount)
        var stack: [Int] = []
        for state in 0..<stateCount {
            var at = state
            while depths[at] < 0, reachedBy[at] >= 0 {
                stack.append(at)
                at = moves.from(reachedBy[at])
            }
            if depths[at] < 0 { depths[at] = 0 }
            while let next = stack.popLast() { depths[next] = depths[moves.from(reachedBy[next])] + 1 }
        }
        return depths
    }

    /// The reached state a name opens: the state of that name; else the shallowest state (the
    /// first in state order among equals, by ``moveDepths``) in the kind of that name (a leaf,
    /// a region, a compound or parallel parent), or in every kind of `A + B`; else `nil`.
    /// - Complexity: O(states × kinds of a state × depth of the hierarchy).
    package func state(named name: String) -> Int? {
        if let exact = stateNames.firstIndex(where: { $0.unicodeScalars.elementsEqual(name.unicodeScalars) }) { return exact }
        guard let kinds = kinds(named: name) else { return nil }
        let depths = moveDepths
        var best: Int?
        for state in stateNames.indices where best.map({ depths[state] < depths[$0] }) ?? true {
            if kinds.allSatisfy({ isState(state, in: $0) }) { best = state }
        }
        return best
    }

    /// `text` without the white space JavaScript's `String.prototype.trim` takes off its ends.
    private static func trimmed(_ text: Substring.UnicodeScalarView) -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { scalar in
            switch scalar.value {
            case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
            default: false
            }
        }
        var scalars = text[...]
        while let first = scalars.first, isSpace(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, isSpace(last) { scalars = scalars.dropLast() }
        return String(Substring(scalars))
    }
}
