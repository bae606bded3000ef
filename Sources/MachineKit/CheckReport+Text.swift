extension Finding {
    /// The finding as people read it: check and message; for a roll-up, its states; the
    /// trace on the next line.
    public var text: String { text(expand: false) }

    /// The finding as people read it; with `expand`, a roll-up lists every finding it
    /// stands for, each with its own trace.
    public func text(expand: Bool) -> String {
        var lines = ["\(check.rawValue): \(message)"]
        if let location { lines.append("  at \(location.relativeFile()):\(location.line)") }
        if isRollUp {
            if expand {
                for instance in instances {
                    lines += instance.text.split(separator: "\n", omittingEmptySubsequences: false).map { "  - " + $0 }
                }
                return lines.joined(separator: "\n")
            }
            lines.append("  " + rollUpLine)
        }
        if let trace { lines.append("  trace: \(trace.line)") }
        return lines.joined(separator: "\n")
    }

    /// The states (or traps) a roll-up stands for, the first few of them: `states: a, b, c`.
    public var rollUpLine: String {
        let listed = 8
        let items: [String] = switch subject {
        case .kind(_, let states): states
        case .kinds(_, let traps): traps.map { "{" + $0.joined(separator: ", ") + "}" }
        default: []
        }
        let noun = if case .kinds = subject { "traps" } else { "states" }
        var line = "\(noun): " + items.prefix(listed).joined(separator: ", ")
        if items.count > listed { line += ", and \(items.count - listed) more (--expand lists every one)" }
        return line
    }
}

extension CheckReport {
    /// The headline: name, verdict and statistics, with the constraint's count and
    /// `(incomplete)` when a bound stopped exploration.
    public func headline(strict: Bool = false) -> String {
        let verdict = passes(strict: strict) ? "ok" : "FAILED"
        return "\(machine): \(verdict)\(completenessTag): \(statisticsText)"
    }

    /// `" (incomplete)"` when a bound stopped exploration, `" (partial search)"` after a
    /// bit-state search, which never claims completeness; empty when complete.
    public var completenessTag: String {
        if isComplete { return "" }
        return completeness.isPartialSearch ? " (partial search, not complete)" : " (incomplete)"
    }

    /// `30 states, 72 transitions, depth 7 (6 outside the constraint 'counter <= 3')`.
    public var statisticsText: String {
        var text = "\(statistics.states) states, \(statistics.transitions) transitions, depth \(statistics.depth)"
        if let constraint, statistics.outsideConstraint > 0 {
            text += " (\(statistics.outsideConstraint) outside the constraint '\(constraint)')"
        }
        return text
    }

    /// One headline with the statistics and verdict, then one finding a line, each with its trace.
    public func text(strict: Bool = false, expand: Bool = false) -> String {
        var lines = [headline(strict: strict)]
        for finding in findings {
            lines.append(contentsOf: finding.text(expand: expand).split(separator: "\n").map { "  " + $0 })
        }
        return lines.joined(separator: "\n")
    }
}
