extension Finding {
    /// The finding as people read it: check, message, and the trace on the next line.
    public var text: String {
        var lines = ["\(check.rawValue): \(message)"]
        if let trace { lines.append("  trace: \(trace.line)") }
        return lines.joined(separator: "\n")
    }
}

extension CheckReport {
    /// One headline with the statistics and verdict, then one finding a line, each with its trace.
    public func text(strict: Bool = false) -> String {
        let verdict = passes(strict: strict) ? "ok" : "FAILED"
        let complete = isComplete ? "" : " (incomplete)"
        var lines = [
            "\(machine): \(verdict)\(complete): \(statistics.states) states, "
                + "\(statistics.transitions) transitions, depth \(statistics.depth)"
        ]
        for finding in findings {
            lines.append(contentsOf: finding.text.split(separator: "\n").map { "  " + $0 })
        }
        return lines.joined(separator: "\n")
    }
}
