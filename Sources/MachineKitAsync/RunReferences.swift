import MachineKitCore
import Foundation

/// What the runs of a machine's steps that ended did, each step known by everything the
/// explorer gives its run (the action, the states its parts began in, the answers, the
/// cancellation and the digest it must retrace): where a step is met again, one run of it is
/// compared with these instead of running it twice more.
///
/// Only steps whose two runs agreed are kept, and at most ``capacity`` at once: when full, the
/// table is emptied and filled again, so that its memory stays bounded (a machine whose steps
/// never repeat keeps no more than that); a step forgotten is run twice when next met, as if
/// never met before. A machine whose steps seldom repeat (fewer than one meeting in eight found
/// kept, checked every 4,096 steps kept) turns the table off: from then on every step runs twice,
/// as before the table, without the cost of keeping and looking up steps that never come back.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
@usableFromInline
final class RunReferences<State: Hashable & Sendable, Action: Hashable & Sendable>: @unchecked Sendable {
    /// A step, as its run is given it.
    @usableFromInline
    struct Step: Hashable {
        @usableFromInline var action: Action
        @usableFromInline var segmentStates: [State]
        @usableFromInline var deliveries: [Delivery]
        @usableFromInline var cancelledFrom: Int?
        @usableFromInline var current: State
        @usableFromInline var digest: UInt64

        @inlinable
        init(action: Action, segmentStates: [State], deliveries: [Delivery], cancelledFrom: Int?, current: State, digest: UInt64) {
            self.action = action
            self.segmentStates = segmentStates
            self.deliveries = deliveries
            self.cancelledFrom = cancelledFrom
            self.current = current
            self.digest = digest
        }

        /// Written out, and inlinable, so that the table's comparisons are specialized for the
        /// feature's state (the derived one was called unspecialized).
        @inlinable
        static func == (lhs: Step, rhs: Step) -> Bool {
            lhs.digest == rhs.digest && lhs.action == rhs.action && lhs.current == rhs.current
                && lhs.cancelledFrom == rhs.cancelledFrom && lhs.deliveries == rhs.deliveries
                && lhs.segmentStates == rhs.segmentStates
        }

        /// Hashes what tells steps apart at once (the digest of the run up to the step stands for
        /// the states and answers before it), not the states each part began in: equal steps hash
        /// alike, and the table's comparison tells the rare others apart.
        @inlinable
        func hash(into hasher: inout Hasher) {
            hasher.combine(action)
            hasher.combine(digest)
            hasher.combine(current)
            hasher.combine(deliveries.count)
            hasher.combine(deliveries.last)
            hasher.combine(cancelledFrom)
        }
    }

    /// What the runs of a step did, as two runs are compared.
    @usableFromInline
    struct Reference: Equatable {
        @usableFromInline var digest: UInt64
        @usableFromInline var emitted: [State]

        @inlinable init(digest: UInt64, emitted: [State]) {
            self.digest = digest
            self.emitted = emitted
        }

        /// What `run` did.
        @inlinable init(_ run: EffectRun<State>) {
            self.init(digest: run.digest, emitted: run.emitted)
        }
    }

    /// The most steps kept at once (a step and its reference take about 200 bytes for a small state).
    @usableFromInline let capacity: Int
    /// Guards the fields below (so they need no exclusivity checks of their own).
    @usableFromInline let lock = NSLock()
    @exclusivity(unchecked) @usableFromInline var kept: [Step: Reference] = [:]
    /// Steps looked up, steps found, steps kept: how often steps repeat.
    @exclusivity(unchecked) @usableFromInline var lookups = 0
    @exclusivity(unchecked) @usableFromInline var hits = 0
    @exclusivity(unchecked) @usableFromInline var keeps = 0
    /// Set once steps proved to seldom repeat: nothing is looked up or kept any more.
    @exclusivity(unchecked) @usableFromInline var isOff = false

    @inlinable
    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
    }

    /// The exploration context (``RunContext``) the kept steps were run in: runs in another
    /// may see other task locals, so the table starts again there.
    @exclusivity(unchecked) @usableFromInline var context: RunContext?

    /// Whether the table serves the calling run, emptied first if it was filled in another
    /// exploration's context; never for a run outside any (a direct call of expand, whose
    /// task locals may differ from the last call's). Call with `lock` held.
    @inlinable
    func serves(_ current: RunContext?) -> Bool {
        RunContext.serves(current, table: &context) {
            kept = [:]
            lookups = 0
            hits = 0
            keeps = 0
            isOff = false
        } && !isOff
    }

    /// What a lookup found.
    @usableFromInline
    enum Lookup {
        /// The table does not serve the run (another context, or none) or is off.
        case notServing
        /// The step was met before, where its two runs did this.
        case met(Reference)
        /// The step, made into the table's key, is new to it.
        case new(Step)
    }

    /// Looks up the step `makeStep` makes, made only where the table serves the calling run
    /// and is on.
    @inlinable
    func look(up makeStep: () -> Step) -> Lookup {
        let current = RunContext.current
        lock.lock()
        defer { lock.unlock() }
        guard serves(current) else { return .notServing }
        let step = makeStep()
        lookups += 1
        guard let reference = kept[step] else { return .new(step) }
        hits += 1
        return .met(reference)
    }

    /// What the runs of `step` did, if it was met before in this exploration.
    @inlinable
    func reference(for step: Step) -> Reference? {
        guard case .met(let reference) = look(up: { step }) else { return nil }
        return reference
    }

    /// Keeps what the runs of `step` did; a full table is emptied first.
    @inlinable
    func keep(_ reference: Reference, for step: Step) {
        let current = RunContext.current
        lock.lock()
        defer { lock.unlock() }
        guard serves(current) else { return }
        keeps += 1
        if keeps % 4096 == 0 && hits * 8 < lookups {
            isOff = true
            kept = [:]
            return
        }
        if kept.count >= capacity { kept.removeAll(keepingCapacity: true) }
        kept[step] = reference
    }
}

/// Whether cancelled flights end inertly (``AsyncExpansion/endsInertly(_:in:)``), for the
/// flights asked about before, known as the explorer knows them (``Running/InFlight``'s `==`):
/// a flight cancelled again in another state is not run again to find out. At most
/// ``capacity`` flights are kept; a full table is emptied and filled again.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
@usableFromInline
final class InertFlights<State: Hashable & Sendable, Action: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline let capacity: Int
    /// Guards `known` (so it needs no exclusivity checks of its own).
    @usableFromInline let lock = NSLock()
    @exclusivity(unchecked) @usableFromInline var known: [Running<State, Action>.InFlight: Bool] = [:]

    @inlinable
    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
    }

    /// The exploration context (``RunContext``) the answers were found in: in another, the
    /// runs may see other task locals, so the table starts again.
    @exclusivity(unchecked) @usableFromInline var context: RunContext?

    /// Whether the table serves the calling run, emptied first if it was filled in another
    /// exploration's context; never for a run outside any (as ``RunReferences/serves(_:)``).
    /// Call with `lock` held.
    @inlinable
    func serves(_ current: RunContext?) -> Bool {
        RunContext.serves(current, table: &context) { known = [:] }
    }

    /// Whether `flight` ends inertly, if it was asked before in this exploration (never for a
    /// run outside any exploration's context).
    @inlinable
    func answer(for flight: Running<State, Action>.InFlight) -> Bool? {
        let current = RunContext.current
        lock.lock()
        defer { lock.unlock() }
        guard serves(current) else { return nil }
        return known[flight]
    }

    @inlinable
    func keep(_ inert: Bool, for flight: Running<State, Action>.InFlight) {
        let current = RunContext.current
        lock.lock()
        defer { lock.unlock() }
        guard serves(current) else { return }
        if known.count >= capacity { known.removeAll(keepingCapacity: true) }
        known[flight] = inert
    }
}
