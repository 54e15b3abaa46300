import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTesting
@testable import FlipbookTestingCore

/// Golden manifests store each sampled frame's pixel hash and file hash, so
/// a check that passes decodes no golden PNG; a change is still caught, and
/// older goldens (no hashes) and edited golden files are decoded and compared.
@MainActor @Suite struct PixelHashVerifyTests {
    /// Counts the golden PNGs the frame strategy decodes.
    final class DecodeCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
        func add() {
            lock.lock()
            value += 1
            lock.unlock()
        }
    }

    /// The standard strategy with a decoder that counts its calls.
    func countingStrategy(_ counter: DecodeCounter) -> FilmstripStrategy {
        var strategy = FilmstripStrategy.standard(sampling: .all, tolerance: .exact)
        let base = strategy.frame.diffing
        strategy.frame.diffing = Diffing(
            toData: base.toData,
            fromData: { data in
                counter.add()
                return try base.fromData(data)
            }, diff: base.diff)
        return strategy
    }

    func verify(
        _ film: Film, in box: Sandbox, record: RecordMode, counter: DecodeCounter,
        function: String = #function
    ) -> FilmstripVerification {
        withFlipbookTesting(artifacts: box.artifacts) {
            verifyFilmstrip(
                film, named: "strip", sampling: .all, record: record, goldensDirectory: box.goldens,
                strategy: countingStrategy(counter), context: TestContext.current(filePath: #filePath, function: function),
                environment: [:])
        }
    }

    func manifest(_ box: Sandbox) throws -> FilmManifest {
        try Diffing<FilmManifest>.manifest.fromData(
            try Data(contentsOf: box.golden("strip").appendingPathComponent("manifest.json")))
    }

    @Test func aPassingCheckDecodesNoGoldenPNGAndAChangedFrameIsStillCaught() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        let recording = DecodeCounter()
        #expect(verify(film, in: box, record: .missing, counter: recording).outcome == .recorded)
        let stored = try manifest(box)
        // The hashes are those of the pictures written: each golden PNG decodes to a picture with its pixel hash.
        #expect(stored.pixelHashes?.count == 10 && stored.frameFileHashes?.count == 10)
        for (position, index) in stored.sampledFrames.enumerated() {
            let url = box.golden("strip").appendingPathComponent(stored.fileName(ofFrame: index))
            #expect(try PNGDecoder.decode(contentsOf: url).pixelHash == stored.pixelHashes?[position])
            #expect(FilmManifest.fileHash(try Data(contentsOf: url)) == stored.frameFileHashes?[position])
        }

        let passing = DecodeCounter()
        let result = verify(film, in: box, record: .never, counter: passing)
        #expect(result.passed && result.frames.count == 10)
        #expect(passing.count == 0 && result.decodedGoldenFrames == 0)

        // The box ends 1 pt further right: the last frames differ, and only those goldens are decoded.
        let changed = DecodeCounter()
        let failing = verify(GoldenFixture.film(distance: 61), in: box, record: .never, counter: changed)
        #expect(!failing.passed)
        let failingFrames = failing.frames.filter { !$0.passed }.map(\.index)
        #expect(!failingFrames.isEmpty && failingFrames.contains(9))
        #expect(changed.count > 0 && changed.count < 2 * 10, "decoded \(changed.count)")
        // The diff picture of the last frame is red exactly where the box moved.
        let diff = try PNGDecoder.decode(
            contentsOf: box.artifacts.appendingPathComponent(
                "PixelHashVerifyTests.aPassingCheckDecodesNoGoldenPNGAndAChangedFrameIsStillCaught/strip/frames/frame-0009-diff.png"
            ))
        #expect(diff[60, 30] == (255, 0, 0, 255) && diff[50, 30] != (255, 0, 0, 255), "\(diff[60, 30]) \(diff[50, 30])")
    }

    @Test func aGoldenWithoutHashesIsDecodedAndRecordAddsThem() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        _ = verify(film, in: box, record: .missing, counter: DecodeCounter())
        // A golden from before the hashes: the manifest without them.
        var old = try manifest(box)
        old.pixelHashes = nil
        old.frameFileHashes = nil
        let manifestURL = box.golden("strip").appendingPathComponent("manifest.json")
        try old.encoded().write(to: manifestURL)
        let frames = try FileManager.default.contentsOfDirectory(atPath: box.golden("strip").path).filter {
            $0.hasPrefix("frame-")
        }
        .reduce(into: [String: Data]()) { $0[$1] = try? Data(contentsOf: box.golden("strip").appendingPathComponent($1)) }

        let counter = DecodeCounter()
        let result = verify(film, in: box, record: .never, counter: counter)
        #expect(result.passed && counter.count == 10 && result.decodedGoldenFrames == 10)
        #expect(try manifest(box) == old, "never writes nothing")

        // Record mode failed: the golden matches, so only its manifest is rewritten, with the hashes.
        let refresh = verify(film, in: box, record: .failed, counter: DecodeCounter())
        #expect(refresh.passed && refresh.refreshedManifest)
        let refreshed = try manifest(box)
        #expect(refreshed.pixelHashes?.count == 10 && refreshed.frameFileHashes?.count == 10)
        #expect(refreshed.differences(from: old).isEmpty)
        for (name, data) in frames {
            #expect(try Data(contentsOf: box.golden("strip").appendingPathComponent(name)) == data, "\(name)")
        }
        let after = DecodeCounter()
        #expect(verify(film, in: box, record: .never, counter: after).passed && after.count == 0)
        // Nothing more to refresh.
        #expect(!verify(film, in: box, record: .failed, counter: DecodeCounter()).refreshedManifest)
        // A fingerprint a tool stored is kept by a check that knows none.
        var fingerprinted = try manifest(box)
        fingerprinted.inputs = InputFingerprint(parts: ["scene": "sha256:00"])
        try fingerprinted.encoded().write(to: manifestURL)
        #expect(!verify(film, in: box, record: .failed, counter: DecodeCounter()).refreshedManifest)
        #expect(try manifest(box).inputs == fingerprinted.inputs)
    }

    /// The pixel hash is trusted only for the file it was recorded with: an edited golden is decoded and caught.
    @Test func anEditedGoldenFileIsDecodedAndCaught() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        _ = verify(film, in: box, record: .missing, counter: DecodeCounter())
        try box.editGoldenPixel("strip", frame: 3, x: 90, y: 5, to: (0, 0, 0, 255))
        let counter = DecodeCounter()
        let result = verify(film, in: box, record: .never, counter: counter)
        #expect(!result.passed && result.frames.filter { !$0.passed }.map(\.index) == [3])
        #expect(counter.count >= 1)
    }

    @Test func hashesMatchTheirReferenceValues() {
        // XXH64 against the reference implementation (libxxhash 0.8.1), through every path: short inputs,
        // 4- and 8-byte tails, one and several 32-byte stripes, with seed 0 and a seed.
        #expect(XXH64.hash([]) == 0xef46_db37_51d8_e999)
        #expect(XXH64.hash(Array("a".utf8)) == 0xd24e_c4f1_a98c_6e5b)
        #expect(XXH64.hash(Array("abc".utf8)) == 0x44bc_2cf5_ad77_0999)
        let data = (0..<103).map { UInt8(($0 * 7 + 3) % 256) }
        let expected: [(Int, UInt64, UInt64)] = [
            (4, 0x9bb6_4b7d_66ee_9fda, 0xd3c6_5d94_17f5_5638), (8, 0xdab9_9d95_c6f9_0092, 0x80da_7b38_3e64_0829),
            (31, 0xa2aa_5f33_cc4a_6119, 0xbdbc_3988_9330_a47c), (32, 0x23c3_c17e_f790_fd97, 0x1801_3007_8597_daaa),
            (33, 0x50a7_cfc7_ba58_8784, 0xb9c9_38cc_4246_0af2), (100, 0xa61f_8d4c_170f_e531, 0xefe3_a164_3a2b_468f),
            (103, 0x9ce1_e302_796d_fbc9, 0xa2bf_4707_2f68_9093),
        ]
        for (count, unseeded, seeded) in expected {
            #expect(XXH64.hash(Array(data.prefix(count))) == unseeded, "\(count) bytes")
            #expect(XXH64.hash(Array(data.prefix(count)), seed: 4 << 32 | 1) == seeded, "\(count) bytes, seeded")
        }
        #expect(XXH64.hex(0xab) == "00000000000000ab")
        #expect(SHA256.hex(of: Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(of: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(of: Data(repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // The pixel hash covers the size: the same bytes in another shape hash differently.
        let wide = Bitmap(width: 4, height: 1, fill: (1, 2, 3, 4))
        let tall = Bitmap(width: 1, height: 4, fill: (1, 2, 3, 4))
        #expect(wide.pixels == tall.pixels && wide.pixelHash != tall.pixelHash)
        var changed = wide
        changed[3, 0] = (1, 2, 3, 5)
        #expect(changed.pixelHash != wide.pixelHash && wide.pixelHash.hasPrefix("xxh64:") && wide.pixelHash.count == 22)
        #expect(wide.pixelHash == "xxh64:" + XXH64.hex(XXH64.hash(wide.pixels, seed: 4 << 32 | 1)))
    }
}
