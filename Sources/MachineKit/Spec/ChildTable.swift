/// Every node of a chart being read, found by its parent and its label: what the reader
/// resolves a target's names with, one label at a time, without building a full name and
/// hashing it through `Hasher` (a spec file of 10^6 states has 3.5 M targets).
///
/// Open addressing over two flat arrays (a hash and a node a slot), FNV-1a over the label's
/// UTF-8 bytes and the parent; a label is compared with the node's own only where the hashes
/// are equal.
struct ChildTable {
    private var hashes: [UInt64]
    /// The node in each slot; -1: empty.
    private var slots: [Int32]
    private var mask: Int
    private var count = 0

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        hashes = Array(repeating: 0, count: size)
        slots = Array(repeating: -1, count: size)
        mask = size - 1
    }

    static func hash(parent: Int, label: Substring) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: parent) &* 0x9E37_79B9_7F4A_7C15
        for byte in label.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash ^ (hash >> 31)
    }

    /// The child of `parent` labelled `label`, if any.
    func find(parent: Int, label: Substring, nodes: [Statechart.Node], parents: [Int]) -> Int? {
        let hash = Self.hash(parent: parent, label: label)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let node = Int(slots[slot])
            if node < 0 { return nil }
            if hashes[slot] == hash, parents[node] == parent, nodes[node].label.utf8.elementsEqual(label.utf8) {
                return node
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `node`, the child of `parent` labelled `label` (no other child of `parent` has
    /// that label).
    mutating func insert(_ node: Int, parent: Int, label: String) {
        if (count + 1) * 2 > slots.count { grow() }
        place(node, hash: Self.hash(parent: parent, label: label[...]))
        count += 1
    }

    private mutating func place(_ node: Int, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(node)
        hashes[slot] = hash
    }

    private mutating func grow() {
        let oldHashes = hashes, oldSlots = slots
        hashes = Array(repeating: 0, count: oldSlots.count * 2)
        slots = Array(repeating: -1, count: oldSlots.count * 2)
        mask = slots.count - 1
        for (slot, node) in oldSlots.enumerated() where node >= 0 { place(Int(node), hash: oldHashes[slot]) }
    }
}
