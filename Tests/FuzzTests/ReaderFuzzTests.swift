import Foundation
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import Synchronization
import Testing

/// One reader entry point: the harness runs every input through each. A new format (SCXML)
/// adds an entry here and its files to the corpus. Each entry takes the file's bytes as the
/// command line reads them: the text readers after the UTF-8 decoder, the SCXML reader raw
/// (it hands the bytes to the XML parser itself).
struct ReaderEntry: Sendable {
    var name: String
    var fileExtension: String
    var read: @Sendable ([UInt8], String) throws(SpecError) -> Void

    static let all: [ReaderEntry] = [
        ReaderEntry(name: "json", fileExtension: "json") { bytes, file throws(SpecError) in
            _ = try SpecMachine.parse(SpecMachine.decode(bytes, file: file), file: file, json: true)
        },
        ReaderEntry(name: "yaml", fileExtension: "yaml") { bytes, file throws(SpecError) in
            _ = try SpecMachine.parse(SpecMachine.decode(bytes, file: file), file: file, json: false)
        },
        ReaderEntry(name: "yaml-any", fileExtension: "yaml") { bytes, file throws(SpecError) in
            _ = try SpecMachine.parseYAML(SpecMachine.decode(bytes, file: file), file: file)
        },
        ReaderEntry(name: "scxml", fileExtension: "scxml") { bytes, file throws(SpecError) in
            let chart = try SCXMLReader.parse(Data(bytes), file: file)
            try SpecLimits.standard.check(chart)
            _ = try SpecMachine.machine(chart)
        },
        ReaderEntry(name: "trace", fileExtension: "json") { bytes, file throws(SpecError) in
            _ = try TraceDocument.steps(SpecMachine.decode(bytes, file: file), file: file)
        },
    ]

    // Machines that load are explored by the CLI harness, one process per run, so that a
    // run's time and memory are measured on their own.
}

/// What a reader did with one input that breaks the contract, or `nil`.
func readerViolation(_ entry: ReaderEntry, _ bytes: [UInt8], file: String, seconds limit: Double) -> String? {
    let clock = ContinuousClock()
    let start = clock.now
    var violation: String?
    do {
        try entry.read(bytes, file)
    } catch {
        let description = error.description
        if description.contains("\n") || description.unicodeScalars.contains(where: VisibleText.isControl) {
            violation = "error is not one line: \(description.debugDescription)"
        } else if !description.hasPrefix(file + ":") {
            violation = "error does not name the file: \(description)"
        } else if let line = error.line, line < 1 || line > bytes.count + 2 {
            violation = "error names line \(line) of a \(bytes.count)-byte file: \(description)"
        }
    }
    let elapsed = clock.now - start
    if elapsed > .seconds(limit) { violation = (violation.map { $0 + "; " } ?? "") + "took \(elapsed) (limit \(limit) s)" }
    return violation
}

/// Keeps the input being read in a file, so that a crash or a hang leaves it behind.
final class CurrentInput: @unchecked Sendable {
    private let descriptor: Int32
    let path: String
    let counter = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)

    init(_ name: String) {
        path = FuzzPaths.output + "/current-" + name
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    }

    deinit { close(descriptor) }

    /// Ends the watch: the campaign is over.
    func stop() { stopped.store(true, ordering: .relaxed) }

    func record(_ bytes: [UInt8]) {
        _ = ftruncate(descriptor, 0)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        counter.add(1, ordering: .relaxed)
    }

    /// Aborts the process, leaving the input in place, when no input finishes for `seconds`,
    /// until ``stop()``.
    func watch(seconds: Double) {
        let thread = Thread { [self] in
            var last = -1
            while true {
                Thread.sleep(forTimeInterval: seconds)
                if stopped.load(ordering: .relaxed) { return }
                let now = counter.load(ordering: .relaxed)
                if now == last {
                    FileHandle.standardError.write(Data("fuzz: no input finished in \(seconds) s: a hang; the input is \(path)\n".utf8))
                    abort()
                }
                last = now
            }
        }
        thread.start()
    }
}

/// Saves an input that broke the contract; returns its path.
func saveFailure(_ bytes: [UInt8], name: String) -> String {
    let path = FuzzPaths.output + "/failures/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
}

/// The process's peak resident memory in MiB (Linux; 0 elsewhere).
func peakMegabytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return (Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1]) ?? 0) / 1024
}

@Suite(.serialized) struct ReaderFuzzTests {
    /// Every saved regression input, read by every reader, holds the contract.
    @Test func regressionInputsHoldTheContract() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: FuzzPaths.regressions).sorted()
        #expect(names.count >= 8)
        for name in names {
            let bytes = [UInt8](FileManager.default.contents(atPath: FuzzPaths.regressions + "/" + name) ?? Data())
            let text = String(decoding: bytes, as: UTF8.self)
            for entry in ReaderEntry.all {
                let violation = readerViolation(entry, bytes, file: "\(name).\(entry.fileExtension)", seconds: 10)
                #expect(violation == nil, "\(name) through \(entry.name): \(violation ?? "")")
            }
        }
    }

    /// Mutated fixtures and known-hard inputs through every reader: a fixed seed and budget in
    /// `make test`, a long one from `make fuzz` (FUZZ_READER_INPUTS, FUZZ_SEED).
    @Test func mutatedInputsHoldTheContract() throws {
        let budget = FuzzBudget.current
        var mutator = Mutator(seed: budget.seed, corpus: Mutator.corpus())
        let current = CurrentInput("reader-input")
        current.watch(seconds: max(60, budget.readerSeconds * 6))
        let clock = ContinuousClock()
        let start = clock.now
        var failures: [String] = []
        var inputs = 0
        var slowest: Duration = .zero
        var slowestByReader: [String: Duration] = [:]
        while inputs < budget.readerInputs, clock.now - start < .seconds(budget.maxSeconds) {
            let bytes = mutator.next()
            current.record(bytes)
            inputs += 1
            let inputStart = clock.now
            // Every reader sees the raw bytes (bytes that are not UTF-8 stop at the decoder,
            // with the line).
            for entry in ReaderEntry.all {
                let readerStart = clock.now
                defer { slowestByReader[entry.name] = max(slowestByReader[entry.name] ?? .zero, clock.now - readerStart) }
                if let violation = readerViolation(entry, bytes, file: "f.\(entry.fileExtension)", seconds: budget.readerSeconds) {
                    let path = saveFailure(bytes, name: "\(entry.name)-\(budget.seed)-\(inputs).\(entry.fileExtension)")
                    failures.append("\(entry.name): \(violation) — \(path)")
                }
            }
            slowest = max(slowest, clock.now - inputStart)
            if failures.count >= 20 { break }
        }
        current.stop()
        let seconds = Double((clock.now - start).components.seconds) + Double((clock.now - start).components.attoseconds) / 1e18
        print(
            "fuzz readers: \(inputs) inputs × \(ReaderEntry.all.count) readers, seed \(budget.seed), "
                + String(
                    format: "%.1f s, slowest input %.3f s, peak %d MiB", seconds,
                    Double(slowest.components.attoseconds) / 1e18 + Double(slowest.components.seconds), peakMegabytes())
                + ", \(failures.count) failures")
        for (reader, time) in slowestByReader.sorted(by: { $0.key < $1.key }) {
            print(
                "  \(reader): slowest input "
                    + String(format: "%.3f s", Double(time.components.attoseconds) / 1e18 + Double(time.components.seconds)))
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(inputs >= min(budget.readerInputs, 1_000))
        #expect(peakMegabytes() < 4_096, "the readers' process peaked at \(peakMegabytes()) MiB")
    }
}
