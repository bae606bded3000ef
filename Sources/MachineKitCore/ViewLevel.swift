/// The view level of a feature explored at its domain level: which view state each domain
/// state shows, the view's declared kinds, and which view kinds may show domain states of
/// several kinds.
///
/// With it the unreachable check runs at both levels (a view kind no reachable domain state
/// shows is unreachable too), and the collapse check lists view states shown for domain
/// states of more than one kind where the feature did not allow it.
public struct ViewLevel<State>: Sendable {
    /// The view kinds, and the view kind each domain state shows.
    public var kinds: KindTable<State>
    /// The name of the view state a domain state shows.
    public var viewName: @Sendable (State) -> String
    /// View kinds (indices into ``kinds``) that may show domain states of several kinds.
    public var allowedCollapses: Set<Int>

    /// A view level over `kinds`: `viewName` names what the view shows for a state;
    /// `allowedCollapses` lists the view kinds that may show domain states of several kinds.
    public init(kinds: KindTable<State>, viewName: @escaping @Sendable (State) -> String, allowedCollapses: Set<Int>) {
        self.kinds = kinds
        self.viewName = viewName
        self.allowedCollapses = allowedCollapses
    }
}

extension Machine {
    /// Checks the feature at its view level too: `view` is the view state a domain state
    /// shows (the reducer, as the view model runs it). View kinds in `allowingCollapse` may
    /// show domain states of several kinds (a `.loading` view for both `.idle` and
    /// `.loading`); any other view state that does is a `collapse` finding.
    #if compiler(>=6.2)
        public func viewLevel<View: KindedState & SendableMetatype>(
            _ view: @escaping @Sendable (State) -> View, allowingCollapse allowed: Set<View.Kind> = []
        ) -> Self {
            let all = Array(View.Kind.allCases)
            var copy = self
            copy.viewLevel = ViewLevel(
                kinds: KindTable(View.Kind.self) { view($0).kind },
                viewName: { readableDescription(view($0)) },
                allowedCollapses: Set(all.indices.filter { allowed.contains(all[$0]) }))
            return copy
        }
    #else
        public func viewLevel<View: KindedState>(
            _ view: @escaping @Sendable (State) -> View, allowingCollapse allowed: Set<View.Kind> = []
        ) -> Self {
            let all = Array(View.Kind.allCases)
            var copy = self
            copy.viewLevel = ViewLevel(
                kinds: KindTable(View.Kind.self) { view($0).kind },
                viewName: { readableDescription(view($0)) },
                allowedCollapses: Set(all.indices.filter { allowed.contains(all[$0]) }))
            return copy
        }
    #endif
}
