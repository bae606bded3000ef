import ArgumentParser
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MachineKit

/// `merge REPORT...`: the reports of `check --shard K/N` jobs joined into the report one job
/// checking every machine would have written (the machines in the order of the reports given).
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Join the reports of check's shards (JSON, JUnit or SARIF) into one.",
        discussion: """
        Every REPORT must be of one format, as check writes it: the JSON report, JUnit XML, or \
        a SARIF log. The joined report lists the machines of the first report, then of the \
        second, and so on. Each report is read strictly: anything check would not have written \
        is bad input, named with its file and line.

        JSON reports of bit-state searches of the same machine (check --bitstate --seed K, one \
        seed a job: a swarm) are joined into one entry for the machine, as check --swarm joins \
        them: each finding once with its shortest trace, unreached or unused only what no \
        search reached, and the coverage of every search.

        Exit status: 0 when the joined report passes, 1 when it has findings that fail the \
        check (JSON: "ok": false; JUnit: failures; SARIF: a result of level error), 2 for bad \
        input (or inputs a shard could not read).

        Examples:
          vsm-inspect merge part-1.json part-2.json part-3.json --output machines.json
          vsm-inspect merge part-*.sarif --output machines.sarif
          vsm-inspect merge seed-1.json seed-2.json seed-3.json --output swarm.json
        """
    )

    @Argument(help: "The shards' reports, all JSON, all JUnit XML or all SARIF.")
    var reports: [String] = []

    /// What `merge`'s `--output` and `--force` say.
    enum Output: OutputHelp {
        static let outputHelp = "Write the joined report to this file instead of standard output."
        static let forceHelp = "Replace the --output file if it exists (never one of the reports being read)."
    }

    @OptionGroup var outputOptions: OutputOptions<Output>

    /// The largest report read.
    static let reportLimit = 512 * 1024 * 1024

    enum Kind: String { case json = "a JSON report", junit = "a JUnit report", sarif = "a SARIF log" }

    func run() throws {
        guard !reports.isEmpty else { throw ValidationError("merge needs the reports to join") }
        var documents: [(path: String, bytes: [UInt8], kind: Kind)] = []
        do {
            for path in reports {
                let bytes: [UInt8]
                do {
                    bytes = try SpecMachine.contents(ofFile: path, limit: Self.reportLimit)
                } catch {
                    throw BadInput("\(Terminal.visible(path)): \(error.message)", file: path)
                }
                let kind = try Self.kind(of: bytes, path: path)
                if let first = documents.first, first.kind != kind {
                    throw BadInput("\(Terminal.visible(path)) is \(kind.rawValue), but \(Terminal.visible(first.path)) is \(first.kind.rawValue): merge joins reports of one format", file: path)
                }
                documents.append((path, bytes, kind))
            }
            let (text, status) = switch documents[0].kind {
            case .json: try Self.mergeJSON(documents.map { ($0.path, $0.bytes) })
            case .sarif: try Self.mergeSARIF(documents.map { ($0.path, $0.bytes) })
            case .junit: try Self.mergeJUnit(documents.map { ($0.path, $0.bytes) })
            }
            try outputOptions.target(inputs: reports).write(Data(text.utf8))
            if status != 0 { throw ExitCode(status) }
        } catch let bad as BadInput {
            Terminal.error(bad.message)
            throw ExitCode(BadInput.exitCode)
        }
    }

    /// The format of a report, from its first character and, for JSON, its top-level keys.
    static func kind(of bytes: [UInt8], path: String) throws(BadInput) -> Kind {
        let first = bytes.first { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0) }
        if first == UInt8(ascii: "<") { return .junit }
        let value = try json(bytes, path: path)
        if value["runs"] != nil { return .sarif }
        if value["machines"] != nil { return .json }
        throw BadInput("\(Terminal.visible(path)): not a report check writes (JSON with 'machines', SARIF with 'runs', or JUnit XML)", file: path)
    }

    static func json(_ bytes: [UInt8], path: String) throws(BadInput) -> JSONValue {
        do {
            return try JSONReader.read(bytes)
        } catch {
            throw BadInput("\(Terminal.visible(path)):\(error.line): not JSON: \(error.message)", file: path, line: error.line)
        }
    }

    // MARK: JSON

    static func mergeJSON(_ documents: [(path: String, bytes: [UInt8])]) throws(BadInput) -> (String, Int32) {
        var ok = true
        var machines: [JSONValue] = []
        var badInputs: [JSONValue] = []
        for (path, bytes) in documents {
            guard case .object(let pairs) = try json(bytes, path: path) else {
                throw BadInput("\(Terminal.visible(path)): a JSON report is an object", file: path)
            }
            for (key, value) in pairs {
                switch (key, value) {
                case ("ok", .bool(let passed)): ok = ok && passed
                case ("machines", .array(let items)):
                    for item in items {
                        guard case .object = item, case .string? = item["machine"] else {
                            throw BadInput("\(Terminal.visible(path)): each of 'machines' is an object with a 'machine' name", file: path)
                        }
                    }
                    machines += items
                case ("badInput", .array(let items)): badInputs += items
                default:
                    throw BadInput("\(Terminal.visible(path)): '\(Terminal.visible(key))' is not a field of check's JSON report (or has the wrong type)", file: path)
                }
            }
            guard case .bool? = (pairs.first { $0.0 == "ok" }?.1) else {
                throw BadInput("\(Terminal.visible(path)): a JSON report has 'ok'", file: path)
            }
        }
        // The partial searches of one machine (a swarm run as separate jobs) become one entry.
        machines = try SearchMerge.join(machines, path: documents.map(\.path).joined(separator: ", "))
        var merged: [(String, JSONValue)] = [("ok", .bool(ok && badInputs.isEmpty)), ("machines", .array(machines))]
        if !badInputs.isEmpty { merged.append(("badInput", .array(badInputs))) }
        let status: Int32 = !badInputs.isEmpty ? BadInput.exitCode : ok ? 0 : 1
        return (JSONValue.object(merged).pretty + "\n", status)
    }

    // MARK: SARIF

    static func mergeSARIF(_ documents: [(path: String, bytes: [UInt8])]) throws(BadInput) -> (String, Int32) {
        var first: [(String, JSONValue)] = []
        var firstRun: [(String, JSONValue)] = []
        var rules: JSONValue?
        var results: [JSONValue] = []
        for (offset, (path, bytes)) in documents.enumerated() {
            let log = try json(bytes, path: path)
            guard case .object(let pairs) = log, case .string("2.1.0")? = log["version"],
                  case .array(let runs)? = log["runs"], runs.count == 1, case .object(let run) = runs[0],
                  case .string("vsm-inspect")? = runs[0]["tool"]?["driver"]?["name"],
                  case .array(let runResults)? = runs[0]["results"] else {
                throw BadInput("\(Terminal.visible(path)): not a SARIF 2.1.0 log of one vsm-inspect run", file: path)
            }
            let runRules = runs[0]["tool"]?["driver"]?["rules"]
            if offset == 0 {
                first = pairs
                firstRun = run
                rules = runRules
            } else if runRules.map({ $0.pretty }) != rules.map({ $0.pretty }) {
                throw BadInput("\(Terminal.visible(path)): its rules differ from \(Terminal.visible(documents[0].path))'s (reports of different vsm-inspect versions?)", file: path)
            }
            results += runResults
        }
        let run = JSONValue.object(firstRun.map { $0.0 == "results" ? ("results", .array(results)) : $0 })
        let log = JSONValue.object(first.map { $0.0 == "runs" ? ("runs", .array([run])) : $0 })
        let failing = results.contains { if case .string("error")? = $0["level"] { true } else { false } }
        let badInput = results.contains { if case .string("bad-input")? = $0["ruleId"] { true } else { false } }
        return (log.pretty + "\n", badInput ? BadInput.exitCode : failing ? 1 : 0)
    }

    // MARK: JUnit

    /// JUnit as check writes it: `<testsuites name tests failures errors>` around one
    /// `<testsuite>` a machine. Each suite is copied as written; the totals are added up.
    static func mergeJUnit(_ documents: [(path: String, bytes: [UInt8])]) throws(BadInput) -> (String, Int32) {
        var suites: [String] = []
        var tests = 0, failures = 0, errors = 0
        for (path, bytes) in documents {
            let document: XMLDocument
            do {
                document = try XMLDocument(data: Data(bytes), options: [])
            } catch {
                throw BadInput("\(Terminal.visible(path)): not XML", file: path)
            }
            guard let root = document.rootElement(), root.name == "testsuites" else {
                throw BadInput("\(Terminal.visible(path)): a JUnit report's root is <testsuites>", file: path)
            }
            func count(_ name: String) throws(BadInput) -> Int {
                guard let text = root.attribute(forName: name)?.stringValue, let value = Int(text), value >= 0 else {
                    throw BadInput("\(Terminal.visible(path)): <testsuites> has no '\(name)' count", file: path)
                }
                return value
            }
            tests += try count("tests")
            failures += try count("failures")
            errors += try count("errors")
            let parsedSuites = (root.children ?? []).compactMap { $0 as? XMLElement }
            guard parsedSuites.allSatisfy({ $0.name == "testsuite" }) else {
                throw BadInput("\(Terminal.visible(path)): <testsuites> holds only <testsuite> elements", file: path)
            }
            // The suites as written: from each "  <testsuite " line to its "  </testsuite>".
            let text = String(decoding: bytes, as: UTF8.self)
            var found: [String] = []
            var current: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("  <testsuite ") { current = [] }
                current?.append(line)
                if line == "  </testsuite>", let lines = current {
                    found.append(lines.joined(separator: "\n"))
                    current = nil
                }
            }
            guard found.count == parsedSuites.count else {
                throw BadInput("\(Terminal.visible(path)): not laid out as check writes JUnit (one suite from '  <testsuite ' to '  </testsuite>')", file: path)
            }
            suites += found
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"vsm-inspect\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for suite in suites { text += suite + "\n" }
        text += "</testsuites>\n"
        return (text, errors > 0 ? BadInput.exitCode : failures > 0 ? 1 : 0)
    }
}
