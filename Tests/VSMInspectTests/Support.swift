import Foundation
import Testing

/// The repository's root, found from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
    }
    fatalError("no Package.swift above \(#filePath)")
}()

/// The built `vsm-inspect`, next to the test bundle (`swift build` builds it with the tests).
let inspectorPath: String = {
    if let path = ProcessInfo.processInfo.environment["VSM_INSPECT"] { return path }
    var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
                      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    candidates += ["debug", "release"].map { URL(fileURLWithPath: repositoryRoot + "/.build/" + $0) }
    for directory in candidates {
        let path = directory.appendingPathComponent("vsm-inspect").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    fatalError("vsm-inspect is not built: run 'swift build' first")
}()

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
    return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
               stderr: String(decoding: err, as: UTF8.self))
}

/// Compares text with a golden file; `UPDATE_GOLDEN=1` rewrites the file instead.
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let path = repositoryRoot + "/Tests/VSMInspectTests/Golden/" + name
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return
    }
    guard let golden = FileManager.default.contents(atPath: path) else {
        Issue.record("missing golden file \(name); run with UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
        return
    }
    #expect(text == String(decoding: golden, as: UTF8.self), "differs from \(name)", sourceLocation: sourceLocation)
}

func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "vsm-inspect-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
