/// A value as people read it, without a `description` of its own: an enum case with its
/// associated values (`failed(offline, failures: 0)`), a struct with its fields
/// (`Cart(items: 2)`), no module prefixes; `nil` optionals and empty collections left out.
/// A value that has its own `description` (`CustomStringConvertible`) keeps it.
///
/// It is the default name of a machine's states and actions.
public func readableDescription(_ value: Any) -> String {
    if let string = value as? String { return string }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum?, .struct?, .class?:
        // A description the type wrote itself wins.
        if let custom = value as? any CustomStringConvertible { return custom.description }
    default:
        break
    }
    switch mirror.displayStyle {
    case .optional:
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return readableDescription(wrapped)
    case .enum:
        guard let child = mirror.children.first else { return String(describing: value) }
        let name = child.label ?? String(describing: value)
        let payload = payloadText(child.value)
        return payload.isEmpty ? name : "\(name)(\(payload))"
    case .struct, .class:
        let fields = fieldsText(mirror)
        return "\(typeName(value))(\(fields))"
    case .tuple:
        return "(" + tupleText(mirror) + ")"
    case .collection:
        return "[" + mirror.children.map { readableDescription($0.value) }.joined(separator: ", ") + "]"
    case .set:
        return "[" + mirror.children.map { readableDescription($0.value) }.sorted().joined(separator: ", ") + "]"
    case .dictionary:
        let pairs = mirror.children.map { pair -> String in
            let parts = Array(Mirror(reflecting: pair.value).children)
            guard parts.count == 2 else { return readableDescription(pair.value) }
            return readableDescription(parts[0].value) + ": " + readableDescription(parts[1].value)
        }
        return "[" + (pairs.isEmpty ? ":" : pairs.sorted().joined(separator: ", ")) + "]"
    default:
        return String(describing: value)
    }
}

/// An enum case's associated values: a lone struct is spread into its fields, a tuple keeps
/// its labels.
private func payloadText(_ payload: Any) -> String {
    let mirror = Mirror(reflecting: payload)
    switch mirror.displayStyle {
    case .tuple:
        return tupleText(mirror)
    case .struct where !(payload is any CustomStringConvertible):
        return fieldsText(mirror)
    default:
        return readableDescription(payload)
    }
}

private func tupleText(_ mirror: Mirror) -> String {
    mirror.children.compactMap { child -> String? in
        if isLeftOut(child.value) { return nil }
        let text = readableDescription(child.value)
        guard let label = child.label, !label.hasPrefix(".") else { return text }
        return "\(label): \(text)"
    }
    .joined(separator: ", ")
}

private func fieldsText(_ mirror: Mirror) -> String {
    mirror.children.compactMap { child -> String? in
        guard let label = child.label, !isLeftOut(child.value) else { return nil }
        return "\(label): \(readableDescription(child.value))"
    }
    .joined(separator: ", ")
}

/// `nil` and empty collections say nothing: they are left out of a name.
private func isLeftOut(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional: return mirror.children.isEmpty
    case .collection, .set, .dictionary: return mirror.children.isEmpty
    default: return false
    }
}

/// A type's name without its module: `FailedModel`, `Store<Rates>`.
private func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
}
