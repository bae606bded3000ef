/// How the text report marks up what it prints: plain for a value's `text`; painted, and with
/// control characters shown as escapes, for a terminal (the inspector's `check` and
/// `conform`). One renderer writes both.
package struct TextStyle: Sendable {
    /// A paint: the machine's name bold, the verdict green or red, a finding's check red when
    /// it fails and yellow when it warns, labels dim.
    package enum Paint: Sendable { case bold, green, red, yellow, dim }

    /// `text` in `paint`.
    package var paint: @Sendable (_ text: String, _ paint: Paint) -> String
    /// A name or message as it may be printed.
    package var escape: @Sendable (String) -> String

    package init(paint: @escaping @Sendable (String, Paint) -> String, escape: @escaping @Sendable (String) -> String) {
        self.paint = paint
        self.escape = escape
    }

    /// No paint, names as they are.
    package static let plain = TextStyle(paint: { text, _ in text }, escape: { $0 })
}

extension Finding {
    /// The finding as people read it: check and message; for a roll-up, its states; the
    /// trace on the next line.
    public var text: String { text(expand: false) }

    /// The finding as people read it; with `expand`, a roll-up lists every finding it
    /// stands for, each with its own trace.
    public func text(expand: Bool) -> String {
        lines(label: check.rawValue, expand: expand, style: .plain).joined(separator: "\n")
    }

    /// The finding's lines: `label: message` first, then the lines under it, indented: where
    /// it is declared, a roll-up's states (or, with `expand`, every finding it stands for),
    /// the trace; for a step a record took that the machine does not allow, the moves it
    /// allows there and the steps before it.
    package func lines(label: String, expand: Bool, style: TextStyle) -> [String] {
        if let step {
            var lines = step.lines(label: label, style: style)
            if let trace { lines.append("  " + style.paint("shortest path there:", .dim) + " " + style.escape(trace.line)) }
            return lines
        }
        var lines = ["\(label): \(style.escape(message))"]
        if let location { lines.append("  at \(style.escape(location.relativeFile())):\(location.line)") }
        if isRollUp {
            if expand {
                for instance in instances {
                    lines.append("  - \(style.escape(instance.message))")
                    if let trace = instance.trace { lines.append("    " + style.paint("trace:", .dim) + " " + style.escape(trace.line)) }
                }
                return lines
            }
            lines.append("  " + style.escape(rollUpLine))
        }
        if let trace { lines.append("  " + style.paint("trace:", .dim) + " " + style.escape(trace.line)) }
        return lines
    }

    /// The states (or traps) a roll-up stands for, the first few of them: `states: a, b, c`.
    public var rollUpLine: String {
        let listed = 8
        let items: [String] =
            switch subject {
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

extension Nonconformance {
    /// Where and what, the moves allowed there, the steps before it.
    func lines(label: String, style: TextStyle) -> [String] {
        var headline = "\(record):\(line): step \(seq) of run \(run), \(stepText), "
        switch reason {
        case .noSuchMove: headline += "is not a move the machine allows"
        case .gap(let ended): headline += "starts from '\(from)', but the step before ended in '\(ended)'"
        case .unknownState(let state): headline += "names '\(state)', a state the machine never reaches"
        }
        if more > 0 { headline += " (and \(more) more \(more == 1 ? "step" : "steps") of this record not explained)" }
        var lines = ["\(label): " + style.escape(headline)]
        if let place = allowedPlace {
            if allowed.isEmpty {
                lines.append("  " + style.escape("from '\(place)' the machine allows no move"))
            } else {
                lines.append("  " + style.paint("allowed from", .dim) + " " + style.escape("'\(place)':"))
                lines += allowed.map { "    " + style.escape($0.text) }
            }
        }
        if !earlier.isEmpty {
            lines.append("  " + style.paint("steps before:", .dim))
            lines += earlier.map { "    " + style.escape($0) }
        }
        return lines
    }
}

extension CheckReport {
    /// The headline: name, verdict and statistics, with the constraint's count,
    /// `(incomplete)` when a bound stopped exploration, and the dialect a spec file was read as.
    public func headline(strict: Bool = false, allowIncomplete: Bool = false) -> String {
        headline(FailurePolicy(strict: strict, allowIncomplete: allowIncomplete), style: .plain)
    }

    /// The headline in `style`; `statistics` in place of ``statisticsText`` when given.
    package func headline(_ policy: FailurePolicy, style: TextStyle, statistics: String? = nil) -> String {
        let verdict =
            passes(strict: policy.strict, allowIncomplete: policy.allowIncomplete)
            ? style.paint("ok", .green) : style.paint("FAILED", .red)
        return style.paint(style.escape(machine), .bold) + ": \(verdict)\(completenessTag): "
            + (statistics ?? statisticsText) + dialectTag
    }

    /// `", read as xstate5"` for a machine read from a spec file (the dialect its rules came
    /// from, as the JSON report's `dialect` names it); empty for a machine written in Swift.
    public var dialectTag: String {
        origin.dialect.map { ", read as \($0)" } ?? ""
    }

    /// `" (incomplete)"` when a bound stopped exploration, `" (partial search, not complete)"`
    /// after a bit-state search, which never claims completeness; empty when complete.
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
    public func text(strict: Bool = false, allowIncomplete: Bool = false, expand: Bool = false) -> String {
        lines(FailurePolicy(strict: strict, allowIncomplete: allowIncomplete), expand: expand, style: .plain).joined(separator: "\n")
    }

    /// The headline, then each finding's lines indented under it, its check painted as
    /// failing or warning under `strict`.
    package func lines(_ policy: FailurePolicy, expand: Bool, style: TextStyle, statistics: String? = nil) -> [String] {
        var lines = [headline(policy, style: style, statistics: statistics)]
        for finding in findings {
            let label = style.paint(finding.check.rawValue, policy.fails(finding.check) ? .red : .yellow)
            lines += finding.lines(label: label, expand: expand, style: style).map { "  " + $0 }
        }
        return lines
    }
}
