import Foundation
import MachineKit
import SeedFeatures
import Testing

/// Lines a sink received, kept for a test to read.
final class ReceivedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [String] = []

    var sink: RecordSink {
        .lines { [self] line in
            lock.lock(); received.append(line); lock.unlock()
        }
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    var record: Record { Record(name: "steps.jsonl", text: lines.map { $0 + "\n" }.joined()) }
}

/// A door: closed, open, locked; `open` while locked fails or succeeds (two outcomes).
enum Door: String, Hashable, Sendable, CaseIterable { case closed, open, locked }
enum DoorAction: String, Hashable, Sendable, CaseIterable { case open, close, lock, unlock }

let door = Machine<Door, DoorAction>("Door", initial: .closed) { state in
    switch state {
    case .closed: [.on(.open, to: .open), .on(.lock, to: .locked)]
    case .open: [.on(.close, to: .closed)]
    case .locked: [.on(.unlock, oneOf: .closed, .locked)]
    }
}

@Suite struct StepRecorderTests {
    @Test func linesNameStatesAsTheMachineDoes() {
        let received = ReceivedLines()
        let recorder = StepRecorder(ProductsFlowFeature.machine(), to: received.sink, run: "r1")
        recorder.record(.onAppear, from: .idle, to: .loading)
        recorder.record(.onAppear, from: .loading, to: .loaded([Product(id: 1, title: "Lamp")]))
        recorder.flush()
        #expect(
            received.lines == [
                #"{"v":1,"machine":"ProductsFlow","run":"r1","seq":0,"action":"onAppear","from":"idle","to":"loading"}"#,
                #"{"v":1,"machine":"ProductsFlow","run":"r1","seq":1,"action":"onAppear","from":"loading","to":"loaded(Lamp)"}"#,
            ])
        #expect(recorder.steps == 2)
        #expect(recorder.dropped == 0)
    }

    @Test func namesAreEscapedAsJSON() {
        let line = RecordLine(machine: "M\"1", run: "r", seq: 12, content: .step(action: "a\\b", from: "x\ny", to: "\u{2028}"))
        #expect(line.text == #"{"v":1,"machine":"M\"1","run":"r","seq":12,"action":"a\\b","from":"x\ny","to":"\u2028"}"# + "\n")
    }

    @Test func aFullBufferDropsStepsAndSaysHowMany() {
        // The sink holds the writer until the test lets it go, so the buffer fills.
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let received = ReceivedLines()
        let inner = received.sink
        let first = LockedFlag()
        let sink = RecordSink { bytes in
            if first.setOnce() {
                entered.signal()
                release.wait()
            }
            inner.write(bytes)
        }
        let recorder = StepRecorder(door, to: sink, run: "r", capacity: 2)
        recorder.record(.open, from: .closed, to: .open)
        entered.wait()
        for _ in 0..<3 {
            recorder.record(.close, from: .open, to: .closed)
            recorder.record(.open, from: .closed, to: .open)
        }
        release.signal()
        recorder.flush()
        recorder.record(.close, from: .open, to: .closed)
        recorder.flush()
        #expect(recorder.steps == 8)
        #expect(recorder.dropped == 4)
        #expect(
            received.lines == [
                #"{"v":1,"machine":"Door","run":"r","seq":0,"action":"open","from":"closed","to":"open"}"#,
                #"{"v":1,"machine":"Door","run":"r","seq":1,"action":"close","from":"open","to":"closed"}"#,
                #"{"v":1,"machine":"Door","run":"r","seq":2,"action":"open","from":"closed","to":"open"}"#,
                #"{"v":1,"machine":"Door","run":"r","seq":7,"dropped":4}"#,
                #"{"v":1,"machine":"Door","run":"r","seq":7,"action":"close","from":"open","to":"closed"}"#,
            ])
        // Conformance starts afresh after the drop: nothing is reported.
        let report = try! door.conform([received.record])
        #expect(report.findings.isEmpty)
        #expect(report.records[0].dropped == 4)
        #expect(report.records[0].resumed == 1)
    }

    @Test func aFileIsBoundedAndRotated() throws {
        let folder = NSTemporaryDirectory() + "record-rotation-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = RecordFile(path: folder + "/door.jsonl", maxBytes: 200, keep: 2)
        let recorder = StepRecorder(door, to: .file(file), run: "r")
        for _ in 0..<5 {
            recorder.record(.open, from: .closed, to: .open)
            recorder.record(.close, from: .open, to: .closed)
        }
        recorder.flush()
        // Each line is 87 or 88 bytes: two fit in 200. Ten lines make five files; two renamed ones are kept.
        #expect(file.files.map { ($0 as NSString).lastPathComponent } == ["door.000003.jsonl", "door.000004.jsonl", "door.jsonl"])
        let sizes = try file.files.map { try FileManager.default.attributesOfItem(atPath: $0)[.size] as! Int }
        #expect(sizes.allSatisfy { $0 <= 200 })
        let last = try String(contentsOfFile: folder + "/door.jsonl", encoding: .utf8)
        #expect(last.split(separator: "\n").count == 2)
        #expect(last.hasPrefix(#"{"v":1,"machine":"Door","run":"r","seq":8,"#))
        #expect(file.failure == nil)
        // The files, oldest first: one run, picked up mid-way in the first file, and conforming.
        let report = try door.conform(file.files.map { try Record(contentsOf: $0) })
        #expect(report.findings.isEmpty)
        #expect(report.coverage.steps == 6)
    }

    @Test func aMissingFolderIsMadeAndAFileThatCannotBeOpenedIsSaid() throws {
        let folder = NSTemporaryDirectory() + "record-folder-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = RecordFile(path: folder + "/records/door.jsonl")
        let recorder = StepRecorder(door, to: .file(file), run: "r")
        recorder.record(.open, from: .closed, to: .open)
        recorder.flush()
        #expect(file.failure == nil)
        let written = try String(contentsOfFile: folder + "/records/door.jsonl", encoding: .utf8)
        #expect(written.hasPrefix(#"{"v":1,"machine":"Door","run":"r","seq":0,"#))
        // A folder that cannot be made (a file stands where it would be): the failure is kept.
        try Data().write(to: URL(fileURLWithPath: folder + "/blocked"))
        let blocked = RecordFile(path: folder + "/blocked/door.jsonl")
        let stopped = StepRecorder(door, to: .file(blocked), run: "r")
        stopped.record(.open, from: .closed, to: .open)
        stopped.flush()
        #expect(blocked.failure == "cannot open \(folder)/blocked/door.jsonl: Not a directory")
    }

    @Test func aStreamCarriesTheLines() async {
        let (sink, lines) = RecordSink.stream()
        let recorder = StepRecorder(door, to: sink, run: "s")
        recorder.record(.lock, from: .closed, to: .locked)
        recorder.flush()
        var iterator = lines.makeAsyncIterator()
        #expect(await iterator.next() == #"{"v":1,"machine":"Door","run":"s","seq":0,"action":"lock","from":"closed","to":"locked"}"#)
    }
}

final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var set = false

    /// `true` the first time only.
    func setOnce() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if set { return false }
        set = true
        return true
    }
}

@Suite struct ConformanceTests {
    func record(_ lines: [String], name: String = "run.jsonl") -> Record {
        Record(name: name, text: lines.map { $0 + "\n" }.joined())
    }

    func step(_ seq: Int, _ action: String, _ from: String, _ to: String, run: String = "r") -> String {
        String(RecordLine(machine: "Door", run: run, seq: seq, content: .step(action: action, from: from, to: to)).text.dropLast())
    }

    @Test func everyAllowedStepConformsAndCounts() throws {
        let report = try door.conform([
            record([
                step(0, "lock", "closed", "locked"), step(1, "unlock", "locked", "locked"), step(2, "unlock", "locked", "closed"),
                step(3, "open", "closed", "open"),
            ])
        ])
        #expect(report.findings.isEmpty)
        #expect(report.coverage.summary == "4 of 5 moves taken, 3 of 3 states visited, in 1 record (4 steps)")
        let graph = door.explore().graph
        #expect(report.coverage.untakenMoves.map { Coverage.text(of: $0, in: graph) } == ["open --close--> closed"])
        #expect(
            report.records == [
                RecordSummary(
                    record: "run.jsonl", steps: 4, runs: 1, unexplained: 0, dropped: 0, resumed: 0,
                    otherMachines: 0)
            ])
    }

    @Test func theFirstStepTheMachineDoesNotAllowIsReportedWithWhatItAllows() throws {
        let report = try door.conform([
            record([
                step(0, "open", "closed", "open"), step(1, "close", "open", "closed"), step(2, "lock", "closed", "locked"),
                step(3, "open", "locked", "open"), step(4, "close", "open", "locked"),
            ])
        ])
        #expect(report.findings.count == 1)
        let finding = report.findings[0]
        #expect(finding.check == .nonconforming)
        #expect(
            finding.message == "run.jsonl:4: step 3 of run r, locked --open--> open, is not a move the machine allows; "
                + "from 'locked' it allows: unlock → closed; unlock → locked (and 1 more step of this record not explained)")
        #expect(finding.step?.earlier == ["closed --open--> open", "open --close--> closed", "closed --lock--> locked"])
        #expect(finding.trace?.line == "closed --lock--> locked")
        #expect(report.records[0].unexplained == 2)
    }

    @Test func aRunThatJumpsIsAGap() throws {
        let report = try door.conform([record([step(0, "open", "closed", "open"), step(1, "lock", "closed", "locked")])])
        #expect(
            report.findings.map(\.message) == [
                "run.jsonl:2: step 1 of run r, closed --lock--> locked, starts from 'closed', but the step before ended in 'open'; "
                    + "from 'open' it allows: close → closed"
            ])
    }

    @Test func aRecordThatStartsMidRunIsMatchedFromAnyState() throws {
        let report = try door.conform([record([step(41, "unlock", "locked", "closed"), step(42, "open", "closed", "open")])])
        #expect(report.findings.isEmpty)
        #expect(report.records[0].resumed == 1)
    }

    @Test func anUnknownStateIsNotExplained() throws {
        let report = try door.conform([record([step(0, "open", "closed", "ajar")])])
        #expect(
            report.findings.map(\.message) == [
                "run.jsonl:1: step 0 of run r, closed --open--> ajar, names 'ajar', a state the machine never reaches; "
                    + "from 'closed' it allows: open → open; lock → locked"
            ])
    }

    @Test func runsAndOtherMachinesInOneRecordAreTakenApart() throws {
        let other = String(
            RecordLine(machine: "Window", run: "w", seq: 0, content: .step(action: "open", from: "shut", to: "open")).text.dropLast())
        let report = try door.conform([
            record([
                step(0, "open", "closed", "open", run: "a"), step(0, "lock", "closed", "locked", run: "b"), other,
                step(1, "close", "open", "closed", run: "a"), step(1, "unlock", "locked", "closed", run: "b"),
            ])
        ])
        #expect(report.findings.isEmpty)
        #expect(report.records[0].runs == 2)
        #expect(report.records[0].otherMachines == 1)
    }

    @Test func aLogCarriesRecordLinesAfterItsPrefixes() throws {
        let text =
            "2025-01-01T10:00:00 debug app : machine=Door " + step(0, "open", "closed", "open") + "\n"
            + "2025-01-01T10:00:01 info app : something else\n"
        let report = try door.conform([Record(name: "app.log", text: text, strict: false)])
        #expect(report.findings.isEmpty)
        #expect(report.coverage.steps == 1)
    }

    @Test(arguments: [
        ("not json\n", "run.jsonl:1: not a record line: a JSON object with \"v\", \"machine\", \"run\", \"seq\" was expected"),
        (#"{"v":2,"machine":"Door","run":"r","seq":0}"# + "\n", "run.jsonl:1: record format version 2; this reader reads version 1"),
        (
            "\n" + #"{"v":1,"machine":"Door","seq":0,"action":"open"}"# + "\n",
            #"run.jsonl:2: the line has no "action", "from" and "to" (nor "dropped")"#
        ),
        (#"{"v":1,"machine":"Door","run":"r","seq":-1}"# + "\n", #"run.jsonl:1: "seq" is not a whole number of 0 or more"#),
        (#"{"v":1,"machine":"Door","run":"r""# + "\n", "run.jsonl:1: unterminated object"),
        (#"{"v":1,"machine":"Door","run":"r","seq":0,"note":1,"note":2}"# + "\n", #"run.jsonl:1: "note" appears twice in the line"#),
    ])
    func anUnreadableLineIsAnErrorNamingTheLine(text: String, expected: String) {
        do {
            _ = try door.conform([Record(name: "run.jsonl", text: text)])
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description == expected)
        }
    }
}

@Suite struct ConformanceScopeTests {
    /// A counter bounded by its constraint: steps from states outside it are not judged.
    let counter = Machine<Int, String>("Counter", initial: 0, actions: { _ in ["up", "reset"] }) { value, action in
        action == "up" ? value + 1 : 0
    }
    .constraint("value <= 2") { $0 <= 2 }

    func record(_ steps: [(Int, String, String, String)]) -> Record {
        Record(
            name: "counter.jsonl",
            text: steps.map { seq, action, from, to in
                RecordLine(machine: "Counter", run: "r", seq: seq, content: .step(action: action, from: from, to: to)).text
            }.joined())
    }

    @Test func stepsOutsideTheConstraintAreNotJudged() throws {
        let report = try counter.conform([
            record([
                (0, "up", "0", "1"), (1, "up", "1", "2"), (2, "up", "2", "3"), (3, "up", "3", "4"), (4, "up", "4", "5"),
                (5, "reset", "5", "0"), (6, "up", "0", "1"),
            ])
        ])
        #expect(report.findings.isEmpty)
        #expect(report.records[0].outsideScope == 3)
        #expect(report.records[0].text == "7 steps in 1 run, 3 outside the machine's scope (not judged)")
    }

    @Test func aStepInsideTheConstraintIsStillJudged() throws {
        let report = try counter.conform([record([(0, "up", "0", "1"), (1, "up", "1", "0")])])
        #expect(
            report.findings.map(\.message) == [
                "counter.jsonl:2: step 1 of run r, 1 --up--> 0, is not a move the machine allows; from '1' it allows: up → 2; reset → 0"
            ])
    }
}

@Suite struct RecordReaderFuzzTests {
    /// Records come from devices and logs: a mutated record is read or refused with a line,
    /// never a crash. Bytes dropped, repeated, flipped and cut, from a fixed seed.
    @Test func mutatedRecordsAreReadOrRefused() throws {
        let valid =
            (0..<6).map { seq -> String in
                RecordLine(
                    machine: "Door", run: "r", seq: seq,
                    content: seq == 3
                        ? .dropped(2)
                        : .step(
                            action: seq % 2 == 0 ? "open" : "close", from: seq % 2 == 0 ? "closed" : "open",
                            to: seq % 2 == 0 ? "open" : "closed")
                ).text
            }.joined() + #"{"v":1,"machine":"Door","run":"\u0072","seq":6,"action":"lo\"ck","from":"clo\\sed","to":"\ud83d\ude00"}"# + "\n"
        let bytes = Array(valid.utf8)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let exploration = door.explore()
        var refused = 0
        for _ in 0..<3000 {
            var mutated = bytes
            for _ in 0..<(1 + next(4)) {
                let at = next(mutated.count)
                switch next(5) {
                case 0: mutated.remove(at: at)
                case 1: mutated.insert(mutated[at], at: at)
                case 2: mutated[at] ^= UInt8(1 << next(8))
                case 3: mutated.removeSubrange(at...)
                default: mutated.insert([UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "\\"), 0, 0xE2, 0x0A][next(6)], at: at)
                }
                if mutated.isEmpty { break }
            }
            for strict in [true, false] {
                do {
                    _ = try exploration.conform([Record(name: "fuzz.jsonl", bytes: mutated, strict: strict)])
                } catch {
                    refused += 1
                    #expect(error.line != nil)
                }
            }
        }
        #expect(refused > 0)
    }
}
