/// The bit array of a bit-state search: `hashes` bits a state, picked by double hashing of a
/// mix of the state's 64-bit hash with the search's seed. A state whose bits are all set is
/// taken as seen, rightly or not.
@usableFromInline
struct HashArray {
    @usableFromInline let storage: SlotStorage
    /// 64 minus the number of bits of a bit's position: a position is the top bits of a word.
    @usableFromInline let shift: UInt64
    @usableFromInline let hashes: Int
    @usableFromInline let seedMix: UInt64
    /// Bits set so far.
    @usableFromInline var bitsSet = 0
    /// The array's size in bits.
    @usableFromInline let bits: Int

    @inlinable
    init(bits: Int, hashes: Int, seed: UInt64) {
        precondition(bits >= 64 && bits & (bits - 1) == 0, "a power of two, at least 64 bits")
        storage = SlotStorage(count: bits / 64)
        shift = UInt64(64 - bits.trailingZeroBitCount)
        self.hashes = hashes
        self.bits = bits
        // The seed picks the hash functions: distinct seeds, unrelated positions.
        seedMix = HashArray.mix(seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x632B_E59B_D9B4_E019)
    }

    /// SplitMix64's finalizer.
    @inlinable
    static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x = (x ^ (x &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x &>> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x &>> 31)
    }

    /// Sets the bits of a state with hash `hash`; returns whether they were all set before
    /// (the state was seen, or its bits were all set by others).
    @inlinable
    mutating func testAndSet(_ hash: UInt64) -> Bool {
        var position = HashArray.mix(hash ^ seedMix)
        let step = HashArray.mix(position ^ 0xD6E8_FEB8_6659_FD93) | 1
        let words = storage.pointer
        var seen = true
        for _ in 0..<hashes {
            let bit = Int(truncatingIfNeeded: position &>> shift)
            let mask = UInt64(1) &<< UInt64(bit & 63)
            let word = words[bit &>> 6]
            if word & mask == 0 {
                words[bit &>> 6] = word | mask
                bitsSet += 1
                seen = false
            }
            position &+= step
        }
        return seen
    }

    /// The chance that a state never met has all its bits set already: (bits set / bits)^hashes.
    @inlinable
    var falsePositiveChance: Double {
        let fill = Double(bitsSet) / Double(bits)
        var chance = 1.0
        for _ in 0..<hashes { chance *= fill }
        return chance
    }
}
