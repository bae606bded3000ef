import Foundation
import MachineKit
import SeedFeatures

// Exploration speed and memory through MachineKit's public API, from a module of its own.
//
//   explore-bench counters N [--json]     N counters of 0...9 (10^N states)
//   explore-bench counters-hasher N       the same, the state hashed by `Hasher` (no ExplorationHashable)
//   explore-bench counters-wide N         the same in a state of 16 bytes (bytes per state of 16-byte states)
//   explore-bench inbox [--json]          an inbox with plain Hashable states (Inbox.swift; spin/inbox.pml)
//   explore-bench inbox-own-hash          the same inbox hashing itself, with lean array code (InboxOwnHash.swift)
//   explore-bench app [--json]            four VSM-style features side by side (about 10^6 states)
//   explore-bench floor inbox|app|counters-hasher N   what the model's own code costs (Floor.swift):
//                                         its expand function alone, with hashValue, a Set search, the explorer
//   explore-bench rates-async N           the rates store's own async code (counter up to N)
//   explore-bench search-async N [K]      search as you type (a query of up to N keys, four answers, cancelled by the next key;
//                                         with K, any of K letters at each place)
//   explore-bench grid-async N            a store of two counters of N values whose actions never wait (the cost of a run)
//   explore-bench search-remodel N [K]    the same feature modelled by hand
//   explore-bench rates-remodel N         the same store re-modelled without async code (counter up to N)
//   explore-bench spec FILE [--json]      a spec file, loaded and checked end to end
//   explore-bench generate-spec STATES FILE [SHAPE]   writes a random spec file (fixed seed) of a shape:
//                                         flat (the default), flow, guard, entry, crlf, nested, parallel
//   explore-bench chain N                 one chain of N states (the trace to the last is N - 1 moves)
//   any model: --max-states N stops exploration there (default 200,000,000), --workers 1|2
//   any model: --bitstate LOG2BITS [--hashes K] [--swarm N]: a bit-state search of 2^LOG2BITS bits
//              (or a swarm of N, on --workers threads) instead of exploring
//
// One model a run, so that peak memory is the model's own: peakBytes is the process's peak
// resident size (VmHWM), baselineBytes its resident size before the model was built.

func residentBytes(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return digits * 1024
    }
    return 0
}

struct Result {
    var model: String
    var states: Int
    var transitions: Int
    var seconds: Double
    var peakBytes: Int
    var baselineBytes: Int
    var findings: Int
    /// Of `seconds`, the part spent exploring (the rest loads the model and runs the checks).
    var exploreSeconds: Double = 0
    /// Actions on the shortest trace to the last state found: traces stay available.
    var traceLength = 0
    /// Of `seconds`, the part spent loading the model (spec files only).
    var loadSeconds: Double = 0
    /// CPU time of the whole process, every thread, loading included (spec files only).
    var cpuSeconds: Double = 0

    var json: String {
        let rate = seconds > 0 ? Double(states) / seconds : 0
        return "{\"model\": \"\(model)\", \"states\": \(states), \"transitions\": \(transitions), "
            + "\"seconds\": \(String(format: "%.3f", seconds)), \"statesPerSecond\": \(Int(rate)), "
            + "\"peakBytes\": \(peakBytes), \"baselineBytes\": \(baselineBytes), "
            + "\"bytesPerState\": \(states > 0 ? (peakBytes - baselineBytes) / states : 0), \"findings\": \(findings), "
            + "\"exploreSeconds\": \(String(format: "%.3f", exploreSeconds)), \"traceLength\": \(traceLength)"
            + (loadSeconds > 0 ? ", \"loadSeconds\": \(String(format: "%.3f", loadSeconds))" : "")
            + (cpuSeconds > 0 ? ", \"cpuSeconds\": \(String(format: "%.3f", cpuSeconds))}" : "}")
    }

    var text: String {
        let rate = seconds > 0 ? Double(states) / seconds : 0
        let perState = states > 0 ? Double(peakBytes - baselineBytes) / Double(states) : 0
        return "\(model): \(states) states, \(transitions) transitions, \(String(format: "%.2f", seconds)) s, "
            + "\(String(format: "%.2f", rate / 1e6)) M states/s, peak \(peakBytes / 1_048_576) MiB "
            + "(\(String(format: "%.1f", perState)) B/state above the \(baselineBytes / 1_048_576) MiB baseline), "
            + "\(findings) findings (" + (loadSeconds > 0 ? "loading \(String(format: "%.2f", loadSeconds)) s, " : "")
            + "exploring \(String(format: "%.2f", exploreSeconds)) s; "
            + "trace to the last state: \(traceLength) actions)"
    }
}

func inSeconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func timed<S, A>(_ model: String, _ machine: Machine<S, A>, baseline: Int, workers: Int, since start: ContinuousClock.Instant? = nil) -> Result {
    let begin = start ?? .now
    if let bitstate {
        // A bit-state search (or a swarm): states stored, moves followed, no trace to recover.
        let options = BitstateOptions(
            bits: 1 << bitstate, hashes: hashes, seeds: (0..<UInt64(swarm)).map { 1 + $0 })
        let report = Explorer(machine, workers: workers).bitstate(options)
        let elapsed = inSeconds(ContinuousClock.now - begin)
        let coverage = report.completeness.bitstate!
        FileHandle.standardError.write(Data("bitstate 2^\(bitstate) bits, \(hashes) hashes, \(swarm) searches: hash factor \(String(format: "%.1f", coverage.hashFactor)), \(String(format: "%.3g", coverage.expectedOmissions)) states expected omitted, depth \(report.statistics.depth)\n".utf8))
        return Result(model: model + "-bitstate", states: report.statistics.states, transitions: report.statistics.transitions,
                      seconds: elapsed, peakBytes: residentBytes("VmHWM"), baselineBytes: baseline,
                      findings: report.findings.count, exploreSeconds: report.statistics.seconds)
    }
    let exploringCPU = processCPUSeconds()
    let exploration = Explorer(machine, bounds: ExplorationBounds(maxStates: maxStates), workers: workers).explore()
    // After exploring: the report with every check, then the trace to the last state, each
    // in wall time and in CPU time of the whole process (other work on the machine does not count).
    let (checksCPU, checksWall) = (processCPUSeconds(), ContinuousClock.now)
    let findings = exploration.report.findings.count
    let elapsed = ContinuousClock.now - begin
    let seconds = inSeconds(elapsed)
    let checkedPeak = residentBytes("VmHWM")
    let (traceCPU, traceWall) = (processCPUSeconds(), ContinuousClock.now)
    let traceLength = exploration.trace(to: exploration.statistics.states - 1).steps.count - 1
    let (endCPU, endWall) = (processCPUSeconds(), ContinuousClock.now)
    FileHandle.standardError.write(Data((
        "\(model): exploring CPU \(String(format: "%.2f", checksCPU - exploringCPU)) s; after exploring: checks \(String(format: "%.2f", inSeconds(traceWall - checksWall))) s "
            + "(CPU \(String(format: "%.2f", traceCPU - checksCPU)) s), trace \(String(format: "%.2f", inSeconds(endWall - traceWall))) s "
            + "(CPU \(String(format: "%.2f", endCPU - traceCPU)) s), total \(String(format: "%.2f", inSeconds(endWall - checksWall))) s "
            + "(CPU \(String(format: "%.2f", endCPU - checksCPU)) s); peak \(residentBytes("VmHWM") / 1_048_576) MiB with the trace\n").utf8))
    return Result(model: model, states: exploration.statistics.states, transitions: exploration.statistics.transitions,
                  seconds: seconds, peakBytes: checkedPeak, baselineBytes: baseline, findings: findings,
                  exploreSeconds: exploration.statistics.seconds, traceLength: traceLength)
}

/// CPU time of the whole process so far (every thread), in seconds.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The shapes of spec file `generate-spec` writes (issue 40's list): each at about STATES states
/// (configurations, for `parallel`).
let specShapes = ["flat", "flow", "guard", "entry", "crlf", "nested", "parallel"]

/// Writes a random spec file of `shape` (fixed seed): `flat` block mappings with a two-target
/// event (YAML, or JSON for a `.json` path); `flow` flow mappings `on: {next: a, jump: b}`;
/// `guard` a guarded alternative; `entry` an `entry:` action on every state; `crlf` the flat file
/// with CRLF line endings; `nested` √N compound states of √N states each, with '#id' targets;
/// `parallel` two regions of √N states (N configurations).
func generateSpec(states count: Int, path: String, shape: String = "flat") throws {
    var seed: UInt64 = 7
    func next() -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int(truncatingIfNeeded: seed >> 33)
    }
    if shape == "flat", path.hasSuffix(".json") {
        // The machine of the flat YAML file, as JSON.
        var json = "{\"id\": \"Generated\(count)\", \"initial\": \"s0\", \"states\": {\n"
        for index in 0..<count {
            let extra = next() % 2
            json += "  \"s\(index)\": {\"on\": {\"next\": \"s\((index + 1) % count)\", "
                + "\"jump\": [\"s\(next() % count)\", \"s\(next() % count)\"]"
            if extra == 1 { json += ", \"back\": \"s\(next() % count)\"" }
            json += "}}" + (index + 1 < count ? ",\n" : "\n")
        }
        json += "}}\n"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return
    }
    let side = Int(Double(count).squareRoot().rounded())
    var text = ""
    switch shape {
    case "flat", "crlf":
        text = "id: Generated\(count)\ninitial: s0\nstates:\n"
        for index in 0..<count {
            text += "  s\(index):\n    on:\n      next: s\((index + 1) % count)\n"
            let extra = next() % 2
            text += "      jump: [s\(next() % count), s\(next() % count)]\n"
            if extra == 1 { text += "      back: s\(next() % count)\n" }
        }
        if shape == "crlf" { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
    case "flow":
        text = "id: Flow\(count)\ninitial: s0\nstates:\n"
        for index in 0..<count { text += "  s\(index):\n    on: {next: s\((index + 1) % count), jump: s\(next() % count)}\n" }
    case "guard":
        text = "id: Guarded\(count)\ninitial: s0\nstates:\n"
        for index in 0..<count {
            text += "  s\(index):\n    on:\n      next: s\((index + 1) % count)\n      jump:\n"
                + "        - {target: s\(next() % count), guard: ok}\n        - s\(next() % count)\n"
        }
    case "entry":
        text = "id: Entry\(count)\ninitial: s0\nstates:\n"
        for index in 0..<count {
            text += "  s\(index):\n    entry: log\n    on:\n      next: s\((index + 1) % count)\n      jump: s\(next() % count)\n"
        }
    case "nested":
        text = "id: Nested\(count)\ninitial: g0\nstates:\n"
        for group in 0..<side {
            text += "  g\(group):\n    initial: s0\n    on:\n      up: '#Nested\(count).g\((group + 1) % side)'\n    states:\n"
            for index in 0..<side {
                text += "      s\(index):\n        on:\n          next: s\((index + 1) % side)\n"
                    + "          jump: '#Nested\(count).g\(next() % side).s\(next() % side)'\n"
            }
        }
    case "parallel":
        text = "id: Parallel\(count)\ntype: parallel\nstates:\n"
        for region in ["r1", "r2"] {
            text += "  \(region):\n    initial: s0\n    states:\n"
            for index in 0..<side {
                text += "      s\(index):\n        on:\n          \(region)next: s\((index + 1) % side)\n"
                    + "          \(region)jump: s\(next() % side)\n"
            }
        }
    default:
        fatalError("generate-spec: no shape '\(shape)' (\(specShapes.joined(separator: ", ")))")
    }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

var arguments: [String] = []
var json = false
var workers = 2
nonisolated(unsafe) var maxStates = 200_000_000
nonisolated(unsafe) var bitstate: Int?
nonisolated(unsafe) var hashes = 3
nonisolated(unsafe) var swarm = 1
var argumentList = CommandLine.arguments.dropFirst()
while let argument = argumentList.popFirst() {
    switch argument {
    case "--json": json = true
    case "--max-states":
        guard let value = argumentList.popFirst().flatMap({ Int($0) }), value >= 1 else { fatalError("--max-states N (1 or more)") }
        maxStates = value
    case "--bitstate":
        guard let value = argumentList.popFirst().flatMap({ Int($0) }), (6...40).contains(value) else { fatalError("--bitstate LOG2BITS (6 to 40)") }
        bitstate = value
    case "--hashes":
        guard let value = argumentList.popFirst().flatMap({ Int($0) }), (1...8).contains(value) else { fatalError("--hashes K (1 to 8)") }
        hashes = value
    case "--swarm":
        guard let value = argumentList.popFirst().flatMap({ Int($0) }), value >= 1 else { fatalError("--swarm N (1 or more)") }
        swarm = value
    case "--workers":
        guard let value = argumentList.popFirst().flatMap({ Int($0) }), value >= 1 else { fatalError("--workers N (1 or more)") }
        workers = value
    default: arguments.append(argument)
    }
}
let baseline = residentBytes("VmRSS")
var result: Result
switch arguments.first {
case "counters":
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 6
    result = timed("counters-\(count)", countersMachine(count), baseline: baseline, workers: workers)
case "counters-hasher":
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 6
    result = timed("counters-hasher-\(count)", countersMachine(count, HasherCounters.self), baseline: baseline, workers: workers)
case "counters-wide":
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 6
    precondition(MemoryLayout<WideCounters>.size == 16, "a state of 16 bytes")
    result = timed("counters-wide-\(count)", countersMachine(count, WideCounters.self), baseline: baseline, workers: workers)
case "inbox":
    result = timed("inbox", inboxMachine(), baseline: baseline, workers: workers)
case "inbox-own-hash":
    result = timed("inbox-own-hash", inboxLeanMachine(), baseline: baseline, workers: workers)
case "app":
    result = timed("app", appMachine(), baseline: baseline, workers: workers)
case "floor":
    // What the model's own code costs beside the explorer (Floor.swift).
    switch arguments.dropFirst().first {
    case "inbox": print(floorFigures("inbox", inboxMachine()))
    case "inbox-own-hash": print(floorFigures("inbox-own-hash", inboxLeanMachine()))
    case "app": print(floorFigures("app", appMachine()))
    case "counters-hasher":
        let count = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 6
        print(floorFigures("counters-hasher-\(count)", countersMachine(count, HasherCounters.self)))
    default: fatalError("floor inbox | inbox-own-hash | app | counters-hasher N")
    }
    exit(0)
case "chain":
    let length = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
    let chain = Machine("Chain\(length)", initial: 0) { (index: Int) in index + 1 < length ? [.on("next", to: index + 1)] : [] }
        .final(where: { $0 == length - 1 })
    result = timed("chain-\(length)", chain, baseline: baseline, workers: workers)
case "rates-async":
    let bound = arguments.dropFirst().first.flatMap { Int($0) } ?? 3
    guard #available(macOS 15.0, *) else { fatalError("async machines need macOS 15") }
    result = timed("rates-async-\(bound)", RatesStoreFeature.machine(counterBound: bound), baseline: baseline, workers: workers)
case "search-async":
    let length = arguments.dropFirst().first.flatMap { Int($0) } ?? 3
    let letters = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1
    guard #available(macOS 15.0, *) else { fatalError("async machines need macOS 15") }
    result = timed("search-async-\(length)" + (letters > 1 ? "x\(letters)" : ""), searchAsync(length: length, letters: letters),
                   baseline: baseline, workers: workers)
case "grid-async":
    let size = arguments.dropFirst().first.flatMap { Int($0) } ?? 100
    guard #available(macOS 15.0, *) else { fatalError("async machines need macOS 15") }
    result = timed("grid-async-\(size)", gridAsync(size: size), baseline: baseline, workers: workers)
case "search-remodel":
    let length = arguments.dropFirst().first.flatMap { Int($0) } ?? 3
    let letters = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1
    result = timed("search-remodel-\(length)" + (letters > 1 ? "x\(letters)" : ""), searchRemodel(length: length, letters: letters),
                   baseline: baseline, workers: workers)
case "rates-remodel":
    let bound = arguments.dropFirst().first.flatMap { Int($0) } ?? 3
    result = timed("rates-remodel-\(bound)", RatesStoreFeature.remodel(counterBound: bound), baseline: baseline, workers: workers)
case "spec":
    guard let path = arguments.dropFirst().first else { fatalError("spec FILE") }
    let start = ContinuousClock.now
    do {
        // Through the public API, with the limits raised as a user raises them for a file past
        // the standard ones (64 MiB, 2,000,000 transitions, 100,000 configurations of one parallel
        // state): a 10^6-state file is 83 MB with 3.5 M transitions.
        let limits = SpecMachine.Limits(
            fileBytes: 1 << 30, states: 10_000_000, transitions: 40_000_000, parallelConfigurations: 10_000_000)
        let machine = try SpecMachine.load(path: path, limits: limits)
        let loaded = ContinuousClock.now - start
        result = timed("spec", machine, baseline: baseline, workers: workers, since: start)
        result.loadSeconds = inSeconds(loaded)
        result.cpuSeconds = processCPUSeconds()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
case "generate-spec":
    let list = arguments
    guard list.count == 3 || list.count == 4, let count = Int(list[1]) else { fatalError("generate-spec STATES FILE [SHAPE]") }
    try generateSpec(states: count, path: list[2], shape: list.count == 4 ? list[3] : "flat")
    exit(0)
default:
    FileHandle.standardError.write(Data("usage: explore-bench counters N | counters-hasher N | counters-wide N | inbox | app | floor inbox|inbox-own-hash|app|counters-hasher N | inbox-own-hash | rates-async N | rates-remodel N | search-async N [K] | search-remodel N [K] | grid-async N | chain N | spec FILE | generate-spec STATES FILE [SHAPE] [--json] [--workers N] [--max-states N] [--bitstate LOG2BITS [--hashes K] [--swarm N]]\n".utf8))
    exit(2)
}
print(json ? result.json : result.text)
