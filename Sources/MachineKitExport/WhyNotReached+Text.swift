import MachineKitCharts
import MachineKitCore

/// The one wording of ``WhyNotReached``: `paths --to X --why` prints these lines, its JSON
/// and the web page carry the same sentences.
extension WhyNotReached {
    /// What stops `way`, as a sentence.
    package func message(of way: WayIn, in graph: StateGraph) -> String {
        let source = way.from.isEmpty ? "the machine" : "'\(way.from)'"
        switch way.block {
        case .sourceNotReached:
            return complete ? "\(source) is never reached" : "\(source) is not reached before exploration stopped"
        case .sourcePassedThrough:
            return "\(source) is active only within a step, never where one settles"
        case .sourceNotExplored(let state, let status):
            let why =
                switch status {
                case .outsideConstraint: "they lie outside the constraint"
                case .atDepthBound: "they lie at the depth bound"
                case .notExpanded, .expanded: "exploration stopped at the state bound first"
                }
            return "\(source) is active only in states whose moves were not explored (\(why)); the first: '\(graph.stateNames[state])'"
        case .leadsElsewhere(let move, let taken, let active):
            let from = graph.moves.from(move)
            let step =
                "\(graph.stateNames[from]) --\(graph.actionNames[graph.moves.action(move)])--> \(graph.stateNames[graph.moves.states(move).last!])"
            let share =
                taken == active
                ? (active == 1 ? "in the one state where \(source) is active" : "in each of the \(active) states where \(source) is active")
                : "in \(taken) of the \(active) states where \(source) is active"
            return "\(share), \(eventPhrase(way)) is taken by another transition: \(step)"
        case .neverTaken(let state, let active):
            let where_ =
                active == 1
                ? "in the one state where \(source) is active ('\(graph.stateNames[state])')"
                : "in the \(active) states where \(source) is active (the first: '\(graph.stateNames[state])')"
            if way.onDone { return "\(where_), its done event is never raised (no final state of it is entered)" }
            if way.events.isEmpty { return "\(where_), no step takes it" }
            return "\(where_), \(eventPhrase(way)) is never taken"
        }
    }

    /// How a way in is written: `'a' --go--> (line 12)`.
    package func title(of way: WayIn) -> String {
        let from = way.from.isEmpty ? "(the machine)" : "'\(way.from)'"
        let guardNote = way.guarded ? ", guarded: read as a choice" : ""
        return "\(from) --\(arrowLabel(way))--> (line \(way.line)\(guardNote))"
    }

    /// The answer as lines, after the headline the caller prints.
    package func lines(in graph: StateGraph) -> [String] {
        guard declaresTransitions else {
            return [
                "why: the machine's moves are its code, which declares no transitions to read; no explored move enters a state of '\(state)'"
                    + (complete ? "" : ", in the states explored before exploration stopped")
            ]
        }
        var lines: [String] = []
        if ways.isEmpty {
            lines.append("why: no transition of the chart enters '\(state)'")
        } else {
            lines.append(
                "why: \(ways.count == 1 ? "one transition enters" : "\(ways.count) transitions enter") '\(state)', and none is taken\(complete ? "" : " in the states explored"):"
            )
            for way in ways { lines.append("  \(title(of: way)): \(message(of: way, in: graph))") }
        }
        if let nearest {
            let hops = nearestDistance == 1 ? "1 transition" : "\(nearestDistance) transitions"
            lines.append(
                "nearest reached state: '\(graph.stateNames[nearest])' (\(hops) back from '\(state)'): \(graph.trace(to: nearest).line)")
        } else if !ways.isEmpty {
            lines.append("nearest reached state: none: no reached state leads here along the chart's transitions")
        }
        return lines
    }

    /// `{"declaresTransitions", "ways": [{"from", "events", "line", "guarded", "blocked",
    /// "message"}], "nearest": {"state", "distance", "trace"}}`.
    package func json(in graph: StateGraph) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("declaresTransitions", .bool(declaresTransitions))]
        pairs.append(
            (
                "ways",
                .array(
                    ways.map { way in
                        var way_: [(String, JSONValue)] = []
                        if !way.from.isEmpty { way_.append(("from", .string(way.from))) }
                        way_.append(("events", .array(way.events.map(JSONValue.string))))
                        if way.onDone { way_.append(("onDone", .bool(true))) }
                        way_.append(("line", .int(way.line)))
                        way_.append(("guarded", .bool(way.guarded)))
                        way_.append(("blocked", .string(way.block.name)))
                        way_.append(("title", .string(title(of: way))))
                        way_.append(("message", .string(message(of: way, in: graph))))
                        return .object(way_)
                    })
            ))
        if let nearest {
            pairs.append(
                (
                    "nearest",
                    .object([
                        ("state", .string(graph.stateNames[nearest])), ("distance", .int(nearestDistance)),
                        ("trace", graph.trace(to: nearest).json),
                    ])
                ))
        }
        pairs.append(("lines", .array(lines(in: graph).map(JSONValue.string))))
        return .object(pairs)
    }

    private func arrowLabel(_ way: WayIn) -> String {
        if way.onDone { return (way.events + ["done"]).joined(separator: " ") }
        return way.events.isEmpty ? "always" : way.events.joined(separator: " ")
    }

    private func eventPhrase(_ way: WayIn) -> String {
        way.events.count == 1 ? "'\(way.events[0])'" : "each of " + way.events.map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension WhyNotReached.Block {
    /// The name JSON gives it.
    package var name: String {
        switch self {
        case .sourceNotReached: "source-not-reached"
        case .sourcePassedThrough: "source-passed-through"
        case .sourceNotExplored: "source-not-explored"
        case .leadsElsewhere: "taken-elsewhere"
        case .neverTaken: "never-taken"
        }
    }
}
