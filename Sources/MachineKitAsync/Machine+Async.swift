import MachineKitCore
/// Machines whose actions are the feature's own async code, run for real on an executor the
/// explorer drives (``EffectRun``): every answer of every dependency call (`choose`) is
/// explored, and so is every order in which the user's actions and the answers can come.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
extension Machine {
    /// A store's machine: `run` performs an action the way the feature's store does (mutate,
    /// `await` a dependency, mutate again), on ``EffectStore``'s state.
    ///
    /// ```swift
    /// Machine("RatesStore", initial: RatesState(), actions: { _ in [.add, .updateRates] },
    ///         cancelInFlight: [.updateRates]) { state, action in
    ///     let store = Store(state, di: .checking)   // the feature's store over the explorer's state
    ///     switch action {
    ///     case .add: store.add()
    ///     case .updateRates: await store.updateRates()
    ///     }
    /// }
    /// ```
    ///
    /// While an action waits, the user may act again, and answers may arrive in any order; a
    /// new action cancels the runs in flight that ``CancelInFlight`` says (by default none; a
    /// list of actions: the older runs of the same action; `.sameCase`, `.id(_:cancelling:)`:
    /// by key). A cancelled run's calls throw `CancellationError` when they return, and
    /// `Task.isCancelled` is true from there on.
    /// States with more than `maxInFlight` actions in flight lie outside the machine's scope.
    ///
    /// - Parameters:
    ///   - actions: the user's actions enabled in a state.
    @inlinable
    public init<Feature, FeatureAction>(
        _ name: String,
        initial: Feature,
        actions: @escaping @Sendable (Feature) -> [FeatureAction],
        cancelInFlight: CancelInFlight<FeatureAction> = .none,
        maxInFlight: Int = 2,
        run: nonisolated(nonsending) @escaping @Sendable (EffectStore<Feature>, FeatureAction) async -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) where State == Running<Feature, FeatureAction>, Action == AsyncStep<FeatureAction> {
        let expansion = AsyncExpansion<Feature, FeatureAction>(
            actions: actions, newAction: .cancel(cancelInFlight), readsStart: false,
            body: run)
        // The expansion is made here, inlined in the feature's module, so that its runs are
        // specialized for the feature's state and actions.
        self.init(
            name, asyncExpand: { running, next in expansion.expand(running, into: &next) }, initial: initial,
            maxInFlight: maxInFlight, file: file, line: line)
    }

    /// A store that owns its state (VDStore's `Store`, a view model holding `state`): `store`
    /// makes the feature's own store from a state, `state` is where the store keeps it, and
    /// `run` performs an action on the store as the app does. The explorer reads the state
    /// through `state` wherever the action waits or ends, and sets it where a part of the run
    /// begins; no shim between the store and the explorer is needed.
    ///
    /// ```swift
    /// Machine("RatesStore", initial: RatesState(), actions: { _ in [.add, .updateRates] },
    ///         cancelInFlight: [.updateRates],
    ///         store: { Store($0, di: DIValues(ratesAPI: .checking)) }, state: \.state) { store, action in
    ///     switch action {
    ///     case .add: store.add()
    ///     case .updateRates: await store.updateRates()
    ///     }
    /// }
    /// ```
    ///
    /// The store is made anew for each run of an action, within the run, so its work runs on
    /// the explorer's executor; the other parameters are those of
    /// ``init(_:initial:actions:cancelInFlight:maxInFlight:run:file:line:)``.
    @inlinable
    public init<Feature, FeatureAction, Owner>(
        _ name: String,
        initial: Feature,
        actions: @escaping @Sendable (Feature) -> [FeatureAction],
        cancelInFlight: CancelInFlight<FeatureAction> = .none,
        maxInFlight: Int = 2,
        store: @escaping @Sendable (Feature) -> Owner,
        state: ReferenceWritableKeyPath<Owner, Feature> & Sendable,
        run: nonisolated(nonsending) @escaping @Sendable (Owner, FeatureAction) async -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) where State == Running<Feature, FeatureAction>, Action == AsyncStep<FeatureAction> {
        // Made here rather than through the initializer above: one closure fewer between the
        // run and the feature's code (each async closure is an executor check on entry and return).
        let expansion = AsyncExpansion<Feature, FeatureAction>(
            actions: actions, newAction: .cancel(cancelInFlight), readsStart: false,
            body: { storage, action in
                let start = storage.state
                let owner = store(start)
                let binding = KeyPathOwner(owner, at: state)
                storage.bind(binding, holdsKept: binding.get() == start)
                await run(owner, action)
            })
        self.init(
            name, asyncExpand: { running, next in expansion.expand(running, into: &next) }, initial: initial,
            maxInFlight: maxInFlight, file: file, line: line)
    }

    /// A VSM feature's machine: each action of a state's model emits states in turn (an async
    /// sequence, as the model's publisher does); `emits` gives that sequence for a state and
    /// an action. As in VSM, the view follows the newest action's sequence: a new action drops
    /// the ones in flight, whose later states never arrive.
    ///
    /// ```swift
    /// Machine("BlogEntry", initial: .initialized(loaderModel: loader), actions: { $0.actions }) { state, action in
    ///     switch (state, action) {
    ///     case (.initialized(let loader), .load): Emissions(loader.load())
    ///     ...
    ///     }
    /// }
    /// ```
    @inlinable
    public init<Feature, FeatureAction>(
        _ name: String,
        initial: Feature,
        actions: @escaping @Sendable (Feature) -> [FeatureAction],
        emits: @escaping @Sendable (Feature, FeatureAction) -> Emissions<Feature>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) where State == Running<Feature, FeatureAction>, Action == AsyncStep<FeatureAction> {
        let expansion = AsyncExpansion<Feature, FeatureAction>(
            actions: actions, newAction: .dropInFlight, readsStart: true,
            body: { store, action in
                // The model's work starts within the run: a task it spawns to feed its sequence
                // runs on the run's executor, with the run's answers. The sequence is made from
                // the state the action started in (which `readsStart` counts as read whole).
                await emits(store.current, action).iterate { store.emit($0) }
            })
        self.init(
            name, asyncExpand: { running, next in expansion.expand(running, into: &next) }, initial: initial,
            maxInFlight: 1, file: file, line: line)
    }

    /// A VSM feature's machine over view states that are not `Hashable` (they hold their
    /// models, which hold their dependencies): `identity` gives the key each state is known
    /// by (see ``Identified``).
    public init<Value, Key, FeatureAction>(
        _ name: String,
        initial: Value,
        identity: @escaping @Sendable (Value) -> Key,
        actions: @escaping @Sendable (Value) -> [FeatureAction],
        emits: @escaping @Sendable (Value, FeatureAction) -> Emissions<Value>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) where State == Running<Identified<Value, Key>, FeatureAction>, Action == AsyncStep<FeatureAction> {
        // The key is checked on what a state offers: its actions (their outcomes are runs of the
        // feature's code, which the explorer makes once per state).
        let identified: @Sendable (Value) -> Identified<Value, Key> = { value in
            let offered = actions(value)
            return Identified(
                value, key: identity(value),
                behaviour: IdentityBehaviour(
                    Set(offered),
                    offered: {
                        offered.map { readableDescription($0) }.joined(separator: ", ")
                    }))
        }
        self.init(
            name, initial: identified(initial), actions: { actions($0.value) },
            emits: { state, action in
                emits(state.value, action).map(identified)
            }, file: file, line: line)
        origin.source = String(describing: Value.self)
        origin.kindDeclarations = kindDeclarations(of: Value.self)
        self = checkingIdentity { $0.state }
    }

    @usableFromInline
    init<Feature, FeatureAction>(
        _ name: String, asyncExpand: @escaping @Sendable (State, inout Successors<State, Action>) -> Void, initial: Feature,
        maxInFlight: Int, file: StaticString, line: UInt
    ) where State == Running<Feature, FeatureAction>, Action == AsyncStep<FeatureAction> {
        self.init(name, initialStates: [Running(initial)], expand: asyncExpand, file: file, line: line)
        // Running an action again to read its moves would run its effects again.
        recordsMoves = true
        traits.context = AsyncExplorationContext()
        traits.isFault = { $0.fault != nil }
        if let inner = KindTable<Feature>.declared(by: Feature.self) {
            kinds = KindTable(names: inner.names, parents: inner.parents, labels: inner.labels) { inner.index($0.state) }
        }
        if let universe = declaredActionUniverse(FeatureAction.self) as? [FeatureAction] {
            actionUniverse = .declared(universe.map { .action($0) })
        }
        stateName = { running in Running.name(running) }
        actionName = { step in
            switch step {
            case .action(let action): readableDescription(action)
            case .answer(_, let call, let answer) where call.hasPrefix("sleep(for: ") && answer.hasPrefix("after "): answer
            case .answer(_, let call, let answer): "answer of \(call): \(answer)"
            }
        }
        // A running feature records its own state and action (StepRecorder's async initializers).
        traits.featureStateName = { running in readableDescription(running.state) }
        traits.featureActionName = { step in readableDescription(actionOf(step)) }
        traits.passesUnseen = { step in if case .answer = step { true } else { false } }
        origin.source = String(describing: Feature.self)
        origin.kindDeclarations = kindDeclarations(of: Feature.self)
        origin.actionDeclarations = kindDeclarations(of: FeatureAction.self)
        self = constraint("at most \(maxInFlight) \(maxInFlight == 1 ? "action" : "actions") in flight") {
            $0.inFlight.count <= maxInFlight
        }
        .fault(.uncontrolledTask) { $0.fault?.check == .uncontrolledTask ? $0.fault?.message : nil }
        .fault(.nondeterministic) { $0.fault?.check == .nondeterministic ? $0.fault?.message : nil }
    }
}

/// The feature's action a step belongs to: the action, or the one an answer comes to.
private func actionOf<FeatureAction>(_ step: AsyncStep<FeatureAction>) -> FeatureAction {
    switch step {
    case .action(let action), .answer(let action, _, _): action
    }
}

extension Machine {
    /// Declares the universe of an async machine's actions, for the unused-action check, as the
    /// feature writes them: `.actions([.load, .retry])`, each the ``AsyncStep/action(_:)`` of
    /// one of the feature's actions (answers are never declared: the explorer gives them).
    public func actions<FeatureAction>(_ all: [FeatureAction]) -> Self where Action == AsyncStep<FeatureAction> {
        actions(all.map { AsyncStep.action($0) })
    }
}

extension Running {
    /// The feature state's name, then what is in flight: `idle [updateRates waits on rates()]`;
    /// an action that started in another state says so (`since ...`), and one that got
    /// answers lists them, so that two different states never share a name.
    static func name(_ running: Running) -> String {
        var name = readableDescription(running.state)
        if let fault = running.fault {
            return name + " [stuck: " + fault.short + "]"
        }
        if !running.inFlight.isEmpty {
            name +=
                " ["
                + running.inFlight.map { flight in
                    var text = readableDescription(flight.action) + (flight.isCancelled ? " (cancelled)" : "")
                    if !flight.deliveries.isEmpty {
                        text +=
                            " after "
                            + flight.deliveries.enumerated().map { index, delivery in
                                var answer =
                                    switch delivery.given {
                                    case .answer(let index): "answer \(index + 1)"
                                    case .cancelled: "cancelled"
                                    }
                                // Calls answered in the order they were made need no more words.
                                if delivery.call != index { answer += " to call \(delivery.call + 1)" }
                                return answer
                            }.joined(separator: ", ")
                    }
                    text += " waits on " + flight.pending.map(\.call).joined(separator: ", ")
                    for (part, state) in flight.segments.enumerated() {
                        if flight.readsWhole(part) {
                            guard state != running.state else { continue }
                            text +=
                                (part == 0 ? " since " : " (part \(part + 1) since ") + readableDescription(state) + (part == 0 ? "" : ")")
                        } else {
                            // A part known by the properties it read: named by them where any differs now.
                            let fields = flight.reads[part].fields
                            guard
                                fields.contains(where: { field in
                                    running.state[keyPath: field.keyPath].map { !field.value.holds($0) } ?? true
                                })
                            else { continue }
                            text +=
                                " (part \(part + 1) read "
                                + fields.map { field in
                                    propertyName(field.keyPath, of: State.self) + " " + readValue(field.value.base)
                                }.joined(separator: ", ") + ")"
                        }
                    }
                    return text
                }.joined(separator: "; ") + "]"
        }
        return name
    }
}

/// A value read, as a name shows it: strings quoted, so that an empty one shows.
private func readValue(_ value: Any) -> String {
    if let text = value as? String { return "\"" + text + "\"" }
    return readableDescription(value)
}

/// A key path's property as a name reads it: `query` for `\\SearchScreen.query`.
private func propertyName<Root>(_ keyPath: AnyKeyPath, of root: Root.Type) -> String {
    let path = String(describing: keyPath)
    let prefix = "\\" + String(describing: root) + "."
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

/// The moves of an async feature's state: each user action started, and each answer of each
/// call an action in flight waits on.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
@usableFromInline
struct AsyncExpansion<Feature: Hashable & Sendable, FeatureAction: Hashable & Sendable>: Sendable {
    /// What a new action does to the ones in flight.
    @usableFromInline
    enum NewAction: Sendable {
        /// Cancels the runs in flight whose group the new action cancels (they go on, cancelled).
        case cancel(CancelInFlight<FeatureAction>)
        /// Drops every action in flight: their answers never land.
        case dropInFlight
    }

    @usableFromInline let actions: @Sendable (Feature) -> [FeatureAction]
    @usableFromInline let newAction: NewAction
    /// Whether `body` reads the state the action started in (a VSM model's sequence is made
    /// from it), besides what the run reads through its store.
    @usableFromInline let readsStart: Bool
    /// The action's run, on a store that holds the state it started in. Called as it is given
    /// (no closure between the run and the feature's code: each async closure that awaits
    /// another and does not end with it is an executor check when it resumes).
    @usableFromInline let body: nonisolated(nonsending) @Sendable (EffectStore<Feature>, FeatureAction) async -> Void
    /// What the steps' runs that ended did: a step met again runs once, not twice.
    @usableFromInline let references = RunReferences<Feature, FeatureAction>()
    /// Whether a cancelled flight ends inertly, for the flights asked about before.
    @usableFromInline let inertFlights = InertFlights<Feature, FeatureAction>()

    @inlinable
    init(
        actions: @escaping @Sendable (Feature) -> [FeatureAction], newAction: NewAction, readsStart: Bool,
        body: nonisolated(nonsending) @escaping @Sendable (EffectStore<Feature>, FeatureAction) async -> Void
    ) {
        self.actions = actions
        self.newAction = newAction
        self.readsStart = readsStart
        self.body = body
    }

    @inlinable
    func expand(
        _ running: Running<Feature, FeatureAction>, into next: inout Successors<Running<Feature, FeatureAction>, AsyncStep<FeatureAction>>
    ) {
        guard running.fault == nil else { return }
        for action in actions(running.state) {
            var inFlight = running.inFlight
            switch newAction {
            case .dropInFlight:
                inFlight = []
            case .cancel(let rule) where !inFlight.isEmpty:
                let groups = rule.groups(cancelledBy: action)
                for index in inFlight.indices.reversed()
                where !inFlight[index].isCancelled && rule.isCancelled(inFlight[index].action, by: groups) {
                    inFlight[index].cancelledFrom = inFlight[index].deliveries.count
                    inFlight[index].seal()
                    if endsInertly(inFlight[index], in: running.state) {
                        inFlight.remove(at: index)
                    }
                }
            case .cancel:
                break
            }
            let run = EffectRun.run(
                body, action: action, segmentStates: [],
                deliveries: [], cancelledFrom: nil, current: running.state, digest: 0, references: references)
            add(.action(action), run, inFlight: inFlight, continuing: nil, started: running.state, into: &next)
        }
        for (position, flight) in running.inFlight.enumerated() {
            var others = running.inFlight
            others.remove(at: position)
            // Of the run's sleeps, the one that ends first wakes first.
            let firstWake = flight.pending.compactMap(\.deadline).min()
            for call in flight.pending where call.deadline == nil || call.deadline == firstWake {
                let answers: [(EffectRecorder.Given, String)] =
                    flight.isCancelled && call.throwing
                    ? [(.cancelled, "cancelled")]
                    : call.answers.enumerated().map { (.answer($0.offset), $0.element) }
                for (given, label) in answers {
                    // One new array of deliveries, for the run and for the flight going on.
                    var deliveries = flight.deliveries
                    deliveries.append(Delivery(call: call.ordinal, given: given))
                    let run = EffectRun.run(
                        body, action: flight.action,
                        segmentStates: flight.segments, deliveries: deliveries,
                        cancelledFrom: flight.cancelledFrom, current: running.state, digest: flight.digest,
                        references: references)
                    // The flight goes on only where the run waits again: made for that case alone.
                    var continuing: (flight: Running<Feature, FeatureAction>.InFlight, position: Int)?
                    if case .waiting = run.outcome {
                        var continued = flight
                        continued.segments.append(running.state)
                        continued.deliveries = deliveries
                        continuing = (continued, position)
                    }
                    add(
                        .answer(action: flight.action, call: call.call, answer: label), run, inFlight: others,
                        continuing: continuing, started: running.state, into: &next)
                }
            }
        }
    }

    /// Whether a cancelled run, answered `CancellationError` now, ends at once having read and
    /// written nothing and spawned nothing that goes on: then it does the same whenever the
    /// answer comes, and the run is over as soon as it is cancelled (no step of its own).
    ///
    /// The answer does not depend on `state`: a part that reads nothing does the same in any
    /// state, and one that reads is not inert. So it is the same for flights the explorer
    /// holds equal, and is run once for them (``InertFlights``).
    @inlinable
    func endsInertly(_ flight: Running<Feature, FeatureAction>.InFlight, in state: Feature) -> Bool {
        // A run whose state lives in the feature's own store reads all of it in every part.
        guard flight.pending.count == 1, flight.pending[0].throwing, !flight.readsOpaque else { return false }
        if let known = inertFlights.answer(for: flight) { return known }
        let inert = runsInertly(flight, in: state)
        inertFlights.keep(inert, for: flight)
        return inert
    }

    @inlinable
    func runsInertly(_ flight: Running<Feature, FeatureAction>.InFlight, in state: Feature) -> Bool {
        let delivery = Delivery(call: flight.pending[0].ordinal, given: .cancelled)
        let run = EffectRun.run(
            body, action: flight.action,
            segmentStates: flight.segments, deliveries: flight.deliveries + [delivery],
            cancelledFrom: flight.deliveries.count, current: state, digest: flight.digest,
            references: references)
        guard case .finished = run.outcome, run.emitted.isEmpty else { return false }
        return run.endsInert
    }

    /// Adds the move of one run: the states it emits on the way, then where it stops, with
    /// the action in flight when it waits (at its old place, for an action going on).
    @inlinable
    func add(
        _ step: AsyncStep<FeatureAction>, _ run: EffectRun<Feature>, inFlight: [Running<Feature, FeatureAction>.InFlight],
        continuing: (flight: Running<Feature, FeatureAction>.InFlight, position: Int)?, started: Feature,
        into next: inout Successors<Running<Feature, FeatureAction>, AsyncStep<FeatureAction>>
    ) {
        var settled = Running<Feature, FeatureAction>(run.state)
        settled.inFlight = inFlight
        switch run.outcome {
        case .finished:
            break
        case .waiting(let calls):
            var flight =
                continuing?.flight
                ?? Running<Feature, FeatureAction>.InFlight(
                    action: actionOf(step), pending: calls, segments: [started],
                    reads: [], deliveries: [])
            flight.pending = calls
            flight.digest = run.digest
            flight.reads = run.reads
            flight.readsOpaque = run.readsOpaque
            if readsStart { flight.reads[0].whole = true }
            flight.seal()
            settled.inFlight.insert(flight, at: min(continuing?.position ?? settled.inFlight.count, settled.inFlight.count))
        case .fault(let fault):
            settled.fault = fault
        }
        guard run.emitted.count > 1 else {
            next.add(step, settled)
            return
        }
        // States emitted on the way, each with what was in flight before this step.
        var onTheWay: [Running<Feature, FeatureAction>] = run.emitted.dropLast().map { emitted in
            var state = Running<Feature, FeatureAction>(emitted)
            state.inFlight = inFlight
            return state
        }
        onTheWay.append(settled)
        next.add(step, emitting: onTheWay)
    }

    @inlinable
    func actionOf(_ step: AsyncStep<FeatureAction>) -> FeatureAction {
        switch step {
        case .action(let action), .answer(let action, _, _): action
        }
    }
}
