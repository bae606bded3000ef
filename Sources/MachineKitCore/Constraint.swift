/// A machine's scope: the predicate states must satisfy to be expanded, with the words
/// reports show for it, as one value.
public struct Constraint<State>: Sendable {
    /// What reports call it: `counter <= 3`.
    public var description: String
    /// Whether a state lies inside the scope.
    public var within: @Sendable (State) -> Bool

    /// A constraint described as `description`.
    public init(_ description: String, _ within: @escaping @Sendable (State) -> Bool) {
        self.description = description
        self.within = within
    }

    /// Whether `state` lies inside the scope.
    public func callAsFunction(_ state: State) -> Bool { within(state) }

    /// Both constraints: a state must satisfy each.
    public func and(_ other: Constraint) -> Constraint {
        let first = within, second = other.within
        return Constraint(description + " and " + other.description) { first($0) && second($0) }
    }
}
