import Foundation

/// A value computed on first use, once, from any thread: the lock is held while it is
/// computed, so a second caller waits for the first instead of computing it again.
///
/// `@unchecked Sendable`: `value` is read and written only with `lock` held. A value's
/// computation must not ask for the same `LazyValue` again (it would wait for itself);
/// an ``Exploration``'s values depend on each other in one direction only (report and
/// graph on moves).
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    init() {}

    /// The value, computed by `make` if this is the first call.
    func get(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }

    /// The value if it was computed already.
    var ifComputed: Value? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// A value kept, or made on first use (a machine read by the flat spec reader has no chart,
/// and no table of its states' lines, until something asks). Two are equal when their
/// values are.
package struct LazyHashable<Value: Sendable & Hashable>: Sendable, Hashable {
    private let made: LazyValue<Value>
    private let make: @Sendable () -> Value

    /// A value at hand.
    package init(_ value: Value) {
        made = LazyValue()
        _ = made.get { value }
        make = { value }
    }

    /// A value `make` makes when first asked for.
    package init(making make: @escaping @Sendable () -> Value) {
        made = LazyValue()
        self.make = make
    }

    /// The value.
    package var value: Value { made.get(make) }

    package static func == (left: Self, right: Self) -> Bool {
        left.made === right.made || left.value == right.value
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

/// A statechart kept, or made when first asked for.
