/// A JSON document with ordered object keys, written the same bytes on every run.
package indirect enum JSONValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// An array whose `count` elements are made one at a time as the text is written, so that
    /// a large document (a graph's states and moves) is never held whole as values, and stops
    /// being made at ``pretty(limit:)``'s limit. Reads the same as ``array(_:)`` of its elements.
    case generated(count: Int, element: @Sendable (Int) -> JSONValue)

    /// A string value.
    package init(stringLiteral value: String) { self = .string(value) }
    /// An integer value.
    package init(integerLiteral value: Int) { self = .int(value) }
    /// A Boolean value.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array value.
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// Whether two values are the same JSON (compared as compact text).
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.compact == rhs.compact }
    /// Hashes the compact text.
    package func hash(into hasher: inout Hasher) { hasher.combine(compact) }

    /// On one line, with no spaces.
    package var compact: String {
        var output = ""
        write(to: &output, indent: nil, level: 0)
        return output
    }

    /// Indented by two spaces, ending without a newline.
    package var pretty: String {
        var output = ""
        write(to: &output, indent: "  ", level: 0)
        return output
    }

    /// ``pretty``, or `nil` once the text passes `limit` bytes (UTF-8): a document too large
    /// to write is never made whole.
    /// - Complexity: O(min(*n*, `limit`)) in the length of the text.
    package func pretty(limit: Int) -> String? {
        var output = ""
        return write(to: &output, indent: "  ", level: 0, limit: limit) ? output : nil
    }

    /// Appends the value's text; `false` (and the text cut short) once `output` passes `limit`
    /// bytes.
    @discardableResult
    private func write(to output: inout String, indent: String?, level: Int, limit: Int = .max) -> Bool {
        switch self {
        case .string(let value):
            JSONValue.writeString(value, to: &output)
        case .int(let value): output += String(value)
        case .double(let value):
            output += value.isFinite ? String(value) : "null"
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            guard writeArray(items.count, { items[$0] }, to: &output, indent: indent, level: level, limit: limit) else { return false }
        case .generated(let count, let element):
            guard writeArray(count, element, to: &output, indent: indent, level: level, limit: limit) else { return false }
        case .object(let pairs):
            if pairs.isEmpty { output += "{}"; break }
            output += "{"
            for (offset, (key, value)) in pairs.enumerated() {
                if offset > 0 { output += "," }
                newline(&output, indent, level + 1)
                JSONValue.writeString(key, to: &output)
                output += indent == nil ? ":" : ": "
                guard value.write(to: &output, indent: indent, level: level + 1, limit: limit) else { return false }
            }
            newline(&output, indent, level)
            output += "}"
        }
        return output.utf8.count <= limit
    }

    private func writeArray(
        _ count: Int, _ element: (Int) -> JSONValue, to output: inout String, indent: String?, level: Int, limit: Int
    ) -> Bool {
        if count == 0 { output += "[]"; return true }
        output += "["
        for offset in 0..<count {
            if offset > 0 { output += "," }
            newline(&output, indent, level + 1)
            guard element(offset).write(to: &output, indent: indent, level: level + 1, limit: limit) else { return false }
        }
        newline(&output, indent, level)
        output += "]"
        return true
    }

    private func newline(_ output: inout String, _ indent: String?, _ level: Int) {
        guard let indent else { return }
        output += "\n" + String(repeating: indent, count: level)
    }

    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        Escaping.json.append(value, to: &output)
        output += "\""
    }
}

extension JSONValue: Encodable {
    /// Encodes the value as the JSON it is; a non-finite number as `null`, as `compact` writes it.
    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .generated(let count, let element):
            var container = encoder.unkeyedContainer()
            for offset in 0..<count { try container.encode(element(offset)) }
        case .object(let pairs):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in pairs { try container.encode(value, forKey: Key(stringValue: key)) }
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
