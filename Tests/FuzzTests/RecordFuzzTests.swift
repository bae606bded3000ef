import Foundation
import MachineKit
import Testing

/// Records built field by field, hostile where records break (numbers at the edge of `Int`,
/// keys twice, unknown keys with nested values, escapes, bytes that are not UTF-8, names past
/// the limit, `dropped` lines, lines cut short, log lines around record lines), checked
/// against an explored machine: each either conforms or is one line of bad input naming the
/// record and a line it has, in bounded time, and never a trap.
struct RecordGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// The names a line may carry: the machine's own, near misses, and hostile ones.
    mutating func name(_ own: [String]) -> [UInt8] {
        switch below(16) {
        case 0..<12: return Array(pick(own).utf8)
        case 12: return Array(String(repeating: "x", count: pick([0, 1, 4_096, 4_097, 9_000])).utf8)
        case 13:
            return Array(
                pick([
                    #"a\"b\\c\u00e9\u0000\ud83d\ude00"#, #"\ud800"#, #"\udc00"#, #"\ud83d\u0041"#, #"\u12"#,
                    #"\x"#, #"\"#, #"\u00"#, #"\/\b\f\n\r\t"#,
                ]).utf8)
        case 14: return [0x61, pick([0xFF, 0xC0, 0xE2, 0x80]), 0x62]
        default: return Array(pick(own).utf8.dropLast())
        }
    }

    mutating func number() -> [UInt8] {
        Array(
            pick([
                "0", "1", "7", "-1", "5.5", "1e3", "9223372036854775807", "9223372036854775808",
                "99999999999999999999", "00", "\"3\"", "null", "true",
            ]).utf8)
    }

    mutating func value() -> [UInt8] {
        switch below(4) {
        case 0: return number()
        case 1: return Array("\"".utf8) + name(["x"]) + Array("\"".utf8)
        case 2:
            return Array(String(repeating: "[", count: pick([1, 3, 70])).utf8)
                + Array(String(repeating: "]", count: pick([1, 3, 70])).utf8)
        default: return Array(#"{"a":{"b":[1,"c"]}}"#.utf8)
        }
    }

    /// One line: a record line's fields in some order, some missing, some twice, some odd.
    mutating func line(machine: String, states: [String], actions: [String], seq: inout Int) -> [UInt8] {
        var fields: [[UInt8]] = []
        func string(_ key: String, _ bytes: [UInt8]) -> [UInt8] { Array("\"\(key)\":\"".utf8) + bytes + Array("\"".utf8) }
        if !chance(3) { fields.append(Array(#""v":"#.utf8) + (chance(95) ? Array("1".utf8) : number())) }
        if !chance(3) { fields.append(string("machine", chance(90) ? Array(machine.utf8) : name([machine, "Other"]))) }
        if chance(80) { fields.append(string("run", name(["r", "s", "t"]))) }
        if chance(85) {
            seq = chance(90) ? seq &+ 1 : below(3) == 0 ? Int.max : below(50)
            fields.append(Array("\"seq\":".utf8) + (chance(90) ? Array(String(seq).utf8) : number()))
        }
        if chance(8) {
            fields.append(Array("\"dropped\":".utf8) + (chance(70) ? Array(String(below(5)).utf8) : number()))
        } else {
            if !chance(4) { fields.append(string("action", name(actions))) }
            if !chance(4) { fields.append(string("from", name(states))) }
            if !chance(4) { fields.append(string("to", name(states))) }
        }
        if chance(5) { fields.append(Array("\"extra\":".utf8) + value()) }
        if chance(3), let twice = fields.randomElement(using: &self) { fields.append(twice) }
        if chance(10) { fields.swapAt(below(fields.count), below(fields.count)) }
        var line = Array("{".utf8) + fields.joined(separator: Array(",".utf8)) + Array("}".utf8)
        if chance(3) { line = Array(line.prefix(below(line.count + 1))) }
        if chance(3) { line = Array("2026-12-02 INFO step ".utf8) + line + Array(" (logged)".utf8) }
        if chance(2) { line += Array("\r".utf8) }
        return line
    }

    /// A record of a few lines.
    mutating func record(machine: String, states: [String], actions: [String]) -> (bytes: [UInt8], lines: Int) {
        var seq = -1
        let count = 1 + below(6)
        var bytes: [UInt8] = []
        for _ in 0..<count { bytes += line(machine: machine, states: states, actions: actions, seq: &seq) + Array("\n".utf8) }
        if chance(5) { bytes.removeLast() }
        return (bytes, count)
    }
}

extension RecordGenerator: RandomNumberGenerator {}

@Suite struct RecordFuzzTests {
    @Test func generatedRecordsConformOrAreOneLineOfBadInput() throws {
        let budget = FuzzBudget.current
        let inputs = Int(ProcessInfo.processInfo.environment["FUZZ_RECORD_INPUTS"].flatMap(Double.init) ?? 5_000)
        let machine = try SpecMachine.load(path: FuzzPaths.repositoryRoot + "/Fixtures/specs/blog-entry.yaml")
        let explored = machine.explore()
        let states = (0..<explored.stateCount).map(explored.name(of:))
        let actions = explored.graph.actionNames
        var generator = RecordGenerator(state: budget.seed)
        let clock = ContinuousClock()
        let start = clock.now
        var failures: [String] = []
        var bad = 0, conforming = 0
        var done = 0
        var conformance = explored.conformance()
        while done < inputs, clock.now - start < .seconds(budget.maxSeconds) {
            done += 1
            let (bytes, lines) = generator.record(machine: machine.name, states: states, actions: actions)
            let strict = generator.chance(80)
            let record = Record(name: strict ? "f.jsonl" : "f.log", bytes: bytes, strict: strict)
            // One check a thousand records: making it costs more than checking a record.
            if done % 1_000 == 1 { conformance = explored.conformance() }
            let before = conformance.report.records.count
            let began = clock.now
            do {
                try conformance.check(record)
                conforming += 1
                let summary = conformance.report.records[before]
                if summary.steps < 0 || summary.dropped < 0 || summary.resumed > summary.steps {
                    failures.append("counts out of range: \(summary)")
                }
            } catch {
                bad += 1
                let text = error.description
                if text.contains("\n") || text.unicodeScalars.contains(where: VisibleText.isControl) {
                    failures.append("error is not one line: \(text.debugDescription)")
                } else if !text.hasPrefix(record.name + ":") {
                    failures.append("error does not name the record: \(text)")
                } else if let line = error.line, line < 1 || line > lines + 1 {
                    failures.append("error names line \(line) of a \(lines)-line record: \(text)")
                }
            }
            if clock.now - began > .seconds(budget.readerSeconds) {
                failures.append("took \(clock.now - began) (limit \(budget.readerSeconds) s)")
            }
            if failures.count > 20 { break }
        }
        print(
            "fuzz records: \(done) records (\(conforming) read, \(bad) bad input), seed \(budget.seed), "
                + "\(String(format: "%.1f", Double((clock.now - start).components.seconds) + Double((clock.now - start).components.attoseconds) / 1e18)) s, "
                + "peak \(peakMegabytes()) MiB, \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(done >= min(inputs, 1_000))
        #expect(conforming > 0 && bad > 0, "the generator makes both records that read and records that do not")
    }
}
