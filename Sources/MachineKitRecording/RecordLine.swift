import MachineKitCore
import MachineKitAsync
/// One line of a record: a step a feature took at run time, or a note that the recorder
/// dropped steps.
///
/// A record is JSON Lines, one object a line, its keys always in this order:
///
/// ```
/// {"v":1,"machine":"ProductsFlow","run":"7f3a9c01","seq":0,"action":"onAppear","from":"idle","to":"loading"}
/// {"v":1,"machine":"ProductsFlow","run":"7f3a9c01","seq":1,"action":"onAppear","from":"loading","to":"loaded(Lamp, Chair)"}
/// {"v":1,"machine":"ProductsFlow","run":"7f3a9c01","seq":9,"dropped":7}
/// ```
///
/// `v` is the format's version; `machine` the machine's name; `run` tells apart the runs of
/// one feature that share a file (one recorder each); `seq` numbers a run's steps from 0.
/// `action`, `from` and `to` are names exactly as `vsm-inspect check` prints them: for a
/// statechart, the event and the configurations. A move that emits several states in turn
/// (`loading`, then `loaded`) is one line per state, each with the move's action. A line with
/// `dropped` says how many steps the recorder left out before `seq` because its buffer was
/// full. Readers ignore keys they do not know.
public struct RecordLine: Sendable, Hashable {
    /// What the line says.
    public enum Content: Sendable, Hashable {
        /// A step: the action, the state before and the state after, by name.
        case step(action: String, from: String, to: String)
        /// The recorder dropped this many steps just before this line's `seq`.
        case dropped(Int)
    }

    /// The version of the format this package writes and reads.
    public static let version = 1

    /// The machine's name.
    public var machine: String
    /// The run: one recorder's steps.
    public var run: String
    /// The step's number within its run, from 0.
    public var seq: Int
    /// A step, or a count of dropped steps.
    public var content: Content

    /// A line of `run` of `machine`, numbered `seq`.
    public init(machine: String, run: String, seq: Int, content: Content) {
        self.machine = machine
        self.run = run
        self.seq = seq
        self.content = content
    }

    /// The line as the recorder writes it, with its newline.
    public var text: String {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the line and its newline, as UTF-8.
    /// - Complexity: O(length of the names).
    public func append(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"v":"#.utf8)
        appendInteger(Self.version, to: &bytes)
        bytes.append(contentsOf: #","machine":"#.utf8)
        appendJSONString(machine, to: &bytes)
        bytes.append(contentsOf: #","run":"#.utf8)
        appendJSONString(run, to: &bytes)
        bytes.append(contentsOf: #","seq":"#.utf8)
        appendInteger(seq, to: &bytes)
        switch content {
        case .step(let action, let from, let to):
            bytes.append(contentsOf: #","action":"#.utf8)
            appendJSONString(action, to: &bytes)
            bytes.append(contentsOf: #","from":"#.utf8)
            appendJSONString(from, to: &bytes)
            bytes.append(contentsOf: #","to":"#.utf8)
            appendJSONString(to, to: &bytes)
        case .dropped(let count):
            bytes.append(contentsOf: #","dropped":"#.utf8)
            appendInteger(count, to: &bytes)
        }
        bytes.append(contentsOf: "}\n".utf8)
    }
}

/// A JSON string (``Escaping/json``): quotes, backslashes and control characters escaped
/// (U+2028 and U+2029 too, so that a line read as JavaScript stays one line); everything else
/// as UTF-8.
func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    // Most names need no escape: their bytes are copied whole (0xE2 leads U+2028 and U+2029,
    // 0xEF U+FEFF).
    let copied = text.withUTF8 { utf8 -> Bool in
        for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 || byte == 0xEF {
            return false
        }
        bytes.append(contentsOf: utf8)
        return true
    }
    if !copied {
        bytes.append(contentsOf: Escaping.json(text).utf8)
    }
    bytes.append(UInt8(ascii: "\""))
}

func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 {
        bytes.append(UInt8(ascii: "-"))
        bytes.append(contentsOf: String(value.magnitude).utf8)
        return
    }
    if value < 10 {
        bytes.append(UInt8(ascii: "0") + UInt8(value))
        return
    }
    var digits:
        (
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
        ) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
        while rest > 0 {
            buffer[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            count += 1
        }
        bytes.append(contentsOf: buffer[(20 - count)...])
    }
}
