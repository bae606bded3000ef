import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import Testing

/// A trace names its states through a function made once for the trace (the state type's
/// naming looked up once): the names must be those ``readableDescription(_:)`` or the
/// machine's own ``Machine/stateName`` gives, state by state.
@Suite struct TraceNamingTests {
    enum Screen: Hashable, Sendable {
        case idle
        case loading(attempt: Int)
        case failed(String, retries: Int)
        case shown(items: [Int], note: String?)
    }

    struct Tagged: Hashable, Sendable, CustomStringConvertible {
        var number: Int
        var description: String { "tag#\(number)" }
    }

    class Node: Hashable, CustomStringConvertible, @unchecked Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
        var description: String { "node \(number)" }
        static func == (left: Node, right: Node) -> Bool { left.number == right.number }
        func hash(into hasher: inout Hasher) { hasher.combine(number) }
    }

    /// A subclass with a description of its own: values of the state type need not be of one type.
    final class MarkedNode: Node, @unchecked Sendable {
        override var description: String { "marked \(number)" }
    }

    /// Every step's name is the machine's name of the state the step records.
    func expectNamesAgree<State, Action>(_ trace: Trace, _ exploration: Exploration<State, Action>) {
        for step in trace.steps {
            #expect(step.state == exploration.name(of: step.stateIndex))
            #expect(step.state == exploration.machine.stateName(exploration.state(step.stateIndex)))
        }
    }

    @Test func chainOfIntegers() {
        let length = 1000
        let machine = Machine<Int, String>("Chain", initial: 0) { index in
            index + 1 < length ? [.on("next", to: index + 1)] : []
        }
        let exploration = machine.explore()
        let trace = exploration.trace(to: length - 1)
        #expect(trace.length == length - 1)
        #expect(trace.steps.map(\.state) == (0..<length).map { String($0) })
        #expect(trace.steps.map(\.stateIndex) == Array(0..<length))
        #expect(trace.steps.map(\.action) == [nil] + Array(repeating: "next", count: length - 1))
        #expect(trace.steps.allSatisfy { !$0.continuesMove })
        #expect(exploration.trace(to: 3).line == "0 --next--> 1 --next--> 2 --next--> 3")
    }

    @Test func enumsWithAssociatedValues() {
        let machine = Machine<Screen, String>("Screens", initial: .idle) { screen in
            switch screen {
            case .idle: [.on("load", to: .loading(attempt: 1))]
            case .loading(let attempt) where attempt < 2:
                [.on("fail", to: .failed("offline", retries: attempt)), .on("retry", to: .loading(attempt: attempt + 1))]
            case .loading: [.on("show", to: .shown(items: [3, 4], note: nil))]
            case .failed: [.on("show", to: .shown(items: [], note: "empty"))]
            case .shown: []
            }
        }
        let exploration = machine.explore()
        let names = (0..<exploration.stateCount).map { exploration.trace(to: $0).line }
        #expect(
            names == [
                "idle",
                "idle --load--> loading(attempt: 1)",
                "idle --load--> loading(attempt: 1) --fail--> failed(offline, retries: 1)",
                "idle --load--> loading(attempt: 1) --retry--> loading(attempt: 2)",
                "idle --load--> loading(attempt: 1) --fail--> failed(offline, retries: 1) --show--> shown(items: [], note: empty)",
                "idle --load--> loading(attempt: 1) --retry--> loading(attempt: 2) --show--> shown(items: [3, 4])",
            ])
        for state in 0..<exploration.stateCount { expectNamesAgree(exploration.trace(to: state), exploration) }
    }

    @Test func statesWithTheirOwnDescriptions() {
        let machine = Machine<Tagged, String>("Tags", initial: Tagged(number: 1)) { tag in
            tag.number < 4 ? [.on("double", to: Tagged(number: tag.number * 2))] : []
        }
        let exploration = machine.explore()
        let trace = exploration.trace(to: 2)
        #expect(trace.line == "tag#1 --double--> tag#2 --double--> tag#4")
        expectNamesAgree(trace, exploration)
    }

    @Test func stringStates() {
        let machine = Machine<String, String>("Words", initial: "a") { word in
            word.count < 3 ? [.on("grow", to: word + "b")] : []
        }
        let trace = machine.explore().trace(to: 2)
        #expect(trace.line == "a --grow--> ab --grow--> abb")
    }

    @Test func classStatesOfSeveralTypes() {
        let machine = Machine<Node, String>("Nodes", initial: Node(0)) { node in
            node.number < 3 ? [.on("step", to: node.number % 2 == 0 ? MarkedNode(node.number + 1) : Node(node.number + 1))] : []
        }
        let exploration = machine.explore()
        let trace = exploration.trace(to: 3)
        #expect(trace.line == "node 0 --step--> marked 1 --step--> node 2 --step--> marked 3")
        expectNamesAgree(trace, exploration)
    }

    @Test func namesTheMachineSets() {
        let machine = Machine<Int, String>("Named", initial: 0) { index in index < 2 ? [.on("next", to: index + 1)] : [] }
            .stateNames { "s\($0)" }
        let trace = machine.explore().trace(to: 2)
        #expect(trace.line == "s0 --next--> s1 --next--> s2")
    }

    /// State 3 is reached by long ways (through 1 and 2, or through the sequence 2, 4) and by
    /// the initial state's last move at once: the trace takes the one move. A state emitted
    /// second in a sequence is traced through the state before it.
    @Test func theShortestOfSeveralWays() {
        let machine = Machine<Int, String>("Ways", initial: 0) { state in
            switch state {
            case 0: [.on("a", to: 1), .on("b", emits: [2, 4]), .on("c", oneOf: 5, 3)]
            case 1: [.on("a", to: 2)]
            case 2: [.on("a", to: 3)]
            case 4: [.on("d", to: 3)]
            default: []
            }
        }
        let exploration = machine.explore()
        let number = (0..<exploration.stateCount).first { exploration.state($0) == 3 }!
        let trace = exploration.trace(to: number)
        #expect(trace.line == "0 --c--> 3")
        #expect(trace.steps.map(\.stateIndex) == [0, number])
        let four = (0..<exploration.stateCount).first { exploration.state($0) == 4 }!
        let emitted = exploration.trace(to: four)
        #expect(emitted.line == "0 --b--> 2 --b--> 4")
        #expect(emitted.steps.map(\.continuesMove) == [false, false, true])
        expectNamesAgree(emitted, exploration)
    }

    /// The function a trace names with gives `readableDescription`'s names for every kind of value.
    @Test func namerAgreesWithReadableDescription() {
        func names<Value>(_ values: [Value]) -> [String] {
            let name = readableNamer(for: values[0])
            let named = values.map(name)
            #expect(named == values.map { readableDescription($0) })
            return named
        }
        #expect(names([7, -12]) == ["7", "-12"])
        #expect(names([2.5, 1.0]) == ["2.5", "1.0"])
        #expect(names([true, false]) == ["true", "false"])
        #expect(names(["plain", "text"]) == ["plain", "text"])
        #expect(names([Tagged(number: 5)]) == ["tag#5"])
        #expect(names([Screen.idle, .failed("offline", retries: 2)]) == ["idle", "failed(offline, retries: 2)"])
        #expect(names([Int?.none, 3]) == ["nil", "3"])
        #expect(names([[1, 2], []]) == ["[1, 2]", "[]"])
        #expect(names([Node(1), MarkedNode(2)]) == ["node 1", "marked 2"])
        #expect(names([AnyHashable(4), AnyHashable("four")]) == ["4", "four"])
        #expect(names([Tagged(number: 1) as Any, 6, "six"]) == ["tag#1", "6", "six"])
    }
}

/// A step keeps its state's index and whether it continues a move in one word.
@Suite struct TraceStepTests {
    @Test func stepsKeepTheirFields() {
        var step = Trace.Step(action: "go", state: "s", stateIndex: 41, continuesMove: true)
        #expect(step.stateIndex == 41)
        #expect(step.continuesMove)
        step.continuesMove = false
        #expect(step.stateIndex == 41)
        #expect(!step.continuesMove)
        step.stateIndex = -1
        #expect(step.stateIndex == -1)
        #expect(!step.continuesMove)
        step.continuesMove = true
        #expect(step.stateIndex == -1)
        #expect(step.continuesMove)
        step.stateIndex = 4_294_967_294
        #expect(step.stateIndex == 4_294_967_294)
        #expect(step.continuesMove)
        #expect(step == Trace.Step(action: "go", state: "s", stateIndex: 4_294_967_294, continuesMove: true))
        #expect(step != Trace.Step(action: "go", state: "s", stateIndex: 4_294_967_294))
    }

    @Test func aStepTakesFortyBytes() {
        #expect(MemoryLayout<Trace.Step>.stride == 40)
    }
}
