import MachineKitCore
/// Which runs in flight a new action cancels, by key, as TCA's `cancellable(id:)` does: each
/// action may belong to a group (its *id*), and a new action cancels the older runs of its own
/// group and of any group it names besides. A cancelled run goes on: its calls throw
/// `CancellationError` when they return, and `Task.isCancelled` is true from there on.
///
/// ```swift
/// // Every keystroke cancels the search in flight; clear cancels it too.
/// cancelInFlight: .id({ action in
///     if case .queryChanged = action { "search" } else { nil }
/// }, cancelling: { action in action == .clear ? ["search"] : [] })
///
/// // A new run of an action's case cancels the older ones, whatever their payloads.
/// cancelInFlight: .sameCase
///
/// // An action value cancels the older runs of the same value (a set of actions).
/// cancelInFlight: [.updateRates]
/// ```
public struct CancelInFlight<Action: Hashable & Sendable>: Sendable, ExpressibleByArrayLiteral {
    /// The group an action's runs belong to; `nil`: no group (never cancelled by its id).
    @usableFromInline let id: @Sendable (Action) -> AnyHashable?
    /// The groups a new action cancels besides its own.
    @usableFromInline let cancelling: @Sendable (Action) -> [AnyHashable]

    /// Each of `actions` cancels the older runs of the same action value.
    public init(_ actions: Set<Action>) {
        id = { actions.contains($0) ? AnyHashable($0) : nil }
        cancelling = { _ in [] }
    }

    /// Each listed action cancels the older runs of the same action value.
    public init(arrayLiteral actions: Action...) {
        self.init(Set(actions))
    }

    private init(id: @escaping @Sendable (Action) -> AnyHashable?, cancelling: @escaping @Sendable (Action) -> [AnyHashable]) {
        self.id = id
        self.cancelling = cancelling
    }

    /// Actions grouped by an id the feature gives (`nil`: no group): a new action cancels the
    /// older runs of its group, and of the groups `cancelling` names.
    public static func id(
        _ id: @escaping @Sendable (Action) -> AnyHashable?,
        cancelling: @escaping @Sendable (Action) -> [AnyHashable] = { _ in [] }
    ) -> CancelInFlight {
        CancelInFlight(id: id, cancelling: cancelling)
    }

    /// Actions grouped by their enum case, payloads aside: `queryChanged("sw")` cancels
    /// `queryChanged("s")`.
    public static var sameCase: CancelInFlight {
        CancelInFlight(id: { AnyHashable(caseName(of: $0)) }, cancelling: { _ in [] })
    }

    /// No action cancels another.
    public static var none: CancelInFlight { CancelInFlight(id: { _ in nil }, cancelling: { _ in [] }) }

    /// The groups a new `action` cancels: its own (where it has one) and those it names.
    @inlinable
    func groups(cancelledBy action: Action) -> [AnyHashable] {
        (id(action).map { [$0] } ?? []) + cancelling(action)
    }

    /// Whether a run of `action` in flight belongs to one of `groups`.
    @inlinable
    func isCancelled(_ action: Action, by groups: [AnyHashable]) -> Bool {
        guard !groups.isEmpty, let group = id(action) else { return false }
        return groups.contains(group)
    }
}

/// An enum value's case name: the label of its payload, or its description when it has none.
func caseName<Value>(of value: Value) -> String {
    if let label = Mirror(reflecting: value).children.first?.label, Mirror(reflecting: value).displayStyle == .enum {
        return label
    }
    return String(describing: value)
}
