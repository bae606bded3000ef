extension Machine {
    /// Declares final states: states that are allowed to have no way out.
    public func final(where isFinal: @escaping @Sendable (State) -> Bool) -> Self {
        var copy = self
        copy.finalStates = .declared(isFinal)
        return copy
    }

    /// Adds a named invariant, checked in every reachable state: ``Property/always(_:_:)``.
    /// A broken invariant's finding points at this call (`file`, `line`).
    public func invariant(
        _ name: String, file: StaticString = #filePath, line: UInt = #line, _ holds: @escaping @Sendable (State) -> Bool
    ) -> Self {
        property(.always(name, holds), file: file, line: line)
    }

    /// Adds a property; its finding points at this call (`file`, `line`).
    public func property(_ property: Property<State>, file: StaticString = #filePath, line: UInt = #line) -> Self {
        var copy = self
        copy.properties.append(property)
        if property.expectation == .always { copy.invariants.append(Invariant(property.name, holds: property.predicate)) }
        copy.origin.propertyDeclarations[property.name] = SourceLine(file, line)
        return copy
    }

    /// Adds a property that some reachable state must satisfy (stateright's `sometimes`): a
    /// screen the user must be able to see at all, an answer that must be able to arrive.
    /// When no reachable state satisfies it, a `sometimes` finding says so (and, under a bound,
    /// that none of the states seen did). Its finding points at this call. With a `distance`
    /// (how far a state is from satisfying the property, 0 where it holds), the finding names
    /// the reachable states where the distance is least and traces the way to the nearest.
    ///
    /// ```swift
    /// machine.sometimes("the rates can be shown") { $0.state.rates == .fresh }
    /// machine.sometimes("three items in the cart", distance: { 3 - $0.items.count }) { $0.items.count == 3 }
    /// ```
    public func sometimes(
        _ name: String, distance: (@Sendable (State) -> Int)? = nil, file: StaticString = #filePath, line: UInt = #line,
        _ holds: @escaping @Sendable (State) -> Bool
    ) -> Self {
        property(.sometimes(name, distance: distance, holds), file: file, line: line)
    }

    /// A fault the explorer finds in states where `explain` gives a sentence: reported by
    /// `check`, one finding per distinct sentence, at the nearest state.
    package func fault(_ check: Finding.Check, _ explain: @escaping @Sendable (State) -> String?) -> Self {
        var copy = self
        var invariant = Invariant<State>(check.rawValue, holds: { explain($0) == nil })
        invariant.check = check
        invariant.explain = explain
        copy.invariants.append(invariant)
        return copy
    }

    /// Adds a goal that must stay reachable: from every reachable state, some path leads to a
    /// state where `goal` holds ("from anywhere, the user can always get back to the list").
    /// A violation is reported at the state nearest to the start from which no such path
    /// exists, with the shortest trace to it.
    ///
    /// ```swift
    /// machine.alwaysReachable("back to the list") { $0.path.isEmpty }
    /// ```
    ///
    /// An unmet goal's finding points at this call (`file`, `line`).
    public func alwaysReachable(
        _ name: String, file: StaticString = #filePath, line: UInt = #line, _ goal: @escaping @Sendable (State) -> Bool
    ) -> Self {
        property(.alwaysReachable(name, goal), file: file, line: line)
    }

    /// Bounds exploration of unbounded data (a counter, a navigation stack): a state outside
    /// the constraint is recorded (and checked against the invariants) but its actions are
    /// not explored. The constraint is the model's scope: exploring everything inside it is
    /// complete, and the report counts the states found outside. A second constraint adds to
    /// the first: a state must satisfy both.
    public func constraint(_ description: String, _ within: @escaping @Sendable (State) -> Bool) -> Self {
        var copy = self
        let added = Constraint(description, within)
        copy.constraint = constraint.map { $0.and(added) } ?? added
        return copy
    }

    /// Declares the universe of state kinds with a `CaseIterable` type of the feature's own.
    ///
    /// Use it when the state type is not ``KindedState``: `kind` maps each state to its kind,
    /// and a kind that no reachable state maps to is reported as unreachable.
    public func kinds<Kind: CaseIterable & Hashable & Sendable>(
        _ type: Kind.Type, _ kind: @escaping @Sendable (State) -> Kind
    ) -> Self {
        var copy = self
        copy.kinds = KindTable(type, kind)
        return copy
    }

    /// Says the machine's actions have no closed universe (free-form names, say): the
    /// unused-action check does not run, and the report does not ask for one.
    public func actionsUnchecked() -> Self {
        var copy = self
        copy.actionUniverse = .open
        return copy
    }

    /// Declares the universe of actions, for the unused-action check.
    public func actions(_ all: [Action]) -> Self {
        var copy = self
        copy.actionUniverse = .declared(all)
        return copy
    }

    /// Names states in reports and diagrams (the default is `String(describing:)`).
    ///
    /// Give a state type that holds a `Set` or a `Dictionary` a name whose order is fixed,
    /// so that reports stay the same bytes from run to run.
    public func stateNames(_ name: @escaping @Sendable (State) -> String) -> Self {
        var copy = self
        copy.stateName = name
        return copy
    }

    /// Names actions in reports and diagrams (the default is `String(describing:)`).
    public func actionNames(_ name: @escaping @Sendable (Action) -> String) -> Self {
        var copy = self
        copy.actionName = name
        return copy
    }
}

extension Machine where State: Equatable {
    /// Declares the listed states final.
    public func final(_ states: State...) -> Self {
        final(where: { states.contains($0) })
    }
}
