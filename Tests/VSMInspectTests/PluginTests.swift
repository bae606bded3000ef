import Foundation
import TestSupport
import Testing

/// `swift package vsm-inspect` on the sample package in Examples/PluginSample, which
/// registers its machines with a `MachineRegistry` and has no executable target.
@Suite(.serialized) struct PluginTests {
    static let sample = repositoryRoot + "/Examples/PluginSample"

    /// Runs the plugin in the sample package.
    func plugin(_ arguments: [String]) throws -> Run {
        let swift = ProcessInfo.processInfo.environment["SWIFT_EXEC"].map {
            URL(fileURLWithPath: $0).deletingLastPathComponent().path + "/swift"
        }
        let command = ["package", "--package-path", Self.sample, "--allow-writing-to-package-directory", "vsm-inspect"] + arguments
        let run = try inspect(command, executable: swift ?? "/usr/bin/env", prefix: swift == nil ? ["swift"] : [])
        // `swift package` building the runner from cold on a loaded machine was once seen to
        // die by a signal with nothing on standard output; say so in the log and try once more
        // (a crash of the inspector itself would crash again and fail the test).
        if ![0, 1, 2, 64].contains(run.status), run.stdout.isEmpty {
            print(
                "swift package vsm-inspect \(arguments.joined(separator: " ")) ended with status \(run.status); its standard error:\n\(run.stderr)\ntrying once more"
            )
            return try inspect(command, executable: swift ?? "/usr/bin/env", prefix: swift == nil ? ["swift"] : [])
        }
        return run
    }

    @Test(.timeLimit(.minutes(15)))
    func checksTheMachinesThePackageRegisters() throws {
        let check = try plugin(["check", "--all"])
        #expect(check.status == 1)
        #expect(
            check.stdout == """
                Door: FAILED: 4 states, 5 transitions, depth 1
                  dead-end: state 'jammed' is reachable, not final, and has no enabled action
                    at Sources/SampleFeatures/Door.swift:14
                    trace: closed --lock--> jammed
                1 machine checked: 0 ok, 1 failed

                """)
        let list = try plugin(["list"])
        #expect(list.status == 0)
        #expect(list.stdout.hasPrefix("Door"))
        // Its help names the plugin's command and the package's machines.
        let help = try plugin(["--help"])
        #expect(help.stdout.contains("Registered machines: Door."))
        #expect(help.stdout.contains("swift package vsm-inspect check --all"))
        let paths = try plugin(["paths", "Door", "--to", "jammed"])
        #expect(paths.stdout == "closed --lock--> jammed\n")
        let tests = try plugin(["tests", "Door", "--output", "-"])
        #expect(tests.stdout.contains("let machine = DoorFeature.machine()"))
        #expect(tests.stdout.contains("import SampleFeatures"))
        // A run that has to build the runner says so on standard error, and how long it took;
        // one that need not build says nothing.
        #expect(!list.stderr.contains("vsm-inspect: building"), "\(list.stderr)")
        let runners =
            FileManager.default.enumerator(atPath: Self.sample + "/.build")?
            .compactMap { $0 as? String }.filter { $0.contains("runner/.build/") && $0.hasSuffix("/debug/vsm-inspect-runner") } ?? []
        #expect(runners.count == 1)
        for runner in runners { try FileManager.default.removeItem(atPath: Self.sample + "/.build/" + runner) }
        let rebuilt = try plugin(["list"])
        #expect(rebuilt.stdout == list.stdout)
        #expect(rebuilt.stderr.contains("vsm-inspect: building the machines of PluginSample with MachineKit for the first run"))
        #expect(rebuilt.stderr.contains("vsm-inspect: built in "))
    }
}
