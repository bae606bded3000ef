import MachineKitCore
/// A reader for the block-style YAML that spec files are written in: mappings and lists by
/// indentation, plain or simply quoted strings, one-line `[a, b]` lists and `{ k: v }`
/// mappings, comments. It gives what libyaml gives (``YAMLComposer``: the same strings,
/// nulls and lines) many times faster; at anything beyond that subset (anchors, tags, block
/// scalars, escapes, strings over several lines, tabs, control characters and line
/// separators, odd indentation, duplicate keys, errors) it gives `nil`, and the file is read
/// by libyaml, which also words the errors.
struct SimpleYAMLReader {
    /// Not in the subset: read the file with Yams instead.
    struct Unsupported: Error {}

    /// A line with content (not blank, not only a comment).
    struct Line {
        /// Where the line begins, where its content begins, and where it ends (its newline).
        var begin: Int
        var start: Int
        var end: Int
        /// Its number, counted from 1.
        var number: Int
        var indent: Int { start - begin }
    }

    private let bytes: [UInt8]
    private let maxDepth: Int
    private var lines: [Line] = []

    private init(_ text: String, depth: Int) {
        bytes = Array(text.utf8)
        maxDepth = depth
    }

    /// The document as a node, or `nil` when it is not in the subset (or empty, or nested
    /// deeper than `depth`: libyaml then words the error).
    ///
    /// Every index into the text is checked against the end of its line: any bytes give a
    /// node or `nil`, never a trap.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func parse(_ text: String, depth: Int = SpecLimits.standard.depth) -> SpecNode? {
        var reader = SimpleYAMLReader(text, depth: depth)
        do {
            try reader.split()
            guard !reader.lines.isEmpty else { return nil }
            let first = reader.lines[0]
            let (root, next) = try reader.block(0, column: first.indent, at: first.start, depth: 0)
            guard next == reader.lines.count else { throw Unsupported() }
            return root
        } catch {
            return nil
        }
    }

    // MARK: Lines

    private mutating func split() throws(Unsupported) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw Unsupported() }
        var startedDocument = false
        var begin = 0
        var number = 1
        let count = bytes.count
        while begin < count {
            var end = begin
            while end < count, bytes[end] != UInt8(ascii: "\n") {
                let byte = bytes[end]
                // Tabs, carriage returns and characters YAML does not allow unescaped (control
                // characters, DEL, C1 controls, U+FEFF, U+FFFE, U+FFFF): libyaml decides.
                if byte < 0x20 || byte == 0x7F { throw Unsupported() }
                if byte == 0xC2, end + 1 < count, (0x80...0x9F).contains(bytes[end + 1]) { throw Unsupported() }
                // U+2028 and U+2029 end a line for libyaml, not here.
                if byte == 0xE2, end + 2 < count, bytes[end + 1] == 0x80, bytes[end + 2] == 0xA8 || bytes[end + 2] == 0xA9 {
                    throw Unsupported()
                }
                if byte == 0xEF, end + 2 < count,
                    (bytes[end + 1] == 0xBB && bytes[end + 2] == 0xBF) || (bytes[end + 1] == 0xBF && bytes[end + 2] >= 0xBE)
                {
                    throw Unsupported()
                }
                end += 1
            }
            var start = begin
            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            if start < end, bytes[start] != UInt8(ascii: "#") {
                let line = Line(begin: begin, start: start, end: end, number: number)
                if line.indent == 0, isMarker(line, "---") || isMarker(line, "...") {
                    // One document start before any content is allowed; anything else is not
                    // (a second one starts a second document).
                    guard lines.isEmpty, !startedDocument, isMarker(line, "---"), restIsEmpty(line, from: start + 3) else {
                        throw Unsupported()
                    }
                    startedDocument = true
                } else if start == begin, bytes[start] == UInt8(ascii: "%") {
                    throw Unsupported()
                } else {
                    lines.append(line)
                }
            }
            if end < count { number += 1 }
            begin = end + 1
        }
    }

    private func isMarker(_ line: Line, _ marker: StaticString) -> Bool {
        let length = marker.utf8CodeUnitCount
        guard line.end - line.start >= length else { return false }
        for offset in 0..<length where bytes[line.start + offset] != marker.utf8Start[offset] { return false }
        return line.start + length == line.end || bytes[line.start + length] == UInt8(ascii: " ")
    }

    /// Whether only spaces and a comment follow `position` on `line`.
    private func restIsEmpty(_ line: Line, from position: Int) -> Bool {
        let index = skipSpaces(on: line, from: position)
        if index == line.end { return true }
        return bytes[index] == UInt8(ascii: "#") && index > position
    }

    /// Whether `byte` stands at `position` with a space or the end of the line after it, as
    /// the `-` of a list entry and the `:` after a key do.
    private func isIndicator(_ byte: UInt8, on line: Line, at position: Int) -> Bool {
        bytes[position] == byte && (position + 1 == line.end || bytes[position + 1] == UInt8(ascii: " "))
    }

    private func isSequenceMarker(_ line: Line, at position: Int) -> Bool {
        isIndicator(UInt8(ascii: "-"), on: line, at: position)
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    // MARK: Blocks

    /// The block starting at `position` on line `index`, its content at `column`; returns
    /// it and the index of the first line after it.
    private func block(_ index: Int, column: Int, at position: Int, depth: Int) throws(Unsupported) -> (SpecNode, Int) {
        guard depth < maxDepth - 1 else { throw Unsupported() }
        let line = lines[index]
        if isSequenceMarker(line, at: position) {
            guard position == line.start else { throw Unsupported() }
            return try sequence(index, column: column, depth: depth)
        }
        if try key(on: line, at: position) != nil {
            return try mapping(index, column: column, at: position, depth: depth)
        }
        // A lone string on a line of its own (it may go on over several lines): not here.
        throw Unsupported()
    }

    private func mapping(_ index: Int, column: Int, at position: Int, depth: Int) throws(Unsupported) -> (SpecNode, Int) {
        var pairs: [(key: String, value: SpecNode, keyLine: Int)] = []
        var keys = KeySet()
        var current = index
        var position = position
        while true {
            let line = lines[current]
            guard let (key, after) = try key(on: line, at: position) else { throw Unsupported() }
            // Duplicates are reported by Yams, with its wording.
            guard keys.insert(key, among: pairs) else { throw Unsupported() }
            let value: SpecNode
            var next = current + 1
            if restIsEmpty(line, from: after) {
                if next < lines.count, lines[next].indent > column {
                    (value, next) = try block(next, column: lines[next].indent, at: lines[next].start, depth: depth + 1)
                } else if next < lines.count, lines[next].indent == column, isSequenceMarker(lines[next], at: lines[next].start) {
                    (value, next) = try sequence(next, column: column, depth: depth + 1)
                } else {
                    value = .null(line: line.number)
                }
            } else {
                value = try inlineValue(on: line, at: after)
            }
            pairs.append((key, value, line.number))
            guard next < lines.count else { return (.mapping(pairs, line: lines[index].number), next) }
            let following = lines[next]
            if following.indent < column { return (.mapping(pairs, line: lines[index].number), next) }
            guard following.indent == column, !isSequenceMarker(following, at: following.start) else { throw Unsupported() }
            current = next
            position = following.start
        }
    }

    private func sequence(_ index: Int, column: Int, depth: Int) throws(Unsupported) -> (SpecNode, Int) {
        guard depth < maxDepth - 1 else { throw Unsupported() }
        var items: [SpecNode] = []
        var current = index
        while true {
            let line = lines[current]
            let position = skipSpaces(on: line, from: line.start + 1)
            var next = current + 1
            if restIsEmpty(line, from: line.start + 1) {
                if next < lines.count, lines[next].indent > column {
                    let item: SpecNode
                    (item, next) = try block(next, column: lines[next].indent, at: lines[next].start, depth: depth + 1)
                    items.append(item)
                } else {
                    items.append(.null(line: line.number))
                }
            } else if isSequenceMarker(line, at: position) {
                throw Unsupported()
            } else if try key(on: line, at: position) != nil {
                let item: SpecNode
                (item, next) = try mapping(current, column: position - line.begin, at: position, depth: depth + 1)
                items.append(item)
            } else {
                items.append(try inlineValue(on: line, at: position))
            }
            guard next < lines.count else { return (.sequence(items, line: lines[index].number), next) }
            let following = lines[next]
            if following.indent < column { return (.sequence(items, line: lines[index].number), next) }
            guard following.indent == column else { throw Unsupported() }
            // At the same column, a key ends a list that is a mapping's value.
            guard isSequenceMarker(following, at: following.start) else {
                return (.sequence(items, line: lines[index].number), next)
            }
            current = next
        }
    }

    // MARK: Keys and values

    /// The key at `position` and where its value starts, or `nil` when no `key:` is there.
    private func key(on line: Line, at position: Int) throws(Unsupported) -> (String, Int)? {
        let first = bytes[position]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let (text, after) = try quoted(on: line, at: position)
            guard after < line.end, bytes[after] == UInt8(ascii: ":") else { return nil }
            guard isIndicator(UInt8(ascii: ":"), on: line, at: after) else { throw Unsupported() }
            guard after - position < Self.maxKeyBytes else { throw Unsupported() }
            return (text, after + 1)
        }
        if Self.indicators.contains(first) { return nil }
        var index = position
        while index < line.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#"), bytes[index - 1] == UInt8(ascii: " ") { return nil }
            if isIndicator(UInt8(ascii: ":"), on: line, at: index) {
                let text = string(position..<trimmedEnd(index, after: position))
                // Keys Yams would read as null or as something other than a string, and the
                // merge key, which the composer applies.
                guard !SpecNode.isNullWord(text), text != "<<" else { throw Unsupported() }
                guard index - position < Self.maxKeyBytes else { throw Unsupported() }
                return (text, index + 1)
            }
            index += 1
        }
        return nil
    }

    /// libyaml takes a key without `?` only within 1024 characters of its start; longer keys
    /// are left to it (bytes are never fewer than characters).
    private static let maxKeyBytes = 1_000

    /// Bytes a plain string may not start with (some only before a space; all refused here).
    private static let indicators: Set<UInt8> = Set("-?:,[]{}#&*!|>'\"%@`".utf8)

    /// Whether a plain string may start at `position`: not with an indicator, except a `-`
    /// that a character other than a space follows (`-1x`).
    private func canStartPlain(on line: Line, at position: Int) -> Bool {
        let first = bytes[position]
        if !Self.indicators.contains(first) { return true }
        return first == UInt8(ascii: "-") && position + 1 < line.end && bytes[position + 1] != UInt8(ascii: " ")
    }

    /// A value that fits on the rest of `line`, from `position` (after spaces).
    private func inlineValue(on line: Line, at position: Int) throws(Unsupported) -> SpecNode {
        let start = skipSpaces(on: line, from: position)
        let first = bytes[start]
        let node: SpecNode
        let after: Int
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, end) = try quoted(on: line, at: start)
            (node, after) = (.scalar(text, line: line.number), end)
        case UInt8(ascii: "["):
            (node, after) = try flowSequence(on: line, at: start)
        case UInt8(ascii: "{"):
            (node, after) = try flowMapping(on: line, at: start)
        default:
            guard canStartPlain(on: line, at: start) else { throw Unsupported() }
            var end = start
            while end < line.end {
                let byte = bytes[end]
                if byte == UInt8(ascii: "#"), bytes[end - 1] == UInt8(ascii: " ") { break }
                if isIndicator(UInt8(ascii: ":"), on: line, at: end) { throw Unsupported() }
                end += 1
            }
            return plain(string(start..<trimmedEnd(end, after: start)), line: line.number)
        }
        guard restIsEmpty(line, from: after) else { throw Unsupported() }
        return node
    }

    /// A plain string as Yams's basic resolver and the spec reader see it.
    private func plain(_ text: String, line: Int) -> SpecNode {
        SpecNode.isNullWord(text) ? .null(line: line) : .scalar(text, line: line)
    }

    /// A quoted string without escapes, on one line; returns it and the position after it.
    private func quoted(on line: Line, at position: Int) throws(Unsupported) -> (String, Int) {
        let quote = bytes[position]
        var end = position + 1
        while end < line.end, bytes[end] != quote {
            if bytes[end] == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") { throw Unsupported() }
            end += 1
        }
        guard end < line.end else { throw Unsupported() }
        if quote == UInt8(ascii: "'"), end + 1 < line.end, bytes[end + 1] == quote { throw Unsupported() }
        return (string(position + 1..<end), end + 1)
    }

    /// A string inside `[...]` or `{...}`: quoted, or plain up to `,`, `]` or `}`.
    private func flowString(on line: Line, at position: Int) throws(Unsupported) -> (SpecNode, Int) {
        let start = skipSpaces(on: line, from: position)
        guard start < line.end else { throw Unsupported() }
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let (text, after) = try quoted(on: line, at: start)
            return (.scalar(text, line: line.number), after)
        }
        guard canStartPlain(on: line, at: start) else { throw Unsupported() }
        var end = start
        while end < line.end {
            let byte = bytes[end]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "#")
                || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            {
                throw Unsupported()
            }
            end += 1
        }
        let last = trimmedEnd(end, after: start)
        guard last > start else { throw Unsupported() }
        return (plain(string(start..<last), line: line.number), end)
    }

    /// The first position at or after `position` that is not a space.
    private func skipSpaces(on line: Line, from position: Int) -> Int {
        var index = position
        while index < line.end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    /// `end`, moved back over the spaces before it, not past `start`.
    private func trimmedEnd(_ end: Int, after start: Int) -> Int {
        var last = end
        while last > start, bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
        return last
    }

    private func flowSequence(on line: Line, at position: Int) throws(Unsupported) -> (SpecNode, Int) {
        var items: [SpecNode] = []
        var index = skipSpaces(on: line, from: position + 1)
        if index < line.end, bytes[index] == UInt8(ascii: "]") { return (.sequence([], line: line.number), index + 1) }
        while true {
            let (item, after) = try flowString(on: line, at: index)
            items.append(item)
            index = skipSpaces(on: line, from: after)
            guard index < line.end else { throw Unsupported() }
            if bytes[index] == UInt8(ascii: "]") { return (.sequence(items, line: line.number), index + 1) }
            guard bytes[index] == UInt8(ascii: ",") else { throw Unsupported() }
            index = skipSpaces(on: line, from: index + 1)
            guard index < line.end, bytes[index] != UInt8(ascii: "]") else { throw Unsupported() }
        }
    }

    private func flowMapping(on line: Line, at position: Int) throws(Unsupported) -> (SpecNode, Int) {
        var pairs: [(key: String, value: SpecNode, keyLine: Int)] = []
        var index = skipSpaces(on: line, from: position + 1)
        if index < line.end, bytes[index] == UInt8(ascii: "}") { return (.mapping([], line: line.number), index + 1) }
        while true {
            guard index < line.end else { throw Unsupported() }
            // A key: a plain or quoted string followed by ': '.
            var end = index
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                (key, end) = try quoted(on: line, at: index)
            } else {
                guard !Self.indicators.contains(bytes[index]) else { throw Unsupported() }
                while end < line.end, bytes[end] != UInt8(ascii: ":") {
                    if Self.indicators.contains(bytes[end]) { throw Unsupported() }
                    end += 1
                }
                key = string(index..<trimmedEnd(end, after: index))
                // The merge key is applied by the composer.
                if key == "<<" { throw Unsupported() }
            }
            guard !SpecNode.isNullWord(key),
                end + 1 < line.end, bytes[end] == UInt8(ascii: ":"), bytes[end + 1] == UInt8(ascii: " "),
                !pairs.contains(where: { $0.key == key })
            else { throw Unsupported() }
            guard end - index < Self.maxKeyBytes else { throw Unsupported() }
            let (value, after) = try flowString(on: line, at: end + 2)
            pairs.append((key, value, line.number))
            index = skipSpaces(on: line, from: after)
            guard index < line.end else { throw Unsupported() }
            if bytes[index] == UInt8(ascii: "}") { return (.mapping(pairs, line: line.number), index + 1) }
            guard bytes[index] == UInt8(ascii: ",") else { throw Unsupported() }
            index = skipSpaces(on: line, from: index + 1)
            guard index < line.end, bytes[index] != UInt8(ascii: "}") else { throw Unsupported() }
        }
    }
}
