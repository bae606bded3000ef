/// Decodes `Decodable` documents from a ``JSONValue`` that ``JSONValue/read(_:maxDepth:)``
/// read: the package's documents are read by its one JSON reader, then decoded by their own
/// `init(from:)`, strictly (no value is converted into another type: a number is not a
/// string, `1.5` is not an `Int`, `null` is a value only where an optional is).
///
/// Errors are `DecodingError`s whose coding path names where they are (array items by
/// their `intValue`), as Foundation's decoder gives them.
extension JSONValue {
    package func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: JSONValueDecoder(value: self, codingPath: []))
    }

    /// The string of a `.string`, else `nil`.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer of an `.int`, else `nil`.
    package var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The truth value of a `.bool`, else `nil`.
    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The items of an `.array`, else `nil`.
    package var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The pairs of an `.object`, else `nil`.
    package var objectValue: [(String, JSONValue)]? {
        if case .object(let pairs) = self { return pairs }
        return nil
    }

    /// Whether the value is `null`.
    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

/// The key of an array item in a coding path.
private struct ItemKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if value.isNull {
            throw DecodingError.valueNotFound(
                [String: Any].self, .init(codingPath: codingPath, debugDescription: "null where a value belongs"))
        }
        guard let pairs = value.objectValue else {
            throw DecodingError.typeMismatch(
                [String: Any].self, .init(codingPath: codingPath, debugDescription: "expected an object, found \(value.kindName)"))
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(pairs: pairs, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if value.isNull {
            throw DecodingError.valueNotFound([Any].self, .init(codingPath: codingPath, debugDescription: "null where a value belongs"))
        }
        guard let items = value.arrayValue else {
            throw DecodingError.typeMismatch(
                [Any].self, .init(codingPath: codingPath, debugDescription: "expected a list, found \(value.kindName)"))
        }
        return UnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleContainer(value: value, codingPath: codingPath)
    }
}

extension JSONValue {
    /// What kind of value it is, for messages.
    fileprivate var kindName: String {
        switch self {
        case .string: "a string"
        case .int, .double: "a number"
        case .bool: "true or false"
        case .null: "null"
        case .array, .generated: "a list"
        case .object: "an object"
        }
    }

    /// The value as `T`, for the types JSON has; a mismatch names `path`.
    fileprivate func scalar<T>(_ type: T.Type, path: [any CodingKey]) throws -> T {
        let found: Any? =
            switch self {
            case .string(let value) where T.self == String.self: value
            case .bool(let value) where T.self == Bool.self: value
            case .int(let value) where T.self == Int.self: value
            case .int(let value) where T.self == Double.self: Double(value)
            case .double(let value) where T.self == Double.self: value
            default: nil
            }
        if let found = found as? T { return found }
        if case .null = self {
            throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "null where a value belongs"))
        }
        throw DecodingError.typeMismatch(type, .init(codingPath: path, debugDescription: "found \(kindName)"))
    }

    /// The value decoded as `T`: JSON's own types directly, any other through its decoder.
    fileprivate func decoded<T: Decodable>(_ type: T.Type, path: [any CodingKey]) throws -> T {
        if T.self == String.self || T.self == Bool.self || T.self == Int.self || T.self == Double.self {
            return try scalar(type, path: path)
        }
        return try T(from: JSONValueDecoder(value: self, codingPath: path))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let pairs: [(String, JSONValue)]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { pairs.compactMap { Key(stringValue: $0.0) } }

    func contains(_ key: Key) -> Bool { pairs.contains { $0.0 == key.stringValue } }

    private func value(_ key: Key) throws -> JSONValue {
        guard let pair = pairs.first(where: { $0.0 == key.stringValue }) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
        }
        return pair.1
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try value(key).decoded(type, path: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONValueDecoder(value: value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONValueDecoder(value: value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no super decoder"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(value: try value(key), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(items: [JSONValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<T>(_ type: T.Type) throws -> (JSONValue, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: codingPath + [ItemKey(currentIndex)], debugDescription: "the list ends"))
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], codingPath + [ItemKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { return false }
        if items[currentIndex].isNull {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try value.decoded(type, path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next([String: Any].self)
        return try JSONValueDecoder(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([Any].self)
        return try JSONValueDecoder(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(Any.self)
        return JSONValueDecoder(value: value, codingPath: path)
    }
}

private struct SingleContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value.isNull }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try value.decoded(type, path: codingPath)
    }
}
