@_exported import MachineKit

/// Writes an enum state's `KindedState` conformance: a `Kind` enum with one case per case of
/// the state (associated values left out), and the `kind` of each state. The universe of
/// kinds for the unreachable check then comes from the enum itself, and `kindDeclarations`
/// records each case's line, so that a finding about a kind (unreachable, dead end, trap)
/// points at its `case`. On an action enum it does the same for unused actions.
///
/// ```swift
/// @Kinded
/// enum BlogEntryViewState {
///     case initialized(loaderModel: LoaderModel)
///     case loading(errorModel: ErrorModel?)
///     case loaded(blogModel: BlogModel)
/// }
/// // BlogEntryViewState.Kind: initialized, loading, loaded
/// ```
///
/// In a target of its own so that packages that do not use it never build swift-syntax.
@attached(extension, conformances: KindedState, names: named(Kind), named(kind), named(kindDeclarations))
public macro Kinded() = #externalMacro(module: "MachineKitMacrosPlugin", type: "KindedMacro")
