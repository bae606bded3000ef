import Foundation
import MachineKit
import TestSupport
import Testing

/// The real statecharts of `../shared/corpus/real-charts` (20 machines from public projects)
/// against the verdicts an independent interpreter gives them (`expected.json`): exit status,
/// counts, reachable configurations and findings. Read from beside the repository when it is
/// there; never copied into it.
@Suite struct RealChartsTests {
    static let folder = repositoryRoot + "/../shared/corpus/real-charts"
    static let present = FileManager.default.fileExists(atPath: folder + "/expected.json")

    /// Charts of more than 10^5 configurations take minutes in a debug build: they run where
    /// the tests are optimized (`swift test -c release`) or when `VSM_REAL_CHARTS_LARGE=1`.
    static let large: Set<String> = ["12-qt-pinball.scxml", "20-statechart-watch.yaml"]
    static let runLarge: Bool = {
        #if DEBUG
            ProcessInfo.processInfo.environment["VSM_REAL_CHARTS_LARGE"] == "1"
        #else
            true
        #endif
    }()

    /// The charts with a delay whose transition leaves its state active (see ``compare(_:)``).
    static let timersThatStay: Set<String> = ["02-refinery-websocket.yaml", "04-apollo-devtools.yaml"]

    struct Expected {
        var exit: Int
        var states: Int
        var transitions: Int
        var depth: Int
        var reachable: [[String]]?
        /// `check subject`, the subject as the oracle writes it (a name, or configurations).
        var findings: [String]
    }

    static let expectations: [String: Expected] = {
        guard present, let data = FileManager.default.contents(atPath: folder + "/expected.json"),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        var result: [String: Expected] = [:]
        for (name, value) in root {
            guard let entry = value as? [String: Any], let stats = entry["stats"] as? [String: Int] else { continue }
            let findings = (entry["findings"] as? [[Any]] ?? []).map { pair in
                "\(pair[0]) \(canonical(pair[1]))"
            }
            result[name] = Expected(
                exit: entry["exit"] as? Int ?? -1, states: stats["states"] ?? -1, transitions: stats["transitions"] ?? -1,
                depth: stats["depth"] ?? -1,
                reachable: (entry["reachable"] as? [[String]]).map { $0.map { $0.sorted() }.sorted { $0.lexicographicallyPrecedes($1) } },
                findings: findings.sorted())
        }
        return result
    }()

    /// A subject as text: a name as it is; a configuration (a list of atomic states) sorted
    /// and joined by ` + `; a list of configurations, each so, sorted, joined by ` | `.
    static func canonical(_ subject: Any) -> String {
        if let name = subject as? String { return name }
        if let atoms = subject as? [String] { return atoms.sorted().joined(separator: " + ") }
        if let configurations = subject as? [[String]] {
            return configurations.map { $0.sorted().joined(separator: " + ") }.sorted().joined(separator: " | ")
        }
        return "\(subject)"
    }

    /// A configuration's name as its atomic states, history memory and fired timers left out.
    static func atoms(_ name: String) -> [String] {
        var bare = name.range(of: " [h: ").map { String(name[..<$0.lowerBound]) } ?? name
        bare = bare.range(of: " [fired: ").map { String(bare[..<$0.lowerBound]) } ?? bare
        return bare.components(separatedBy: " + ").sorted()
    }

    static var charts: [String] { expectations.keys.sorted() }

    @Test(.enabled(if: present, "../shared/corpus/real-charts is not beside the repository"))
    func everyChartHasAnExpectation() {
        #expect(Self.charts.count == 20)
    }

    @Test(
        .enabled(if: present, "../shared/corpus/real-charts is not beside the repository"),
        arguments: charts.filter { !large.contains($0) })
    func chartAgreesWithTheOracle(_ chart: String) throws {
        try Self.compare(chart)
    }

    @Test(
        .enabled(if: present, "../shared/corpus/real-charts is not beside the repository"),
        .enabled(if: runLarge, "charts of more than 10^5 configurations run in release builds or with VSM_REAL_CHARTS_LARGE=1"),
        arguments: large.sorted())
    func largeChartAgreesWithTheOracle(_ chart: String) throws {
        try Self.compare(chart)
    }

    static func compare(_ chart: String) throws {
        let expected = try #require(Self.expectations[chart])
        let machine = try SpecMachine.load(path: Self.folder + "/" + chart)
        let exploration = machine.explore()
        let report = exploration.report
        #expect((report.passes(strict: false) ? 0 : 1) == expected.exit, "\(chart)")
        // A delay fires at most once per entry of its state, and whether it has fired is part
        // of the configuration (DESIGN, "after"); the oracle enables a delay whenever its
        // state is active. The two count alike except where a delay's transition leaves its
        // state active (a targetless `after`): there the tool has a configuration for each
        // timer fired, the same atomic states (compared below), and the moves between them.
        if !Self.timersThatStay.contains(chart) {
            #expect(report.statistics.states == expected.states, "\(chart): states")
            #expect(report.statistics.transitions == expected.transitions, "\(chart): transitions")
        } else {
            #expect(report.statistics.states > expected.states, "\(chart): states")
        }
        #expect(report.statistics.depth == expected.depth, "\(chart): depth")
        if let reachable = expected.reachable {
            let ours = (0..<exploration.stateCount).map { Self.atoms(exploration.name(of: $0)) }
            let unique = Set(ours.map { $0.joined(separator: " + ") })
            #expect(unique == Set(reachable.map { $0.joined(separator: " + ") }), "\(chart): reachable")
        }
        let findings = report.findings.flatMap(\.expanded).map { finding -> String in
            switch finding.subject {
            case .state(let name):
                return "\(finding.check.rawValue) \(finding.check == .deadEnd ? Self.atoms(name).joined(separator: " + ") : name)"
            case .states(let names):
                return "\(finding.check.rawValue) "
                    + names.map { Self.atoms($0).joined(separator: " + ") }.sorted().joined(separator: " | ")
            case .action(let name):
                return "\(finding.check.rawValue) \(name)"
            default:
                return "\(finding.check.rawValue) \(finding.subjectText)"
            }
        }
        // Warnings the oracle does not report (unused actions) are left out of the comparison.
        #expect(
            findings.filter { !$0.hasPrefix("unused-action ") }.sorted() == expected.findings.filter { !$0.hasPrefix("unused-action ") },
            "\(chart): findings")
    }
}
