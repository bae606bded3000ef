import MachineKit

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Explores a machine and fails the running test if any check fails, listing every
/// finding with its shortest trace. Works in Swift Testing (`@Test`) and in XCTest.
///
/// ```swift
/// @Test func blogEntryHasNoDeadEnds() {
///     expectNoFindings(BlogEntryFeature.machine())
/// }
/// ```
///
/// A run that a bound stopped is never a pass: it saw only part of the machine. Raise the
/// bound, or pass `allowIncomplete: true` to accept verdicts on the part seen.
///
/// - Parameters:
///   - strict: also fail on warnings (`unused-action`, `unreached`, `incomplete`).
///   - allowIncomplete: accept a run that a bound stopped (its other findings still count).
/// - Returns: the report, for further assertions.
@discardableResult
public func expectNoFindings<State, Action>(
    _ machine: Machine<State, Action>,
    bounds: ExplorationBounds = .standard,
    strict: Bool = false,
    allowIncomplete: Bool = false,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> CheckReport {
    let report = machine.check(bounds: bounds)
    let failures = report.failures(strict: strict, allowIncomplete: allowIncomplete)
    guard !failures.isEmpty else { return report }
    var message =
        "machine '\(report.machine)' has \(failures.count) finding"
        + (failures.count == 1 ? "" : "s") + ":\n"
        + failures.map { "  " + $0.text.replacingNewlines(with: "\n  ") }.joined(separator: "\n")
    if report.completeness.reasons.contains(where: \.isBound), !allowIncomplete {
        message += "\n  (a bound stopped exploration: raise it, or pass allowIncomplete: true)"
    }
    recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    return report
}

/// A finding a test expects, stated by what it is about: `.deadEnd(kind: "failed")`. Compared
/// as a value (the check and what it is about), never by its text.
public struct ExpectedFinding: Sendable, Hashable, CustomStringConvertible {
    /// What an expected finding is about.
    public enum Subject: Sendable, Hashable {
        /// Nothing in particular (`incomplete`).
        case none
        /// A state, a declared state or kind, or an action's name.
        case state(String)
        /// The kind of a roll-up.
        case kind(String)
        /// The states of a trap.
        case states([String])
        /// The kinds of rolled-up traps, sorted.
        case kinds([String])
        /// An action.
        case action(String)
        /// A named property (an invariant, a goal, a `sometimes`).
        case name(String)
        /// A view state.
        case view(String)
        /// A line of a record.
        case record(String, line: Int)
    }

    /// The check that reports it (`unreachableView` is `unreachable` about a `view`).
    public let check: Finding.Check
    /// What it is about.
    public let subject: Subject

    /// A finding of `check` about `subject`.
    public init(_ check: Finding.Check, _ subject: Subject) {
        self.check = check
        self.subject = subject
    }

    /// A declared state (kind) never reached in a complete exploration.
    public static func unreachable(_ state: String) -> Self { Self(.unreachable, .state(state)) }
    /// A declared state (kind) not reached before a bound stopped exploration.
    public static func unreached(_ state: String) -> Self { Self(.unreached, .state(state)) }
    /// A dead end in one state.
    public static func deadEnd(state: String) -> Self { Self(.deadEnd, .state(state)) }
    /// Dead ends in the states of one kind: a roll-up of several, or the one dead end of that
    /// kind (``expectFindings(_:_:bounds:fileID:filePath:line:column:)`` matches either).
    public static func deadEnd(kind: String) -> Self { Self(.deadEnd, .kind(kind)) }
    /// A trap: its states, in state order.
    public static func trap(states: [String]) -> Self { Self(.trap, .states(states)) }
    /// Several traps whose states are of these kinds (a roll-up), kinds sorted.
    public static func trap(kinds: [String]) -> Self { Self(.trap, .kinds(kinds)) }
    /// A declared action never enabled.
    public static func unusedAction(_ action: String) -> Self { Self(.unusedAction, .action(action)) }
    /// A broken invariant, by name.
    public static func invariant(_ name: String) -> Self { Self(.invariant, .name(name)) }
    /// A goal declared always reachable that some state cannot reach, by name.
    public static func alwaysReachable(_ name: String) -> Self { Self(.alwaysReachable, .name(name)) }
    /// A property no reachable state satisfies (`sometimes`), by name.
    public static func sometimes(_ name: String) -> Self { Self(.sometimes, .name(name)) }
    /// An async step that did not do the same thing twice, at this state.
    public static func nondeterministic(state: String) -> Self { Self(.nondeterministic, .state(state)) }
    /// Async work the explorer cannot follow, at this state.
    public static func uncontrolledTask(state: String) -> Self { Self(.uncontrolledTask, .state(state)) }
    /// A state that shares an `identity:` key with another but behaves differently, at this
    /// state (the one recorded second).
    public static func identity(state: String) -> Self { Self(.identity, .state(state)) }
    /// A bound stopped exploration.
    public static var incomplete: Self { Self(.incomplete, .none) }
    /// A recorded step the machine does not allow, at this line of this record.
    public static func nonconforming(record: String, line: Int) -> Self { Self(.nonconforming, .record(record, line: line)) }
    /// A view state shown for domain states of several kinds (the view state's name).
    public static func collapse(_ view: String) -> Self { Self(.collapse, .view(view)) }
    /// A declared view kind no reachable domain state shows.
    public static func unreachableView(_ kind: String) -> Self { Self(.unreachable, .view(kind)) }

    /// What a finding of a report is, in these terms.
    public init(_ finding: Finding) {
        if case .view(let view, _) = finding.subject {
            self = finding.check == .collapse ? .collapse(view) : .unreachableView(view)
            return
        }
        switch finding.check {
        case .unreachable: self = .unreachable(finding.subjectText)
        case .unreached: self = .unreached(finding.subjectText)
        case .deadEnd:
            if let kind = finding.kind { self = .deadEnd(kind: kind) } else { self = .deadEnd(state: finding.subjectText) }
        case .trap:
            if case .kinds(let kinds, _) = finding.subject {
                self = .trap(kinds: kinds)
            } else {
                self = .trap(states: finding.states ?? [])
            }
        case .unusedAction: self = .unusedAction(finding.subjectText)
        case .invariant: self = .invariant(finding.name ?? finding.subjectText)
        case .alwaysReachable: self = .alwaysReachable(finding.name ?? finding.subjectText)
        case .sometimes: self = .sometimes(finding.subjectText)
        case .collapse: self = .collapse(finding.subjectText)
        case .incomplete: self = .incomplete
        case .nondeterministic: self = .nondeterministic(state: finding.subjectText)
        case .uncontrolledTask: self = .uncontrolledTask(state: finding.subjectText)
        case .identity: self = .identity(state: finding.subjectText)
        case .nonconforming:
            if let step = finding.step {
                self = .nonconforming(record: step.record, line: step.line)
            } else {
                self = Self(.nonconforming, .none)
            }
        }
    }

    /// The finding as it would be written in a test: `.deadEnd(kind: "failed")`.
    public var description: String {
        let q = Self.quoted
        return switch (check, subject) {
        case (.unreachable, .view(let kind)): ".unreachableView(\(q(kind)))"
        case (.collapse, .view(let view)): ".collapse(\(q(view)))"
        case (.deadEnd, .state(let state)): ".deadEnd(state: \(q(state)))"
        case (.deadEnd, .kind(let kind)): ".deadEnd(kind: \(q(kind)))"
        case (.trap, .states(let states)): ".trap(states: \(Self.list(states)))"
        case (.trap, .kinds(let kinds)): ".trap(kinds: \(Self.list(kinds)))"
        case (.nondeterministic, .state(let state)): ".nondeterministic(state: \(q(state)))"
        case (.uncontrolledTask, .state(let state)): ".uncontrolledTask(state: \(q(state)))"
        case (.identity, .state(let state)): ".identity(state: \(q(state)))"
        case (.nonconforming, .record(let record, let line)): ".nonconforming(record: \(q(record)), line: \(line))"
        case (_, .none): "." + Self.caseName(check)
        case (_, .state(let text)), (_, .action(let text)), (_, .name(let text)), (_, .kind(let text)), (_, .view(let text)):
            ".\(Self.caseName(check))(\(q(text)))"
        case (_, .states(let items)), (_, .kinds(let items)): ".\(Self.caseName(check))(\(Self.list(items)))"
        case (_, .record(let record, let line)): ".\(Self.caseName(check))(record: \(q(record)), line: \(line))"
        }
    }

    /// The check's name as Swift spells its case: `deadEnd`, `unusedAction`.
    private static func caseName(_ check: Finding.Check) -> String {
        switch check {
        case .deadEnd: "deadEnd"
        case .unusedAction: "unusedAction"
        case .alwaysReachable: "alwaysReachable"
        case .uncontrolledTask: "uncontrolledTask"
        default: check.rawValue
        }
    }

    private static func quoted(_ text: String) -> String { JSONValue.string(text).compact }
    private static func list(_ items: [String]) -> String { JSONValue.array(items.map(JSONValue.string)).compact }
}

/// Explores a machine and fails the running test unless its findings are exactly
/// `expected` (in any order), listing what is missing and what is unexpected, each
/// unexpected finding with its trace.
///
/// ```swift
/// @Test func loginWithoutRetryIsStuckWhenFailed() {
///     expectFindings(LoginFeature.machine(), [.deadEnd(kind: "failed"), .unusedAction("retry")])
/// }
/// ```
/// - Returns: the report, for further assertions.
@discardableResult
public func expectFindings<State, Action>(
    _ machine: Machine<State, Action>,
    _ expected: [ExpectedFinding],
    bounds: ExplorationBounds = .standard,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> CheckReport {
    let exploration = machine.explore(bounds: bounds)
    let report = exploration.report
    var missing = expected
    var unexpected: [Finding] = []
    // `.deadEnd(kind:)` names a kind's dead ends however many there are: one dead end is
    // reported by its state, and matches the kind of that state.
    func kindOfLoneDeadEnd(_ finding: Finding) -> ExpectedFinding? {
        guard finding.check == .deadEnd, finding.kind == nil, finding.stateIndices.count == 1,
            let state = finding.stateIndices.first, state < exploration.stateCount
        else { return nil }
        return .deadEnd(kind: exploration.kindName(of: state))
    }
    for finding in report.findings {
        if let match = missing.firstIndex(of: ExpectedFinding(finding))
            ?? kindOfLoneDeadEnd(finding).flatMap({ missing.firstIndex(of: $0) })
        {
            missing.remove(at: match)
        } else {
            unexpected.append(finding)
        }
    }
    guard !missing.isEmpty || !unexpected.isEmpty else { return report }
    var lines = ["machine '\(report.machine)' does not have exactly the expected findings:"]
    for finding in missing { lines.append("  missing: \(finding)") }
    for finding in unexpected {
        lines.append("  unexpected: \(ExpectedFinding(finding))")
        lines.append("    " + finding.text.replacingNewlines(with: "\n    "))
    }
    recordFailure(lines.joined(separator: "\n"), fileID: fileID, filePath: filePath, line: line, column: column)
    return report
}

func recordFailure(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
    #else
        print(message)
    #endif
}

extension String {
    fileprivate func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
