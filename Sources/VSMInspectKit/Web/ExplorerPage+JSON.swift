import MachineKit

/// The page's data as JSON: written by the package's one JSON writer (`JSONValue`), each
/// object's keys in sorted order, and the long columns (a value a state or a move) made one
/// element at a time as the text is written, never held as values.
protocol PageJSON: Sendable {
    var json: JSONValue { get }
}

extension Int: PageJSON {
    var json: JSONValue { .int(self) }
}

extension String: PageJSON {
    var json: JSONValue { .string(self) }
}

extension Bool: PageJSON {
    var json: JSONValue { .bool(self) }
}

extension Optional: PageJSON where Wrapped: PageJSON {
    /// `null` when there is no value, rather than the key left out: the script tells "none"
    /// from a missing field.
    var json: JSONValue { self?.json ?? .null }
}

extension Array: PageJSON where Element: PageJSON {
    var json: JSONValue {
        let elements = self
        return .generated(count: elements.count) { elements[$0].json }
    }
}

extension JSONValue {
    /// An object with its keys in sorted order.
    static func sorted(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.sorted { $0.0 < $1.0 })
    }

    /// The value with every object's keys in sorted order, at any depth.
    var withSortedKeys: JSONValue {
        switch self {
        case .object(let pairs): .sorted(pairs.map { ($0.0, $0.1.withSortedKeys) })
        case .array(let items): .array(items.map(\.withSortedKeys))
        case .generated(let count, let element): .generated(count: count) { element($0).withSortedKeys }
        default: self
        }
    }
}

extension ExplorerPage.PageData: PageJSON {
    var json: JSONValue {
        .sorted([
            ("machine", machine.json), ("complete", complete.json), ("live", live.json), ("statistics", statistics.json),
            ("constraint", constraint.json), ("names", names.json), ("words", words.json), ("initial", initial.json),
            ("reachedBy", reachedBy.json), ("finals", finals.json), ("unexplored", unexplored.json), ("kinds", kinds.json),
            ("kindParents", kindParents.json), ("kindLabels", kindLabels.json), ("stateKinds", stateKinds.json),
            ("stateCovers", stateCovers.json), ("actions", actions.json), ("moveCounts", moveCounts.json),
            ("moveActions", moveActions.json), ("moveStates", moveStates.json), ("data", data.json), ("findings", findings.json),
            ("coverage", coverage.json), ("test", test.json), ("defaultView", defaultView.json), ("beside", beside.json),
            ("open", open.json), ("views", views.json),
        ])
    }
}

extension ExplorerPage.PageData.Statistics: PageJSON {
    var json: JSONValue {
        .sorted([
            ("states", states.json), ("transitions", transitions.json), ("depth", depth.json),
            ("outsideConstraint", outsideConstraint.json),
        ])
    }
}

extension ExplorerPage.PageData.CoverageData: PageJSON {
    var json: JSONValue { .sorted([("moveCounts", moveCounts.json), ("summary", summary.json)]) }
}

extension ExplorerPage.PageData.Unexplored: PageJSON {
    var json: JSONValue { .sorted([("status", status.json), ("states", states.json)]) }
}

extension ExplorerPage.PageData.Numbers: PageJSON {
    /// One number as it is, several as an array.
    var json: JSONValue {
        switch self {
        case .one(let number): number.json
        case .several(let numbers): numbers.json
        }
    }
}

extension ExplorerPage.PageData.StateData: PageJSON {
    var json: JSONValue { .sorted([("lines", lines.json), ("states", states.json)]) }
}

extension ExplorerPage.PageData.FindingData: PageJSON {
    var json: JSONValue {
        .sorted([
            ("check", check.json), ("message", message.json), ("state", state.json), ("fails", fails.json),
            ("target", target.json), ("steps", steps.json), ("states", states.json), ("instances", instances.json),
            ("instanceCount", instanceCount.json), ("why", why.json),
        ])
    }
}

extension ExplorerPage.PageData.FindingData.Why: PageJSON {
    var json: JSONValue {
        .sorted([("summary", summary.json), ("ways", ways.json), ("nearest", nearest.json), ("nearestNote", nearestNote.json)])
    }
}

extension ExplorerPage.PageData.FindingData.Why.Way: PageJSON {
    var json: JSONValue { .sorted([("title", title.json), ("message", message.json)]) }
}

extension ExplorerPage.PageData.FindingData.Instance: PageJSON {
    var json: JSONValue { .sorted([("message", message.json), ("target", target.json)]) }
}

extension ExplorerPage.PageData.TestPieces: PageJSON {
    var json: JSONValue {
        .sorted([
            ("template", template.withSortedKeys), ("stateLiterals", stateLiterals.json), ("actionLiterals", actionLiterals.json),
        ])
    }
}

extension ExplorerPage.PageData.TestPieces.Literal: PageJSON {
    var json: JSONValue { .sorted([("state", state.json), ("literal", literal.json)]) }
}

extension ExplorerPage.PageData.ViewData: PageJSON {
    var json: JSONValue {
        .sorted([
            ("id", id.json), ("title", title.json), ("grouping", grouping.json), ("depth", depth.json), ("nodes", nodes.json),
            ("clusters", clusters.json), ("arrows", arrows.json), ("nodeOfKind", nodeOfKind.json),
        ])
    }
}

extension ExplorerPage.PageData.ViewData.Node: PageJSON {
    var json: JSONValue {
        .sorted([
            ("name", name.json), ("kind", kind.json), ("members", members.json), ("cluster", cluster.json),
            ("marks", marks.json), ("folded", folded.json),
        ])
    }
}

extension ExplorerPage.PageData.ViewData.Cluster: PageJSON {
    var json: JSONValue { .sorted([("kind", kind.json), ("label", label.json), ("parent", parent.json)]) }
}

extension ExplorerPage.PageData.ViewData.Arrow: PageJSON {
    var json: JSONValue {
        .sorted([("from", from.json), ("to", to.json), ("actions", actions.json), ("continuation", continuation.json)])
    }
}

extension ExplorerPage {
    /// The page's data as the JSON that stands in its `<script>` element.
    static func encode(_ data: PageData) -> String {
        data.json.compact
    }
}
