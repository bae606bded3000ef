import Foundation
import MachineKit
import TestSupport
import Testing
@testable import VSMInspectKit

/// The reports `check` writes in every mode (passing and failing, `--strict`, bounds, bit-state
/// seeds, coverage, `conform`, `--graph`, bad input), in JSON, JUnit and SARIF: what `merge`
/// reads, before the generator changes them.
struct ReportCorpus {
    var json: [[UInt8]] = []
    var junit: [[UInt8]] = []
    var sarif: [[UInt8]] = []

    static let failing = "id: X\ninitial: a\nstates:\n  a: {on: {go: b, stay: a}}\n  b: {}\n  c: {}\n"
    static let warningOnly = "id: W\ninitial: a\nstates:\n  a: {on: {go: b}}\n  b: {on: {back: a}}\n"

    static func make() throws -> ReportCorpus {
        let folder = FuzzPaths.output + "/reports-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try failing.write(toFile: folder + "/failing.yaml", atomically: true, encoding: .utf8)
        try warningOnly.write(toFile: folder + "/warning.yaml", atomically: true, encoding: .utf8)
        let root = FuzzPaths.repositoryRoot
        let blog = root + "/Fixtures/specs/blog-entry.yaml", broken = root + "/Fixtures/specs/broken/blog-entry-broken.yaml"
        let record = root + "/Fixtures/records/blog-entry-spec.jsonl"
        let failing = folder + "/failing.yaml", warning = folder + "/warning.yaml", missing = folder + "/missing.yaml"
        let runs: [[String]] = [
            ["check", blog], ["check", failing], ["check", warning, "--strict"], ["check", warning],
            ["check", blog, failing, root + "/Fixtures/specs/sign-up.yaml"],
            ["check", broken, "--max-states", "3"], ["check", broken, "--max-depth", "2"],
            ["check", blog, "--max-states", "3", "--allow-incomplete"],
            ["check", failing, missing],
        ]
        let jsonOnly: [[String]] = [
            ["check", broken, "--bitstate", "2^16", "--seed", "1"], ["check", broken, "--bitstate", "2^16", "--seed", "2"],
            ["check", blog, "--bitstate", "2^16", "--seed", "3", "--allow-incomplete"],
            ["check", blog, "--coverage", record], ["conform", blog, record], ["check", failing, "--graph"],
        ]
        var corpus = ReportCorpus()
        for arguments in runs + jsonOnly {
            for format in runs.contains(arguments) ? ["json", "junit", "sarif"] : ["json"] {
                let run = runProgram(inspectorPath, arguments + ["--format", format], stdin: [], directory: folder, seconds: 120)
                guard run.status.map({ $0 <= 2 }) == true, !run.stdout.isEmpty else {
                    throw ReportFuzzError("\(arguments) --format \(format) wrote no report: \(String(decoding: run.stderr, as: UTF8.self))")
                }
                switch format {
                case "json": corpus.json.append(run.stdout)
                case "junit": corpus.junit.append(run.stdout)
                default: corpus.sarif.append(run.stdout)
                }
            }
        }
        return corpus
    }
}

struct ReportFuzzError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Reports changed where `merge` could be lied to: verdicts and counts that disagree with the
/// findings, values of other types and edge numbers, fields added, dropped and repeated,
/// machines given twice, SARIF levels taken away, JUnit failures added or dropped behind their
/// counts, DOCTYPEs and entities, layouts check never writes, and bytes cut, flipped or not
/// UTF-8.
struct ReportGenerator {
    var random: SplitMix64

    mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    static let values: [JSONValue] = [
        .int(-5), .int(0), .int(1), .int(Int.max), .double(1.1805916207174113e21), .double(5.5), .string("6"), .null,
        .bool(true), .bool(false), .array([]), .object([]), .string(""), .string(String(repeating: "n", count: 5_000)),
        .string("a\u{1B}[2J\nb"), .string("unreachable"), .string("dead-end"), .string("bogus"), .string("error"),
        .string("note"), .array([.string("a")]), .object([("state", .string("a"))]),
    ]

    static let keys = [
        "ok", "machines", "badInput", "machine", "complete", "stats", "states", "findings", "check", "level",
        "ruleId", "results", "reachable", "partial", "stopped", "trace", "message", "extra", "runs", "depth", "allowIncomplete",
    ]

    /// A random place in `value`, changed.
    mutating func mutate(_ value: JSONValue, depth: Int = 0) -> JSONValue {
        let here = depth > 8 || chance(depth == 0 ? 5 : 30)
        switch value {
        case .object(var pairs) where !pairs.isEmpty && !here:
            let index = below(pairs.count)
            pairs[index].1 = mutate(pairs[index].1, depth: depth + 1)
            return .object(pairs)
        case .array(var items) where !items.isEmpty && !here:
            let index = below(items.count)
            items[index] = mutate(items[index], depth: depth + 1)
            return .array(items)
        case .object(var pairs) where !pairs.isEmpty:
            switch below(5) {
            case 0: pairs.remove(at: below(pairs.count))
            case 1: pairs.insert((pick(Self.keys), pick(Self.values)), at: below(pairs.count + 1))
            case 2: pairs[below(pairs.count)].1 = pick(Self.values)
            case 3: pairs.shuffle(using: &random)
            default:
                // The "ok" or "level" a report would lie with.
                if let index = pairs.firstIndex(where: { $0.0 == "ok" || $0.0 == "level" }) {
                    pairs[index].1 = pick([.bool(true), .bool(false), .string("none"), .string("warning")])
                } else {
                    pairs.remove(at: below(pairs.count))
                }
            }
            return .object(pairs)
        case .array(var items) where !items.isEmpty:
            switch below(4) {
            case 0: items.remove(at: below(items.count))
            case 1: items.insert(items[below(items.count)], at: below(items.count + 1))
            case 2: items.removeAll()
            default: items.append(pick(Self.values))
            }
            return .array(items)
        default:
            return pick(Self.values)
        }
    }

    /// Bytes changed where a reader breaks: cut, a byte flipped, one that is not UTF-8, a BOM,
    /// a key written twice, nesting past the limit.
    mutating func damage(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return bytes }
        switch below(7) {
        case 0: bytes = Array(bytes.prefix(below(bytes.count)))
        case 1: bytes[below(bytes.count)] ^= UInt8(1 << below(8))
        case 2: bytes.insert(pick([0xFF, 0xC0, 0x80, 0x00]), at: below(bytes.count))
        case 3: bytes = [0xEF, 0xBB, 0xBF] + bytes
        case 4:
            if let brace = bytes.firstIndex(of: UInt8(ascii: "{")) { bytes.insert(contentsOf: Array(#""ok": true, "#.utf8), at: brace + 1) }
        case 5: bytes = Array(String(repeating: "[", count: 600).utf8) + bytes
        default: bytes.insert(contentsOf: Array(#"\ud800"#.utf8), at: below(bytes.count))
        }
        return bytes
    }

    /// A JUnit report changed as text: counts, failures and errors behind them, DOCTYPE and
    /// entities, and lines check never lays out so.
    mutating func mutateJUnit(_ bytes: [UInt8]) -> [UInt8] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = below(lines.count)
        switch below(10) {
        case 0:
            lines[index] = lines[index].replacingOccurrences(
                of: #"failures="\d+""#, with: "failures=\"\(pick([0, 1, 3, -1]))\"", options: .regularExpression)
        case 1:
            lines[index] = lines[index].replacingOccurrences(
                of: #"tests="\d+""#, with: "tests=\"\(pick([0, 2, 99]))\"", options: .regularExpression)
        case 2: if lines[index].contains("<failure") { lines.remove(at: index) }
        case 3:
            if let testcase = lines.firstIndex(where: { $0.contains("<testcase") && $0.hasSuffix("/>") }) {
                lines[testcase] = String(lines[testcase].dropLast(2)) + "><failure message=\"x\"/></testcase>"
            }
        case 4: lines.insert("<!DOCTYPE x [<!ENTITY a \"b\">]>", at: min(1, lines.count))
        case 5: lines[index] = lines[index].replacingOccurrences(of: "message=\"", with: "message=\"&a;")
        case 6: lines[index] = "    " + lines[index]
        case 7:
            lines.insert(
                pick(["  <testsuite name=\"x\" tests=\"0\">", "  </testsuite>", "<testcase name=\"y\"><error/></testcase>"]), at: index)
        case 8: lines[index] = lines[index].replacingOccurrences(of: "testsuite", with: pick(["testsuites", "suite", "testcase"]))
        default: lines.swapAt(index, below(lines.count))
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// One `merge` input: one to four reports of a format (sometimes one of another), each
    /// changed or not.
    mutating func input(_ corpus: ReportCorpus) -> [(path: String, bytes: [UInt8])] {
        let format = below(3)
        let pool = [corpus.json, corpus.junit, corpus.sarif][format]
        var documents: [(path: String, bytes: [UInt8])] = []
        for index in 0..<(1 + below(4)) {
            var bytes = chance(3) ? pick([corpus.json, corpus.junit, corpus.sarif][below(3)]) : pick(pool)
            if chance(70) {
                for _ in 0..<(1 + below(3)) {
                    if format == 1 || bytes.first == UInt8(ascii: "<") {
                        bytes = chance(85) ? mutateJUnit(bytes) : damage(bytes)
                    } else if chance(85), let value = try? JSONValue.read(bytes) {
                        bytes = Array((mutate(value).pretty + "\n").utf8)
                    } else {
                        bytes = damage(bytes)
                    }
                }
            }
            documents.append(("part-\(index).\(["json", "xml", "sarif"][format])", bytes))
        }
        return documents
    }
}

/// What the findings of the reports read say the verdict is, recounted without `merge`: for
/// JSON a finding that fails (an incomplete one unless the report says the run allowed it) or
/// bad input;
/// for JUnit `<failure>` and `<error>` elements; for SARIF results whose level (or rule's
/// default) is `error`. `nil` when a report does not read as its format at all.
func recountedVerdict(_ documents: [(path: String, bytes: [UInt8])]) -> (failing: Bool, badInput: Bool)? {
    var failing = false, badInput = false
    for (_, bytes) in documents {
        if bytes.first(where: { $0 > 0x20 }) == UInt8(ascii: "<") {
            // A report merge joins has no comment, CDATA or raw '<' in a value: every "<failure"
            // and "<error" in it opens an element.
            failing = failing || bytes.firstRange(of: Array("<failure".utf8)) != nil
            badInput = badInput || bytes.firstRange(of: Array("<error".utf8)) != nil
            continue
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return nil }
        if let runs = object["runs"] as? [[String: Any]] {
            var defaults: [String: String] = [:]
            for run in runs {
                let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
                for rule in rules {
                    if let id = rule["id"] as? String, let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String {
                        defaults[id] = level
                    }
                }
                for result in run["results"] as? [[String: Any]] ?? [] {
                    let rule = result["ruleId"] as? String
                    let level = result["level"] as? String ?? rule.flatMap { defaults[$0] } ?? "warning"
                    if level == "error" { failing = true }
                    if rule == "bad-input" { badInput = true }
                }
            }
            continue
        }
        if let list = object["badInput"] as? [Any], !list.isEmpty { badInput = true }
        let policy = FailurePolicy(allowIncomplete: object["allowIncomplete"] as? Bool == true)
        for machine in object["machines"] as? [[String: Any]] ?? [] {
            for finding in machine["findings"] as? [[String: Any]] ?? [] {
                if let check = (finding["check"] as? String).flatMap(Finding.Check.init(rawValue:)), policy.fails(check) { failing = true }
            }
        }
    }
    return (failing, badInput)
}

@Suite struct ReportFuzzTests {
    /// Every input is joined with an exit status its findings give, or refused in one line
    /// naming a report; never a trap, and never a 0 where a finding fails the check. What
    /// `merge` writes reads back as a report and joins to itself.
    @Test func mergeIsNeverLiedToAndRefusesInOneLine() throws {
        let budget = FuzzBudget.current
        let inputs = Int(ProcessInfo.processInfo.environment["FUZZ_REPORT_INPUTS"].flatMap(Double.init) ?? 3_000)
        let corpus = try ReportCorpus.make()
        // What check writes, merged unchanged, is never refused.
        for pool in [corpus.json, corpus.junit, corpus.sarif] {
            for (offset, bytes) in pool.enumerated() {
                #expect(throws: Never.self, "report \(offset) as check wrote it") { try Merge.join([("r.json", bytes)]) }
            }
        }
        var generator = ReportGenerator(random: SplitMix64(seed: budget.seed))
        let clock = ContinuousClock()
        let start = clock.now
        var failures: [String] = []
        var joined = 0, refused = 0, done = 0
        while done < inputs, clock.now - start < .seconds(budget.maxSeconds), failures.count <= 20 {
            done += 1
            let documents = generator.input(corpus)
            // A crash ends the process: the input in flight is kept, to be read after it.
            let inFlight = FuzzPaths.output + "/merge-in-flight"
            try? FileManager.default.removeItem(atPath: inFlight)
            try? FileManager.default.createDirectory(atPath: inFlight, withIntermediateDirectories: true)
            for document in documents {
                FileManager.default.createFile(atPath: inFlight + "/" + document.path, contents: Data(document.bytes))
            }
            let began = clock.now
            let failuresBefore = failures.count
            do {
                let (text, status) = try Merge.join(documents)
                joined += 1
                let recount = recountedVerdict(documents)
                if status == 0, let recount, recount.failing || recount.badInput {
                    failures.append("input \(done): exit 0, but a report holds a failing finding or bad input")
                } else if status == 0, recount == nil {
                    failures.append("input \(done): exit 0 for a report that does not read as its format")
                } else if status == 2, recount?.badInput == false {
                    failures.append("input \(done): exit 2 without bad input in any report")
                } else if !(0...2).contains(status) {
                    failures.append("input \(done): exit \(status)")
                }
                // The joined report is one check could write: it joins to itself.
                do {
                    let again = try Merge.join([("joined", Array(text.utf8))])
                    if again.text != text || again.status != status {
                        failures.append("input \(done): the joined report joins to another (exit \(status), then \(again.status))")
                    }
                } catch {
                    failures.append("input \(done): the joined report is refused: \(error.message)")
                }
            } catch {
                refused += 1
                let message = error.message
                if message.contains("\n") || message.unicodeScalars.contains(where: VisibleText.isControl) {
                    failures.append("input \(done): not one line: \(message.prefix(300).debugDescription)")
                } else if !documents.contains(where: { message.hasPrefix($0.path) }) {
                    failures.append("input \(done): names no report: \(message.prefix(300))")
                }
            }
            if clock.now - began > .seconds(budget.readerSeconds) {
                failures.append("input \(done): took \(clock.now - began)")
            }
            if failures.count > failuresBefore, failures.count <= 5 {
                let folder = FuzzPaths.output + "/failures/merge-\(budget.seed)-\(done)"
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for document in documents {
                    FileManager.default.createFile(atPath: folder + "/" + document.path, contents: Data(document.bytes))
                }
            }
        }
        let seconds = Double((clock.now - start).components.seconds) + Double((clock.now - start).components.attoseconds) / 1e18
        print(
            "fuzz reports: \(done) merges (\(joined) joined, \(refused) refused), seed \(budget.seed), "
                + "\(String(format: "%.1f", seconds)) s, peak \(peakMegabytes()) MiB, \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(done >= min(inputs, 1_000))
        #expect(joined > 0 && refused > 0, "the generator makes inputs merge joins and inputs it refuses")
    }
}
