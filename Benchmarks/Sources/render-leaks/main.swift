import Foundation
import MachineKit
import MachineRender
import SeedFeatures

// Renders the seed fixtures to SVG, PNG and PDF in a loop, for a leak checker:
//
//   valgrind --leak-check=full render-leaks ROUNDS [ENGINE]      (ENGINE: dot, the default, or sfdp)
//
// Every render opens and closes its graph, frees its layout and its output buffer, so the
// memory lost must not grow with the number of renders. (Graphviz 2.43's `dot` itself loses
// the edges it reverses to break cycles, a known Graphviz leak; `sfdp` breaks no cycles.)
let arguments = Array(CommandLine.arguments.dropFirst())
let rounds = arguments.first.flatMap { Int($0) } ?? 20
let engine = arguments.count > 1 ? arguments[1] : "dot"
let graphs = [
    DOTEncoder.graph(Diagram(report: BlogEntryFeature.machine().check())),
    DOTEncoder.graph(Diagram(report: ShopNavigationFeature.remodel().check(), grouping: .cases)),
]
var bytes = 0
for _ in 0..<rounds {
    for graph in graphs {
        for format in [ImageFormat.svg, .png, .pdf] {
            bytes += try GraphvizRenderer.shared.render(graph, format: format, engine: engine).count
        }
    }
}
print("\(rounds * graphs.count * 3) renders with \(engine), \(bytes) bytes")
