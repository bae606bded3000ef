import MachineKitCore
extension Statechart {
    /// What a statechart's exploration visits: the active atomic states (one per active
    /// region) in document order, plus the memory of each history pseudo-state that can still
    /// change what happens.
    ///
    /// A configuration of one atomic state without memory (every configuration of a chart
    /// without parallel or history states) is a single number, so large flat charts explore
    /// as fast as plain state names would.
    public struct Configuration: Hashable, Sendable, ExplorationHashable {
        /// The one active atomic node when `packed` is empty; -1 otherwise.
        let atom: Int32
        /// Otherwise: the number of atomic nodes, the nodes (ascending), then for each
        /// history node whose memory is part of the configuration (ascending): the node, the
        /// number of remembered nodes (0: nothing remembered yet), the remembered nodes.
        let packed: [Int32]

        /// A configuration of one atomic node and no memory.
        init(atom: Int32) {
            self.atom = atom
            self.packed = []
        }

        /// - Precondition: `atoms` ascending and not empty; `memory` ascending by node, each
        ///   remembered list ascending.
        init(atoms: [Int32], memory: [(node: Int32, remembered: [Int32])]) {
            if atoms.count == 1, memory.isEmpty {
                self = Configuration(atom: atoms[0])
                return
            }
            var packed: [Int32] = [Int32(atoms.count)]
            packed.reserveCapacity(1 + atoms.count + memory.reduce(0) { $0 + 2 + $1.remembered.count })
            packed += atoms
            for (node, remembered) in memory {
                packed.append(node)
                packed.append(Int32(remembered.count))
                packed += remembered
            }
            self.atom = -1
            self.packed = packed
        }

        /// The active atomic nodes, ascending (document order).
        public var activeAtomicNodes: [Int] {
            atoms.map(Int.init)
        }

        /// The memory that is part of the configuration: each history node with the nodes it
        /// remembers (empty: nothing remembered yet), in document order.
        public var memory: [(history: Int, remembered: [Int])] {
            packedMemory.filter { $0.node >= 0 }.map { (Int($0.node), $0.remembered.map(Int.init)) }
        }

        var atoms: ArraySlice<Int32> {
            if packed.isEmpty { return [atom][...] }
            return packed[1...Int(packed[0])]
        }

        /// The first (or only) active atomic node.
        var firstAtom: Int32 { packed.isEmpty ? atom : packed[1] }

        var hasMemory: Bool { !packed.isEmpty && packed.count > 1 + Int(packed[0]) }

        var packedMemory: [(node: Int32, remembered: [Int32])] {
            guard hasMemory else { return [] }
            var result: [(node: Int32, remembered: [Int32])] = []
            var position = 1 + Int(packed[0])
            while position < packed.count {
                let count = Int(packed[position + 1])
                result.append((packed[position], Array(packed[position + 2..<position + 2 + count])))
                position += 2 + count
            }
            return result
        }

        /// The configuration without its memory.
        var withoutMemory: Configuration {
            hasMemory ? Configuration(atoms: Array(atoms), memory: []) : self
        }

        /// The active states and history memory, packed for the explorer's hash.
        public var explorationHash: UInt64 {
            if packed.isEmpty { return UInt64(UInt32(bitPattern: atom)) }
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for value in packed { hash = (hash ^ UInt64(UInt32(bitPattern: value))) &* 0x0000_0100_0000_01B3 }
            return hash
        }
    }
}
