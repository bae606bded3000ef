/// A state type that names its kind: for an enum with associated values, its case.
///
/// A state that is not `Hashable` (explored through ``Identified``) can name its kind too.
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
public protocol KindedState {
    /// The kinds of state the feature declares: every one should be reachable.
    associatedtype Kind: CaseIterable & Hashable & Sendable
    /// The kind of this state.
    var kind: Kind { get }
    /// Where each kind is declared (`@Kinded` writes each case's line), so that a finding
    /// about a kind points at its `case`. Empty by default.
    static var kindDeclarations: [Kind: SourceLine] { get }
}

extension KindedState {
    public static var kindDeclarations: [Kind: SourceLine] { [:] }
}
