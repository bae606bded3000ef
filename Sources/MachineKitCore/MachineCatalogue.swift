/// Machines registered by name: the features an inspector knows.
package struct MachineCatalogue: Sendable {
    /// The registered machines, in registration order.
    package private(set) var machines: [AnyMachine] = []

    /// A catalogue of `machines`; a later machine replaces an earlier one of the same name.
    package init(_ machines: [AnyMachine] = []) {
        for machine in machines { register(machine) }
    }

    /// Adds a machine; a machine registered earlier under the same name is replaced.
    package mutating func register(_ machine: AnyMachine) {
        if let existing = machines.firstIndex(where: { $0.name == machine.name }) {
            machines[existing] = machine
        } else {
            machines.append(machine)
        }
    }

    /// Adds a typed machine.
    package mutating func register<State, Action>(_ machine: Machine<State, Action>) {
        register(AnyMachine(machine))
    }

    /// The machine registered under `name`.
    package func machine(named name: String) -> AnyMachine? {
        machines.first { $0.name == name }
    }

    /// The registered names, in registration order.
    package var names: [String] { machines.map(\.name) }
}
