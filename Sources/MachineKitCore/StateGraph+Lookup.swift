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
    /// no other kind has that label; `nil` for neither.
    /// - Complexity: O(kinds).
    package func kind(named name: String) -> Int? {
        if let byName = kindNames.firstIndex(of: name) { return byName }
        let labelled = kindLabels.indices.filter { kindLabels[$0] == name }
        return labelled.count == 1 ? labelled[0] : nil
    }

    /// The kinds a name means: one kind, or one per part of `A + B` (a configuration's kinds
    /// in any order); `nil` when a part names no kind.
    package func kinds(named name: String) -> [Int]? {
        var kinds: [Int] = []
        for part in name.split(separator: "+", omittingEmptySubsequences: false) {
            guard let kind = kind(named: part.trimmingSpaces) else { return nil }
            kinds.append(kind)
        }
        return kinds
    }

    /// The reached state a name opens: the state of that name; else the shallowest state (the
    /// first in state order among equals) in the kind of that name (a leaf, a region, a
    /// compound or parallel parent), or in every kind of `A + B`; else `nil`.
    /// - Complexity: O(states × kinds of a state × depth of the hierarchy).
    package func state(named name: String) -> Int? {
        if let exact = stateNames.firstIndex(of: name) { return exact }
        guard let kinds = kinds(named: name) else { return nil }
        var best: Int?
        for state in stateNames.indices where best.map({ depth[state] < depth[$0] }) ?? true {
            if kinds.allSatisfy({ isState(state, in: $0) }) { best = state }
        }
        return best
    }
}

extension Substring {
    /// Without the white space at either end, as the page's script trims (`String.trim`).
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace || $0 == "\u{FEFF}" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
