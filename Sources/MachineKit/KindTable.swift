/// A state type that names its kind: for an enum with associated values, its case.
///
/// A kind whose description is `parent.child` (a `Kind` with a `String` raw value and a
/// `description` returning it) is drawn inside a `parent` cluster, as nested enums are.
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

/// The kind name of a state when its type declares no universe: an enum's case label
/// (`parent.child` when the case holds a nested enum, so that diagrams draw it in a
/// `parent` cluster), otherwise the state's own description.
func derivedKindName(_ state: Any, fallback: String) -> String {
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum else { return fallback }
    guard let child = mirror.children.first, let label = child.label else { return fallback }
    var payload = child.value
    // A single associated value without a label is reflected inside a one-element tuple.
    let payloadMirror = Mirror(reflecting: payload)
    if payloadMirror.displayStyle == .tuple, payloadMirror.children.count == 1, let only = payloadMirror.children.first {
        payload = only.value
    }
    if Mirror(reflecting: payload).displayStyle == .enum {
        return label + "." + derivedKindName(payload, fallback: String(describing: payload))
    }
    return label
}
