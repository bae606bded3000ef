// Sources/MyFeatures/Machines.swift
import MachineKit

public enum AppMachines: MachineRegistry {
    public static var machines: [AnyMachine] {
        [
            AnyMachine(CheckoutFeature.machine(),
                       testSource: .expression("CheckoutFeature.machine()", imports: ["MyFeatures"])),
            AnyMachine(ProfileFeature.machine()),
        ]
    }
}

// What the example above takes as given: two features of the package.
enum CheckoutFeature {
    static func machine() -> Machine<Int, String> { Machine("Checkout", initial: 0, transitions: { _ in [] }) }
}

enum ProfileFeature {
    static func machine() -> Machine<Int, String> { Machine("Profile", initial: 0, transitions: { _ in [] }) }
}
