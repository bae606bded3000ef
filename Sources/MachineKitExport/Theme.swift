import MachineKitCore
import MachineKitCharts
import MachineKitRecording
/// Colours of a diagram.
public enum Theme: String, Sendable, Hashable, CaseIterable {
    case light, dark

    /// The colours of one theme.
    public struct Palette: Sendable {
        var background, fill, stroke, text, edge, edgeText, trace: String
        var deadEnd, unreachable, unreached, trap, invariant, goalUnreachable: (fill: String, stroke: String)
        /// Arrows recorded runs took, and arrows no run took (coverage).
        var taken = "", untaken = ""

        func mark(_ mark: Diagram.Mark) -> (fill: String, stroke: String) {
            switch mark {
            case .deadEnd: deadEnd
            case .unreachable: unreachable
            case .unreached: unreached
            case .trap: trap
            case .invariant: invariant
            case .goalUnreachable: goalUnreachable
            }
        }
    }

    /// The theme's colours.
    public var palette: Palette {
        switch self {
        case .light:
            Palette(
                background: "#ffffff", fill: "#eef2f7", stroke: "#4a5568", text: "#1a202c", edge: "#718096",
                edgeText: "#2d3748", trace: "#2b6cb0",
                deadEnd: ("#fed7d7", "#c53030"), unreachable: ("#f7fafc", "#c53030"), unreached: ("#f7fafc", "#a0aec0"),
                trap: ("#feebc8", "#c05621"), invariant: ("#e9d8fd", "#6b46c1"),
                goalUnreachable: ("#fefcbf", "#b7791f"), taken: "#2f855a", untaken: "#c53030")
        case .dark:
            Palette(
                background: "#1a202c", fill: "#2d3748", stroke: "#a0aec0", text: "#f7fafc", edge: "#a0aec0",
                edgeText: "#e2e8f0", trace: "#63b3ed",
                deadEnd: ("#742a2a", "#fc8181"), unreachable: ("#1a202c", "#fc8181"), unreached: ("#1a202c", "#718096"),
                trap: ("#7b341e", "#f6ad55"), invariant: ("#44337a", "#b794f4"),
                goalUnreachable: ("#744210", "#f6e05e"), taken: "#68d391", untaken: "#fc8181")
        }
    }
}
