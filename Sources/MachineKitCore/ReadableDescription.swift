import Foundation

/// A value as people read it, without a `description` of its own: an enum case with its
/// associated values (`failed(offline, failures: 0)`), a struct with its fields
/// (`Cart(items: 2)`), no module prefixes. What says nothing of the state is left out: `nil`
/// optionals, and what a state holds to do its work rather than as data (closures, actors, and
/// objects and structs made only of those, such as a dependency client of closures or a
/// repository holding its client). Empty values are shown: `type("")`, `loaded([])`.
/// A value that has its own `description` (`CustomStringConvertible`) keeps it.
///
/// It is the default name of a machine's states and actions.
///
/// - Complexity: O(size of the value). Whether a type's values are strings, have a
///   description of their own or are read field by field is decided once per type.
public func readableDescription(_ value: Any) -> String {
    switch namings.naming(of: value) {
    case .string:
        if let string = value as? String { return stringName(string) }
    case .ownDescription(let describer):
        // A description the type wrote itself wins.
        return describer.describe(value)
    case .read:
        break
    }
    let mirror = Mirror(reflecting: value)
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

/// ``readableDescription(_:)`` as a function of values of one type, for naming many of them
/// (the states along a trace): the type's naming is looked up once, from `sample`, and a type
/// with a description of its own is named by it directly, without the lookup's lock and a cast
/// per value. Every name is the one `readableDescription` gives.
func readableNamer<Value>(for sample: Value) -> (Value) -> String {
    let general: (Value) -> String = { readableDescription($0) }
    // The values of a class or of an existential type may be of other types than the
    // sample's, named otherwise: they are named one by one.
    guard !(Value.self is AnyClass), type(of: sample) == Value.self else { return general }
    switch namings.naming(of: sample) {
    case .string:
        guard Value.self == String.self else { return general }
        return { stringName(unsafeBitCast($0, to: String.self)) }
    case .ownDescription(let describer):
        return describer.namer(of: Value.self) ?? general
    case .read:
        return general
    }
}

/// An enum case's associated values: a lone struct is spread into its fields, a tuple keeps
/// its labels.
private func payloadText(_ payload: Any) -> String {
    let mirror = Mirror(reflecting: payload)
    // A lone payload that is machinery says nothing (`initialized`, not its model's
    // repository); a lone `nil` still says `nil`.
    if mirror.displayStyle != .optional || !mirror.children.isEmpty, isLeftOut(payload, mirror) { return "" }
    switch mirror.displayStyle {
    case .tuple:
        return tupleText(mirror)
    case .struct where !hasOwnDescription(payload):
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

/// What says nothing of a state, left out of a name where it is held: `nil`, and what a state
/// holds to do its work (``isMachinery(_:_:)``).
private func isLeftOut(_ value: Any, _ mirror: Mirror? = nil) -> Bool {
    let mirror = mirror ?? Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return true }
        return isLeftOut(wrapped)
    }
    return isMachinery(value, mirror)
}

/// Whether a value held in a state is its machinery, not its data: a closure, an actor, a value
/// the runtime shows no structure of, or an object, struct or tuple without a description of its
/// own whose fields are all such values (a dependency client of closures, a repository holding
/// its client, a model holding only its repository), `nil` fields aside but at least one of them
/// machinery. Each is named nowhere: their descriptions (`(Function)`, `(Opaque Value)`, an
/// actor's fields) say nothing a person can use. An object or struct holding data is named by
/// its data, so that two states that differ in it are named apart.
private func isMachinery(_ value: Any, _ mirror: Mirror) -> Bool {
    if value is any Actor { return true }
    switch mirror.displayStyle {
    case .class, .struct, .tuple:
        if mirror.displayStyle != .tuple, hasOwnDescription(value) { return false }
        var machinery = false
        for child in mirror.children {
            let field = Mirror(reflecting: child.value)
            if field.displayStyle == .optional, field.children.isEmpty { continue }
            guard isLeftOut(child.value, field) else { return false }
            machinery = true
        }
        return machinery
    case nil:
        guard mirror.children.isEmpty, !hasOwnDescription(value) else { return false }
        let description = String(describing: value)
        return description == "(Function)" || description == "(Opaque Value)"
            || String(describing: type(of: value)).contains(" -> ")
    default:
        return false
    }
}

/// A type's name without its module: `FailedModel`, `Store<Rates>`.
private func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
}

/// How the values of one type are named: a string as it is, by a description the type wrote
/// itself (an enum, struct or class that is `CustomStringConvertible`), or read through its
/// mirror (optionals, collections and tuples among them, whose own descriptions are not).
private enum Naming {
    case string
    /// By the type's `description`, through a describer made for the type once (a cast to
    /// the type itself instead of a search for its conformance on every value).
    case ownDescription(any Describer)
    case read
}

/// Names values of one type.
private protocol Describer: Sendable {
    func describe(_ value: Any) -> String
    /// The naming as a function of values of `Target`, when `Target` is the type it names.
    func namer<Target>(of _: Target.Type) -> ((Target) -> String)?
}

/// Names values of `Value` by their `description`.
private struct OwnDescription<Value: CustomStringConvertible>: Describer {
    func describe(_ value: Any) -> String { (value as! Value).description }

    func namer<Target>(of _: Target.Type) -> ((Target) -> String)? {
        guard Target.self == Value.self else { return nil }
        // The types are one: no cast per value.
        return { unsafeBitCast($0, to: Value.self).description }
    }
}

private func describer<Value: CustomStringConvertible>(of _: Value) -> any Describer { OwnDescription<Value>() }

/// The standard library's numbers and booleans: a mirror shows no structure in them, so they
/// are named as `String(describing:)` names them, which is their `description`.
private let plainValueTypes: [Any.Type] = [
    Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self,
    UInt64.self, Double.self, Float.self, Bool.self,
]

/// Each type's ``Naming``, decided on its first value: a dynamic cast and a mirror cost more
/// than the name they help make, and a trace names every state it passes.
private final class Namings: @unchecked Sendable {
    private let lock = NSLock()
    private var byType: [ObjectIdentifier: Naming] = [:]
    /// The type named last, and its naming: a trace names values of one type in a row.
    private var last: (type: ObjectIdentifier, naming: Naming)?

    func naming(of value: Any) -> Naming {
        let type = ObjectIdentifier(Swift.type(of: value))
        lock.lock()
        var known: Naming?
        if let last, last.type == type {
            known = last.naming
        } else if let found = byType[type] {
            known = found
            last = (type, found)
        }
        lock.unlock()
        if let known { return known }
        let naming: Naming
        if value is String {
            naming = .string
        } else if plainValueTypes.contains(where: { $0 == Swift.type(of: value) }),
            let custom = value as? any CustomStringConvertible
        {
            naming = .ownDescription(describer(of: custom))
        } else {
            switch Mirror(reflecting: value).displayStyle {
            case .enum?, .struct?, .class?:
                if hasOwnDescription(value), let custom = value as? any CustomStringConvertible {
                    naming = .ownDescription(describer(of: custom))
                } else {
                    naming = .read
                }
            default: naming = .read
            }
        }
        lock.lock()
        byType[type] = naming
        lock.unlock()
        return naming
    }
}

private let namings = Namings()

/// How an answer's label wraps the name of its value: `success(…)`, `failure(…)`, or not at all.
@usableFromInline
package enum AnswerLabelForm: UInt8, Sendable {
    case plain, success, failure

    func label(_ name: String) -> String {
        switch self {
        case .plain: name
        case .success: "success(" + name + ")"
        case .failure: "failure(" + name + ")"
        }
    }
}

/// ``readableDescription(_:)`` of `value` in the form `form`, remembered for values of small
/// plain types (no references, at most 16 bytes, named through their mirror): such a value's
/// name is a function of its type and bytes. A dependency's answers are labelled on every run
/// that waits on them (`failure(offline)`), and a mirror costs more than the run.
@usableFromInline
package func rememberedDescription<Value>(_ value: Value, form: AnswerLabelForm = .plain) -> String {
    guard let key = RememberedNames.Key(value, form: form) else {
        return form.label(readableDescription(value))
    }
    return rememberedNames.name(key) {
        // Only a value read through its mirror, or of a standard type whose description is made
        // from its bytes alone, is named by a function of its bytes (``Namings`` knows each
        // type's naming once).
        (form.label(readableDescription(value)), describesItsBytes(Value.self) || namings.naming(of: value).isRead)
    }
}

/// The standard library's plain types whose own `description` is made from the value's bytes
/// alone (`3`, `true`, `0.5`), read nothing else: their names may be remembered like those read
/// through a mirror.
private func describesItsBytes<Value>(_ type: Value.Type) -> Bool {
    bytesDescribed.contains(ObjectIdentifier(type))
}

private let bytesDescribed: Set<ObjectIdentifier> = [
    ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self),
    ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self),
    ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self), ObjectIdentifier(Bool.self), ObjectIdentifier(Double.self),
    ObjectIdentifier(Float.self), ObjectIdentifier(Duration.self),
]

/// The names ``rememberedDescription(_:form:)`` remembers: at most ``capacity``, forgotten
/// all at once when full.
private final class RememberedNames: @unchecked Sendable {
    struct Key: Hashable {
        var type: ObjectIdentifier
        var form: UInt8
        /// The value's bytes, the rest zero.
        var words: (UInt64, UInt64)

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.type == rhs.type && lhs.form == rhs.form && lhs.words == rhs.words
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            hasher.combine(form)
            hasher.combine(words.0)
            hasher.combine(words.1)
        }

        /// The key of `value` in `form`; `nil` for a value that is not small and plain.
        init?<Value>(_ value: Value, form: AnswerLabelForm) {
            guard _isPOD(Value.self), MemoryLayout<Value>.size <= 16 else { return nil }
            self.type = ObjectIdentifier(Value.self)
            self.form = form.rawValue
            self.words = (0, 0)
            withUnsafeMutableBytes(of: &words) { words in
                withUnsafeBytes(of: value) { words.copyMemory(from: $0) }
            }
        }
    }
    static let capacity = 4096
    private let lock = NSLock()
    /// Guarded by `lock` (so it needs no exclusivity checks of its own).
    @exclusivity(unchecked) private var names: [Key: String] = [:]

    /// The name of `key`; `make` gives it, and whether it may be remembered.
    func name(_ key: Key, make: () -> (String, Bool)) -> String {
        if let name = remembered(key) { return name }
        let (name, mayRemember) = make()
        guard mayRemember else { return name }
        lock.withLock {
            if names.count >= Self.capacity { names.removeAll(keepingCapacity: true) }
            names[key] = name
        }
        return name
    }

    /// The name remembered for `key`, if any.
    func remembered(_ key: Key) -> String? {
        lock.withLock { names[key] }
    }
}

private let rememberedNames = RememberedNames()

/// The name ``rememberedDescription(_:form:)`` keeps for `value` in `form`, if it keeps one.
func rememberedName<Value>(of value: Value, form: AnswerLabelForm = .plain) -> String? {
    RememberedNames.Key(value, form: form).flatMap { rememberedNames.remembered($0) }
}

extension Naming {
    /// Whether values are named through their mirror (not by a description of their own).
    fileprivate var isRead: Bool {
        if case .read = self { true } else { false }
    }
}

/// Whether a value has a `description` that names it: its type's own, not the one every
/// `NSObject` inherits, which prints the object's address (`<Delegate: 0x6000…>`) and so
/// differs from run to run.
private func hasOwnDescription(_ value: Any) -> Bool {
    guard value is any CustomStringConvertible else { return false }
    if let object = value as? NSObject {
        let description = object.description
        return !(description.hasPrefix("<") && description.contains(": 0x"))
    }
    return true
}

/// A string as a name: itself, or `""` for the empty string, which would otherwise vanish.
private func stringName(_ string: String) -> String { string.isEmpty ? "\"\"" : string }
