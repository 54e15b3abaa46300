import Flipbook
import Foundation
import Testing

@testable import FlipbookCairo

/// libpng's own checker, `pngfix` (Debian's libpng-tools, installed by the
/// Makefile), must accept every PNG the encoder writes and reject what the
/// decoder rejects.
@Suite struct PNGLibpngToolTests {
    static let pngfix = "/usr/bin/pngfix"

    func pngfixAccepts(_ data: Data) throws -> Bool {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-pngfix-\(UUID().uuidString).png")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.pngfix)
        process.arguments = [url.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test func encoderOutputPassesPngfix() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.pngfix), "pngfix missing: run make deps")
        var opaque = Bitmap(width: 37, height: 23, fill: (10, 200, 30, 255))
        opaque[3, 4] = (1, 2, 3, 255)
        var translucent = Bitmap(width: 64, height: 9)
        for x in 0..<64 { translucent[x, x % 9] = (UInt8(x * 4), 90, 200, UInt8(x * 3)) }
        for bitmap in [opaque, translucent] {
            for level in [0, 1, 6, 9] {
                let data = try PNGEncoder(compressionLevel: level).encode(bitmap)
                #expect(try pngfixAccepts(data), "level \(level), \(bitmap.width) x \(bitmap.height)")
            }
        }
    }

    @Test func truncatedFileIsRejectedByBoth() throws {
        let data = try PNGEncoder().encode(Bitmap(width: 50, height: 50, fill: (9, 9, 9, 255)))
        let cut = data.prefix(data.count - 20)
        #expect(try !pngfixAccepts(Data(cut)))
        #expect(throws: PNGError.self) { try PNGDecoder.decode(Data(cut)) }
    }
}
