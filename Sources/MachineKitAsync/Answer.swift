import MachineKitCore
/// One answer a dependency call can give, as the explorer offers it: a value or an error,
/// with the words a trace shows (`success(fresh)`, `failure(offline)`).
public struct Answer<Value: Sendable>: Sendable {
    /// What traces show: `answer of rates(): failure(offline)`. Made when a trace or a state's
    /// name needs it, not each time the answer list is built. (Inlinable: specialized in the
    /// feature's module, it needs no generic type looked up at each run that waits.)
    @inlinable
    public var label: String {
        get {
            if let given { return given }
            switch result {
            case .success(let value): return rememberedDescription(value, form: .success)
            case .failure(let error): return failureLabel(error)
            }
        }
        set { given = newValue }
    }
    /// The answer: a value or an error.
    public var result: Result<Value, any Error>
    /// The label the answer was given, if any.
    @usableFromInline var given: String?

    @inlinable
    init(result: Result<Value, any Error>, given: String?) {
        self.result = result
        self.given = given
    }

    /// The call returns `value`. (Inlinable, as the calls below: a feature's answers are built
    /// at each call, and specialized in its module they need no generic type looked up.)
    @inlinable
    public static func success(_ value: Value, _ label: String? = nil) -> Self {
        Self(result: .success(value), given: label)
    }

    /// The call throws `error`.
    @inlinable
    public static func failure(_ error: any Error, _ label: String? = nil) -> Self {
        Self(result: .failure(error), given: label)
    }
}

/// An error's label, named by its own type (the existential opened).
@usableFromInline
func failureLabel<Failure: Error>(_ error: Failure) -> String {
    rememberedDescription(error, form: .failure)
}

/// In a feature's dependency client, given as a test value: waits for the answer the explorer
/// chooses, and returns it (or throws it). Every answer is explored: the explorer runs the
/// action once up to this call, then once more for each answer, each time from the state the
/// feature is in when the answer arrives.
///
/// ```swift
/// let api = RatesAPI(rates: {
///     try await choose("rates()", [.success(.fresh), .failure(APIError.offline), .failure(APIError.timeout)])
/// })
/// ```
///
/// When the action was cancelled while it waited (cancel-in-flight), the call throws
/// `CancellationError`, as a cancelled request does. Outside an explored action it throws
/// ``ChoiceOutsideExploration``.
/// - Parameters:
///   - call: how traces name the call: `rates()`.
///   - answers: every answer the dependency can give; at least one.
@inlinable
nonisolated(nonsending) public func choose<Value: Sendable>(_ call: String, _ answers: [Answer<Value>]) async throws -> Value {
    precondition(!answers.isEmpty, "a call has at least one answer")
    guard let recorder = EffectRecorder.current else { throw ChoiceOutsideExploration(call: call) }
    switch await recorder.answer(call, count: answers.count, labels: { answers.map { $0.label } }, throwing: true) {
    case .answer(let index): return try answers[index].result.get()
    case .cancelled: throw CancellationError()
    case .stop: throw EffectRecorder.Stop()
    }
}

/// In a feature's dependency client: waits for the value the explorer chooses among `values`
/// (a call that cannot fail). Every value is explored.
@inlinable
nonisolated(nonsending) public func choose<Value: Sendable>(_ call: String, among values: [Value]) async -> Value {
    precondition(!values.isEmpty, "a call has at least one answer")
    guard let recorder = EffectRecorder.current else { return values[0] }
    switch await recorder.answer(call, count: values.count, labels: { values.map { rememberedDescription($0) } }, throwing: false) {
    case .answer(let index): return values[index]
    case .cancelled, .stop: return values[0]
    }
}

/// `choose` was called outside an action the explorer runs: a test value used elsewhere.
public struct ChoiceOutsideExploration: Error, CustomStringConvertible {
    /// The call that asked, as written (`choose(...)`).
    public var call: String
    @usableFromInline init(call: String) { self.call = call }

    /// One line: the call, and that it answers only within an action the explorer runs.
    public var description: String { "\(call): choose(...) answers only within an action the explorer runs" }
}
