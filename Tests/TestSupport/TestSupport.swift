import Foundation
import Testing

/// The repository's root, found from this file's path.
package let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
    }
    fatalError("no Package.swift above \(#filePath)")
}()

/// The built `vsm-inspect` (`VSM_INSPECT`, else next to the test bundle: `swift build` builds
/// it with the tests).
package let inspectorPath: String = {
    if let path = ProcessInfo.processInfo.environment["VSM_INSPECT"] { return path }
    var candidates = [
        Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    candidates += ["debug", "release"].map { URL(fileURLWithPath: repositoryRoot + "/.build/" + $0) }
    for directory in candidates {
        let path = directory.appendingPathComponent("vsm-inspect").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    fatalError("vsm-inspect is not built: run 'swift build' first")
}()

/// Compares text with the golden file `name` in `folder` (from the repository's root);
/// `UPDATE_GOLDEN=1` rewrites the file instead.
package func expectGolden(
    _ text: String, _ name: String, in folder: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let path = repositoryRoot + "/" + folder + "/" + name
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

/// A new empty directory under the system's temporary directory.
package func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "vsm-inspect-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
