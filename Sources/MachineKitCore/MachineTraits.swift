/// What a module built on the core (statecharts, async actions, recording) says of a machine
/// beyond its states and moves, as one value: the core reads these fields and knows nothing of
/// where they come from. A machine written in Swift leaves every one at its default.
@usableFromInline package struct MachineTraits<State, Action>: Sendable {
    /// The kinds active on the way when an action is taken in a state, beyond those of the
    /// states it settles in; the unreachable check counts them as reached. `nil` when no move
    /// passes through a kind it does not settle in.
    @usableFromInline package var kindsPassed: (@Sendable (State, Action) -> [Int])?
    /// The kinds active on the way to the initial states, beyond their own.
    @usableFromInline package var initialKindsPassed: [Int] = []
    /// A state's whole name where the machine's `stateName` prints it shortened (a name
    /// longer than ``VisibleText/printedNameBytes``), for the one place a report keeps it;
    /// `nil`: names are never shortened.
    package var fullStateName: (@Sendable (State) -> String)?
    /// States the explorer cannot go on from (a run it could not follow): never dead ends,
    /// never expanded.
    @usableFromInline package var isFault: (@Sendable (State) -> Bool)?
    /// Whether a state's name is all there is to it (a statechart's configuration is its active
    /// states), so that a state's data shows nothing more.
    package var nameIsWholeState = false
    /// How the feature itself names a state where that is not the machine's `stateName` (a
    /// feature whose async actions the machine runs names its own state, without what is in
    /// flight); `nil`: by `stateName`.
    package var featureStateName: (@Sendable (State) -> String)?
    /// How the feature itself names an action where that is not the machine's `actionName`
    /// (an answer arriving is a step of the action that awaited it).
    package var featureActionName: (@Sendable (Action) -> String)?
    /// Whether an action may happen unseen by the feature when it changes no name the feature
    /// gives (an answer that changes nothing is no write of the feature's state).
    package var passesUnseen: (@Sendable (Action) -> Bool)?
    /// The context every search of the machine runs in, where its expansions are runs of
    /// code rather than pure functions of the state (async actions): such a machine is
    /// expanded on one worker, and its report says the run checks (`nondeterministic`,
    /// `uncontrolled-task`) applied. `nil` for a pure machine.
    @usableFromInline package var context: (any ExplorationContext)?
    /// What the machine was declared with (a statechart), kept for the modules that draw or
    /// search it: the core hands it to the state graph, compares it and hashes it, and reads
    /// nothing else of it.
    package var declaration: Declaration?

    @usableFromInline package init() {}
}

/// Where the searches of a machine whose expansions are runs of code do their work: what the
/// module that runs the code keeps of runs belongs to one search, and is let go when it ends.
@usableFromInline package protocol ExplorationContext: Sendable {
    /// Runs one search's whole work (`body`) inside a context made for it.
    func within(_ body: () -> Void)
}

/// A value a module built on the core keeps with a machine and its graph (a statechart as
/// declared), compared and hashed by its own type's rules; the core reads nothing else of it.
package struct Declaration: Hashable, @unchecked Sendable {
    // Unchecked: `init` takes `Sendable` values only, and `base` is never mutated.
    /// The value, as its module made it.
    package let base: AnyHashable

    /// Keeps `value`.
    package init<Value: Hashable & Sendable>(_ value: Value) {
        base = AnyHashable(value)
    }
}
