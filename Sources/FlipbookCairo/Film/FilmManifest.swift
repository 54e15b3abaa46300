import Flipbook
import Foundation

/// A film as JSON (`manifest.json`): the canvas, the clock, every frame's
/// time, percent, state and file, and the versions of the libraries and the
/// font that drew it. The one manifest format of Flipbook: a render's output
/// folder, a golden filmstrip and a candidate of `flipbook verify` all write it,
/// each with its own optional part:
///
/// - a render: ``files`` (the other files written) and each frame's ``Frame/file``;
/// - a golden: ``sampledFrames``, ``sampling``, ``pixelHashes``,
///   ``frameFileHashes`` and ``inputs`` (FlipbookTestingCore compares and
///   checks them);
/// - a candidate (`candidate.json`): ``candidate``, what it belongs to.
///
/// A part that is absent is not written, so a golden's file holds exactly the
/// golden's fields. Encoded with sorted keys and pretty printing, so the same
/// film gives the same bytes and a change reads well in a diff. Times are
/// seconds, sizes points unless named `pixel...`.
///
/// Format 1 is this layout (every golden on disk has it). A render's folder
/// written before the format was shared has another layout, also marked 1
/// (`canvas` and `pixelSize` objects, `files` and `versions` always present):
/// ``init(from:)`` reads it too. (A candidate kept by such a Flipbook has no
/// film in its `candidate.json`; `flipbook accept` asks to verify again.)
public struct FilmManifest: Codable, Hashable, Sendable {
    /// The manifest format; 1 for this layout.
    public var format = 1
    /// The canvas width in points.
    public var canvasWidth: Double
    /// The canvas height in points.
    public var canvasHeight: Double
    /// Pixels per point of the frame pictures.
    public var scale: Double
    /// The frame pictures' width in pixels.
    public var pixelWidth: Int
    /// The frame pictures' height in pixels.
    public var pixelHeight: Int
    /// Frames per second of the clock.
    public var fps: Double
    /// The number of frames in the film (written or not).
    public var frameCount: Int
    /// Every frame (not only the written or sampled ones).
    public var frames: [Frame]
    /// A render's other files; empty (and not written) for a golden.
    public var files = Files()
    /// What drew the film; never compared, shown when a golden's pixels differ.
    public var versions: Versions?

    // Golden-only fields.

    /// A golden's sampled frames (those with a `frame-NNNN.png`), ascending; nil when not a golden.
    public var goldenSampledFrames: [Int]?
    /// The sampling that chose ``sampledFrames``, as `FrameSampling`'s description
    /// (`percents(0.0, 0.5, 1.0)`); nil in goldens recorded before it was stored.
    public var sampling: String?
    /// ``Flipbook/Bitmap/pixelHash`` of each sampled frame's picture, in the
    /// order of ``sampledFrames``; nil in goldens recorded before hashes were stored.
    public var pixelHashes: [String]?
    /// The hash of each sampled frame's golden file bytes (`xxh64:` and 16
    /// hexadecimal digits), in the order of ``sampledFrames``; nil in older goldens.
    public var frameFileHashes: [String]?
    /// What the golden was made from, when the tool that recorded it knew; never compared.
    public var inputs: Inputs?

    // Candidate-only field.

    /// What a candidate of `flipbook verify` belongs to; nil when not a candidate.
    public var candidate: Candidate?

    /// The sampled frames of a golden (``goldenSampledFrames``); empty when not a golden.
    public var sampledFrames: [Int] {
        get { goldenSampledFrames ?? [] }
        set { goldenSampledFrames = newValue }
    }

    /// A manifest of a film's geometry and frames; the golden-only and
    /// candidate-only fields start nil (a render's manifest).
    public init(
        canvasWidth: Double, canvasHeight: Double, scale: Double, pixelWidth: Int, pixelHeight: Int, fps: Double,
        frameCount: Int, frames: [Frame], files: Files = Files(), versions: Versions? = nil
    ) {
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.fps = fps
        self.frameCount = frameCount
        self.frames = frames
        self.files = files
        self.versions = versions
    }

    /// A size in pixels.
    public struct PixelSize: Codable, Hashable, Sendable {
        /// Width and height, in pixels.
        public var width: Int, height: Int
        /// A size of `width` x `height` pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// One frame.
    public struct Frame: Codable, Hashable, Sendable {
        /// The frame's index, from 0.
        public var index: Int
        /// Seconds on the window's clock.
        public var time: Double
        /// In 0...1; absent when no transition is involved.
        public var percentComplete: Double?
        /// A ``TransitionPhase`` raw value.
        public var state: String
        /// A render's PNG file of the frame; absent when the frame was not written, and in goldens.
        public var file: String?

        /// A frame's entry: its index, clock time in seconds, transition percent (nil without one), state, and file.
        public init(index: Int, time: Double, percentComplete: Double?, state: String, file: String? = nil) {
            self.index = index
            self.time = time
            self.percentComplete = percentComplete
            self.state = state
            self.file = file
        }
    }

    /// The other files in a render's folder (absent when not written).
    public struct Files: Codable, Hashable, Sendable {
        /// The filmstrip's file name.
        public var filmstrip: String?
        /// The animated PNG's file name.
        public var animatedPNG: String?
        /// The animated GIF.
        public var gif: String?
        /// The videos ffmpeg made (mp4, webm).
        public var videos: [String]?
        /// The text trace's file name.
        public var trace: String?
        /// Sampled frame indices shown on the filmstrip.
        public var filmstripFrames: [Int]?
        /// The animated PNG's size in pixels when it differs from the frames'.
        public var animatedPNGPixelSize: PixelSize?
        /// The GIF's size in pixels when it differs from the frames'.
        public var gifPixelSize: PixelSize?

        /// No files (a golden's manifest).
        public init() {}

        /// True when no file is named.
        public var isEmpty: Bool { self == Files() }
    }

    /// The libraries and font that drew the film.
    public struct Versions: Codable, Hashable, Sendable {
        /// cairo's version, such as "1.16.0".
        public var cairo: String
        /// libpng's version.
        public var libpng: String
        /// pixman's version, when cairo reports it.
        public var pixman: String?
        /// FreeType's version, when it can be read.
        public var freetype: String?
        /// The font file the default family resolved to, with its size and hash.
        public var font: FontFile?
        /// Why a version is missing, if one is.
        public var notes: [String]
    }

    /// The font file a family resolved to (through fontconfig, as cairo resolves it).
    public struct FontFile: Codable, Hashable, Sendable {
        /// The family asked for, such as "DejaVu Sans".
        public var family: String
        /// The full path of the font file.
        public var file: String
        /// The font's full name.
        public var fullName: String?
        /// The font's revision from its `head` table, such as "2.37".
        public var version: String?
    }

    /// What a golden was made from: named parts, each a hash of a file's bytes
    /// or a version, and one digest of them all (FlipbookTestingCore's
    /// `InputFingerprint` computes and compares them).
    public struct Inputs: Codable, Hashable, Sendable {
        /// Each input's name and its hash or version.
        public var parts: [String: String]
        /// `sha256:` and the SHA-256 of the parts as sorted `name=value` lines.
        public var digest: String

        /// Inputs of `parts` with their `digest` (``digest`` states how it is computed).
        public init(parts: [String: String], digest: String) {
            self.parts = parts
            self.digest = digest
        }
    }

    /// What `flipbook verify` kept for a failing scene belongs to. `flipbook
    /// accept` promotes the candidate only when the scene file still has these
    /// bytes, the golden is still the one checked, and every file has the hash
    /// written here.
    public struct Candidate: Codable, Hashable, Sendable {
        /// The scene's name: the golden's folder name.
        public var scene: String
        /// The scene file's absolute path when verify ran.
        public var scenePath: String
        /// `sha256:` and the SHA-256 of the scene file's bytes.
        public var sceneHash: String
        /// The goldens folder checked (absolute).
        public var goldens: String
        /// `sha256:` of the golden's manifest.json when verify ran; nil when there was no golden.
        public var goldenManifestHash: String?
        /// `failed` or `missing`.
        public var status: String
        /// Sampled frames that differed.
        public var failingFrames: [Int]
        /// Each file of the candidate's `golden/` and its `sha256:` hash.
        public var files: [String: String]
        /// The Flipbook that rendered it.
        public var flipbookVersion: String
        /// The failure report, when one was written.
        public var report: String?

        /// A candidate's part, each field as its property states.
        public init(
            scene: String, scenePath: String, sceneHash: String, goldens: String, goldenManifestHash: String?,
            status: String, failingFrames: [Int], files: [String: String], flipbookVersion: String, report: String?
        ) {
            self.scene = scene
            self.scenePath = scenePath
            self.sceneHash = sceneHash
            self.goldens = goldens
            self.goldenManifestHash = goldenManifestHash
            self.status = status
            self.failingFrames = failingFrames
            self.files = files
            self.flipbookVersion = flipbookVersion
            self.report = report
        }
    }

    /// The versions of the libraries loaded in this process.
    public static var currentVersions: Versions {
        let v = LibraryVersions.current
        return Versions(cairo: v.cairo, libpng: v.libpng, pixman: v.pixman, freetype: v.freetype, font: v.font, notes: v.notes)
    }

    enum CodingKeys: String, CodingKey {
        case format, canvasWidth, canvasHeight, scale, pixelWidth, pixelHeight, fps, frameCount, frames, files, versions
        case goldenSampledFrames = "sampledFrames"
        case sampling, pixelHashes, frameFileHashes, inputs, candidate
    }

    /// The keys of a render's older layout.
    private enum LegacyKeys: String, CodingKey {
        case canvas, pixelSize
    }

    private struct LegacySize: Decodable {
        var width: Double, height: Double
    }

    public init(from decoder: any Decoder) throws {
        let legacy = try decoder.container(keyedBy: LegacyKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(Int.self, forKey: .format)
        if legacy.contains(.canvas) {
            // A render's folder before the format was shared.
            let canvas = try legacy.decode(LegacySize.self, forKey: .canvas)
            canvasWidth = canvas.width
            canvasHeight = canvas.height
            scale = try c.decode(Double.self, forKey: .scale)
            let pixels = try legacy.decode(PixelSize.self, forKey: .pixelSize)
            pixelWidth = pixels.width
            pixelHeight = pixels.height
        } else {
            // (In the order of the fields, so a missing key is named as before the format was shared.)
            canvasWidth = try c.decode(Double.self, forKey: .canvasWidth)
            canvasHeight = try c.decode(Double.self, forKey: .canvasHeight)
            scale = try c.decode(Double.self, forKey: .scale)
            pixelWidth = try c.decode(Int.self, forKey: .pixelWidth)
            pixelHeight = try c.decode(Int.self, forKey: .pixelHeight)
        }
        fps = try c.decode(Double.self, forKey: .fps)
        frameCount = try c.decode(Int.self, forKey: .frameCount)
        frames = try c.decode([Frame].self, forKey: .frames)
        files = try c.decodeIfPresent(Files.self, forKey: .files) ?? Files()
        for field in Self.optionalFields { try field.decode(&self, c) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(format, forKey: .format)
        try c.encode(canvasWidth, forKey: .canvasWidth)
        try c.encode(canvasHeight, forKey: .canvasHeight)
        try c.encode(scale, forKey: .scale)
        try c.encode(pixelWidth, forKey: .pixelWidth)
        try c.encode(pixelHeight, forKey: .pixelHeight)
        try c.encode(fps, forKey: .fps)
        try c.encode(frameCount, forKey: .frameCount)
        try c.encode(frames, forKey: .frames)
        if !files.isEmpty { try c.encode(files, forKey: .files) }
        for field in Self.optionalFields { try field.encode(self, &c) }
    }

    /// The fields written only when present (nil is not written, and a
    /// missing key reads as nil), in the order they are decoded.
    private static let optionalFields: [OptionalField] = [
        OptionalField(\.goldenSampledFrames, .goldenSampledFrames), OptionalField(\.sampling, .sampling),
        OptionalField(\.versions, .versions), OptionalField(\.pixelHashes, .pixelHashes),
        OptionalField(\.frameFileHashes, .frameFileHashes), OptionalField(\.inputs, .inputs),
        OptionalField(\.candidate, .candidate),
    ]

    /// One optional field's coding: `encodeIfPresent` and `decodeIfPresent` under its key.
    private struct OptionalField: Sendable {
        let encode: @Sendable (FilmManifest, inout KeyedEncodingContainer<CodingKeys>) throws -> Void
        let decode: @Sendable (inout FilmManifest, KeyedDecodingContainer<CodingKeys>) throws -> Void

        init<Value: Codable & Sendable>(_ path: WritableKeyPath<FilmManifest, Value?> & Sendable, _ key: CodingKeys) {
            encode = { manifest, container in try container.encodeIfPresent(manifest[keyPath: path], forKey: key) }
            decode = { manifest, container in manifest[keyPath: path] = try container.decodeIfPresent(Value.self, forKey: key) }
        }
    }

    /// The JSON bytes: sorted keys, pretty printed, slashes unescaped, with a final newline.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a manifest (either layout of a render's folder, a golden's, a candidate's).
    /// - Throws: ``FilmError`` naming the file and what is wrong.
    public static func read(from url: URL) throws -> FilmManifest {
        let data = try FilmError.read(url, what: "the manifest")
        do { return try JSONDecoder().decode(FilmManifest.self, from: data) } catch {
            throw FilmError(path: url.path, reason: "not a valid film manifest (\(FilmError.decodingText(error)))")
        }
    }
}
