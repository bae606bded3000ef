/// The universe of a machine's actions, for the unused-action check: one value, so that a
/// machine cannot both declare its actions and say they are open.
public enum ActionUniverse<Action: Sendable>: Sendable {
    /// Not declared: the report says unused actions were not checked, and how to declare them.
    case undeclared
    /// These are all the actions: each should be enabled in some reachable state.
    case declared([Action])
    /// The actions have no closed universe (free-form names): unused actions are not looked for.
    case open

    /// The declared actions; empty unless declared.
    public var declared: [Action] {
        if case .declared(let actions) = self { actions } else { [] }
    }
}

package func declaredActionUniverse<A>(_ type: A.Type) -> [Any]? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    return allCasesOf(iterable)
}

private func allCasesOf<C: CaseIterable>(_ type: C.Type) -> [Any] {
    Array(type.allCases)
}
