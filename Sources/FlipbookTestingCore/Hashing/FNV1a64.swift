/// The 64-bit FNV-1a hash (Fowler, Noll, Vo): fast, stable across machines
/// and runs, and not cryptographic. Golden manifests use it for frame
/// pixels (see ``Flipbook/Bitmap/pixelHash``).
///
/// ```swift
/// var hash = FNV1a64()
/// hash.update([0x61])            // "a"
/// hash.hex                       // "af63dc4c8601ec8c"
/// ```
public struct FNV1a64: Sendable, Hashable {
    /// The offset basis: the hash of no bytes.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The FNV prime for 64 bits.
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of every byte given so far.
    public private(set) var value: UInt64 = FNV1a64.offsetBasis

    /// A hash of no bytes yet.
    public init() {}

    /// Adds `bytes`, in order.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var h = value
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* Self.prime
        }
        value = h
    }

    /// Adds `bytes`, in order.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Adds `number` as 4 little-endian bytes.
    public mutating func update(littleEndian number: UInt32) {
        withUnsafeBytes(of: number.littleEndian) { update($0) }
    }

    /// ``value`` as 16 lowercase hexadecimal digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
