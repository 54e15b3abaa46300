/// The test suites' one seeded random generator: SplitMix64 (Steele, Lea and
/// Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014), so
/// the same seed gives the same sequence on every platform and run, and a
/// failure found with a seed reproduces.
///
/// `Int.random(in:using:)` and the other standard-library draws are not
/// specified and may change between Swift versions; ``int(_:)`` and
/// ``double(_:_:)`` are fixed formulas over ``next()`` for tests whose values
/// must never change.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The generator's state: the seed, advanced by the golden gamma each draw.
    public var state: UInt64

    /// A generator whose first ``next()`` follows `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`: its lower bound plus the next draw modulo its count (a fixed formula).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A double in `low..<high` from the draw's top 53 bits (a fixed formula).
    public mutating func double(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(1 << 53)
    }

    /// A double uniformly in `range`, as `Double.random(in:using:)` draws it.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}
