/// The kinds of a machine's states, and the map from a state to its kind.
///
/// Kinds form a tree: a kind may have a parent (a statechart's compound state, the case of
/// an outer enum that holds an inner one). The tree is data, read by diagrams (clusters),
/// grouping and lookups; no name is ever split to find a parent. A state's kind is always
/// a leaf of its own; a parent kind counts as reached when one of its descendants is.
public struct KindTable<State>: Sendable {
    /// Kind names, in declaration order (full names: `payment.authorizing`).
    public let names: [String]
    /// The parent of each kind, or `nil` at the top.
    public let parents: [Int?]
    /// What a kind is called inside its parent (`authorizing`); its full name at the top.
    public let labels: [String]

    /// Marks every ancestor of a kind marked in `reached` (one entry per kind): a parent kind
    /// is reached when one below it is. Parents come before their children, so one pass from
    /// the last kind up is enough.
    package func markAncestors(in reached: inout [Bool]) {
        for kind in names.indices.reversed() where reached[kind] {
            if let parent = parents[kind] { reached[parent] = true }
        }
    }
    /// The index in ``names`` of a state's kind.
    public let index: @Sendable (State) -> Int
    /// Every kind a state is in, when it can be in several at once (a statechart's
    /// configuration is in one atomic state per active region); `nil` when each state has
    /// exactly one kind, ``index``. The first is ``index``'s.
    public var covers: (@Sendable (State) -> [Int])?

    /// The cases of a `CaseIterable` type of the feature's own, each a kind at the top.
    public init<Kind: CaseIterable & Hashable & Sendable>(_ type: Kind.Type, _ kind: @escaping @Sendable (State) -> Kind) {
        let all = Array(type.allCases)
        var positions: [Kind: Int] = [:]
        for (offset, value) in all.enumerated() { positions[value] = offset }
        let names = all.map { String(describing: $0) }
        self.names = names
        self.parents = Array(repeating: nil, count: names.count)
        self.labels = names
        let table = positions
        self.index = { state in table[kind(state)]! }
    }

    /// Kinds with explicit names, parents and labels, for machines whose kinds are not Swift
    /// types (a spec file's declared states).
    /// - Precondition: `parents` and `labels` have one entry per name; a parent comes before
    ///   its children.
    public init(names: [String], parents: [Int?], labels: [String], index: @escaping @Sendable (State) -> Int) {
        precondition(parents.count == names.count && labels.count == names.count, "one parent and label per kind")
        precondition(
            parents.enumerated().allSatisfy { offset, parent in parent.map { $0 < offset } ?? true },
            "a parent comes before its children")
        self.names = names
        self.parents = parents
        self.labels = labels
        self.index = index
    }

    /// Kinds with explicit names, parents and labels, where a state may be in several kinds
    /// at once (`covers`, whose first kind is the state's ``index``).
    public init(names: [String], parents: [Int?], labels: [String], covers: @escaping @Sendable (State) -> [Int]) {
        self.init(names: names, parents: parents, labels: labels, index: { covers($0)[0] })
        self.covers = covers
    }

    /// Every kind a state is in: ``covers``, or its one kind.
    public func kinds(of state: State) -> [Int] {
        covers?(state) ?? [index(state)]
    }

    /// Kinds with explicit names at the top level, for machines whose kinds are not Swift types.
    public init(names: [String], index: @escaping @Sendable (State) -> Int) {
        self.init(names: names, parents: Array(repeating: nil, count: names.count), labels: names, index: index)
    }

    /// The table a state type declares by itself: ``KindedState`` first, then
    /// `CaseIterable` (every case is its own kind); `nil` when it declares neither.
    package static func declared(by type: State.Type) -> KindTable<State>? {
        if let kinded = type as? any (KindedState & Sendable).Type {
            return kindedTable(kinded) as? KindTable<State>
        }
        if let iterable = type as? any (CaseIterable & Hashable & Sendable).Type {
            return iterableTable(iterable) as? KindTable<State>
        }
        return nil
    }
}

private func kindedTable<S: KindedState & Sendable>(_ type: S.Type) -> Any {
    KindTable<S>(S.Kind.self) { $0.kind }
}

private func iterableTable<S: CaseIterable & Hashable & Sendable>(_ type: S.Type) -> Any {
    KindTable<S>(S.self) { $0 }
}

/// The kind of a state whose type declares no universe, as a path from the outermost enum
/// case inwards: `[payment, authorizing]` for `.payment(.authorizing)`; the state's own
/// description when it is not an enum.
func derivedKindPath(_ state: Any, fallback: String) -> [String] {
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum else { return [fallback] }
    guard let child = mirror.children.first, let label = child.label else { return [fallback] }
    var payload = child.value
    // A single associated value without a label is reflected inside a one-element tuple.
    let payloadMirror = Mirror(reflecting: payload)
    if payloadMirror.displayStyle == .tuple, payloadMirror.children.count == 1, let only = payloadMirror.children.first {
        payload = only.value
    }
    if Mirror(reflecting: payload).displayStyle == .enum {
        return [label] + derivedKindPath(payload, fallback: String(describing: payload))
    }
    return [label]
}
