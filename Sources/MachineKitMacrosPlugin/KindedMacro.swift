import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Kinded` on an enum: writes its `KindedState` conformance, a `Kind` with one case per
/// case of the enum (associated values left out) and the `kind` of each state.
public struct KindedMacro: ExtensionMacro {
    /// Adds `Kind` (one case per case of the enum) and `kind` to the enum it is attached to.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: KindedMessage.notAnEnum))
            return []
        }
        let elements = enumDecl.memberBlock.members
            .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            .flatMap { $0.elements }
        let names = elements.map(\.name)
        guard !names.isEmpty else {
            context.diagnose(Diagnostic(node: node, message: KindedMessage.noCases))
            return []
        }
        // The conformance is written only where the enum does not already have it.
        if protocols.isEmpty { return [] }
        let access =
            enumDecl.modifiers.contains { ["public", "package"].contains($0.name.text) }
            ? enumDecl.modifiers.first { ["public", "package"].contains($0.name.text) }!.name.text + " "
            : ""
        let cases = names.map { $0.trimmed.text }.joined(separator: ", ")
        let switchCases = names.map { "case .\($0.trimmed.text): .\($0.trimmed.text)" }.joined(separator: "\n")
        // Each case's place in the source, as the compiler names it (`#filePath`, the line).
        let declarations = elements.compactMap { element -> String? in
            guard let location = context.location(of: element, at: .afterLeadingTrivia, filePathMode: .filePath) else { return nil }
            return
                ".\(element.name.trimmed.text): MachineKit.SourceLine(file: \(location.file.trimmedDescription), line: \(location.line.trimmedDescription))"
        }
        let declarationList = declarations.isEmpty ? "[:]" : "[\n" + declarations.joined(separator: ",\n") + ",\n]"

        let declaration: DeclSyntax = """
            extension \(type.trimmed): MachineKit.KindedState {
                /// The cases of \(raw: enumDecl.name.text), without their associated values.
                \(raw: access)enum Kind: String, CaseIterable, Sendable {
                    case \(raw: cases)
                }

                /// The case of this state.
                \(raw: access)var kind: Kind {
                    switch self {
                    \(raw: switchCases)
                    }
                }

                /// Where each case is declared.
                \(raw: access)static var kindDeclarations: [Kind: MachineKit.SourceLine] {
                    \(raw: declarationList)
                }
            }
            """
        return [declaration.cast(ExtensionDeclSyntax.self)]
    }
}

enum KindedMessage: String, DiagnosticMessage {
    case notAnEnum
    case noCases

    var message: String {
        switch self {
        case .notAnEnum: "@Kinded applies to an enum: its cases are the kinds of state"
        case .noCases: "@Kinded needs an enum with at least one case"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "MachineKitMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}

@main
struct MachineKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [KindedMacro.self]
}
