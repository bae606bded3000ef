import ArgumentParser
import Foundation
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
        var documents: [(path: String, bytes: [UInt8])] = []
        do {
            for path in reports {
                do {
                    documents.append((path, try InputFile.read(path, limit: Self.reportLimit, kind: .report)))
                } catch {
                    throw BadInput("\(Terminal.visible(path)): \(error.message)", file: path)
                }
            }
            let (text, status) = try Self.join(documents)
            try outputOptions.target(inputs: reports).write(Data(text.utf8))
            if status != 0 { throw ExitCode(status) }
        } catch let bad as BadInput {
            Terminal.error(bad.message)
            throw ExitCode(BadInput.exitCode)
        }
    }

    /// `merge`'s command line with its reports taken apart from its options before parsing:
    /// the argument parser takes a list of positional arguments in time that grows with the
    /// square of its length (10,000 reports: 11 s), and a CI job may join thousands of shards.
    /// `nil` for any other command, or where help is asked for (the parser says it).
    static func parseTakingReportsApart(_ arguments: [String]) throws -> ParsableCommand? {
        guard arguments.first == "merge", arguments.count > 2 else { return nil }
        var options: [String] = [], reports: [String] = []
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--": reports += rest; rest = []
            case "--output":
                options.append(argument)
                if let value = rest.popFirst() { options.append(value) }
            case "-h", "--help", "-help": return nil
            default:
                if argument.hasPrefix("-"), argument != "-" { options.append(argument) } else { reports.append(argument) }
            }
        }
        var command = try Merge.parse(options)
        command.reports = reports
        return command
    }

    /// The reports read, joined: the joined report and the exit status its findings give.
    static func join(_ documents: [(path: String, bytes: [UInt8])]) throws(BadInput) -> (text: String, status: Int32) {
        var first: (path: String, kind: Kind)?
        for (path, bytes) in documents {
            let kind = try Self.kind(of: bytes, path: path)
            if let first, first.kind != kind {
                throw BadInput(
                    "\(Terminal.visible(path)) is \(kind.rawValue), but \(Terminal.visible(first.path)) is \(first.kind.rawValue): merge joins reports of one format",
                    file: path)
            }
            if first == nil { first = (path, kind) }
        }
        switch first?.kind {
        case .json?: return try Self.mergeJSON(documents)
        case .sarif?: return try Self.mergeSARIF(documents)
        case .junit?: return try Self.mergeJUnit(documents)
        case nil: throw BadInput("merge needs the reports to join")
        }
    }

    /// The format of a report, from its first character and, for JSON, its top-level keys.
    static func kind(of bytes: [UInt8], path: String) throws(BadInput) -> Kind {
        let first = bytes.first { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0) }
        if first == UInt8(ascii: "<") { return .junit }
        let value = try json(bytes, path: path)
        if value["runs"] != nil { return .sarif }
        if value["machines"] != nil { return .json }
        throw BadInput(
            "\(Terminal.visible(path)): not a report check writes (JSON with 'machines', SARIF with 'runs', or JUnit XML)", file: path)
    }

    static func json(_ bytes: [UInt8], path: String) throws(BadInput) -> JSONValue {
        do {
            return try JSONValue.read(bytes)
        } catch {
            throw BadInput("\(Terminal.visible(path)):\(error.line): not JSON: \(error.message)", file: path, line: error.line)
        }
    }

    // MARK: JSON

    static func mergeJSON(_ documents: [(path: String, bytes: [UInt8])]) throws(BadInput) -> (String, Int32) {
        var ok = true
        var machines: [JSONValue] = []
        var origins: [String] = []
        var badInputs: [JSONValue] = []
        // Whether the runs accepted incomplete searches (`--allow-incomplete`): one answer for all.
        var allowIncomplete: (value: Bool, path: String)?
        for (path, bytes) in documents {
            guard case .object(let pairs) = try json(bytes, path: path) else {
                throw BadInput("\(Terminal.visible(path)): a JSON report is an object", file: path)
            }
            let allows = pairs.contains { $0.0 == "allowIncomplete" && $0.1 == .bool(true) }
            if let first = allowIncomplete, first.value != allows {
                throw BadInput(
                    "\(Terminal.visible(allows ? path : first.path)) is of a run with --allow-incomplete, but \(Terminal.visible(allows ? first.path : path)) is not: merge joins runs of one verdict policy",
                    file: path)
            }
            allowIncomplete = (allows, path)
            for (key, value) in pairs {
                switch (key, value) {
                case ("ok", .bool(let passed)): ok = ok && passed
                case ("allowIncomplete", .bool(true)): break
                case ("machines", .array(let items)):
                    for item in items {
                        guard case .object = item, case .string(let name)? = item["machine"] else {
                            throw BadInput("\(Terminal.visible(path)): each of 'machines' is an object with a 'machine' name", file: path)
                        }
                        if let problem = ReportShape.machine.problem(item, root: "the entry") {
                            throw BadInput("\(Terminal.visible(path)): machine '\(Terminal.visible(name))': \(problem)", file: path)
                        }
                    }
                    machines += items
                    origins += Array(repeating: path, count: items.count)
                case ("badInput", .array(let items)):
                    for item in items {
                        if let problem = ReportShape.badInput.problem(item, root: "a bad input") {
                            throw BadInput("\(Terminal.visible(path)): badInput: \(problem)", file: path)
                        }
                    }
                    badInputs += items
                default:
                    throw BadInput(
                        "\(Terminal.visible(path)): '\(Terminal.visible(key))' is not a field of check's JSON report (or has the wrong type)",
                        file: path)
                }
            }
            guard case .bool(let said)? = (pairs.first { $0.0 == "ok" }?.1) else {
                throw BadInput("\(Terminal.visible(path)): a JSON report has 'ok'", file: path)
            }
            try verify(said: said, pairs: pairs, policy: FailurePolicy(allowIncomplete: allows), path: path)
        }
        // A report given twice would count its machines twice. Two machines may share a name
        // (spec files of one name in two folders), so an entry is a repeat when it is the same
        // entry, byte for byte; a partial search's entries are joined below.
        var seen: [String: String] = [:]
        for (entry, path) in zip(machines, origins) where entry["partial"] != .bool(true) {
            let key = entry.compact
            if let first = seen[key] {
                let name: String
                if case .string(let machine)? = entry["machine"] { name = Terminal.visible(machine) } else { name = "" }
                throw BadInput(
                    "\(Terminal.visible(path)): machine '\(name)' is in it as it is in \(Terminal.visible(first)): the same report given twice?",
                    file: path)
            }
            seen[key] = path
        }
        // The partial searches of one machine (a swarm run as separate jobs) become one entry.
        machines = try SearchMerge.join(machines, path: documents.map(\.path).joined(separator: ", "))
        var merged: [(String, JSONValue)] = [("ok", .bool(ok && badInputs.isEmpty))]
        if allowIncomplete?.value == true { merged.append(("allowIncomplete", .bool(true))) }
        merged.append(("machines", .array(machines)))
        if !badInputs.isEmpty { merged.append(("badInput", .array(badInputs))) }
        let status: Int32 = !badInputs.isEmpty ? BadInput.exitCode : ok ? 0 : 1
        return (JSONValue.object(merged).pretty + "\n", status)
    }

    /// Checks that a JSON report's own verdict is the one its findings give: `ok` is true only
    /// when no finding fails the check and nothing was bad input, and false only when something
    /// is there (a failing finding, a bad input, or, under `--strict`, any finding). Every
    /// finding names a check this tool has (the fields and their types are ``ReportShape``'s).
    static func verify(said: Bool, pairs: [(String, JSONValue)], policy: FailurePolicy, path: String) throws(BadInput) {
        let file = Terminal.visible(path)
        var failing: String?
        var anyFinding = false
        var badInput = false
        for (key, value) in pairs {
            if key == "badInput", case .array(let items) = value, !items.isEmpty { badInput = true }
            guard key == "machines", case .array(let entries) = value else { continue }
            for entry in entries {
                let name: String
                if case .string(let machine)? = entry["machine"] {
                    name = "'" + Terminal.visible(machine) + "'"
                } else {
                    name = "(unnamed)"
                }
                guard case .array(let findings)? = entry["findings"] else { continue }
                for finding in findings {
                    guard case .string(let checkName)? = finding["check"], let check = Finding.Check(rawValue: checkName) else {
                        throw BadInput(
                            "\(file): machine \(name): a finding's 'check' is \(finding["check"]?.compact ?? "missing"), not one of this tool's checks",
                            file: path)
                    }
                    anyFinding = true
                    if policy.fails(check), failing == nil { failing = "machine \(name) has a finding of '\(checkName)'" }
                }
            }
        }
        if said, let failing {
            throw BadInput("\(file): 'ok' is true, but \(failing), which fails the check", file: path)
        }
        if said, badInput {
            throw BadInput("\(file): 'ok' is true, but the report lists bad input", file: path)
        }
        if !said, failing == nil, !badInput, !anyFinding {
            throw BadInput("\(file): 'ok' is false, but no finding or bad input is there to fail it", file: path)
        }
    }

    // MARK: SARIF

    static func mergeSARIF(_ documents: [(path: String, bytes: [UInt8])]) throws(BadInput) -> (String, Int32) {
        var first: [(String, JSONValue)] = []
        var firstRun: [(String, JSONValue)] = []
        var rules: JSONValue?
        var results: [(result: JSONValue, path: String)] = []
        for (offset, (path, bytes)) in documents.enumerated() {
            let log = try json(bytes, path: path)
            guard case .object(let pairs) = log, case .string("2.1.0")? = log["version"],
                case .array(let runs)? = log["runs"], runs.count == 1, case .object(let run) = runs[0],
                case .string("vsm-inspect")? = runs[0]["tool"]?["driver"]?["name"],
                case .array(let runResults)? = runs[0]["results"]
            else {
                throw BadInput("\(Terminal.visible(path)): not a SARIF 2.1.0 log of one vsm-inspect run", file: path)
            }
            let runRules = runs[0]["tool"]?["driver"]?["rules"]
            if offset == 0 {
                first = pairs
                firstRun = run
                rules = runRules
            } else if runRules.map({ $0.pretty }) != rules.map({ $0.pretty }) {
                throw BadInput(
                    "\(Terminal.visible(path)): its rules differ from \(Terminal.visible(documents[0].path))'s (reports of different vsm-inspect versions?)",
                    file: path)
            }
            // Each result as check writes it: an object naming one of the log's rules.
            var ruleIDs: Set<String> = []
            if case .array(let list)? = runRules {
                for rule in list { if case .string(let id)? = rule["id"] { ruleIDs.insert(id) } }
            }
            for (index, result) in runResults.enumerated() {
                guard case .object = result else {
                    throw BadInput(
                        "\(Terminal.visible(path)): results[\(index)] is \(Terminal.visible(result.compact)), not a SARIF result (an object)",
                        file: path)
                }
                guard case .string(let rule)? = result["ruleId"], ruleIDs.contains(rule) else {
                    let given = result["ruleId"].map { Terminal.visible($0.compact) } ?? "missing"
                    throw BadInput(
                        "\(Terminal.visible(path)): results[\(index)].ruleId is \(given), not one of the log's rules", file: path)
                }
            }
            results += runResults.map { ($0, path) }
        }
        let run = JSONValue.object(firstRun.map { $0.0 == "results" ? ("results", .array(results.map(\.result))) : $0 })
        let log = JSONValue.object(first.map { $0.0 == "runs" ? ("runs", .array([run])) : $0 })
        // A result without `level` takes its rule's default (SARIF 2.1.0 §3.27.10), and a rule
        // without one "warning".
        var defaults: [String: String] = [:]
        if case .array(let list)? = rules {
            for rule in list {
                if case .string(let id)? = rule["id"], case .string(let level)? = rule["defaultConfiguration"]?["level"] {
                    defaults[id] = level
                }
            }
        }
        var failing = false
        for (result, path) in results {
            let level: String
            switch result["level"] {
            case .string(let given)?: level = given
            case nil:
                guard case .string(let rule)? = result["ruleId"] else { level = "warning"; break }
                level = defaults[rule] ?? "warning"
            case let other?:
                throw BadInput("\(Terminal.visible(path)): a SARIF result's 'level' is \(other.compact), not a string", file: path)
            }
            guard ["none", "note", "warning", "error"].contains(level) else {
                throw BadInput(
                    "\(Terminal.visible(path)): a SARIF result's 'level' is '\(Terminal.visible(level))', not one of none, note, warning, error",
                    file: path)
            }
            if level == "error" { failing = true }
        }
        let badInput = results.contains { if case .string("bad-input")? = $0.result["ruleId"] { true } else { false } }
        return (log.pretty + "\n", badInput ? BadInput.exitCode : failing ? 1 : 0)
    }

    // MARK: JUnit

    /// JUnit as check writes it (``JUnitDocument``), each report read strictly; the suites
    /// joined in order, and the counts and exit status those suites give.
    static func mergeJUnit(_ documents: [(path: String, bytes: [UInt8])]) throws(BadInput) -> (String, Int32) {
        var suites: [JUnitDocument.Suite] = []
        for (path, bytes) in documents { suites += try JUnitDocument(reading: bytes, file: path).suites }
        let joined = JUnitDocument(suites: suites)
        return (joined.text, joined.status)
    }
}
