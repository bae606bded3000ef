import MachineKitCore
import MachineKitAsync
import Foundation

/// What checking records against a machine found: for each record its first step the
/// machine does not allow (a `nonconforming` finding), what each record held, and the
/// coverage of the machine's moves by every step it does allow.
public struct ConformanceReport: Sendable, Hashable {
    /// The machine's name.
    public var machine: String
    /// Each record read, in the order given.
    public var records: [RecordSummary]
    /// One `nonconforming` finding for each record with a step the machine does not allow
    /// (its first such step), in record order.
    public var findings: [Finding]
    /// The moves and states the records took.
    public var coverage: Coverage

    /// Whether the machine allows every recorded step.
    public var conforms: Bool { findings.isEmpty }
}

/// What one record held for one machine.
public struct RecordSummary: Sendable, Hashable {
    /// The record's name (its path).
    public var record: String
    /// The machine's steps in it.
    public var steps: Int
    /// The runs (recorders) they belong to.
    public var runs: Int
    /// Steps the machine does not explain.
    public var unexplained: Int
    /// Steps the recorder dropped (its buffer was full), as its `dropped` lines say.
    public var dropped: Int
    /// Times a run went on after lines were missing (dropped steps, a gap in `seq`, or a
    /// record starting mid-run): matching started again from every state of that name.
    public var resumed: Int
    /// Record lines of other machines, skipped.
    public var otherMachines: Int
    /// Steps from states the machine does not expand (outside its constraint, past an
    /// exploration bound), where it says nothing: not judged.
    public var outsideScope: Int = 0

    /// What a record held.
    public init(record: String, steps: Int, runs: Int, unexplained: Int, dropped: Int, resumed: Int, otherMachines: Int) {
        self.record = record
        self.steps = steps
        self.runs = runs
        self.unexplained = unexplained
        self.dropped = dropped
        self.resumed = resumed
        self.otherMachines = otherMachines
    }

    /// `42 steps in 2 runs`, with drops and steps not explained when there are any.
    public var text: String {
        var text = "\(steps) \(steps == 1 ? "step" : "steps") in \(runs) \(runs == 1 ? "run" : "runs")"
        if dropped > 0 { text += ", \(dropped) dropped by the recorder" }
        if outsideScope > 0 { text += ", \(outsideScope) outside the machine's scope (not judged)" }
        if unexplained > 0 { text += ", \(unexplained) not explained" }
        return text
    }
}

/// The names a feature's run gives its states and actions, for each explored state and each
/// action of the explored graph: the machine's own names, or for a feature whose async
/// actions the machine runs, the feature state's name without what is in flight.
struct RecordedNames: Sendable {
    var states: [String]
    var actions: [String]
    /// For each action, whether its moves may happen between two recorded steps when they
    /// change no recorded name (an answer that changes nothing); empty when none may.
    var silentActions: [Bool]
}

/// Checks records against an explored graph, step by step, keeping every position the
/// run may be in (usually one): a state, or a place inside a move that emits several states.
///
/// - Complexity: per step, O(moves out of the positions kept); building, O(states + moves).
final class ConformanceMatcher {
    private let graph: StateGraph
    private let machineBytes: [UInt8]
    private let silentMoves: Bool
    /// For each move, whether it may pass unrecorded (when it changes no recorded name).
    private var moveSilent: [Bool] = []
    /// Whether each state was expanded: a step from a state that was not (outside the
    /// constraint, past a bound) lies beyond what the machine says.
    private let expanded: [Bool]

    private var nameID: [String: Int32] = [:]
    private var names: [String] = []
    private var stateName: [Int32]
    private var actionID: [String: Int32] = [:]
    private let recordedActions: [String]
    private var moveAction: [Int32] = []
    private var firstMove: [Int32] = []
    private var firstState: [Int32] = []
    private var targets: [Int32] = []

    private lazy var settledByName: [Int32: [Int32]] = {
        var index: [Int32: [Int32]] = [:]
        for state in stateName.indices { index[stateName[state], default: []].append(Int32(state)) }
        return index
    }()
    private lazy var insideByName: [Int32: [Position]] = {
        var index: [Int32: [Position]] = [:]
        for move in moveAction.indices {
            let start = Int(firstState[move]), end = Int(firstState[move + 1])
            guard end - start > 1 else { continue }
            for offset in 0..<(end - start - 1) {
                index[stateName[Int(targets[start + offset])], default: []].append(Position(move: Int32(move), index: Int32(offset)))
            }
        }
        return index
    }()
    private var closures: [Int32: [Int32]] = [:]
    /// The initial states, by recorded name.
    private var initialByName: [Int32: [Position]] = [:]

    /// The recorded names' bytes, for lookups straight from a record's bytes (no string is
    /// made for a name without escapes). Allocated once, freed with the matcher; every
    /// ``ByteKey`` in `stateByBytes` and `actionByBytes` points into it.
    private let nameBytes: UnsafeMutableRawBufferPointer
    private var stateByBytes: [ByteKey: Int32] = [:]
    private var actionByBytes: [ByteKey: Int32] = [:]

    /// Bytes compared and hashed by content. A key made from a record's bytes is used for one
    /// lookup while those bytes are held, and never stored.
    struct ByteKey: Hashable {
        let base: UnsafeRawPointer?
        let count: Int

        func hash(into hasher: inout Hasher) {
            hasher.combine(bytes: UnsafeRawBufferPointer(start: base, count: count))
        }

        static func == (lhs: ByteKey, rhs: ByteKey) -> Bool {
            lhs.count == rhs.count && (lhs.count == 0 || memcmp(lhs.base!, rhs.base!, lhs.count) == 0)
        }
    }

    deinit { nameBytes.deallocate() }

    /// The recorded name a scanned string holds, if the machine has it.
    private func stateNumber(_ string: ScannedString, _ scanner: RecordScanner) -> Int32? {
        if string.escaped { return nameID[scanner.text(string)] }
        return stateByBytes[
            ByteKey(base: UnsafeRawPointer(scanner.bytes.baseAddress! + string.range.lowerBound), count: string.range.count)]
    }

    /// The recorded action a scanned string holds, if the machine has it.
    private func actionNumber(_ string: ScannedString, _ scanner: RecordScanner) -> Int32? {
        if string.escaped { return actionID[scanner.text(string)] }
        return actionByBytes[
            ByteKey(base: UnsafeRawPointer(scanner.bytes.baseAddress! + string.range.lowerBound), count: string.range.count)]
    }

    /// Where a run may be: a state (`move` -1, `index` the state), or inside move `move`
    /// having emitted its state number `index` (not its last).
    struct Position: Hashable {
        var move: Int32
        var index: Int32
    }

    init(graph: StateGraph, names recorded: RecordedNames) {
        self.graph = graph
        self.machineBytes = Array(graph.machine.utf8)
        self.silentMoves = recorded.silentActions.contains(true)
        self.recordedActions = recorded.actions
        self.expanded = graph.status.map { $0 == .expanded }
        stateName = []
        stateName.reserveCapacity(recorded.states.count)
        for name in recorded.states {
            if let id = nameID[name] {
                stateName.append(id)
            } else {
                nameID[name] = Int32(names.count)
                stateName.append(Int32(names.count))
                names.append(name)
            }
        }
        var actionOfIndex: [Int32] = []
        for name in recorded.actions {
            if let id = actionID[name] {
                actionOfIndex.append(id)
            } else {
                let id = Int32(actionID.count)
                actionID[name] = id
                actionOfIndex.append(id)
            }
        }
        let moves = graph.moves
        firstMove.reserveCapacity(moves.stateCount + 1)
        moveAction.reserveCapacity(moves.count)
        firstState.reserveCapacity(moves.count + 1)
        for state in 0..<moves.stateCount {
            firstMove.append(Int32(moveAction.count))
            for move in moves.moveNumbers(from: state) {
                moveAction.append(actionOfIndex[moves.action(move)])
                if silentMoves { moveSilent.append(recorded.silentActions[moves.action(move)]) }
                firstState.append(Int32(targets.count))
                if moves.isSequence(move) {
                    for target in moves.states(move) { targets.append(Int32(target)) }
                } else {
                    targets.append(Int32(moves.first(move)))
                }
            }
        }
        firstMove.append(Int32(moveAction.count))
        firstState.append(Int32(targets.count))
        for state in graph.initial { initialByName[stateName[state], default: []].append(Position(move: -1, index: Int32(state))) }
        // Every name's bytes, one after the other.
        let actionNames = actionID.sorted { $0.value < $1.value }
        let total = names.reduce(0) { $0 + $1.utf8.count } + actionNames.reduce(0) { $0 + $1.key.utf8.count }
        nameBytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(total, 1), alignment: 1)
        var offset = 0
        func key(_ name: String) -> ByteKey {
            let bytes = Array(name.utf8)
            let start = nameBytes.baseAddress! + offset
            bytes.withUnsafeBytes { start.copyMemory(from: $0.baseAddress ?? UnsafeRawPointer(start), byteCount: bytes.count) }
            offset += bytes.count
            assert(offset <= nameBytes.count, "the names' bytes fit the space counted for them")
            return ByteKey(base: UnsafeRawPointer(start), count: bytes.count)
        }
        for (id, name) in names.enumerated() { stateByBytes[key(name)] = Int32(id) }
        for (name, id) in actionNames { actionByBytes[key(name)] = id }
    }

    private func state(at position: Position) -> Int32 {
        position.move < 0 ? position.index : targets[Int(firstState[Int(position.move)] + position.index)]
    }

    /// The position after emitting state number `index` of `move`: inside it, or where it settles.
    private func position(_ move: Int, _ index: Int32) -> Position {
        let start = firstState[move], end = firstState[move + 1]
        if start + index == end - 1 { return Position(move: -1, index: targets[Int(end - 1)]) }
        return Position(move: Int32(move), index: index)
    }

    /// The states reachable from `state` by moves that change no recorded name.
    private func closure(_ state: Int32) -> [Int32] {
        guard silentMoves else { return [state] }
        if let known = closures[state] { return known }
        var result = [state]
        var seen: Set<Int32> = [state]
        var next = 0
        while next < result.count {
            let current = result[next]
            next += 1
            for move in Int(firstMove[Int(current)])..<Int(firstMove[Int(current) + 1]) where moveSilent[move] {
                let states = targets[Int(firstState[move])..<Int(firstState[move + 1])]
                guard states.allSatisfy({ stateName[Int($0)] == stateName[Int(state)] }) else { continue }
                let end = states.last!
                if seen.insert(end).inserted { result.append(end) }
            }
        }
        closures[state] = result
        return result
    }

    /// Every position named `name` (a run picked up there).
    private func positions(named name: Int32) -> [Position] {
        (settledByName[name] ?? []).map { Position(move: -1, index: $0) } + (insideByName[name] ?? [])
    }

    /// The positions one step (`action` to a state named `to`) leads to from `positions`,
    /// crediting to `coverage` the states entered and the moves completed (a move that emits
    /// several states counts once its last is recorded: until then the run may be in any
    /// of the moves that begin alike).
    private func advance(_ positions: [Position], action: Int32, to: Int32, into next: inout [Position], coverage: inout Coverage) {
        next.removeAll(keepingCapacity: true)
        var completed: [Int] = []
        for position in positions {
            if position.move >= 0 {
                let move = Int(position.move)
                guard moveAction[move] == action else { continue }
                let target = targets[Int(firstState[move] + position.index + 1)]
                guard stateName[Int(target)] == to else { continue }
                let reached = self.position(move, position.index + 1)
                if reached.move < 0 { completed.append(move) }
                next.append(reached)
                continue
            }
            for state in closure(position.index) {
                for move in Int(firstMove[Int(state)])..<Int(firstMove[Int(state) + 1]) where moveAction[move] == action {
                    let target = targets[Int(firstState[move])]
                    guard stateName[Int(target)] == to else { continue }
                    let reached = self.position(move, 0)
                    if reached.move < 0 { completed.append(move) }
                    next.append(reached)
                }
            }
        }
        if next.count == 1 {
            coverage.stateCounts[Int(state(at: next[0]))] += 1
            if let move = completed.first { coverage.moveCounts[move] += 1 }
            return
        }
        var seen: Set<Position> = []
        next = next.filter { seen.insert($0).inserted }
        var entered: Set<Int32> = []
        for position in next where entered.insert(state(at: position)).inserted { coverage.stateCounts[Int(state(at: position))] += 1 }
        var credited: Set<Int> = []
        for move in completed where credited.insert(move).inserted { coverage.moveCounts[move] += 1 }
    }

    /// Whether the run may be where the machine says nothing: at a state that was not expanded.
    private func beyondScope(_ positions: [Position]) -> Bool {
        positions.contains { $0.move < 0 && !expanded[Int($0.index)] }
    }

    /// The moves allowed from `positions`, each once, in order, by the names a run records.
    private func allowed(from positions: [Position]) -> [Nonconformance.Allowed] {
        var result: [Nonconformance.Allowed] = []
        let moves = graph.moves
        func name(_ state: Int) -> String { names[Int(stateName[state])] }
        for position in positions {
            if position.move >= 0 {
                let move = Int(position.move)
                let states = moves.states(move).dropFirst(Int(position.index) + 1).map(name)
                let allowed = Nonconformance.Allowed(action: recordedActions[moves.action(move)], states: states)
                if !result.contains(allowed) { result.append(allowed) }
                continue
            }
            for state in closure(position.index) {
                for move in moves.moveNumbers(from: Int(state)) {
                    let allowed = Nonconformance.Allowed(action: recordedActions[moves.action(move)], states: moves.states(move).map(name))
                    if !result.contains(allowed) { result.append(allowed) }
                }
            }
        }
        return result
    }

    /// One run's progress through a record.
    private struct Run {
        var positions: [Position] = []
        var lastSeq = -1
        /// The recorded name the last step ended in (-1 when unknown), and its bytes in the record.
        var lastTo: Int32 = -1
        var lastToBytes: ScannedString?
        /// Whether the next step starts afresh (first line, lines missing, after a step not explained).
        var restart = true
        /// Whether the recorder said it dropped steps just before the next line.
        var dropped = false
        /// Whether the run is at a state the machine does not expand.
        var outside = false
        /// The lines of the last three steps, for the report.
        var earlier: [(Int, Int)] = []
    }

    private func sameRun(_ a: ScannedString?, _ b: ScannedString?, _ scanner: RecordScanner) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): scanner.same(a, b)
        default: false
        }
    }

    /// Checks one record; adds what it took to `coverage`. `observe`, when given, hears each
    /// step of the machine's as it is judged (a follower showing steps as they arrive).
    func conform(
        _ record: Record, coverage: inout Coverage, observe: ((JudgedStep) -> Void)? = nil
    ) throws(RecordError) -> (RecordSummary, Finding?) {
        var summary = RecordSummary(record: record.name, steps: 0, runs: 0, unexplained: 0, dropped: 0, resumed: 0, otherMachines: 0)
        var first: Finding?
        var runs: [String: Int] = [:]
        var states: [Run] = []
        var next: [Position] = []
        var failure: RecordError?
        record.bytes.withUnsafeBufferPointer { buffer in
            let scanner = RecordScanner(bytes: buffer)
            var start = 0
            var lineNumber = 0
            var currentRun = -1
            var currentRunBytes: ScannedString?
            func fail(_ message: String) { failure = RecordError(record: record.name, line: lineNumber, message: message) }
            while start < buffer.count {
                lineNumber += 1
                let end =
                    memchr(buffer.baseAddress! + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                    .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - buffer.baseAddress! } ?? buffer.count
                defer { start = end + 1 }
                let scanned: ScannedLine
                do throws(RecordScanner.Failure) {
                    guard let line = try scanner.scan(start, end, strict: record.strict) else { continue }
                    scanned = line
                } catch {
                    failure = RecordError(record: record.name, line: lineNumber, message: error.message)
                    return
                }
                guard let version = scanned.version else { return fail("the line has no \"v\" (the record format's version)") }
                guard version == RecordLine.version else {
                    return fail("record format version \(version); this reader reads version \(RecordLine.version)")
                }
                guard let machine = scanned.machine else { return fail("the line has no \"machine\"") }
                let ours = machine.escaped ? Array(scanner.text(machine).utf8) == machineBytes : scanner.equals(machine, machineBytes)
                guard ours else {
                    summary.otherMachines += 1
                    continue
                }
                // The run: the same as the line before's in most records; a record without runs is one run.
                let runBytes = scanned.run
                if currentRun < 0 || !sameRun(currentRunBytes, runBytes, scanner) {
                    let name = runBytes.map(scanner.text) ?? ""
                    if let known = runs[name] {
                        currentRun = known
                    } else {
                        currentRun = states.count
                        runs[name] = currentRun
                        states.append(Run())
                        summary.runs += 1
                    }
                    currentRunBytes = runBytes
                }
                // Without `seq`, lines follow each other. Numbers read from the record are
                // checked: one past the largest is bad input, never a trap.
                let following = states[currentRun].lastSeq.addingReportingOverflow(1)
                guard let seq = scanned.seq ?? (following.overflow ? nil : following.partialValue) else {
                    return fail("the line has no \"seq\" and the line before has the largest (\(Int.max)): it cannot follow it")
                }
                if let dropped = scanned.dropped {
                    let total = summary.dropped.addingReportingOverflow(dropped)
                    guard !total.overflow else {
                        return fail("the record's counts of dropped steps come to more than \(Int.max)")
                    }
                    summary.dropped = total.partialValue
                    states[currentRun].dropped = true
                    states[currentRun].lastSeq = seq - 1
                    continue
                }
                guard let actionBytes = scanned.action, let fromBytes = scanned.from, let toBytes = scanned.to else {
                    return fail("the line has no \"action\", \"from\" and \"to\" (nor \"dropped\")")
                }
                summary.steps += 1
                coverage.steps += 1
                // Taken out and put back, so that its arrays are never copied.
                var run = Run()
                swap(&run, &states[currentRun])
                defer { swap(&run, &states[currentRun]) }
                // Lines missing (dropped, lost, or a record that starts mid-run): matching starts afresh.
                // (Wrapping: no `seq` follows the largest, so a line after it resumes.)
                let resumes = seq != run.lastSeq &+ 1 || run.dropped
                if resumes {
                    run.restart = true
                    summary.resumed += 1
                }
                run.dropped = false
                run.lastSeq = seq
                let fromID: Int32?
                if !run.restart, let last = run.lastToBytes, scanner.same(last, fromBytes) {
                    fromID = run.lastTo
                } else {
                    fromID = stateNumber(fromBytes, scanner)
                }
                let toID = stateNumber(toBytes, scanner)
                let actionID = actionNumber(actionBytes, scanner) ?? -1
                var reason: Nonconformance.Reason?
                var before = run.positions
                // A run at a state the machine does not expand (outside its constraint, past a
                // bound) is where the machine says nothing: its steps are not judged until it
                // comes back to a state the machine explored.
                var outside = false
                if run.restart {
                    if let fromID {
                        // A recorder's first step from an initial state's name starts there;
                        // any other run picked up mid-way, at any reached state of its name.
                        before = seq == 0 && initialByName[fromID] != nil ? initialByName[fromID]! : positions(named: fromID)
                        for position in before where position.move < 0 { coverage.stateCounts[Int(position.index)] += 1 }
                    } else if run.outside {
                        outside = true
                    } else {
                        before = []
                        reason = .unknownState(scanner.text(fromBytes))
                    }
                } else if fromID != run.lastTo {
                    reason = .gap(ended: names[Int(run.lastTo)])
                }
                if reason == nil, !outside {
                    if let toID {
                        advance(before, action: actionID, to: toID, into: &next, coverage: &coverage)
                        if next.isEmpty {
                            if beyondScope(before) { outside = true } else { reason = .noSuchMove }
                        }
                    } else if beyondScope(before) {
                        outside = true
                    } else {
                        reason = .unknownState(scanner.text(toBytes))
                    }
                }
                var refusal: Finding?
                if outside {
                    summary.outsideScope += 1
                    run.outside = true
                    run.positions = toID.map { positions(named: $0) } ?? []
                    run.restart = true
                } else if let reason {
                    summary.unexplained += 1
                    if first == nil || observe != nil {
                        refusal = finding(
                            reason, record: record, line: lineNumber, run: runBytes.map(scanner.text) ?? "", seq: seq,
                            action: scanner.text(actionBytes), from: scanner.text(fromBytes),
                            to: scanner.text(toBytes), before: before, earlier: run.earlier, scanner: scanner)
                        if first == nil { first = refusal }
                    }
                    // Matching starts again from where the step says it went.
                    run.positions = toID.map { positions(named: $0) } ?? []
                    run.restart = true
                    run.outside = false
                } else {
                    swap(&run.positions, &next)
                    run.restart = false
                    run.outside = false
                }
                if let observe {
                    var states: [Int] = []
                    for position in run.positions where !outside && refusal == nil {
                        let state = Int(self.state(at: position))
                        if !states.contains(state) { states.append(state) }
                    }
                    observe(
                        JudgedStep(
                            line: lineNumber, run: runBytes.map(scanner.text) ?? "", seq: seq, action: scanner.text(actionBytes),
                            from: scanner.text(fromBytes), to: scanner.text(toBytes), states: states,
                            verdict: refusal.map { .refused($0.message) } ?? (outside ? .outsideScope : .allowed)))
                }
                run.lastTo = toID ?? -1
                run.lastToBytes = toBytes
                if run.earlier.count == 3 { run.earlier.removeFirst() }
                run.earlier.append((start, end))
            }
        }
        if let failure { throw failure }
        coverage.records += 1
        if var found = first, case .step(var step) = found.subject {
            step.more = summary.unexplained - 1
            found.subject = .step(step)
            found.message = step.message
            first = found
        }
        return (summary, first)
    }

    private func finding(
        _ reason: Nonconformance.Reason, record: Record, line: Int, run: String, seq: Int, action: String, from: String,
        to: String, before: [Position], earlier: [(Int, Int)], scanner: RecordScanner
    ) -> Finding {
        let earlierText: [String] = earlier.compactMap { start, end in
            guard let line = try? scanner.scan(start, end, strict: false),
                let action = line.action, let from = line.from, let to = line.to
            else { return nil }
            return "\(scanner.text(from)) --\(scanner.text(action))--> \(scanner.text(to))"
        }
        var wherePositions = before
        if case .gap(let ended) = reason, let id = nameID[ended], before.isEmpty { wherePositions = positions(named: id) }
        let step = Nonconformance(
            record: record.name, line: line, run: run, seq: seq, action: action, from: from, to: to, reason: reason,
            earlier: earlierText, allowed: allowed(from: wherePositions))
        let places = wherePositions.map { Int(state(at: $0)) }
        var unique: [Int] = []
        for place in places where !unique.contains(place) { unique.append(place) }
        return Finding(
            check: .nonconforming, subject: .step(step), message: step.message,
            trace: unique.first.map { graph.trace(to: $0) }, stateIndices: unique)
    }
}

/// One step of a record as conformance judged it, for a follower that shows steps as they
/// arrive (`explore --web --follow`).
package struct JudgedStep: Sendable, Hashable {
    /// The step's line in its record (1-based).
    package var line: Int
    package var run: String
    package var seq: Int
    package var action: String
    package var from: String
    package var to: String
    /// The explored states the run may be in after the step; empty when it was not judged
    /// (outside the machine's scope) or refused.
    package var states: [Int]
    package var verdict: Verdict

    package enum Verdict: Sendable, Hashable {
        /// A move the machine allows.
        case allowed
        /// From or to a state the machine does not expand (outside its constraint, past a
        /// bound): not judged.
        case outsideScope
        /// A step the machine does not allow, with the `nonconforming` finding's message.
        case refused(String)
    }
}
