import Flipbook
import Foundation

/// What a film's output folder holds, as JSON (`manifest.json`): the canvas,
/// the clock, every frame's time, percent and state and file, the other
/// files, and the versions of the libraries and the font that drew it.
///
/// Encoded with sorted keys and pretty printing, so the same film gives the
/// same bytes and a change reads well in a diff. Times are seconds, sizes
/// points unless named `pixel...`.
public struct FilmManifest: Codable, Hashable, Sendable {
    /// The manifest format; 1 for this layout.
    public var format = 1
    /// The canvas in points.
    public var canvas: Size
    /// Pixels per point of the frame files.
    public var scale: Double
    /// The frame files' size in pixels.
    public var pixelSize: PixelSize
    /// Frames per second of the clock.
    public var fps: Double
    /// The number of frames in the film (written or not).
    public var frameCount: Int
    /// Every frame, first to last.
    public var frames: [Frame]
    /// The other files the folder holds.
    public var files: Files
    /// The libraries and font that drew the film.
    public var versions: Versions

    /// A size in points.
    public struct Size: Codable, Hashable, Sendable {
        /// Width and height, in points.
        public var width: Double, height: Double
    }

    /// A size in pixels.
    public struct PixelSize: Codable, Hashable, Sendable {
        /// Width and height, in pixels.
        public var width: Int, height: Int
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
        /// The frame's PNG file name, absent when the frame was not written.
        public var file: String?
    }

    /// The other files in the folder (absent when not written).
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

    /// The versions of the libraries loaded in this process.
    public static var currentVersions: Versions {
        let v = LibraryVersions.current
        return Versions(cairo: v.cairo, libpng: v.libpng, pixman: v.pixman, freetype: v.freetype, font: v.font, notes: v.notes)
    }

    /// The JSON bytes: sorted keys, pretty printed, slashes unescaped, with a final newline.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a manifest.
    /// - Throws: ``FilmError`` naming the file and what is wrong.
    public static func read(from url: URL) throws -> FilmManifest {
        let data = try FilmError.read(url, what: "the manifest")
        do { return try JSONDecoder().decode(FilmManifest.self, from: data) } catch {
            throw FilmError(path: url.path, reason: "not a valid film manifest (\(FilmError.decodingText(error)))")
        }
    }
}
