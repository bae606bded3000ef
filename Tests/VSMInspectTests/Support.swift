import Foundation
import TestSupport
import Testing

struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the inspector in the repository's root, feeding `input` on standard input.
func inspect(
    _ arguments: [String], input: String = "", executable: String? = nil, directory: String? = nil, prefix: [String] = [],
    environment extra: [String: String] = [:]
) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable ?? inspectorPath)
    process.arguments = prefix + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory ?? repositoryRoot)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { $1 }
    process.environment = environment
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
        stderr: String(decoding: err, as: UTF8.self))
}

/// Compares text with a golden file of this target; `UPDATE_GOLDEN=1` rewrites the file instead.
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try expectGolden(text, name, in: "Tests/VSMInspectTests/Golden", sourceLocation: sourceLocation)
}

/// Runs git in `directory` with a throwaway identity, its output discarded; returns its status.
@discardableResult
func git(_ arguments: [String], in directory: String) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}
