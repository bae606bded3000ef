import MachineKit
import SeedFeatures
import Testing

@Suite struct StateDataTests {
    @Test func aTypedStateShowsItsFields() {
        let exploration = RatesStoreFeature.machine().explore()
        #expect(exploration.data(of: 0) == """
            ▿ Rates(counter: 0, idle, rates: unknown)
              - counter: 0
              - isLoading: false
              - rates: SeedFeatures.RatesState.Rates.unknown
            """)
        #expect(AnyMachine(RatesStoreFeature.machine()).explore().data(of: 0) == exploration.data(of: 0))
    }

    @Test func aSpecFileStateIsItsName() throws {
        let machine = try SpecMachine.load(path: fixture("specs/blog-entry.yaml"))
        #expect(machine.explore().data(of: 0) == nil)
    }
}
