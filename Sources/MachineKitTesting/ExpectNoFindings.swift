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
/// - Parameters:
///   - strict: also fail on warnings (`unused-action`, `incomplete`).
/// - Returns: the report, for further assertions.
@discardableResult
public func expectNoFindings<State, Action>(
    _ machine: Machine<State, Action>,
    bounds: ExplorationBounds = .standard,
    strict: Bool = false,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> CheckReport {
    let report = machine.check(bounds: bounds)
    let failures = report.failures(strict: strict)
    guard !failures.isEmpty else { return report }
    let message = "machine '\(report.machine)' has \(failures.count) finding"
        + (failures.count == 1 ? "" : "s") + ":\n"
        + failures.map { "  " + $0.text.replacingNewlines(with: "\n  ") }.joined(separator: "\n")
    recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
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
