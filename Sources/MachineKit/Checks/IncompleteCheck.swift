/// Says which bound stopped exploration: the other verdicts hold only for what was seen.
public enum IncompleteCheck {
    public static func run(_ reasons: [IncompleteReason]) -> [Finding] {
        reasons.map { reason in
            let message = switch reason {
            case .maxStates(let limit):
                "exploration stopped at the state bound (\(limit) states); other verdicts hold only for the states seen"
            case .maxDepth(let limit, let cut):
                "exploration stopped at depth \(limit) (\(cut) states not expanded); other verdicts hold only for the states seen"
            case .constraint(let description, let outside):
                "\(outside) states lie outside the constraint '\(description)' and were not expanded; other verdicts hold only within it"
            }
            return Finding(check: .incomplete, message: message)
        }
    }
}
