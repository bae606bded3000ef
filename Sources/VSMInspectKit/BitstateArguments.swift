import ArgumentParser
import Foundation
import MachineKit

/// The size of a bit-state search's array: `2^N` bits, or a byte size (`512MiB`, `1G`).
struct BitstateSize: ExpressibleByArgument {
    /// Bits in the array: a power of two, at least 64.
    var bits: Int

    init?(argument: String) {
        guard let bits = Self.bits(argument) else { return nil }
        self.bits = bits
    }

    /// The bits `text` gives, when it is a power of two from 64 bits to 2^40.
    static func bits(_ text: String) -> Int? {
        let lower = text.lowercased()
        var bits: Int
        if lower.hasPrefix("2^") {
            guard let exponent = Int(lower.dropFirst(2)), (6...40).contains(exponent) else { return nil }
            bits = 1 << exponent
        } else {
            let units: [(String, Int)] = [
                ("kib", 10), ("mib", 20), ("gib", 30), ("kb", 10), ("mb", 20), ("gb", 30), ("k", 10), ("m", 20), ("g", 30), ("b", 0),
            ]
            guard let (unit, shift) = units.first(where: { lower.hasSuffix($0.0) }),
                let count = Int(lower.dropLast(unit.count)), count > 0, count <= (1 << 37) >> shift
            else { return nil }
            bits = (count << shift) * 8
        }
        guard bits >= 64, bits <= 1 << 40, bits & (bits - 1) == 0 else { return nil }
        return bits
    }

    static var defaultValueDescription: String { "2^N bits or a byte size" }
}

/// `check`'s options of a bit-state search and of a swarm.
struct BitstateArguments: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Search with bits, not states (a partial search, never complete): an array of this size, 2^N bits or a power-of-two byte size (2^30, 512MiB, 1GiB).",
            valueName: "size"))
    var bitstate: BitstateSize?

    @Option(help: "Bits set per state in the --bitstate array, 1 to 8 (default 3).")
    var hashes: Int?

    @Option(help: "The seed of the bit-state search (default 1): it picks the hash functions and the order moves are tried in.")
    var seed: UInt64?

    @Option(help: "A swarm: this many bit-state searches, seeded --seed, --seed + 1, and so on, their findings merged.")
    var swarm: Int?

    @Option(help: "Threads for a swarm's searches (default 1); each search running has an array of its own.")
    var workers: Int?

    /// The arguments' own rules.
    func check(graph: Bool, coverage: Bool, maxStates: Int?) throws {
        guard bitstate != nil else {
            for (name, given) in [
                ("--hashes", hashes != nil), ("--seed", seed != nil), ("--swarm", swarm != nil), ("--workers", workers != nil),
            ]
            where given {
                throw ValidationError("\(name) goes with --bitstate (a bit-state search)")
            }
            return
        }
        if let hashes, !(1...8).contains(hashes) { throw ValidationError("--hashes must be 1 to 8, got \(hashes)") }
        if let swarm, swarm < 1 { throw ValidationError("--swarm must be a positive number, got \(swarm)") }
        if let workers, workers < 1 { throw ValidationError("--workers must be a positive number, got \(workers)") }
        if graph { throw ValidationError("--graph needs the whole graph, which a --bitstate search does not keep") }
        if coverage { throw ValidationError("--coverage needs the whole graph, which a --bitstate search does not keep") }
        if maxStates != nil { throw ValidationError("--max-states bounds an exhaustive search; a --bitstate search's size is its array") }
        if let swarm, swarm > Self.swarmLimit {
            throw ValidationError(
                "--swarm \(swarm) is more searches than one run makes (at most \(Self.swarmLimit)): run the rest as other jobs with --seed and join them with merge"
            )
        }
        // Each search running holds its array: they must fit in the memory there is, checked
        // before any is made.
        if let bitstate, let available = Self.availableMemory() {
            let running = max(1, min(workers ?? 1, swarm ?? 1))
            let needed = bitstate.bits / 8 * running
            if needed > available {
                var fits = 1 << 40
                while fits > 64 && fits / 8 * running > available { fits >>= 1 }
                throw ValidationError(
                    "--bitstate 2^\(bitstate.bits.trailingZeroBitCount) needs \(Self.bytes(needed)) for \(running == 1 ? "its array" : "\(running) arrays at once"), "
                        + "but this machine has \(Self.bytes(available)) available: the largest that fits is 2^\(fits.trailingZeroBitCount) (\(Self.bytes(fits / 8 * running)))"
                )
            }
        }
    }

    /// The most searches of one swarm run.
    static let swarmLimit = 100_000

    /// The memory the system says is available (Linux: `MemAvailable`, and no more than the
    /// control group's limit left, as a container or CI job has), else its physical memory.
    static func availableMemory() -> Int? {
        var available: Int?
        if let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        {
            available = kilobytes * 1024
        } else {
            let pages = sysconf(Int32(_SC_PHYS_PAGES)), size = sysconf(Int32(_SC_PAGESIZE))
            if pages > 0 && size > 0 { available = pages * size }
        }
        func number(_ path: String) -> Int? {
            (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        // cgroup v2: `max` reads as no number, no limit.
        if let limit = number("/sys/fs/cgroup/memory.max") {
            let left = max(0, limit - (number("/sys/fs/cgroup/memory.current") ?? 0))
            available = min(available ?? left, left)
        }
        return available
    }

    /// `512 MiB`, `23.4 GiB`.
    static func bytes(_ count: Int) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(count), unit = 0
        while value >= 1024, unit < units.count - 1 { value /= 1024; unit += 1 }
        return unit == 0
            ? "\(count) bytes" : value == value.rounded() ? "\(Int(value)) \(units[unit])" : String(format: "%.1f %@", value, units[unit])
    }

    /// The search's options, when `--bitstate` is given.
    func options(maxDepth: Int?) -> BitstateOptions? {
        guard let bitstate else { return nil }
        let first = seed ?? 1
        return BitstateOptions(
            bits: bitstate.bits, hashes: hashes ?? 3, seeds: (0..<UInt64(swarm ?? 1)).map { first &+ $0 }, maxDepth: maxDepth)
    }
}
