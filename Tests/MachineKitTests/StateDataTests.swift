import MachineKit
import Testing

@Suite struct StateDataTests {
    struct Form: Hashable, Sendable {
        enum Phase: Hashable, Sendable { case editing, sent(attempts: Int) }
        var name: String
        var phase: Phase
    }

    @Test func aTypedStateShowsItsFields() {
        let machine = Machine<Form, String>("Form", initial: Form(name: "Ada", phase: .editing)) { form in
            form.phase == .editing ? [.on("send", to: Form(name: form.name, phase: .sent(attempts: 1)))] : []
        }
        let exploration = machine.explore()
        #expect(
            exploration.data(of: 1) == """
                ▿ MachineKitTests.StateDataTests.Form
                  - name: "Ada"
                  ▿ phase: MachineKitTests.StateDataTests.Form.Phase.sent
                    ▿ sent: (1 element)
                      - attempts: 1
                """)
        #expect(AnyMachine(machine).explore().data(of: 1) == exploration.data(of: 1))
    }

    @Test func aSpecFileStateIsItsName() throws {
        let machine = try SpecMachine.load(path: fixture("specs/blog-entry.yaml"))
        #expect(machine.explore().data(of: 0) == nil)
    }
}
