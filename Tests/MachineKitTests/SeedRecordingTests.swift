import Foundation
import MachineKit
import SeedFeatures
import Testing

/// Follows a path through a typed feature's own code (the machine's functions call it), and
/// records every step: the feature driving itself through its paths, as a UI test would.
func drive<State, Action>(_ machine: Machine<State, Action>, along trace: Trace, recorder: StepRecorder<State, Action>) {
    var current = machine.initialStates.first { machine.stateName($0) == trace.steps[0].state }!
    for move in trace.moves {
        var successors = Successors<State, Action>()
        machine.expand(current, &successors)
        let names = move.map(\.state)
        let taken = (0..<successors.count).first { index in
            machine.actionName(successors.action(index)) == move[0].action
                && Array(successors.outcome(index).prefix(names.count)).map(machine.stateName) == names
        }!
        for state in successors.outcome(taken).prefix(names.count) {
            recorder.record(successors.action(taken), from: current, to: state)
            current = state
        }
    }
}

/// A folder of its own for a test's records.
func recordsFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "records-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

@Suite struct SeedRecordingTests {
    /// Each typed seed feature runs every covering path, one recorder (run) a path, into one
    /// record file: the record conforms, and together the runs took every move.
    @Test(arguments: ["ProductsFlow", "RatesStore", "ShopNavigation"])
    func typedFeaturesRecordTheirPathsConformAndCoverEveryMove(name: String) throws {
        let folder = try recordsFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/\(name).jsonl"
        let report: ConformanceReport
        switch name {
        case "ProductsFlow": report = try record(ProductsFlowFeature.machine(), to: path)
        case "RatesStore": report = try record(RatesStoreFeature.remodel(), to: path)
        default: report = try record(ShopNavigationFeature.remodel(), to: path)
        }
        #expect(report.findings.isEmpty)
        #expect(report.coverage.untakenMoves.isEmpty)
        let expected = [
            "ProductsFlow": "12 of 12 moves taken, 5 of 5 states visited, in 1 record (24 steps)",
            "RatesStore": "72 of 72 moves taken, 30 of 30 states visited, in 1 record (135 steps)",
            "ShopNavigation": "41 of 41 moves taken, 23 of 23 states visited, in 1 record (106 steps)",
        ]
        #expect(report.coverage.summary == expected[name])
    }

    private func record<State, Action>(_ machine: Machine<State, Action>, to path: String) throws -> ConformanceReport {
        let exploration = machine.explore()
        let file = RecordFile(path: path)
        for (offset, trace) in TransitionCover.paths(exploration.graph).enumerated() {
            let recorder = StepRecorder(machine, to: .file(file), run: "path-\(offset + 1)")
            drive(machine, along: trace, recorder: recorder)
            recorder.flush()
        }
        return try exploration.conform([Record(contentsOf: path)])
    }

    /// Two runs of the products screen, the way its view model runs them (the event map, the
    /// interactor, the service's answer): a record for `conform` and `--coverage` examples.
    @Test func productsRunsAreTheFixtureRecords() throws {
        let runs: [(String, [(ProductsViewEvent, Int)])] = [
            ("ui-1", [(.onAppear, 0), (.pullToRefresh, 1), (.pullToRefresh, 2), (.tapRetry, 0)]),
            ("ui-2", [(.onAppear, 2), (.tapRetry, 2), (.tapRetry, 1)]),
        ]
        let machine = ProductsFlowFeature.machine()
        for (run, events) in runs {
            let lines = ReceivedLines()
            let recorder = StepRecorder(machine, to: lines.sink, run: run)
            var screen = ProductsScreen()
            for (event, answer) in events { screen.send(event, answer: answer, recorder: recorder) }
            recorder.flush()
            try expectFixture(lines.lines, "records/products/\(run).jsonl")
        }
        let report = try machine.conform(["ui-1", "ui-2"].map { try Record(contentsOf: fixture("records/products/\($0).jsonl")) })
        #expect(report.findings.isEmpty)
        #expect(report.coverage.summary == "7 of 12 moves taken, 5 of 5 states visited, in 2 records (14 steps)")
    }

    /// The shop's interactor, its own async code on the app's own state box, with the service
    /// answering as a test's stub does: every state change recorded. The record conforms to
    /// the machine that runs the same code.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    @Test func theShopsInteractorRecordsARunThatConforms() async throws {
        let lines = ReceivedLines()
        let machine = ShopNavigationFeature.machine()
        let recorder = StepRecorder(machine, to: lines.sink, run: "shop")
        let answers = Answers([.success([1, 2])])
        let interactor = ShopInteractor(service: ProductService(catalogue: { try answers.next() }))
        let screen = RecordedScreen(recorder: recorder)
        for event: ShopEvent in [.appear, .selectProduct(id: 1), .openCart, .checkout, .placeOrder] {
            await screen.send(event, to: interactor)
        }
        recorder.flush()
        let report = try machine.explore().conform([lines.record])
        #expect(report.findings.isEmpty)
        #expect(report.coverage.steps == 6)
    }

    /// A drifted copy of the shop's interactor (placing an order pops one screen instead of
    /// going back to the list: the code changed, the machine did not): its record fails
    /// `conform` at the order, with the moves the machine allows there.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    @Test func aDriftedShopFailsConformAtItsFirstUnexplainedStep() async throws {
        let lines = ReceivedLines()
        let machine = ShopNavigationFeature.machine()
        let recorder = StepRecorder(machine, to: lines.sink, run: "drifted")
        let answers = Answers([.failure(ShopServiceError.offline), .success([1, 2])])
        let interactor = DriftedShopInteractor(service: ProductService(catalogue: { try answers.next() }))
        let screen = RecordedScreen(recorder: recorder)
        for event: ShopEvent in [.appear, .retry, .selectProduct(id: 2), .openCart, .checkout, .placeOrder, .back] {
            await screen.send(event, to: interactor)
        }
        recorder.flush()
        try expectFixture(lines.lines, "records/shop-drifted.jsonl")
        let report = try machine.explore().conform([Record(contentsOf: fixture("records/shop-drifted.jsonl"))])
        #expect(
            report.findings.map(\.message) == [
                fixture("records/shop-drifted.jsonl") + ":8: step 7 of run drifted, "
                    + "list: loaded[1, 2] / [detail(2), cart, checkout] --placeOrder--> list: loaded[1, 2] / [detail(2), cart], "
                    + "is not a move the machine allows; from 'list: loaded[1, 2] / [detail(2), cart, checkout]' it allows: "
                    + "placeOrder → list: loaded[1, 2] / []; back → list: loaded[1, 2] / [detail(2), cart]"
            ])
        #expect(
            report.findings[0].step?.earlier == [
                "list: loaded[1, 2] / [] --selectProduct(id: 2)--> list: loaded[1, 2] / [detail(2)]",
                "list: loaded[1, 2] / [detail(2)] --openCart--> list: loaded[1, 2] / [detail(2), cart]",
                "list: loaded[1, 2] / [detail(2), cart] --checkout--> list: loaded[1, 2] / [detail(2), cart, checkout]",
            ])
    }
}

/// The products screen as its view model runs it: an event goes through the event map to the
/// interactor, whose outcome `answer` (the service's answer) emits the domain states in turn.
struct ProductsScreen {
    var state = ProductsDomainState.idle
    let interactor = ProductsInteractor()
    let map = ProductsEventActionMap()

    mutating func send(_ event: ProductsViewEvent, answer: Int, recorder: StepRecorder<ProductsDomainState, ProductsViewEvent>) {
        for next in interactor.interact(state, map.action(from: event))[answer].states {
            recorder.record(event, from: state, to: next)
            state = next
        }
    }
}

/// The app's own state box for the shop, recording each change with the event that made it.
final class RecordedScreen: StateStorage, @unchecked Sendable {
    private let recorder: StepRecorder<Running<ShopScreenState, ShopEvent>, AsyncStep<ShopEvent>>
    private var event: ShopEvent = .appear
    /// Each write is recorded: the interactor writes once where it waits or ends, which is
    /// where the machine sees its state.
    var state = ShopScreenState() {
        didSet { recorder.record(event, from: oldValue, to: state) }
    }

    init(recorder: StepRecorder<Running<ShopScreenState, ShopEvent>, AsyncStep<ShopEvent>>) { self.recorder = recorder }

    func send(_ event: ShopEvent, to interactor: ShopInteractor) async {
        self.event = event
        await interactor.handle(event, in: self)
    }

    func send(_ event: ShopEvent, to interactor: DriftedShopInteractor) async {
        self.event = event
        await interactor.handle(event, in: self)
    }
}

/// A service stub's answers, in turn.
final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<[Int], ShopServiceError>]

    init(_ answers: [Result<[Int], ShopServiceError>]) { self.answers = answers }

    func next() throws -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        return try answers.removeFirst().get()
    }
}

/// A copy of ``ShopInteractor`` whose code drifted from the machine the feature registers:
/// placing an order pops the checkout screen only, where the machine goes back to the list.
struct DriftedShopInteractor: Sendable {
    var coordinator = ShopInteractor().coordinator
    var service: ProductService

    func handle(_ event: ShopEvent, in screen: any StateStorage<ShopScreenState>) async {
        switch event {
        case .appear, .retry:
            screen.state.list = .loading
            do {
                let ids = try await service.catalogue()
                screen.state.list = .loaded(productIDs: ids)
            } catch is CancellationError {
            } catch {
                screen.state.list = .failed
            }
        case .selectProduct(let id), .showRelated(let id):
            coordinator.push(.productDetail(id: id), on: &screen.state.path)
        case .openCart:
            coordinator.push(.cart, on: &screen.state.path)
        case .checkout:
            coordinator.push(.checkout, on: &screen.state.path)
        case .placeOrder:
            coordinator.pop(&screen.state.path)  // drifted: was popToRoot
        case .back:
            coordinator.pop(&screen.state.path)
        }
    }
}

/// Compares lines with a fixture file; `UPDATE_FIXTURES=1` writes the file instead.
func expectFixture(_ lines: [String], _ relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let path = fixture(relative)
    let text = lines.map { $0 + "\n" }.joined()
    if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] != nil {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        Issue.record("missing fixture \(relative); run with UPDATE_FIXTURES=1", sourceLocation: sourceLocation)
        return
    }
    #expect(String(decoding: data, as: UTF8.self) == text, "differs from \(relative)", sourceLocation: sourceLocation)
}

/// A one-line `StepRecorder(machine, to:)` records a feature's own values, whatever its machine.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
func recorderTypes() {
    StepRecorder(BlogEntryFeature.machine(), to: .standardError).record(
        BlogEntryAction.load,
        from: .initialized(
            loaderModel: LoaderModel(repository: .checking)), to: .loading(errorModel: nil))
    StepRecorder(RatesStoreFeature.machine(), to: .standardError).record(RatesAction.add, from: RatesState(), to: RatesState(counter: 1))
    StepRecorder(RatesStoreFeature.remodel(), to: .standardError).record(.add, from: RatesState(), to: RatesState(counter: 1))
}
