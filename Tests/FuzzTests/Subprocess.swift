import Foundation

/// How a run of a program ended: its exit status or the signal that killed it, its output,
/// its time and its peak memory.
struct ProgramRun {
    var status: Int32?
    var signal: Int32?
    var timedOut: Bool
    var stdout: [UInt8]
    var stderr: [UInt8]
    var seconds: Double
    var peakMegabytes: Int
}

/// Runs a program with its standard streams in files in `directory` (no pipe can fill up),
/// kills its process group at a time limit, and measures its peak memory with GNU `time`
/// (`wait4` of a spawned child reports the parent's peak as well, which `time`, a small
/// process of its own, does not have).
func runProgram(_ path: String, _ arguments: [String], stdin: [UInt8], directory: String, seconds limit: Double) -> ProgramRun {
    let id = UUID().uuidString
    let inputPath = directory + "/.stdin-" + id, outputPath = directory + "/.stdout-" + id, errorPath = directory + "/.stderr-" + id
    _ = FileManager.default.createFile(atPath: inputPath, contents: Data(stdin))
    let memoryPath = directory + "/.memory-" + id
    defer { for file in [inputPath, outputPath, errorPath, memoryPath] { unlink(file) } }
    let measured = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let command = measured ? ["/usr/bin/time", "-f", "%M", "-o", memoryPath, path] + arguments : [path] + arguments
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }

    let clock = ContinuousClock()
    let start = clock.now
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var pid: pid_t = 0
    guard posix_spawn(&pid, command[0], &actions, &attributes, argv, envp) == 0 else {
        return ProgramRun(
            status: 127, signal: nil, timedOut: false, stdout: [], stderr: Array("cannot start \(path)".utf8), seconds: 0, peakMegabytes: 0)
    }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    var pause: UInt32 = 200
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
        if clock.now - start > .seconds(limit) {
            timedOut = true
            kill(-pid, SIGKILL)
            _ = wait4(pid, &status, 0, &usage)
            break
        }
        usleep(pause)
        pause = min(pause * 2, 20_000)
    }
    let elapsed = clock.now - start
    var signaled = (status & 0x7F) != 0 && (status & 0x7F) != 0x7F
    var signal = signaled ? status & 0x7F : nil
    var peak = Int(usage.ru_maxrss) / 1024
    if measured, !timedOut {
        // `time` says "Command terminated by signal N" for a killed command, then the peak in KiB.
        let report = String(decoding: FileManager.default.contents(atPath: memoryPath) ?? Data(), as: UTF8.self)
        let lines = report.split(separator: "\n")
        if let line = lines.first(where: { $0.hasPrefix("Command terminated by signal ") }) {
            signaled = true
            signal = Int32(line.split(separator: " ").last ?? "") ?? 0
        }
        peak = (lines.last.flatMap { Int($0) } ?? 0) / 1024
    }
    return ProgramRun(
        status: signaled ? nil : (status >> 8) & 0xFF,
        signal: signal,
        timedOut: timedOut,
        stdout: [UInt8](FileManager.default.contents(atPath: outputPath) ?? Data()),
        stderr: [UInt8](FileManager.default.contents(atPath: errorPath) ?? Data()),
        seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
        peakMegabytes: peak)
}
