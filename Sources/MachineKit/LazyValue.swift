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

/// A statechart, kept or made on first use (a machine read by the flat reader has no chart
/// until a diagram asks for one). Two are equal when their charts are.
package struct LazyChart: Sendable, Hashable {
    private let made: LazyValue<Statechart>
    private let make: @Sendable () -> Statechart

    /// A chart at hand.
    package init(_ chart: Statechart) {
        made = LazyValue()
        _ = made.get { chart }
        make = { chart }
    }

    /// A chart `make` makes when first asked for.
    package init(making make: @escaping @Sendable () -> Statechart) {
        made = LazyValue()
        self.make = make
    }

    /// The chart.
    package var value: Statechart { made.get(make) }

    package static func == (left: LazyChart, right: LazyChart) -> Bool {
        left.made === right.made || left.value == right.value
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
