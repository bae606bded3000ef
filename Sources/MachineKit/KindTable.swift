/// A state type that names its kind: for an enum with associated values, its case.
///
/// The universe of kinds comes from `Kind.allCases`, so the compiler keeps it in step with
/// the feature (the `switch` in `kind` must be exhaustive), and "unreachable" means a case
/// of the feature's own type that no reachable state has.
///
/// ```swift
/// extension BlogEntryState: KindedState {
///     enum Kind: CaseIterable { case initialized, loading, loaded }
///     var kind: Kind {
///         switch self {
///         case .initialized: .initialized
///         case .loading: .loading
///         case .loaded: .loaded
///         }
///     }
/// }
/// ```
public protocol KindedState: Hashable {
    associatedtype Kind: CaseIterable & Hashable
    var kind: Kind { get }
}

/// The declared universe of state kinds and the map from a state to its kind.
public struct KindTable<State> {
    /// Kind names in declaration order.
    public let names: [String]
    /// The index in `names` of a state's kind.
    public let index: (State) -> Int

    public init<Kind: CaseIterable & Hashable>(_ type: Kind.Type, _ kind: @escaping (State) -> Kind) {
        let all = Array(type.allCases)
        var positions: [Kind: Int] = [:]
        for (offset, value) in all.enumerated() { positions[value] = offset }
        self.names = all.map { String(describing: $0) }
        self.index = { state in positions[kind(state)]! }
    }

    /// The table a state type declares by itself: ``KindedState`` first, then
    /// `CaseIterable` (every case is its own kind); `nil` when it declares neither.
    static func declared(by type: State.Type) -> KindTable<State>? {
        if let kinded = type as? any KindedState.Type {
            return kindedTable(kinded) as? KindTable<State>
        }
        if let iterable = type as? any (CaseIterable & Hashable).Type {
            return iterableTable(iterable) as? KindTable<State>
        }
        return nil
    }
}

private func kindedTable<S: KindedState>(_ type: S.Type) -> Any {
    KindTable<S>(S.Kind.self) { $0.kind }
}

private func iterableTable<S: CaseIterable & Hashable>(_ type: S.Type) -> Any {
    KindTable<S>(S.self) { $0 }
}

/// The kind name of a state when its type declares no universe: an enum's case label,
/// otherwise the state's own description.
func derivedKindName<State>(_ state: State, describe: (State) -> String) -> String {
    let mirror = Mirror(reflecting: state)
    if mirror.displayStyle == .enum {
        if let label = mirror.children.first?.label { return label }
        return describe(state)
    }
    return describe(state)
}
