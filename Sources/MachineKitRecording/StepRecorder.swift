import MachineKitCore
import MachineKitAsync
import Dispatch
import Foundation

/// Records the steps a feature takes at run time, by the names its machine gives them, so
/// that `vsm-inspect conform` can check them against the machine and `--coverage` can paint
/// the moves taken.
///
/// A feature adds one line where it starts, and calls `record(_:from:to:)` where its state
/// changes:
///
/// ```swift
/// let recorder = StepRecorder(ProductsFlowFeature.machine(), to: .file("Records/ProductsFlow.jsonl"))
/// ...
/// recorder.record(event, from: oldState, to: newState)
/// ```
///
/// States and actions are named exactly as `vsm-inspect check` names them (the machine's
/// ``Machine/stateName`` and ``Machine/actionName``), so a record needs no code to be read;
/// see ``RecordLine`` for the format. A move that emits several states in turn is recorded
/// once per state, each time with the move's action.
///
/// Recording never blocks the feature and never does I/O on its thread: a step is stored in
/// a bounded buffer (under a lock held for a few instructions), and a writer queue of the
/// recorder's own names the states, encodes the lines and hands them to the sink. When the
/// buffer is full the step is dropped and counted; the record then says how many steps were
/// dropped where (a `dropped` line), and `conform` starts matching afresh after it.
///
/// `@unchecked Sendable`: the buffer and counters are read and written only with `lock` held;
/// the names and the sink are immutable and `Sendable`.
public final class StepRecorder<State: Sendable, Action: Sendable>: @unchecked Sendable {
    /// The machine's name, written on every line.
    public let machine: String
    /// This recorder's run: what tells its steps apart from other runs in the same record.
    public let run: String
    /// How many steps the buffer holds before it drops them.
    public let capacity: Int

    private let stateName: @Sendable (State) -> String
    private let actionName: @Sendable (Action) -> String
    private let sink: RecordSink
    private let queue: DispatchQueue

    @usableFromInline enum Pending {
        case step(seq: Int, action: Action, from: State, to: State)
        /// A step of a feature whose async actions the machine runs: the feature's own values,
        /// named as the machine names the feature's state (``readableDescription(_:)``).
        case feature(seq: Int, action: any Sendable, from: any Sendable, to: any Sendable)
        case dropped(seq: Int, count: Int)
    }

    /// The names of a feature's own values (async features), kept as `NameCache` keeps them.
    private let featureNames = NameCache<AnyHashable> { readableDescription($0.base) }

    // What `record` touches is visible to the feature's module, so that it is specialized
    // there for the feature's own types (no generic calls on the feature's thread).
    @usableFromInline let lock = NSLock()
    @usableFromInline var pending: [Pending] = []
    private var spare: [Pending] = []
    @usableFromInline var nextSeq = 0
    @usableFromInline var droppedSinceLast = 0
    @usableFromInline var droppedTotal = 0
    @usableFromInline var draining = false

    /// A recorder naming states and actions with the functions given: for a runtime whose
    /// machine is not at hand (a statechart interpreter), or names of one's own.
    /// - Parameters:
    ///   - run: the run's name; by default eight random hexadecimal digits.
    ///   - capacity: the steps held while the writer is behind; more are dropped and counted.
    public init(
        machine: String, to sink: RecordSink, run: String? = nil, capacity: Int = 1 << 16,
        stateName: @escaping @Sendable (State) -> String, actionName: @escaping @Sendable (Action) -> String
    ) {
        precondition(capacity > 0, "a recorder holds at least one step")
        self.machine = machine
        self.run = run ?? Self.randomRun()
        self.capacity = capacity
        self.stateName = stateName
        self.actionName = actionName
        self.sink = sink
        self.queue = DispatchQueue(label: "MachineKit.StepRecorder", qos: .utility)
        pending.reserveCapacity(min(capacity, 1024))
    }

    /// A recorder for a feature's machine: steps are named as the machine names them. For a
    /// machine that runs the feature's async actions, the feature records its own states and
    /// actions (`record(_:from:to:)` with its own values).
    public convenience init(
        _ machine: Machine<State, Action>, to sink: RecordSink, run: String? = nil, capacity: Int = 1 << 16
    ) where State: Hashable, Action: Hashable {
        // Names are made on the writer's queue; a feature comes back to the same states, so the
        // recent ones are kept (a state's description can cost microseconds).
        let states = NameCache(machine.stateName), actions = NameCache(machine.actionName)
        self.init(
            machine: machine.name, to: sink, run: run, capacity: capacity,
            stateName: { states.name($0) }, actionName: { actions.name($0) })
    }

    /// Records a step: `action` took the feature from `from` to `to`.
    ///
    /// Never blocks and never does I/O: the step is stored, and named and written on the
    /// recorder's queue. When the buffer is full the step is dropped (and counted).
    /// - Complexity: O(1): a lock held for an append.
    @inlinable
    public func record(_ action: Action, from: State, to: State) {
        append { .step(seq: $0, action: action, from: from, to: to) }
    }

    /// Records a step of a feature whose async actions the machine runs (a store's `run:`, a
    /// model's `emits:`): `action` (or an answer to the call it awaited) took the feature from
    /// `from` to `to`, its own state, named as the machine names it without what is in flight.
    /// - Complexity: O(1), as the other `record(_:from:to:)`.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    public func record<Feature: Sendable, FeatureAction: Sendable>(_ action: FeatureAction, from: Feature, to: Feature)
    where State == Running<Feature, FeatureAction>, Action == AsyncStep<FeatureAction> {
        append { .feature(seq: $0, action: action, from: from, to: to) }
    }

    /// Records a step of a VSM feature whose view states are identified by a key
    /// (`identity:`): the feature records its own view states.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    public func record<Value: Sendable, Key, FeatureAction: Sendable>(_ action: FeatureAction, from: Value, to: Value)
    where State == Running<Identified<Value, Key>, FeatureAction>, Action == AsyncStep<FeatureAction> {
        append { .feature(seq: $0, action: action, from: from, to: to) }
    }

    /// Stores a step numbered by the recorder, or drops it when the buffer is full.
    @inlinable
    func append(_ step: (Int) -> Pending) {
        lock.lock()
        let seq = nextSeq
        nextSeq += 1
        guard pending.count < capacity else {
            droppedSinceLast += 1
            droppedTotal += 1
            lock.unlock()
            return
        }
        if droppedSinceLast > 0 {
            pending.append(.dropped(seq: seq, count: droppedSinceLast))
            droppedSinceLast = 0
        }
        pending.append(step(seq))
        let schedule = !draining
        draining = true
        lock.unlock()
        if schedule { scheduleDrain() }
    }

    /// Has the writer queue write what is pending.
    @usableFromInline func scheduleDrain() {
        queue.async { self.drain() }
    }

    /// The number of steps recorded so far, dropped ones included.
    public var steps: Int {
        lock.lock()
        defer { lock.unlock() }
        return nextSeq
    }

    /// The number of steps dropped so far because the buffer was full.
    public var dropped: Int {
        lock.lock()
        defer { lock.unlock() }
        return droppedTotal
    }

    /// Waits until every step recorded so far is handed to the sink (a test's last line, or
    /// an app about to end). Steps dropped at the end are written as a `dropped` line.
    public func flush() {
        queue.sync {
            lock.lock()
            if droppedSinceLast > 0 {
                pending.append(.dropped(seq: nextSeq, count: droppedSinceLast))
                droppedSinceLast = 0
            }
            draining = true
            lock.unlock()
            drain()
        }
    }

    /// Writes what is pending, batch by batch, until nothing is.
    private func drain() {
        var bytes: [UInt8] = []
        while true {
            lock.lock()
            if pending.isEmpty {
                draining = false
                lock.unlock()
                return
            }
            // The buffers change places: the feature records into the spare one meanwhile.
            var batch = pending
            pending = spare
            spare = []
            lock.unlock()
            bytes.removeAll(keepingCapacity: true)
            for entry in batch {
                let content: RecordLine.Content
                let seq: Int
                switch entry {
                case .step(let number, let action, let from, let to):
                    seq = number
                    content = .step(action: actionName(action), from: stateName(from), to: stateName(to))
                case .feature(let number, let action, let from, let to):
                    seq = number
                    content = .step(action: featureNames.name(action), from: featureNames.name(from), to: featureNames.name(to))
                case .dropped(let number, let count):
                    seq = number
                    content = .dropped(count)
                }
                RecordLine(machine: machine, run: run, seq: seq, content: content).append(to: &bytes)
            }
            sink.write(bytes)
            batch.removeAll(keepingCapacity: true)
            lock.lock()
            spare = batch
            lock.unlock()
        }
    }

    private static func randomRun() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = UInt32.random(in: .min ... .max, using: &generator)
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

/// The names of recently named values: used on a recorder's writer queue only, which is what
/// makes it `@unchecked Sendable`. Holds at most `limit` names, and starts afresh when full.
final class NameCache<Value: Hashable>: @unchecked Sendable {
    private var names: [Value: String] = [:]
    private let make: @Sendable (Value) -> String
    private let limit: Int

    init(limit: Int = 4096, _ make: @escaping @Sendable (Value) -> String) {
        self.make = make
        self.limit = limit
    }

    func name(_ value: Value) -> String {
        if let known = names[value] { return known }
        if names.count >= limit { names.removeAll(keepingCapacity: true) }
        let name = make(value)
        names[value] = name
        return name
    }
}

extension NameCache where Value == AnyHashable {
    /// A value's name; a value that is not `Hashable` is named each time.
    func name(_ value: any Sendable) -> String {
        guard let hashable = value as? any Hashable else { return readableDescription(value) }
        return name(AnyHashable(hashable))
    }
}
