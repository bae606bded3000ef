import MachineKitCore
/// A clock whose sleeps are steps the explorer explores, as XState's `after` transitions are:
/// give it to the feature where the app gives a real clock (`any Clock<Duration>`, the
/// injected-clock practice), and a debounce, a timeout or a retry delay is explored like any
/// answer: `after 300ms` is a step a trace shows, and the user may act before it.
///
/// ```swift
/// let store = SearchStore(storage, api: api, clock: ExploredClock())
/// ```
///
/// Of the sleeps one run waits on, the one that ends first is woken first; sleeps of different
/// actions in flight may end in any order. A cancelled sleep throws `CancellationError`, as
/// the real clocks' do. Outside an action the explorer runs, a sleep throws
/// ``ChoiceOutsideExploration``.
public struct ExploredClock: Clock, Sendable {
    /// A point in the explored time of one action's run, from the action's start.
    public struct Instant: InstantProtocol, Sendable {
        /// The time since the action started.
        public var offset: Swift.Duration

        public init(offset: Swift.Duration) { self.offset = offset }
        public func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    public init() {}

    /// The explored time of the current run: the ends of the sleeps it woke from.
    public var now: Instant { Instant(offset: EffectRecorder.current?.now ?? .zero) }

    public var minimumResolution: Swift.Duration { .nanoseconds(1) }

    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try Task.checkCancellation()
        let duration = max(.zero, deadline.offset - now.offset)
        let text = Self.describe(duration)
        guard let recorder = EffectRecorder.current else { throw ChoiceOutsideExploration(call: "sleep(for: \(text))") }
        switch await recorder.answer("sleep(for: \(text))", count: 1, labels: { ["after \(text)"] }, throwing: true, sleeping: duration) {
        case .answer: return
        case .cancelled: throw CancellationError()
        case .stop: throw EffectRecorder.Stop()
        }
    }

    /// `300ms`, `2s`, `1500ms`, `250us`, `10ns`.
    static func describe(_ duration: Swift.Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        if nanoseconds % 1_000 == 0 { return "\(nanoseconds / 1_000)us" }
        return "\(nanoseconds)ns"
    }
}
