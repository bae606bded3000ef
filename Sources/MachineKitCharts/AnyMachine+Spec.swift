import MachineKitCore

extension AnyMachine {
    /// A spec file's machine, its types erased here, where they are known: exploring and
    /// checking run code specialized for configurations, not the generic code another
    /// module's call would reach (which looks up the types' metadata on every state).
    package init(spec machine: Machine<Statechart.Configuration, String>, source: String? = nil) {
        self.init(machine, source: source)
    }
}
