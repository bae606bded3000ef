import MachineKitCore
import CMachineKit

/// A flat machine config (one level of states, each an atomic or final state whose `on`
/// names its targets), read straight from the file's bytes into the tables the machine
/// explores: every state and event name interned once, no tree of the document, no
/// ``Statechart`` unless a diagram of the chart asks for one.
///
/// What it holds is exactly what ``XStateReader`` and ``StatechartMachine`` make of the same
/// file; ``FlatSpecReader`` reads a file this way only where it can be sure of that, and
/// hands every other file (and every error) to the general reader.
final class FlatChart: Sendable {
    let file: String
    /// The machine's name: the root's `id`, else the file's name.
    let name: String
    /// The root's `id`, if it has one.
    let rootID: String?
    /// The line of the root mapping.
    let rootLine: Int
    let dialect: Statechart.Dialect
    /// State `k` is node `k + 1` (node 0 is the root), in document order.
    let stateNames: [String]
    let stateLines: [Int32]
    let isFinal: [Bool]
    /// The node the machine starts in.
    let initial: Int32
    /// The groups (one per event, in the order `on` lists them) of state `k`:
    /// `groupStart[k]..<groupStart[k + 1]`.
    let groupStart: [Int32]
    /// Each group's event (an index in `labels`).
    let groupLabel: [Int32]
    /// The entries (transitions) of group `g`: `entryStart[g]..<entryStart[g + 1]`.
    let entryStart: [Int32]
    /// Each entry's target node and line.
    let entryTarget: [Int32]
    let entryLine: [Int32]
    /// The events, in order of first use.
    let labels: [String]

    init(
        file: String, name: String, rootID: String?, rootLine: Int, dialect: Statechart.Dialect, stateNames: [String],
        stateLines: [Int32], isFinal: [Bool], initial: Int32, groupStart: [Int32], groupLabel: [Int32],
        entryStart: [Int32], entryTarget: [Int32], entryLine: [Int32], labels: [String]
    ) {
        self.file = file
        self.name = name
        self.rootID = rootID
        self.rootLine = rootLine
        self.dialect = dialect
        self.stateNames = stateNames
        self.stateLines = stateLines
        self.isFinal = isFinal
        self.initial = initial
        self.groupStart = groupStart
        self.groupLabel = groupLabel
        self.entryStart = entryStart
        self.entryTarget = entryTarget
        self.entryLine = entryLine
        self.labels = labels
    }

    /// Whether some state is final (then the machine declares final states).
    var hasFinal: Bool { isFinal.contains(true) }

    /// The chart the general reader makes of the same file: the same nodes, transitions,
    /// lines and groups of alternatives.
    func statechart() -> Statechart {
        let count = stateNames.count
        var nodes: [Statechart.Node] = []
        nodes.reserveCapacity(count + 1)
        var root = Statechart.Node(label: "", name: "", parent: nil, type: .compound, line: rootLine, id: rootID)
        root.children = Array(1...count)
        root.initial = [Int(initial)]
        nodes.append(root)
        var transitions: [Statechart.Transition] = []
        transitions.reserveCapacity(entryTarget.count)
        let events = labels.map { [Statechart.EventDescriptor.event($0)] }
        // XState v4 takes a plain target as external, v5 as internal unless it reenters.
        let external = dialect == .xstate4
        for state in 0..<count {
            var node = Statechart.Node(
                label: stateNames[state], name: stateNames[state], parent: Statechart.root,
                type: isFinal[state] ? .final : .atomic, line: Int(stateLines[state]))
            for group in Int(groupStart[state])..<Int(groupStart[state + 1]) {
                for entry in Int(entryStart[group])..<Int(entryStart[group + 1]) {
                    node.transitions.append(transitions.count)
                    transitions.append(
                        Statechart.Transition(
                            source: state + 1, events: events[Int(groupLabel[group])], isGuarded: false,
                            targets: [Int(entryTarget[entry])], isExternal: external, line: Int(entryLine[entry]),
                            alternatives: group))
                }
            }
            nodes.append(node)
        }
        return Statechart(name: name, file: file, dialect: dialect, nodes: nodes, transitions: transitions)
    }
}

/// Reads a machine config that is flat (see ``FlatChart``) in one pass over its bytes, JSON
/// or block-style YAML. Anything it is not sure of (a key it does not read, a target that
/// names no state, a limit reached, any error, YAML beyond the plainest form) gives `nil`,
/// and the file goes to the general reader, which reads it, or words the error, as always.
struct FlatSpecReader {
    /// Not a flat config this reader is sure of.
    struct Bail: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: SpecLimits
    private var position = 0
    private var line = 1

    // Names (of states and targets), interned: each one's bytes once in `pool`, found by a
    // table of open addressing. A slot is two words: the name's first 8 bytes, and its hash
    // (24 bits), length (8 bits, 255 for longer) and id; a name of 8 bytes or fewer is
    // compared in its slot alone, without reading the pool (one cache miss a lookup).
    private var pool: [UInt8] = []
    private var poolStart: [Int32] = [0]
    private var table: [UInt64]
    private var mask: Int
    /// The length of each entry's target name, whose start `entryTarget` holds until the
    /// names are resolved (after every state is declared).
    private var entryTargetLength: [UInt16] = []

    // Events: few, compared byte by byte.
    private var eventNames: [[UInt8]] = []
    private var eventIndex: [[UInt8]: Int32] = [:]

    // What is read.
    private var rootID: String?
    private var initialName: Range<Int>?
    private var rootLine = 1
    private var stateNameIDs: [Int32] = []
    private var stateLines: [Int32] = []
    private var isFinal: [Bool] = []
    private var groupStart: [Int32] = []
    private var groupLabel: [Int32] = []
    private var entryStart: [Int32] = []
    /// Name ids until the end, then nodes.
    private var entryTarget: [Int32] = []
    private var entryLine: [Int32] = []
    private var transitions = 0
    private var configurationNameBytes = 0
    /// The events of the state being read (to find a repeated one).
    private var stateEvents: [Int32] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>, limits: SpecLimits) {
        self.bytes = bytes
        self.limits = limits
        // About one name in 80 bytes of a flat file; the table grows as needed.
        let capacity = max(1024, 1 << (Int.bitWidth - max(1, bytes.count / 40).leadingZeroBitCount))
        table = [UInt64](repeating: 0, count: 2 * capacity)
        mask = capacity - 1
    }

    /// The flat chart of a document's bytes (`json`, else YAML), or `nil` when the general
    /// reader must read it.
    static func read(
        _ bytes: [UInt8], json: Bool, file: String, fallbackName: String, limits: SpecLimits, dialect: Statechart.Dialect?
    ) -> FlatChart? {
        guard dialect == nil || dialect == .xstate5 || dialect == .xstate4 else { return nil }
        // Nesting: a flat config opens six levels (root, states, a state, on, a list, an object).
        guard limits.depth >= 8, limits.activeStates >= 1, bytes.count <= limits.fileBytes, bytes.count < Int(Int32.max) else {
            return nil
        }
        // A byte order mark, or text that is not ASCII: the general reader's (names here are
        // compared byte by byte, there as Swift strings, which take two spellings of `é` as one).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.contains(where: { $0 >= 0x80 }) { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> FlatChart? in
            var reader = FlatSpecReader(buffer, limits: limits)
            do {
                if json { try reader.readJSON() } else { try reader.readYAML() }
                return try reader.finish(file: file, fallbackName: fallbackName, dialect: dialect ?? .xstate5)
            } catch {
                return nil
            }
        }
    }

    // MARK: Names

    /// A name's slot key: its hash (24 bits) and length (8 bits, 255 when longer) in the high
    /// half, never 0 (an empty slot); and its first 8 bytes.
    private func key(_ range: Range<Int>) -> (tag: UInt64, prefix: UInt64) {
        var hash: UInt32 = 0x811C_9DC5
        var prefix: UInt64 = 0
        var shift: UInt64 = 0
        for index in range {
            let byte = bytes[index]
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
            if shift < 64 {
                prefix |= UInt64(byte) << shift
                shift += 8
            }
        }
        hash ^= hash >> 15
        let length = UInt64(min(range.count, 255))
        return ((UInt64(hash & 0xFF_FFFF) << 8 | length) << 32 | 1 << 31, prefix)
    }

    /// Where a name's probe starts: its hash and first bytes, mixed (the table may have more
    /// slots than 24 bits of hash tell apart).
    private static func slot(_ word: UInt64, _ prefix: UInt64) -> Int {
        Int(truncatingIfNeeded: (((word >> 40) ^ prefix) &* 0x9E37_79B9_7F4A_7C15) >> 28)
    }

    /// Whether the name with id `id` (in a slot whose tag and prefix matched) is the one at `range`.
    private func poolEquals(_ id: Int, _ range: Range<Int>) -> Bool {
        // Tag and prefix match: up to 8 bytes, the length in the tag says the rest.
        if range.count <= 8 { return true }
        let start = Int(poolStart[id]), end = Int(poolStart[id + 1])
        guard end - start == range.count else { return false }
        var offset = 8
        while offset < range.count {
            if pool[start + offset] != bytes[range.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }

    /// The id of the name at `range`, added when new (ids are given in order from 0).
    private mutating func intern(_ range: Range<Int>) throws(Bail) -> Int32 {
        guard range.count <= limits.nameBytes else { throw Bail() }
        let (tag, prefix) = key(range)
        var slot = Self.slot(tag, prefix) & mask
        while true {
            let word = table[2 * slot]
            if word == 0 { break }
            if word & ~0x7FFF_FFFF == tag, table[2 * slot + 1] == prefix, poolEquals(Int(word & 0x7FFF_FFFF), range) {
                return Int32(word & 0x7FFF_FFFF)
            }
            slot = (slot + 1) & mask
        }
        let id = poolStart.count - 1
        pool.append(contentsOf: bytes[range])
        poolStart.append(Int32(pool.count))
        table[2 * slot] = tag | UInt64(id)
        table[2 * slot + 1] = prefix
        if poolStart.count * 2 > mask + 1 { grow() }
        return Int32(id)
    }

    /// The id of the name at `range`, if it was interned.
    private func find(_ range: Range<Int>) -> Int32? {
        let (tag, prefix) = key(range)
        return find(range, tag: tag, prefix: prefix)
    }

    private func find(_ range: Range<Int>, tag: UInt64, prefix: UInt64) -> Int32? {
        var slot = Self.slot(tag, prefix) & mask
        while true {
            let word = table[2 * slot]
            if word == 0 { return nil }
            if word & ~0x7FFF_FFFF == tag, table[2 * slot + 1] == prefix, poolEquals(Int(word & 0x7FFF_FFFF), range) {
                return Int32(word & 0x7FFF_FFFF)
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let capacity = 2 * (mask + 1)
        var newTable = [UInt64](repeating: 0, count: 2 * capacity)
        let newMask = capacity - 1
        for slot in 0...mask where table[2 * slot] != 0 {
            var target = Self.slot(table[2 * slot], table[2 * slot + 1]) & newMask
            while newTable[2 * target] != 0 { target = (target + 1) & newMask }
            newTable[2 * target] = table[2 * slot]
            newTable[2 * target + 1] = table[2 * slot + 1]
        }
        table = newTable
        mask = newMask
    }

    private mutating func event(_ range: Range<Int>) throws(Bail) -> Int32 {
        // `*` and `e.*` match other events; an empty name is left to the general reader.
        guard !range.isEmpty, range.count <= limits.nameBytes, !bytes[range].contains(UInt8(ascii: "*")) else { throw Bail() }
        for (index, name) in eventNames.enumerated() where name.elementsEqual(bytes[range]) { return Int32(index) }
        if eventNames.count >= 16 {
            let key = Array(bytes[range])
            if let known = eventIndex[key] { return known }
            eventIndex[key] = Int32(eventNames.count)
        }
        eventNames.append(Array(bytes[range]))
        return Int32(eventNames.count - 1)
    }

    // MARK: The chart's tables

    /// Only states' names are interned, in order: a name's id is its state.
    private mutating func declareState(_ range: Range<Int>, line: Int) throws(Bail) {
        guard !range.isEmpty, stateNameIDs.count < limits.states else { throw Bail() }
        let id = try intern(range)
        // Two states of one name: the general reader says which.
        guard id == stateNameIDs.count else { throw Bail() }
        stateNameIDs.append(id)
        stateLines.append(Int32(line))
        isFinal.append(false)
        groupStart.append(Int32(groupLabel.count))
        configurationNameBytes += range.count
        stateEvents.removeAll(keepingCapacity: true)
    }

    /// Starts the group of an event of the current state.
    private mutating func beginEvent(_ range: Range<Int>) throws(Bail) {
        let label = try event(range)
        guard !stateEvents.contains(label), stateEvents.count < limits.eventsPerState else { throw Bail() }
        stateEvents.append(label)
        groupLabel.append(label)
        entryStart.append(Int32(entryTarget.count))
    }

    /// A target of the current event, at `line`.
    private mutating func addTarget(_ range: Range<Int>, line: Int) throws(Bail) {
        // Empty (targetless), `#id`, `.child`: the general reader's.
        guard let first = range.first.map({ bytes[$0] }), first != UInt8(ascii: "#"), first != UInt8(ascii: ".") else {
            throw Bail()
        }
        guard range.count <= min(limits.nameBytes, Int(UInt16.max)) else { throw Bail() }
        entryTarget.append(Int32(range.lowerBound))
        entryTargetLength.append(UInt16(range.count))
        entryLine.append(Int32(line))
    }

    /// Ends the current event's group: the limits on its targets and on all transitions.
    private mutating func endEvent() throws(Bail) {
        let count = entryTarget.count - Int(entryStart[entryStart.count - 1])
        guard count > 0, count <= limits.targetsPerEvent else { throw Bail() }
        transitions += count
        guard transitions <= limits.transitions else { throw Bail() }
    }

    private mutating func setType(_ range: Range<Int>) throws(Bail) {
        if equals(range, "final") {
            isFinal[isFinal.count - 1] = true
        } else if !equals(range, "atomic") {
            throw Bail()
        }
    }

    private func equals(_ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != text.utf8Start[offset] { return false }
        return true
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Each entry's target name, looked up among the states: its node. The slot of the name
    /// `distance` entries ahead is fetched while this one is looked up (the names come in
    /// no order, so each lookup is a cache miss otherwise waited for).
    private mutating func resolveTargets() throws(Bail) {
        let count = entryTarget.count
        let distance = 16
        var keys = [(tag: UInt64, prefix: UInt64)](repeating: (0, 0), count: distance)
        func range(_ entry: Int) -> Range<Int> {
            Int(entryTarget[entry])..<Int(entryTarget[entry]) + Int(entryTargetLength[entry])
        }
        for entry in 0..<min(distance, count) {
            keys[entry] = key(range(entry))
            prefetch(keys[entry])
        }
        for entry in 0..<count {
            let (tag, prefix) = keys[entry % distance]
            if entry + distance < count {
                keys[entry % distance] = key(range(entry + distance))
                prefetch(keys[entry % distance])
            }
            // A target that names no state: the general reader words it.
            guard let state = find(range(entry), tag: tag, prefix: prefix) else { throw Bail() }
            entryTarget[entry] = state + 1
        }
        entryTargetLength = []
    }

    private func prefetch(_ key: (tag: UInt64, prefix: UInt64)) {
        table.withUnsafeBufferPointer { table in
            mk_prefetch(table.baseAddress! + 2 * (Self.slot(key.tag, key.prefix) & mask))
        }
    }

    private mutating func finish(file: String, fallbackName: String, dialect: Statechart.Dialect) throws(Bail) -> FlatChart {
        guard !stateNameIDs.isEmpty, let initialName, configurationNameBytes <= limits.configurationNameBytes,
            let initialID = find(initialName)
        else { throw Bail() }
        groupStart.append(Int32(groupLabel.count))
        entryStart.append(Int32(entryTarget.count))
        try resolveTargets()
        var names: [String] = []
        names.reserveCapacity(stateNameIDs.count)
        pool.withUnsafeBufferPointer { pool in
            for id in stateNameIDs {
                let range = Int(poolStart[Int(id)])..<Int(poolStart[Int(id) + 1])
                names.append(String(decoding: UnsafeBufferPointer(rebasing: pool[range]), as: UTF8.self))
            }
        }
        return FlatChart(
            file: file, name: rootID ?? fallbackName, rootID: rootID, rootLine: rootLine, dialect: dialect,
            stateNames: names, stateLines: stateLines, isFinal: isFinal,
            initial: initialID + 1, groupStart: groupStart, groupLabel: groupLabel,
            entryStart: entryStart, entryTarget: entryTarget, entryLine: entryLine,
            labels: eventNames.map { String(decoding: $0, as: UTF8.self) })
    }

    // MARK: JSON

    // JSON is read by the package's JSON reader (``JSONReader``): the same grammar as every
    // other JSON input, its strings ranges of the same bytes, interned here in place. A string
    // with an escape, and anything the reader refuses, goes to the general reader.

    /// A string without escapes: the range of its content.
    private func jsonString(_ json: inout JSONReader) throws(Bail) -> Range<Int> {
        guard json.peek() == UInt8(ascii: "\""), let token = try? json.stringToken(), !token.escaped else { throw Bail() }
        return token.range
    }

    /// `null`, taken when it is next.
    private func takeNull(_ json: inout JSONReader) -> Bool {
        guard json.peek() == UInt8(ascii: "n") else { return false }
        return (try? json.word()) == .null
    }

    /// Reads `{ "key": value, ... }`, each key handed to `member` with the reader at its value
    /// and `line` the key's.
    private mutating func jsonObject(
        _ json: inout JSONReader, depth: Int, _ member: (inout Self, inout JSONReader, Range<Int>) throws(Bail) -> Void
    ) throws(Bail) {
        guard json.peek() == UInt8(ascii: "{"), var members = try? json.beginObject(depth: depth) else { throw Bail() }
        while true {
            let next: (key: JSONReader.StringToken, line: Int)?
            do { next = try json.nextKey(&members) } catch { throw Bail() }
            guard let (key, keyLine) = next else { return }
            guard !key.escaped, key.range.count <= limits.nameBytes else { throw Bail() }
            line = keyLine
            try member(&self, &json, key.range)
        }
    }

    private mutating func readJSON() throws(Bail) {
        var json = JSONReader(bytes, maxDepth: limits.depth)
        _ = json.peek()
        rootLine = json.line
        var seenID = false, seenStates = false
        try jsonObject(&json, depth: 0) { reader, json, key throws(Bail) in
            if reader.equals(key, "id"), !seenID {
                seenID = true
                let value = try reader.jsonString(&json)
                guard !value.isEmpty, value.count <= reader.limits.nameBytes else { throw Bail() }
                reader.rootID = reader.string(value)
            } else if reader.equals(key, "initial"), reader.initialName == nil {
                let value = try reader.jsonString(&json)
                guard value.count <= reader.limits.nameBytes else { throw Bail() }
                reader.initialName = value
            } else if reader.equals(key, "states"), !seenStates {
                seenStates = true
                try reader.jsonStates(&json)
            } else {
                throw Bail()
            }
        }
        guard json.isAtEnd() else { throw Bail() }
    }

    private mutating func jsonStates(_ json: inout JSONReader) throws(Bail) {
        try jsonObject(&json, depth: 1) { reader, json, key throws(Bail) in
            try reader.declareState(key, line: reader.line)
            if reader.takeNull(&json) { return }
            var seenOn = false, seenType = false
            try reader.jsonObject(&json, depth: 2) { reader, json, key throws(Bail) in
                if reader.equals(key, "on"), !seenOn {
                    seenOn = true
                    try reader.jsonOn(&json)
                } else if reader.equals(key, "type"), !seenType {
                    seenType = true
                    try reader.setType(try reader.jsonString(&json))
                } else {
                    throw Bail()
                }
            }
        }
        guard !stateNameIDs.isEmpty else { throw Bail() }
    }

    private mutating func jsonOn(_ json: inout JSONReader) throws(Bail) {
        if takeNull(&json) { return }
        try jsonObject(&json, depth: 3) { reader, json, key throws(Bail) in
            try reader.beginEvent(key)
            switch json.peek() {
            case UInt8(ascii: "\"")?:
                let targetLine = json.line
                try reader.addTarget(try reader.jsonString(&json), line: targetLine)
            case UInt8(ascii: "[")?:
                guard var items = try? json.beginArray(depth: 4) else { throw Bail() }
                while true {
                    guard let more = try? json.nextItem(&items) else { throw Bail() }
                    guard more else { break }
                    switch json.peek() {
                    case UInt8(ascii: "\"")?:
                        let targetLine = json.line
                        try reader.addTarget(try reader.jsonString(&json), line: targetLine)
                    case UInt8(ascii: "{")?:
                        try reader.jsonTargetObject(&json, depth: 5)
                    default:
                        throw Bail()
                    }
                }
            case UInt8(ascii: "{")?:
                try reader.jsonTargetObject(&json, depth: 4)
            default:
                throw Bail()
            }
            try reader.endEvent()
        }
    }

    /// `{"target": "name"}`, nothing else.
    private mutating func jsonTargetObject(_ json: inout JSONReader, depth: Int) throws(Bail) {
        var seen = false
        try jsonObject(&json, depth: depth) { reader, json, key throws(Bail) in
            guard reader.equals(key, "target"), !seen, json.peek() == UInt8(ascii: "\"") else { throw Bail() }
            seen = true
            let targetLine = json.line
            try reader.addTarget(try reader.jsonString(&json), line: targetLine)
        }
        guard seen else { throw Bail() }
    }

    // MARK: YAML

    /// A line with content: where it begins, where its content begins, where it ends.
    private struct Line {
        var begin: Int
        var start: Int
        var end: Int
        var number: Int
        var indent: Int { start - begin }
    }

    /// The next line with content (not blank, not only a comment), from `position`.
    private mutating func nextLine() throws(Bail) -> Line? {
        while position < bytes.count {
            let begin = position
            var end = begin
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
                let byte = bytes[end]
                // Tabs, carriage returns, control characters, anything not ASCII: the general reader's.
                if byte < 0x20 || byte >= 0x7F { throw Bail() }
                end += 1
            }
            let number = line
            position = end + 1
            line += 1
            var start = begin
            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            if start < end, bytes[start] != UInt8(ascii: "#") {
                return Line(begin: begin, start: start, end: end, number: number)
            }
        }
        return nil
    }

    /// Whether a plain name may be read here: a letter, digit or `_`, then those, `.` and `-`.
    private func isPlain(_ range: Range<Int>) -> Bool {
        guard let first = range.first.map({ bytes[$0] }), Self.isWordByte(first) else { return false }
        for index in range where !Self.isWordByte(bytes[index]) && bytes[index] != UInt8(ascii: ".") && bytes[index] != UInt8(ascii: "-") {
            return false
        }
        // The spellings of null: the general reader's.
        return !equals(range, "null") && !equals(range, "Null") && !equals(range, "NULL")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// A quoted name from `at` on `line` (no escapes, no doubled quote): its content and the
    /// position after the closing quote.
    private func quoted(on line: Line, at start: Int) throws(Bail) -> (Range<Int>, Int) {
        let quote = bytes[start]
        var end = start + 1
        while end < line.end, bytes[end] != quote {
            if bytes[end] == UInt8(ascii: "\\") { throw Bail() }
            end += 1
        }
        guard end < line.end else { throw Bail() }
        if end + 1 < line.end, bytes[end + 1] == quote { throw Bail() }
        return (start + 1..<end, end + 1)
    }

    private func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// The key at the start of `line` and where its value starts (after the `:`).
    private func yamlKey(_ line: Line) throws(Bail) -> (Range<Int>, Int) {
        let key: Range<Int>
        var after: Int
        if isQuote(bytes[line.start]) {
            (key, after) = try quoted(on: line, at: line.start)
        } else {
            after = line.start
            while after < line.end, bytes[after] != UInt8(ascii: ":") { after += 1 }
            key = line.start..<after
            // A plain `<<` is YAML 1.1's merge key, which the general reader applies.
            guard isPlain(key), !bytes[key].elementsEqual("<<".utf8) else { throw Bail() }
        }
        guard after < line.end, bytes[after] == UInt8(ascii: ":"), key.count < 1_000, key.count <= limits.nameBytes else {
            throw Bail()
        }
        after += 1
        guard after == line.end || bytes[after] == UInt8(ascii: " ") else { throw Bail() }
        return (key, after)
    }

    /// Whether only spaces follow `from` on `line`, and perhaps a comment after one of them.
    private func isEmpty(_ line: Line, from: Int) -> Bool {
        var index = from
        while index < line.end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index == line.end || bytes[index] == UInt8(ascii: "#") && index > from
    }

    /// The first position at or after `from` that is not a space.
    private func skipSpaces(_ line: Line, from: Int) -> Int {
        var index = from
        while index < line.end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    /// A name that fills the rest of `line` from `from` (spaces around it).
    private func yamlScalar(_ line: Line, from: Int) throws(Bail) -> Range<Int> {
        let start = skipSpaces(line, from: from)
        guard start < line.end else { throw Bail() }
        if isQuote(bytes[start]) {
            let (range, after) = try quoted(on: line, at: start)
            guard isEmpty(line, from: after) else { throw Bail() }
            return range
        }
        // A plain name ends where a comment starts (` #`) or the line does.
        var end = start
        while end < line.end, !(bytes[end] == UInt8(ascii: "#") && bytes[end - 1] == UInt8(ascii: " ")) { end += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard isPlain(start..<end) else { throw Bail() }
        return start..<end
    }

    private mutating func readYAML() throws(Bail) {
        guard var current = try nextLine(), current.indent == 0 else { throw Bail() }
        // One document start before anything.
        if current.end - current.start >= 3, equals(current.start..<current.start + 3, "---"),
            current.start + 3 == current.end
                || bytes[current.start + 3] == UInt8(ascii: " ") && isEmpty(current, from: current.start + 3)
        {
            guard let first = try nextLine(), first.indent == 0 else { throw Bail() }
            current = first
        }
        rootLine = current.number
        var seenID = false, seenStates = false
        while true {
            let (key, after) = try yamlKey(current)
            var next: Line?
            if equals(key, "id"), !seenID {
                seenID = true
                let value = try yamlScalar(current, from: after)
                guard !value.isEmpty else { throw Bail() }
                rootID = string(value)
                next = try nextLine()
            } else if equals(key, "initial"), initialName == nil {
                initialName = try yamlScalar(current, from: after)
                next = try nextLine()
            } else if equals(key, "states"), !seenStates {
                seenStates = true
                guard isEmpty(current, from: after), let first = try nextLine(), first.indent > 0 else { throw Bail() }
                next = try yamlStates(first)
            } else {
                throw Bail()
            }
            guard let following = next else { return }
            guard following.indent == 0 else { throw Bail() }
            current = following
        }
    }

    /// The states from `first` on (all at its column); returns the line after them.
    private mutating func yamlStates(_ first: Line) throws(Bail) -> Line? {
        let column = first.indent
        var current = first
        while true {
            let (key, after) = try yamlKey(current)
            guard isEmpty(current, from: after) else { throw Bail() }
            try declareState(key, line: current.number)
            var next = try nextLine()
            if let body = next, body.indent > column {
                next = try yamlState(body)
            }
            guard let following = next, following.indent >= column else { return next }
            guard following.indent == column else { throw Bail() }
            current = following
        }
    }

    /// A state's keys from `first` on; returns the line after them.
    private mutating func yamlState(_ first: Line) throws(Bail) -> Line? {
        let column = first.indent
        var current = first
        var seenOn = false, seenType = false
        while true {
            let (key, after) = try yamlKey(current)
            var next: Line?
            if equals(key, "type"), !seenType {
                seenType = true
                try setType(try yamlScalar(current, from: after))
                next = try nextLine()
            } else if equals(key, "on"), !seenOn {
                seenOn = true
                guard isEmpty(current, from: after) else { throw Bail() }
                next = try nextLine()
                if let events = next, events.indent > column {
                    next = try yamlEvents(events)
                }
            } else {
                throw Bail()
            }
            guard let following = next, following.indent >= column else { return next }
            guard following.indent == column else { throw Bail() }
            current = following
        }
    }

    /// The events of an `on` from `first` on; returns the line after them.
    private mutating func yamlEvents(_ first: Line) throws(Bail) -> Line? {
        let column = first.indent
        var current = first
        while true {
            let (key, after) = try yamlKey(current)
            try beginEvent(key)
            var next: Line?
            let start = skipSpaces(current, from: after)
            if start == current.end {
                // A list of targets, one `- name` a line, below the event or at its column.
                next = try nextLine()
                guard let list = next, list.indent >= column, isMarker(list) else { throw Bail() }
                let listColumn = list.indent
                while let item = next, item.indent == listColumn, isMarker(item) {
                    let start = skipSpaces(item, from: item.start + 1)
                    next = try nextLine()
                    if item.end - start > 7, equals(start..<start + 8, "target: ") {
                        // `- target: name`, alone: a key after it at its column would add to it.
                        try addTarget(try yamlScalar(item, from: start + 7), line: item.number)
                        if let following = next, following.indent == start - item.begin { throw Bail() }
                    } else {
                        try addTarget(try yamlScalar(item, from: item.start + 1), line: item.number)
                    }
                }
                if let following = next, following.indent >= listColumn, listColumn > column { throw Bail() }
            } else if bytes[start] == UInt8(ascii: "[") {
                try yamlFlowList(current, from: start)
                next = try nextLine()
            } else if bytes[start] == UInt8(ascii: "{") {
                try yamlFlowTarget(current, from: start)
                next = try nextLine()
            } else {
                try addTarget(try yamlScalar(current, from: after), line: current.number)
                next = try nextLine()
            }
            try endEvent()
            guard let following = next, following.indent >= column else { return next }
            guard following.indent == column, !isMarker(following) else { throw Bail() }
            current = following
        }
    }

    /// Whether `line` is a list entry: `-` and a space.
    private func isMarker(_ line: Line) -> Bool {
        bytes[line.start] == UInt8(ascii: "-") && line.start + 1 < line.end && bytes[line.start + 1] == UInt8(ascii: " ")
    }

    /// A flow item at `index` on `line`: a quoted name, or a plain one up to `,` or `closing`
    /// (trailing spaces left out). Its content, and where the item ends.
    private func flowItem(_ line: Line, at index: Int, closing: UInt8) throws(Bail) -> (Range<Int>, Int) {
        if isQuote(bytes[index]) { return try quoted(on: line, at: index) }
        var end = index
        while end < line.end, bytes[end] != UInt8(ascii: ","), bytes[end] != closing { end += 1 }
        var last = end
        while last > index, bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
        guard isPlain(index..<last) else { throw Bail() }
        return (index..<last, end)
    }

    /// `{ target: name }` from `from` to the end of `line`, nothing else in it.
    private mutating func yamlFlowTarget(_ line: Line, from: Int) throws(Bail) {
        var index = skipSpaces(line, from: from + 1)
        guard line.end - index > 8, equals(index..<index + 8, "target: ") else { throw Bail() }
        index = skipSpaces(line, from: index + 8)
        guard index < line.end else { throw Bail() }
        let item: Range<Int>
        (item, index) = try flowItem(line, at: index, closing: UInt8(ascii: "}"))
        index = skipSpaces(line, from: index)
        guard index < line.end, bytes[index] == UInt8(ascii: "}"), isEmpty(line, from: index + 1) else { throw Bail() }
        try addTarget(item, line: line.number)
    }

    /// `[a, b, ...]` from `from` to the end of `line`.
    private mutating func yamlFlowList(_ line: Line, from: Int) throws(Bail) {
        var index = skipSpaces(line, from: from + 1)
        while true {
            guard index < line.end else { throw Bail() }
            let item: Range<Int>
            (item, index) = try flowItem(line, at: index, closing: UInt8(ascii: "]"))
            try addTarget(item, line: line.number)
            index = skipSpaces(line, from: index)
            guard index < line.end else { throw Bail() }
            if bytes[index] == UInt8(ascii: "]") {
                guard isEmpty(line, from: index + 1) else { throw Bail() }
                return
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw Bail() }
            index = skipSpaces(line, from: index + 1)
        }
    }
}
