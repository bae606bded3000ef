/// The machines a package registers, for `swift package vsm-inspect` (the command plugin)
/// to find without an executable target: a public type in a target of one of the package's
/// library products.
///
/// ```swift
/// public enum AppMachines: MachineRegistry {
///     public static var machines: [AnyMachine] {
///         [AnyMachine(CheckoutFeature.machine()), AnyMachine(ProfileFeature.machine())]
///     }
/// }
/// ```
public protocol MachineRegistry {
    /// The machines to check, render and explore.
    static var machines: [AnyMachine] { get }
}
