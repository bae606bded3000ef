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
guard let engine = arguments.count > 1 ? LayoutEngine(rawValue: arguments[1]) : .dot else { fatalError("ENGINE: dot or sfdp") }
guard #available(macOS 15.0, *) else { fatalError("the seed features' async machines need macOS 15") }
let diagrams = [
    BlogEntryFeature.machine().explore().diagram(),
    ShopNavigationFeature.remodel().explore().diagram(grouping: .cases),
]
/// The process's resident size now (VmRSS) and at its peak (VmHWM), in KiB (Linux; 0 elsewhere).
func resident(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
    else { return 0 }
    return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1]) ?? 0
}

var bytes = 0
var afterFirstRound = 0
let start = ContinuousClock.now
for round in 0..<rounds {
    for diagram in diagrams {
        for format in [ImageFormat.svg, .png, .pdf] {
            bytes += try GraphvizRenderer.shared.render(diagram, format: format, engine: engine, options: DOTEncoder.Options()).count
        }
    }
    if round == 0 { afterFirstRound = resident("VmRSS") }
}
let seconds = Double((ContinuousClock.now - start).components.attoseconds) / 1e18 + Double((ContinuousClock.now - start).components.seconds)
print("\(rounds * diagrams.count * 3) renders with \(engine), \(bytes) bytes, \(String(format: "%.1f", seconds)) s; "
    + "resident after the first round \(afterFirstRound) KiB, at the end \(resident("VmRSS")) KiB, peak \(resident("VmHWM")) KiB")
