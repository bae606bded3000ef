/// Names close to one that was mistyped, for "did you mean" hints.
enum DidYouMean {
    /// At most `limit` of `candidates` close to `word`, closest first (ties in the
    /// candidates' order): the same name in another case, names within a few edits (about
    /// one for every three characters, at least one and at most three), and names whose last
    /// part after a `.` is the word (`editing` for `form.account.editing`).
    ///
    /// Only the first 100,000 candidates are looked at, so a hint never costs more than a
    /// few milliseconds.
    static func suggestions(for word: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        guard !word.isEmpty else { return [] }
        let target = Array(word.lowercased().unicodeScalars)
        let allowed = min(3, max(1, target.count / 3))
        var found: [(distance: Int, order: Int, name: String)] = []
        var seen = Set<String>()
        for (order, candidate) in candidates.prefix(100_000).enumerated() where candidate != word && !seen.contains(candidate) {
            let lowered = candidate.lowercased()
            var distance: Int?
            if lowered == word.lowercased() {
                distance = 0
            } else if lowered.split(separator: ".").last.map(String.init) == word.lowercased()
                || lowered.split(separator: " + ").contains(where: { $0.split(separator: ".").last.map(String.init) == word.lowercased() })
            {
                distance = 1
            } else {
                let scalars = Array(lowered.unicodeScalars)
                if abs(scalars.count - target.count) <= allowed, let edits = editDistance(target, scalars, atMost: allowed) {
                    distance = edits
                }
            }
            if let distance {
                seen.insert(candidate)
                found.append((distance, order, candidate))
            }
        }
        return found.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(limit).map(\.name)
    }

    /// The hint appended to an error: ` (did you mean 'a'?)`, ` (did you mean 'a' or 'b'?)`,
    /// or nothing.
    static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        phrase(suggestions(for: word, among: candidates))
    }

    /// ` (did you mean 'a' or 'b'?)` for these names; nothing for none.
    static func phrase(_ suggestions: [String]) -> String {
        let names = suggestions.map { "'\(Terminal.visible($0))'" }
        guard let last = names.last else { return "" }
        let listed = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
        return " (did you mean \(listed)?)"
    }

    /// The Levenshtein distance of `a` and `b` when it is at most `limit`, else `nil`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
