import Flipbook
import FlipbookCairo
import Foundation

/// The golden part of a film's manifest (``FilmManifest``, the one manifest
/// format): what must match before any pixel is compared (canvas, scale,
/// fps, every frame's time, percent and state, the sampled frames), plus,
/// for information only, the versions of the libraries and font that drew
/// it, each sampled picture's hashes and the golden's inputs.
///
/// Sizes are points unless named `pixel...`; times are seconds.
extension FilmManifest {
    /// The manifest of `film` with `sampled` frame pictures, chosen by `sampling`.
    public init(
        film: Film, sampled: [Int], sampling: FrameSampling? = nil,
        versions: FilmManifest.Versions? = FilmManifest.currentVersions
    ) {
        let tree = film.frames.first?.tree
        self.init(
            canvasWidth: Double(film.size.width), canvasHeight: Double(film.size.height), scale: Double(film.scale),
            pixelWidth: tree?.pixelWidth ?? 0, pixelHeight: tree?.pixelHeight ?? 0, fps: film.fps,
            frameCount: film.frames.count,
            frames: film.frames.map {
                Frame(
                    index: $0.index, time: $0.time, percentComplete: $0.percentComplete,
                    state: $0.phase.rawValue)
            },
            versions: versions)
        sampledFrames = sampled
        self.sampling = sampling?.description
    }

    /// The sampling this golden was recorded with: ``sampling`` when it is
    /// stored and readable. A golden recorded before it was stored gives the
    /// first of `candidates` that picks exactly ``sampledFrames`` from the
    /// recorded frames, else `.indices(sampledFrames)` (the frames it pins).
    public func recordedSampling(candidates: [FrameSampling] = []) -> FrameSampling {
        if let sampling, let value = FrameSampling(sampling) { return value }
        for candidate in candidates where (try? candidate.indices(in: self)) == sampledFrames { return candidate }
        return .indices(sampledFrames)
    }

    /// The golden file name of sampled frame `index` in a film of `frameCount` frames.
    /// `frame-` and the index with at least 4 digits (as many as the last index needs), `.png`,
    /// as ``FrameWriter`` names frames.
    public func fileName(ofFrame index: Int) -> String {
        let digits = max(4, String(max(0, frameCount - 1)).count)
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// What differs from `expected`, one specific sentence per difference,
    /// in the order: canvas, scale, pixel size, fps, frame count, then frame
    /// by frame time, percent and state (at most `limit` frame lines), then
    /// the sampling (when both manifests store it) and the sampled frames.
    /// Empty when everything that matters matches.
    public func differences(from expected: FilmManifest, limit: Int = 8) -> [String] {
        var out: [String] = []
        let e = expected
        if e.canvasWidth != canvasWidth || e.canvasHeight != canvasHeight {
            out.append(
                "canvas size: expected \(n(e.canvasWidth)) x \(n(e.canvasHeight)) pt, got \(n(canvasWidth)) x \(n(canvasHeight)) pt"
            )
        }
        if e.scale != scale { out.append("scale: expected @\(n(e.scale))x, got @\(n(scale))x") }
        if (e.pixelWidth, e.pixelHeight) != (pixelWidth, pixelHeight), e.scale == scale {
            out.append("pixel size: expected \(e.pixelWidth) x \(e.pixelHeight) px, got \(pixelWidth) x \(pixelHeight) px")
        }
        if e.fps != fps { out.append("fps: expected \(n(e.fps)), got \(n(fps))") }
        if e.frameCount != frameCount { out.append("frame count: expected \(e.frameCount), got \(frameCount)") }
        var frameLines: [String] = []
        for (a, b) in zip(e.frames, frames) {
            if abs(a.time - b.time) > 1e-9 {
                frameLines.append(
                    "frame \(a.index) time: expected \(FilmTrace.fixed(a.time, 4)) s, got \(FilmTrace.fixed(b.time, 4)) s")
            }
            if a.percentComplete.map({ ($0 * 1e9).rounded() }) != b.percentComplete.map({ ($0 * 1e9).rounded() }) {
                frameLines.append(
                    "frame \(a.index) percent complete: expected \(percent(a.percentComplete)), got \(percent(b.percentComplete))"
                )
            }
            if a.state != b.state { frameLines.append("frame \(a.index) state: expected \(a.state), got \(b.state)") }
        }
        out += frameLines.prefix(limit)
        if frameLines.count > limit { out.append("... and \(frameLines.count - limit) more frame differences") }
        if let a = e.sampling, let b = sampling, a != b { out.append("sampling: expected \(a), got \(b)") }
        if e.sampledFrames != sampledFrames, e.frameCount == frameCount {
            out.append("sampled frames: expected \(e.sampledFrames), got \(sampledFrames)")
        }
        return out
    }

    /// The recorded hash of sampled frame `index`'s picture, when ``pixelHashes``
    /// has one for each sampled frame.
    public func pixelHash(ofFrame index: Int) -> String? {
        guard let pixelHashes, pixelHashes.count == sampledFrames.count,
            let position = sampledFrames.firstIndex(of: index)
        else { return nil }
        return pixelHashes[position]
    }

    /// Whether the golden file of sampled frame `index`, with bytes `data`,
    /// is the one recorded and holds a picture whose ``Flipbook/Bitmap/pixelHash``
    /// is `pixelHash`: then it equals the picture drawn, without decoding it.
    public func goldenFile(ofFrame index: Int, data: Data, matchesPixelHash pixelHash: String) -> Bool {
        guard let recorded = self.pixelHash(ofFrame: index), recorded == pixelHash,
            let fileHashes = frameFileHashes, fileHashes.count == sampledFrames.count,
            let position = sampledFrames.firstIndex(of: index)
        else { return false }
        return fileHashes[position] == Self.fileHash(data)
    }

    /// `xxh64:` and the ``XXH64`` of `data` (seed 0): a golden frame file's hash.
    public static func fileHash(_ data: Data) -> String {
        "xxh64:" + XXH64.hex(data.withUnsafeBytes { XXH64.hash($0) })
    }

    /// A note about differing library or font versions, for pixel failures; nil when they agree or are unknown.
    func versionNote(expected: FilmManifest) -> String? {
        guard let a = expected.versions, let b = versions else { return nil }
        var parts: [String] = []
        if a.cairo != b.cairo { parts.append("cairo \(a.cairo) -> \(b.cairo)") }
        if a.pixman != b.pixman { parts.append("pixman \(a.pixman ?? "?") -> \(b.pixman ?? "?")") }
        if a.freetype != b.freetype { parts.append("freetype \(a.freetype ?? "?") -> \(b.freetype ?? "?")") }
        if a.font?.version != b.font?.version || a.font?.file != b.font?.file {
            parts.append(
                "font \(a.font?.fullName ?? "?") \(a.font?.version ?? "?") -> \(b.font?.fullName ?? "?") \(b.font?.version ?? "?")"
            )
        }
        return parts.isEmpty ? nil : "the golden was drawn with other library versions: " + parts.joined(separator: ", ")
    }

    private func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : FilmTrace.fixed(v, 3) }
    private func percent(_ p: Double?) -> String { p.map { FilmTrace.fixed($0 * 100, 1) + " %" } ?? "none" }
}

/// The name the golden manifest had before the manifest format was shared.
@available(*, deprecated, renamed: "FilmManifest")
public typealias FilmstripManifest = FilmManifest

/// A manifest file that is not a filmstrip manifest.
struct ManifestDecodingError: Error, CustomStringConvertible {
    var underlying: String
    var description: String { "not a valid filmstrip manifest (\(underlying))" }
}

extension Diffing where Format == FilmManifest {
    /// Golden manifests as JSON, compared field by field with a sentence for each difference.
    /// Reading one requires the golden's ``FilmManifest/sampledFrames``.
    public static var manifest: Diffing<FilmManifest> {
        Diffing(
            toData: { try $0.encoded() },
            fromData: { data in
                let manifest: FilmManifest
                do { manifest = try JSONDecoder().decode(FilmManifest.self, from: data) } catch {
                    throw ManifestDecodingError(underlying: FilmError.decodingText(error))
                }
                guard manifest.goldenSampledFrames != nil else {
                    throw ManifestDecodingError(underlying: "the key 'sampledFrames' is missing")
                }
                return manifest
            },
            diff: { expected, actual in
                let lines = actual.differences(from: expected)
                return lines.isEmpty ? nil : DiffFailure(message: lines.joined(separator: "\n"))
            })
    }
}

extension Snapshotting where Value == Film, Format == FilmManifest {
    /// A film's manifest with the frames `sampling` picks.
    public static func manifest(sampling: FrameSampling) -> Snapshotting<Film, FilmManifest> {
        Snapshotting(pathExtension: "json", diffing: .manifest) { film in
            FilmManifest(film: film, sampled: try sampling.indices(in: film), sampling: sampling)
        }
    }
}
