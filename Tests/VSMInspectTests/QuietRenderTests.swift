import Foundation
import TestSupport
import Testing

/// Graphviz's and Pango's complaints never reach standard error of a successful render.
@Suite struct QuietRenderTests {
    @Test(arguments: ["png", "pdf", "svg"])
    func aStateNamedOnlyABidiOverrideRendersQuietly(format: String) throws {
        let directory = try temporaryDirectory()
        try Data("id: rlo\ninitial: \"\\u202E\"\nstates:\n  \"\\u202E\":\n    on:\n      go: b\n  b: {}\n".utf8)
            .write(to: URL(fileURLWithPath: directory + "/rlo.yaml"))
        let run = try inspect(["render", "rlo.yaml", "--output", "rlo.\(format)"], directory: directory)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let size = try FileManager.default.attributesOfItem(atPath: directory + "/rlo.\(format)")[.size] as? Int
        #expect((size ?? 0) > 0)
    }
}
