import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Inputs are bounded before work proportional to a number in them (docs/errors.md,
/// "Limits of untrusted input"), types are strict, and a name never splits an error line.
@Suite struct InputBoundsTests {
    /// The two shard results of a passing run, as objects, and a function writing an edited one.
    func shards() throws -> (
        folder: URL, first: [String: Any], second: [String: Any], write: (String, [String: Any]) throws -> String
    ) {
        let results = try MergeCommandTests().shardResults(failing: false)
        let first = try jsonObject(try String(contentsOfFile: results.shards[0], encoding: .utf8))
        let second = try jsonObject(try String(contentsOfFile: results.shards[1], encoding: .utf8))
        let folder = results.folder
        return (
            folder, first, second,
            { name, object in
                let url = folder.appendingPathComponent(name)
                try JSONSerialization.data(withJSONObject: object).write(to: url)
                return url.path
            }
        )
    }

    static func withShard(_ object: [String: Any], _ key: String, _ value: Any) -> [String: Any] {
        var copy = object
        var shard = copy["shard"] as! [String: Any]
        shard[key] = value
        copy["shard"] = shard
        return copy
    }

    func expectMergeRefused(
        _ inputs: [String], out: URL, code: String, _ text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let run = try CLI.run(["merge"] + inputs + ["--out", out.path])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)", sourceLocation: sourceLocation)
        #expect(
            run.stderr.hasPrefix("flipbook: error[\(code)]: ") && run.stderr.contains(text)
                && run.stderr.split(separator: "\n").count == 1,
            "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing written", sourceLocation: sourceLocation)
    }

    @Test func mergeBoundsShardCountsBeforeCountingAndTakesNoBooleanForANumber() throws {
        let s = try shards()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        let out = s.folder.appendingPathComponent("merged")
        let huge = 4_611_686_018_427_387_904
        try expectMergeRefused(
            [
                try s.write("huge-1.json", Self.withShard(s.first, "count", huge)),
                try s.write("huge-2.json", Self.withShard(s.second, "count", huge)),
            ],
            out: out, code: "FB-MERGE-INPUT",
            "huge-1.json: \"shard\" says the run was split into \(huge) shards, more than the limit of 100000")
        // Within the limit, the missing shards are named without counting them one by one.
        try expectMergeRefused(
            [
                try s.write("many-1.json", Self.withShard(s.first, "count", 100_000)),
                try s.write("many-2.json", Self.withShard(s.second, "count", 100_000)),
            ],
            out: out, code: "FB-MERGE-INCOMPLETE", "shards 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 99988 more of 100000 are missing")
        for (key, value) in [("index", true as Any), ("count", 2.5 as Any), ("index", "1" as Any), ("scenes", false as Any)] {
            try expectMergeRefused(
                [s.write("typed.json", Self.withShard(s.first, key, value)), s.write("second.json", s.second)],
                out: out, code: "FB-MERGE-INPUT",
                value is Double
                    ? "typed.json: a value has the wrong type: a number is not a whole number"
                    : "typed.json: a value has the wrong type at 'shard.\(key)'")
        }
        var counts = s.first
        counts["version"] = true
        try expectMergeRefused(
            [try s.write("version.json", counts), try s.write("second.json", s.second)],
            out: out, code: "FB-MERGE-INPUT", "version.json: ")
    }

    /// Found by the `merge` fuzz target: a key written twice ("scenes") gave
    /// the two readings of the file lists of different lengths, and merge
    /// trapped on an index out of range.
    @Test func mergeRefusesAResultWhoseScenesKeyAppearsTwice() throws {
        let s = try shards()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        let out = s.folder.appendingPathComponent("merged")
        let text = String(decoding: try JSONSerialization.data(withJSONObject: s.first, options: [.sortedKeys]), as: UTF8.self)
        // An empty "scenes" list before or after the real one: the two
        // readers do not keep the same occurrence of a repeated key.
        let variants = ["{\"scenes\":[]," + text.dropFirst(), String(text.dropLast()) + ",\"scenes\":[]}"]
        for (n, doubled) in variants.enumerated() {
            let path = s.folder.appendingPathComponent("twice-\(n).json")
            try Data(doubled.utf8).write(to: path)
            let run = try CLI.run(["merge", path.path, try s.write("second.json", s.second), "--out", out.path])
            #expect(run.status == 2, "variant \(n): \(run.stdout)\(run.stderr)")
            #expect(
                run.stderr.hasPrefix("flipbook: error[FB-MERGE-INPUT]: ") && run.stderr.split(separator: "\n").count == 1,
                "variant \(n): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test func mergeRefusesSecondsThatWouldNotAddUp() throws {
        let s = try shards()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        let out = s.folder.appendingPathComponent("merged")
        var first = s.first
        var second = s.second
        first["seconds"] = 1e308
        second["seconds"] = 1e308
        try expectMergeRefused(
            [try s.write("big-1.json", first), try s.write("big-2.json", second)], out: out, code: "FB-MERGE-INPUT",
            "big-1.json: \"seconds\" must be a number of seconds from 0 to 1000000000, not 1e+308")
        var scenes = s.first["scenes"] as! [[String: Any]]
        scenes[0]["seconds"] = -1
        var negative = s.first
        negative["scenes"] = scenes
        try expectMergeRefused(
            [try s.write("negative.json", negative), try s.write("second.json", s.second)], out: out,
            code: "FB-MERGE-INPUT",
            "negative.json: scene '\(scenes[0]["name"] as! String)': \"seconds\" must be a number of seconds")
    }

    @Test func mergeRefusesAResultFileOverItsLimitWithoutReadingItWhole() throws {
        let s = try shards()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        let big = s.folder.appendingPathComponent("big.json")
        // 65 MiB: a JSON object padded with spaces.
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.write(contentsOf: Data("{".utf8))
        let block = Data(repeating: 0x20, count: 1 << 20)
        for _ in 0..<65 { try handle.write(contentsOf: block) }
        try handle.write(contentsOf: Data("}".utf8))
        try handle.close()
        let out = s.folder.appendingPathComponent("merged")
        let (run, peak) = try CLI.runMeasuringPeak(["merge", try s.write("first.json", s.first), big.path, "--out", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error[FB-MERGE-INPUT]: \(big.path): the file is larger than 64 MiB"), "\(run.stderr)")
        #expect(peak > 0 && peak < 200 * 1024, "peak \(peak) KiB")
    }

    @Test func mergeStagesInsideAReadOnlyOrMountedOut() throws {
        let s = try shards()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        let inputs = [try s.write("first.json", s.first), try s.write("second.json", s.second)]
        // A read-only --out: said as not writable, never as a cross-device rename.
        let readOnly = s.folder.appendingPathComponent("read-only")
        try Mounts.readOnlyFolder(readOnly)
        defer {
            if getuid() == 0 {
                _ = umount2(readOnly.path, 0)
            } else {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly.path)
            }
        }
        let refused = try CLI.run(["merge"] + inputs + ["--out", readOnly.path])
        #expect(
            refused.status == 2 && refused.stderr.hasPrefix("flipbook: error[FB-FS-NOT-WRITABLE]: '\(readOnly.path)': "),
            "\(refused.stderr)")
        #expect(!refused.stderr.contains("cross-device"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path).isEmpty)
        // A mount point (a file system of its own): the files are staged inside it, so the renames stay on one device.
        guard getuid() == 0 else { return }
        let mounted = s.folder.appendingPathComponent("mounted")
        try Mounts.tinyFilesystem(mounted, bytes: 4 << 20)
        defer { _ = umount2(mounted.path, 0) }
        let merged = try CLI.run(["merge"] + inputs + ["--out", mounted.path])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: mounted.path).sorted() == [
                "junit.xml", "report.html", "summary.json",
            ])
    }

    @Test func aSceneFileNameWithALineBreakStaysOnTheErrorLine() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("new\nline\u{1B}[31m.yaml")
        try Data("canvas: {width: 40, height: 60, scale: 1, fps: 10}\nbogus: 1\n".utf8).write(to: scene)
        for arguments in [
            ["render", scene.path, "--out", folder.appendingPathComponent("out").path],
            ["verify", scene.path, "--goldens", folder.appendingPathComponent("goldens").path],
        ] {
            let run = try CLI.run(arguments)
            #expect(run.status == 2)
            #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.hasSuffix("\n"), "\(arguments[0]): \(run.stderr)")
            #expect(
                run.stderr.contains("error[FB-SCENE-UNKNOWN-KEY]: unknown key 'bogus' at new\\nline\\u{1B}[31m.yaml:2:1"),
                "\(run.stderr)")
        }
    }

    @Test(arguments: ["#+ff0000", "#-ff0000", "#+0ff0000", "# ff0000", "#ff00+0"])
    func aSignedOrSpacedHexColourIsRefused(_ colour: String) throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("s.yaml")
        try goldenScene(to: "\"\(colour)\"").write(to: scene, atomically: true, encoding: .utf8)
        let run = try CLI.run(["render", scene.path, "--out", folder.appendingPathComponent("out").path])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix("flipbook: error[FB-SCENE-VALUE]: '\(colour)' is not a colour at s.yaml:5:"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test(arguments: ["", ",", "frames,", " , manifest"])
    func anEmptyOutputListIsRefused(_ outputs: String) throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("s.yaml")
        try goldenScene().write(to: scene, atomically: true, encoding: .utf8)
        let run = try CLI.run(["render", scene.path, "--out", folder.appendingPathComponent("out").path, "--outputs", outputs])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("flipbook: error[FB-CLI-USAGE]: --outputs: name at least one output"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aHugeImageInASceneIsRefusedFromItsHeaderBeforeDecoding() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 16384 x 16384 one-bit PNG (about 32 KB): decoded, 1 GiB of pixels.
        let script = """
            import struct, sys, zlib
            w = h = 16384
            def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
            c = zlib.compressobj(9)
            row = b"\\x00" * (1 + w // 8)
            body = b"".join(c.compress(row) for _ in range(h)) + c.flush()
            open(sys.argv[1], "wb").write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 1, 0, 0, 0, 0))
                                          + chunk(b"IDAT", body) + chunk(b"IEND", b""))
            """
        let png = folder.appendingPathComponent("big.png")
        let made = try CLI.run(["-c", "exec python3 -c \"$1\" \"$0\"", png.path, script], viaShell: true)
        #expect(made.status == 0, "\(made.stderr)")
        let scene = folder.appendingPathComponent("s.yaml")
        try """
        canvas: {width: 20, height: 20, scale: 1, fps: 10}
        screens:
          A: {backgroundColor: blue, children: [{type: image, image: big.png, frame: [0, 0, 20, 20]}]}
          B: {backgroundColor: red}
        transition: {kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 0.2}
        """.write(to: scene, atomically: true, encoding: .utf8)
        let (run, peak) = try CLI.runMeasuringPeak(["render", scene.path, "--out", folder.appendingPathComponent("out").path])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "flipbook: error[FB-SCENE-IMAGE-LIMIT]: image 'big.png' is 16384 x 16384 pixels, more than the limit "
                    + "of 16777216 pixels (4096 x 4096) for an image in a scene at s.yaml:3:"), "\(run.stderr)")
        #expect(peak > 0 && peak < 300 * 1024, "peak \(peak) KiB")
    }

    @Test func aFilmstripOfTooManySamplesIsRefusedBeforeDrawingThem() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("s.yaml")
        try """
        canvas: {width: 20, height: 20, scale: 1, fps: 240}
        screens:
          A: {backgroundColor: blue}
          B: {backgroundColor: red}
        transition: {kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 40}
        outputs: {frames: no, filmstrip: {frames: 9601}}
        """.write(to: scene, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let (run, peak) = try CLI.runMeasuringPeak(["render", scene.path, "--out", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("flipbook: error[FB-RENDER-CANVAS]: cannot render a canvas of "), "\(run.stderr)")
        #expect(peak > 0 && peak < 300 * 1024, "peak \(peak) KiB: the thumbnails were drawn before the sheet was refused")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
    }
}
