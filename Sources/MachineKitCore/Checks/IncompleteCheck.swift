import Foundation

/// Says which bound stopped exploration, and that other verdicts hold only for what was
/// seen. A machine's constraint is not a bound: within it, exploration is complete. A step
/// the explorer could not follow makes it incomplete too, but that step's own finding
/// (`uncontrolled-task`, `nondeterministic`) says so and fails the check: no second one.
public enum IncompleteCheck {
    /// - Complexity: O(states) for an async machine, O(1) for any other.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        exploration.incomplete.filter(\.isBound).map(finding(for:))
    }

    /// The finding that reports one reason.
    public static func finding(for reason: IncompleteReason) -> Finding {
        let message =
            switch reason {
            case .maxStates(let limit):
                "exploration stopped at the state bound (\(limit) states) before every reachable state was seen; "
                    + "other verdicts hold only for the states seen"
            case .maxDepth(let limit, let cut):
                "exploration stopped at depth \(limit) (\(cut) states not expanded); other verdicts hold only for the states seen"
            case .bitstate(let coverage):
                coverage.sentence
            case .uncontrolled(let states):
                "exploration did not go on from \(states) \(states == 1 ? "state" : "states") where a step could not be followed; "
                    + "other verdicts hold only for the states seen"
            }
        return Finding(check: .incomplete, subject: .exploration, message: message, reason: reason)
    }
}

extension BitstateCoverage {
    /// What the run was, what it saw, and what it cannot prove: the message of its
    /// `incomplete` finding.
    public var sentence: String {
        let size = "2^\(bits.trailingZeroBitCount) bits (\(Self.bytesText(bits / 8))), \(hashes) \(hashes == 1 ? "bit" : "bits") a state"
        let run =
            searches.count == 1
            ? "a bit-state search (\(size), seed \(searches[0].seed))"
            : "a swarm of \(searches.count) bit-state searches (\(size) each, seeds \(seeds.map(String.init).joined(separator: ", ")))"
        let stored = searches.count == 1 ? "stored \(states) states" : "stored up to \(states) states in one search"
        let estimate = "hash factor \(Self.decimal(hashFactor)), about \(Self.decimal(expectedOmissions)) states expected omitted"
        let cut = depthCut > 0 ? "; \(depthCut) states were not expanded at depth \(maxDepth ?? 0)" : ""
        return "partial search: \(run) \(stored) (\(estimate))\(cut); "
            + "the findings it reports are real, each with its trace, but it proves no absence: a state or action it did not "
            + "reach may still be reachable, and dead ends and broken invariants may lie in states it missed; traps, "
            + "always-reachable goals, sometimes properties and collapses were not checked"
    }

    static func decimal(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value >= 100 { return String(Int(value.rounded())) }
        if value >= 0.01 { return String(Double(Int((value * 100).rounded())) / 100) }
        // Small: two significant digits in scientific form.
        let exponent = Int(log10(value).rounded(.down))
        let mantissa = value / pow(10, Double(exponent))
        return "\(Double(Int((mantissa * 10).rounded())) / 10)e\(exponent)"
    }

    static func bytesText(_ bytes: Int) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = bytes, unit = 0
        while value >= 1024, value % 1024 == 0, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return "\(value) \(units[unit])"
    }
}
