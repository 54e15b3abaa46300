import Flipbook
import FlipbookCairo
import Foundation

extension FilmstripRun {
    /// The fast check of a golden that exists: true when the film matches it,
    /// with ``result`` filled in exactly as the full comparison fills it for a
    /// pass. False as soon as anything differs or cannot be read; the caller
    /// then runs the full comparison, which finds and reports every problem.
    ///
    /// Sampled frames go in batches of twice the core count: each is drawn in
    /// memory and its golden file read; when the manifest stores the file's
    /// hash and the picture's pixel hash and both match, the frame passes;
    /// otherwise (or for an older golden without hashes) the golden PNG is
    /// decoded and compared under the tolerance. All in parallel on
    /// all cores. Nothing is encoded, only one batch of pictures is alive at
    /// once (memory does not grow with the number of frames), and the check
    /// stops after the first batch with a failing frame.
    ///
    /// In record mode `failed`, a golden that matches but whose manifest lacks
    /// the pixel hashes, or names other inputs, gets its manifest rewritten.
    mutating func passesStreamed(manifestURL: URL, mode: RecordMode) -> Bool {
        guard let manifest = try? strategy.manifest.snapshot(film),
            let data = try? Data(contentsOf: manifestURL),
            let expectedManifest = try? strategy.manifest.diffing.fromData(data),
            strategy.manifest.diffing.diff(expectedManifest, manifest) == nil
        else { return false }
        if let traceStrategy = strategy.trace {
            guard let trace = try? traceStrategy.snapshot(film),
                let data = try? Data(contentsOf: folder.appendingPathComponent(Self.traceName)),
                let expected = try? traceStrategy.diffing.fromData(data),
                traceStrategy.diffing.diff(expected, trace) == nil
            else { return false }
        }
        let snapshot = strategy.frame.snapshot
        let diffing = strategy.frame.diffing
        let frameTolerance = tolerance.frame
        let frames = film.frames
        let folder = self.folder
        let batch = 2 * max(1, ProcessInfo.processInfo.activeProcessorCount)
        let hashesAlways = mode == .failed
        var entries: [FrameComparison] = []
        var hashes: [String?] = []
        var fileHashes: [String?] = []
        var totalPixels = 0
        var decoded = 0
        for start in stride(from: 0, to: manifest.sampledFrames.count, by: batch) {
            let indices = Array(manifest.sampledFrames[start..<min(start + batch, manifest.sampledFrames.count)])
            let checked =
                (try? indices.parallelMap { index -> (FrameComparison?, hash: String?, fileHash: String?, decoded: Bool) in
                    let frame = frames[index]
                    let url = folder.appendingPathComponent(expectedManifest.fileName(ofFrame: index))
                    guard let image = try? snapshot(frame), let data = try? Data(contentsOf: url) else {
                        return (nil, nil, nil, false)
                    }
                    let hash = expectedManifest.pixelHash(ofFrame: index) != nil || hashesAlways ? image.pixelHash : nil
                    let fileHash = hashesAlways ? FilmManifest.fileHash(data) : nil
                    var entry = FrameComparison(
                        index: index, time: frame.time, percentComplete: frame.percentComplete,
                        differingPixels: 0, totalPixels: image.width * image.height, passed: true)
                    if let hash, expectedManifest.goldenFile(ofFrame: index, data: data, matchesPixelHash: hash) {
                        return (entry, hash, fileHash, false)
                    }
                    guard let expected = try? diffing.fromData(data) else { return (nil, hash, fileHash, true) }
                    guard diffing.diff(expected, image) == nil else { return (nil, hash, fileHash, true) }
                    if expected != image {
                        entry.differingPixels = (try? frameTolerance.compare(expected, image).differingPixels) ?? 0
                    }
                    return (entry, hash, fileHash, true)
                }) ?? [(nil, nil, nil, false)]
            for item in checked {
                if item.decoded { decoded += 1 }
                guard let entry = item.0 else {
                    result.decodedGoldenFrames += decoded
                    return false
                }
                entries.append(entry)
                hashes.append(item.hash)
                fileHashes.append(item.fileHash)
                totalPixels += entry.totalPixels
            }
        }
        result.decodedGoldenFrames += decoded
        let differing = entries.reduce(0) { $0 + ($1.differingPixels ?? 0) }
        if let limit = tolerance.strip, !limit.allows(differing, of: totalPixels) { return false }
        result.frames = entries
        result.stripDifferingPixels = differing
        result.stripTotalPixels = totalPixels
        result.outcome = .passed
        if mode == .failed, differing == 0 {
            let fresh = hashes.compactMap { $0 }
            let freshFiles = fileHashes.compactMap { $0 }
            // A check that knows no inputs (assertFilmstrip) keeps the fingerprint a tool stored.
            var refreshed = manifest
            if refreshed.inputs == nil { refreshed.inputs = expectedManifest.inputs }
            if fresh.count == hashes.count, freshFiles.count == fileHashes.count,
                expectedManifest.pixelHashes != fresh || expectedManifest.frameFileHashes != freshFiles
                    || expectedManifest.inputs != refreshed.inputs
            {
                refreshManifest(refreshed, hashes: fresh, fileHashes: freshFiles)
            }
        }
        return true
    }

    /// Rewrites the golden's manifest (atomically) with the pixel and file hashes and `manifest`'s inputs.
    private mutating func refreshManifest(_ manifest: FilmManifest, hashes: [String], fileHashes: [String]) {
        var manifest = manifest
        manifest.pixelHashes = hashes
        manifest.frameFileHashes = fileHashes
        do {
            try GoldenFile.write(
                try strategy.manifest.diffing.toData(manifest), to: folder.appendingPathComponent(Self.manifestName),
                what: "the golden's manifest")
            result.refreshedManifest = true
            result.wroteGolden = true
        } catch let error as FilmError {
            result.outcome = .failed
            result.problems.append(.fileSystem(error))
            result.message = "The golden '\(name)' matched, but its manifest cannot be refreshed: \(error)"
        } catch {
            result.outcome = .failed
            result.problems.append(.configuration("the manifest of '\(name)' cannot be encoded: \(error)"))
            result.message = "The golden '\(name)' matched, but its manifest cannot be refreshed: \(error)"
        }
    }
}
