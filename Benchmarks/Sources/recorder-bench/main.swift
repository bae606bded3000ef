import Dispatch
import Foundation
import MachineKit
import SeedFeatures

// The recorder's cost per step and a record's size, and conformance of a long record,
// through MachineKit's public API from a module of its own (run it in release).
//
//   recorder-bench record N            N steps of the products screen: ns per step on the feature's
//                                      thread (into a sink that keeps nothing, then into a file),
//                                      the time until everything is written, bytes per step, drops
//   recorder-bench write N FILE        writes a record of N steps (no drops: it waits for the writer
//                                      every 10,000 steps), for `vsm-inspect conform ProductsFlow FILE`
//   recorder-bench conform FILE        explores ProductsFlow and checks the record in process

/// The products screen as its view model runs it: each event emits `loading`, then the
/// interactor's answer. Events and answers cycle through every move of the machine.
struct Screen {
    var state = ProductsDomainState.idle
    let interactor = ProductsInteractor()
    let map = ProductsEventActionMap()
    var turn = 0

    /// The next event the screen offers, with the answer that arrives.
    mutating func next() -> (ProductsViewEvent, Int) {
        turn += 1
        let event = ProductsFlowFeature.events(for: ProductsFlowFeature.viewState(of: state)).first ?? .onAppear
        return (event, (turn * 7) % 3)
    }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Drives the screen for `steps` steps, recording each; `pace` waits for the writer that often.
func drive(_ recorder: StepRecorder<ProductsDomainState, ProductsViewEvent>?, steps: Int, pace: Int? = nil) -> Double {
    var screen = Screen()
    var done = 0
    let start = now()
    while done < steps {
        let (event, answer) = screen.next()
        for next in screen.interactor.interact(screen.state, screen.map.action(from: event))[answer].states where done < steps {
            recorder?.record(event, from: screen.state, to: next)
            screen.state = next
            done += 1
            if let pace, done % pace == 0 { recorder?.flush() }
        }
    }
    return now() - start
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    func add(_ bytes: Int) { lock.lock(); total += bytes; lock.unlock() }
    var bytes: Int { lock.lock(); defer { lock.unlock() }; return total }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let machine = ProductsFlowFeature.machine()
switch arguments.first {
case "record":
    let steps = arguments.count > 1 ? Int(arguments[1])! : 1_000_000
    // The screen alone, without a recorder: what the feature's own code costs per step.
    let alone = drive(nil, steps: steps)
    print("no recorder: \(String(format: "%.1f", alone / Double(steps) * 1e9)) ns/step (the screen's own code)")
    // Into a sink that only counts bytes: the feature's side and the writer's naming and encoding.
    let counter = Counter()
    let counting = StepRecorder(machine, to: RecordSink { counter.add($0.count) }, run: "bench")
    let caller = drive(counting, steps: steps)
    counting.flush()
    print("sink counting bytes: \(steps) steps, \(String(format: "%.1f", caller / Double(steps) * 1e9)) ns/step on the feature's thread, "
        + "\(counting.dropped) dropped (buffer \(counting.capacity)), "
        + "\(String(format: "%.1f", Double(counter.bytes) / Double(max(steps - counting.dropped, 1)))) bytes/step")
    // Every step kept (a buffer as large as the run, the writer held back until the end): the
    // cost of a step the recorder keeps, with no writer running beside the feature.
    let gate = DispatchSemaphore(value: 0)
    let held = StepRecorder(machine, to: RecordSink { _ in gate.wait(); gate.signal() }, run: "bench", capacity: steps + 1)
    let kept = drive(held, steps: steps)
    gate.signal()
    held.flush()
    print("every step kept, writer held back: \(String(format: "%.1f", kept / Double(steps) * 1e9)) ns/step on the feature's thread, "
        + "\(held.dropped) dropped")
    // The writer's own rate: steps named, encoded and handed over per second, with no drops.
    let paced = StepRecorder(machine, to: RecordSink { counter.add($0.count) }, run: "bench")
    let start = now()
    _ = drive(paced, steps: steps, pace: 10_000)
    paced.flush()
    let end = now() - start
    print("paced (no drops): \(String(format: "%.1f", end / Double(steps) * 1e9)) ns/step until written, \(paced.dropped) dropped")
    // Into a file.
    let path = NSTemporaryDirectory() + "recorder-bench-\(getpid()).jsonl"
    let file = RecordFile(path: path, maxBytes: 1 << 30, keep: 0)
    let filed = StepRecorder(machine, to: .file(file), run: "bench")
    let fileCaller = drive(filed, steps: steps)
    let flushStart = now()
    filed.flush()
    let flushed = now() - flushStart
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    print("file: \(String(format: "%.1f", fileCaller / Double(steps) * 1e9)) ns/step on the feature's thread, "
        + "\(filed.dropped) dropped, \(String(format: "%.3f", flushed)) s to write the rest, "
        + "\(String(format: "%.1f", Double(size) / Double(max(steps - filed.dropped, 1)))) bytes/step")
    unlink(path)
case "write":
    let steps = Int(arguments[1])!
    let path = arguments[2]
    unlink(path)
    let recorder = StepRecorder(machine, to: .file(path, maxBytes: 1 << 40, keep: 0), run: "bench")
    let seconds = drive(recorder, steps: steps, pace: 10_000)
    recorder.flush()
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    print("\(steps) steps written to \(path) in \(String(format: "%.2f", seconds)) s: \(size) bytes, "
        + "\(String(format: "%.1f", Double(size) / Double(steps))) bytes/step, \(recorder.dropped) dropped")
case "conform":
    let path = arguments[1]
    let start = now()
    let record = try Record(contentsOf: path)
    let read = now()
    let report = try machine.explore().conform([record])
    let end = now()
    print("\(report.coverage.steps) steps: read \(String(format: "%.3f", read - start)) s, explored and checked "
        + "\(String(format: "%.3f", end - read)) s (\(String(format: "%.0f", (end - read) / Double(max(report.coverage.steps, 1)) * 1e9)) ns/step); "
        + "\(report.findings.count) findings; \(report.coverage.summary)")
default:
    print("usage: recorder-bench record N | write N FILE | conform FILE")
    exit(64)
}
