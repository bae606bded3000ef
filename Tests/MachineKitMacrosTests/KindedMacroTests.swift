import MachineKitMacros
import MachineKitMacrosPlugin
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// A screen state written with `@Kinded`: its kinds come from its cases.
@Kinded
enum Login: Hashable, Sendable {
    case form
    case signingIn(attempt: Int)
    case failed(reason: String, attempts: Int)
    case `default`
}

@Suite struct KindedMacroTests {
    @Test func theEnumGetsItsKinds() {
        #expect(Login.Kind.allCases.map(\.rawValue) == ["form", "signingIn", "failed", "default"])
        #expect(Login.failed(reason: "offline", attempts: 2).kind == .failed)
        let machine = Machine<Login, String>("Login", initial: .form) { state in
            switch state {
            case .form: [.on("submit", to: .signingIn(attempt: 1))]
            case .signingIn(let attempt): [.on("answer", oneOf: .form, .failed(reason: "offline", attempts: attempt))]
            case .failed, .default: []
            }
        }
        .actionsUnchecked()
        // The universe of kinds comes from the enum: `default` is never reached.
        #expect(
            machine.check().findings.map(\.message) == [
                "state 'default' is declared but never reached from the initial state",
                "state 'failed(reason: offline, attempts: 1)' is reachable, not final, and has no enabled action",
            ])
    }

    @Test func theExpansionIsAsWritten() {
        assertMacroExpansion(
            """
            @Kinded
            public enum Door {
                case open, closed
                case locked(code: Int)
            }
            """,
            expandedSource: """
                public enum Door {
                    case open, closed
                    case locked(code: Int)
                }

                extension Door: MachineKit.KindedState {
                    /// The cases of Door, without their associated values.
                    public enum Kind: String, CaseIterable, Sendable {
                        case open, closed, locked
                    }

                    /// The case of this state.
                    public var kind: Kind {
                        switch self {
                        case .open:
                            .open
                        case .closed:
                            .closed
                        case .locked:
                            .locked
                        }
                    }

                    /// Where each case is declared.
                    public static var kindDeclarations: [Kind: MachineKit.SourceLine] {
                        [
                            .open: MachineKit.SourceLine(file: "test.swift", line: 3),
                            .closed: MachineKit.SourceLine(file: "test.swift", line: 3),
                            .locked: MachineKit.SourceLine(file: "test.swift", line: 4),
                        ]
                    }
                }
                """,
            macroSpecs: ["Kinded": MacroSpec(type: KindedMacro.self, conformances: ["KindedState"])],
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }

    @Test func aStructIsRefusedWithAMessage() {
        assertMacroExpansion(
            """
            @Kinded
            struct Door {}
            """,
            expandedSource: """
                struct Door {}
                """,
            diagnostics: [DiagnosticSpec(message: "@Kinded applies to an enum: its cases are the kinds of state", line: 1, column: 1)],
            macroSpecs: ["Kinded": MacroSpec(type: KindedMacro.self, conformances: ["KindedState"])],
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }
}
