import MachineKitCore
/// Every node of a chart being read, found by its parent and its label: what the reader
/// resolves a target's names with, one label at a time, without building a full name and
/// hashing it through `Hasher` (a spec file of 10^6 states has 3.5 M targets).
///
/// Open addressing over one flat array of slots (the hash, the node, its parent and a short
/// label side by side: a probe of a large chart touches one cache line of the table and no
/// node), FNV-1a over the label's UTF-8 bytes and the parent; a label of more than 15 bytes
/// is compared with the node's own where the hash and the parent are equal.
struct ChildTable {
    private struct Slot {
        var hash: UInt64 = 0
        /// -1: empty.
        var node: Int32 = -1
        var parent: Int32 = -1
        /// A label of at most 15 bytes, in line (see ``Key``); else zero.
        var text = Key.Text()
    }

    /// A label's hash with its parent, and the label itself in line when it has at most 15
    /// bytes (its bytes, then its length plus one in the last byte; zero for a longer label).
    struct Key {
        struct Text: Equatable {
            var low: UInt64 = 0
            var high: UInt64 = 0
            var isInLine: Bool { high >> 56 != 0 }
        }

        var hash: UInt64
        var text: Text

        init(parent: Int, label: Substring) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: parent) &* 0x9E37_79B9_7F4A_7C15
            var text = Text()
            var count = 0
            for byte in label.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                if count < 8 {
                    text.low |= UInt64(byte) << (8 * count)
                } else if count < 15 {
                    text.high |= UInt64(byte) << (8 * (count - 8))
                }
                count += 1
            }
            self.hash = hash ^ (hash >> 31)
            self.text = count <= 15 ? Text(low: text.low, high: text.high | UInt64(count + 1) << 56) : Text()
        }
    }

    private var slots: [Slot]
    private var mask: Int
    private var count = 0

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(), count: size)
        mask = size - 1
    }

    /// The child of `parent` labelled `label`, if any.
    func find(parent: Int, label: Substring, nodes: [Statechart.Node]) -> Int? {
        let key = Key(parent: parent, label: label)
        var index = Int(truncatingIfNeeded: key.hash) & mask
        while true {
            let slot = slots[index]
            if slot.node < 0 { return nil }
            if slot.hash == key.hash, Int(slot.parent) == parent {
                // A short label is compared in the slot; a long one with the node's own.
                if key.text.isInLine {
                    if slot.text == key.text { return Int(slot.node) }
                } else if !slot.text.isInLine, nodes[Int(slot.node)].label.utf8.elementsEqual(label.utf8) {
                    return Int(slot.node)
                }
            }
            index = (index + 1) & mask
        }
    }

    /// Adds `node`, the child of `parent` labelled `label` (no other child of `parent` has
    /// that label).
    mutating func insert(_ node: Int, parent: Int, label: String) {
        if (count + 1) * 2 > slots.count { grow() }
        let key = Key(parent: parent, label: label[...])
        place(Slot(hash: key.hash, node: Int32(node), parent: Int32(parent), text: key.text))
        count += 1
    }

    private mutating func place(_ slot: Slot) {
        var index = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[index].node >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot.node >= 0 { place(slot) }
    }
}
