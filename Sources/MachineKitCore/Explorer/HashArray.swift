import Foundation

import CMachineKit

/// The bit array of a bit-state search: `hashes` bits a state, all in one block of 512 bits
/// (a cache line, so that a test waits for one load, not `hashes`): the block picked by a mix
/// of the state's 64-bit hash with the search's seed, each bit in it by 9 bits of another. A
/// state whose bits are all set is taken as seen, rightly or not.
@usableFromInline
struct HashArray {
    @usableFromInline let storage: SlotStorage
    /// 64 minus the number of bits of a block's number: a block is the top bits of a word.
    @usableFromInline let blockShift: UInt64
    /// Bits in a block (512, or the whole array when it is smaller), less one.
    @usableFromInline let blockMask: Int
    /// log2 of the words in a block.
    @usableFromInline let blockWordBits: Int
    @usableFromInline let hashes: Int
    @usableFromInline let seedMix: UInt64
    /// Bits set so far.
    @usableFromInline var bitsSet = 0
    /// The array's size in bits.
    @usableFromInline let bits: Int
    /// The sum over blocks of (bits set in the block)^hashes: the chance that a state never
    /// met has all its bits set is this over blocks × (bits a block)^hashes.
    @usableFromInline var powerSum = 0.0
    @usableFromInline let chanceScale: Double

    @inlinable
    init(bits: Int, hashes: Int, seed: UInt64) {
        precondition(bits >= 64 && bits & (bits - 1) == 0, "a power of two, at least 64 bits")
        storage = SlotStorage(count: bits / 64)
        let blockBits = min(bits, 512)
        let blocks = bits / blockBits
        blockShift = UInt64(64 - blocks.trailingZeroBitCount)
        blockMask = blockBits - 1
        blockWordBits = (blockBits / 64).trailingZeroBitCount
        self.hashes = hashes
        self.bits = bits
        chanceScale = 1 / (Double(blocks) * pow(Double(blockBits), Double(hashes)))
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

    /// The first word of the block of a state with hash `hash`, and the mix its bits come from.
    @inlinable
    func block(_ hash: UInt64) -> (word: Int, mixed: UInt64) {
        let mixed = HashArray.mix(hash ^ seedMix)
        // `blockShift` is 64 for an array of one block: the shift then gives 0.
        let block = blockShift == 64 ? 0 : Int(truncatingIfNeeded: mixed &>> blockShift)
        return (block &<< blockWordBits, mixed)
    }

    /// Sets the bits of a state with hash `hash`; returns whether they were all set before
    /// (the state was seen, or its bits were all set by others).
    @inlinable
    mutating func testAndSet(_ hash: UInt64) -> Bool {
        let (first, mixed) = block(hash)
        // Each bit's place in the block is 9 bits of another mix of the hash (7 places a mix):
        // independent places, as the chance below assumes.
        var places = HashArray.mix(mixed ^ 0xD6E8_FEB8_6659_FD93)
        let words = storage.pointer + first
        var seen = true
        for index in 0..<hashes {
            if index == 7 { places = HashArray.mix(mixed ^ 0x2545_F491_4F6C_DD1D) }
            let bit = Int(truncatingIfNeeded: places) & blockMask
            places &>>= 9
            let mask = UInt64(1) &<< UInt64(bit & 63)
            let word = words[bit &>> 6]
            if word & mask == 0 {
                var before = 0
                for other in 0..<(1 << blockWordBits) { before += words[other].nonzeroBitCount }
                powerSum += power(before + 1) - power(before)
                words[bit &>> 6] = word | mask
                bitsSet += 1
                seen = false
            }
        }
        return seen
    }

    @inlinable
    func power(_ value: Int) -> Double {
        var result = 1.0
        for _ in 0..<hashes { result *= Double(value) }
        return result
    }

    /// Starts loading the block a test of `hash` reads, without waiting for it.
    @inlinable
    func prefetch(_ hash: UInt64) {
        mk_prefetch(storage.pointer + block(hash).word)
    }

    /// The chance that a state never met has all its bits set already.
    @inlinable
    var falsePositiveChance: Double { powerSum * chanceScale }
}
