import Foundation

/// CRC-32 as PNG and zlib define it (polynomial 0xEDB88320, reflected,
/// initial and final XOR 0xFFFFFFFF), table-driven.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// Continues `crc` (the value returned for the bytes before) over `bytes`.
    static func update<C: Collection>(_ crc: UInt32, _ bytes: C) -> UInt32 where C.Element == UInt8 {
        var c = ~crc
        table.withUnsafeBufferPointer { t in
            for byte in bytes { c = t[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        }
        return ~c
    }

    /// The CRC of `bytes`.
    static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 { update(0, bytes) }
}

/// One chunk of a PNG stream: a four-letter type and its data.
struct PNGChunk: Equatable {
    /// The type, such as "IHDR".
    var type: String
    var data: Data

    /// The 8-byte PNG signature.
    static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// The chunk as stored: length, type, data, CRC over type and data.
    var encoded: Data {
        var out = Data(capacity: data.count + 12)
        out.appendBigEndian(UInt32(data.count))
        let typeBytes = Data(type.utf8)
        out.append(typeBytes)
        out.append(data)
        out.appendBigEndian(CRC32.update(CRC32.checksum(typeBytes), data))
        return out
    }

    /// Splits PNG bytes into chunks, checking the signature, lengths and CRCs.
    /// - Throws: ``PNGError`` naming what is wrong.
    static func parse(_ png: Data) throws(PNGError) -> [PNGChunk] {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else { throw PNGError(path: nil, reason: .notPNG) }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else {
                throw PNGError(path: nil, reason: .libpng("truncated chunk at byte \(offset)"))
            }
            let length = Int(bytes.readBigEndian(at: offset))
            guard length <= bytes.count - offset - 12 else {
                throw PNGError(path: nil, reason: .libpng("chunk at byte \(offset) runs past the end"))
            }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = bytes[(offset + 8)..<(offset + 8 + length)]
            let stored = bytes.readBigEndian(at: offset + 8 + length)
            guard CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]) == stored else {
                throw PNGError(path: nil, reason: .libpng("CRC error in chunk \(type) at byte \(offset)"))
            }
            chunks.append(PNGChunk(type: type, data: Data(body)))
            offset += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}

extension Array where Element == UInt8 {
    func readBigEndian(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8 | UInt32(self[offset + 3])
    }
}
