import Flipbook
import Foundation

extension FilmstripRun {
    /// The fast check of a golden that exists: true when the film matches it,
    /// with ``result`` filled in exactly as the full comparison fills it for a
    /// pass. False as soon as anything differs or cannot be read; the caller
    /// then runs the full comparison, which finds and reports every problem.
    ///
    /// Sampled frames go in batches of twice the core count: each is drawn in
    /// memory, its golden read and decoded, and the two compared, in parallel
    /// on all cores. Nothing is encoded, only one batch of pictures is alive at
    /// once (memory does not grow with the number of frames), and the check
    /// stops after the first batch with a failing frame.
    mutating func passesStreamed(manifestURL: URL) -> Bool {
        guard let manifest = try? strategy.manifest.snapshot(film),
              let data = try? Data(contentsOf: manifestURL),
              let expectedManifest = try? strategy.manifest.diffing.fromData(data),
              strategy.manifest.diffing.diff(expectedManifest, manifest) == nil else { return false }
        if let traceStrategy = strategy.trace {
            guard let trace = try? traceStrategy.snapshot(film),
                  let data = try? Data(contentsOf: folder.appendingPathComponent(Self.traceName)),
                  let expected = try? traceStrategy.diffing.fromData(data),
                  traceStrategy.diffing.diff(expected, trace) == nil else { return false }
        }
        let snapshot = strategy.frame.snapshot, diffing = strategy.frame.diffing
        let frameTolerance = tolerance.frame, frames = film.frames, folder = self.folder
        let batch = 2 * max(1, ProcessInfo.processInfo.activeProcessorCount)
        var entries: [FrameComparison] = []
        var totalPixels = 0
        for start in stride(from: 0, to: manifest.sampledFrames.count, by: batch) {
            let indices = Array(manifest.sampledFrames[start..<min(start + batch, manifest.sampledFrames.count)])
            let checked = (try? indices.parallelMap { index -> FrameComparison? in
                let frame = frames[index]
                let url = folder.appendingPathComponent(expectedManifest.fileName(ofFrame: index))
                guard let image = try? snapshot(frame),
                      let expected = try? diffing.fromData(try Data(contentsOf: url)),
                      diffing.diff(expected, image) == nil else { return nil }
                var entry = FrameComparison(index: index, time: frame.time, percentComplete: frame.percentComplete,
                                            differingPixels: 0, totalPixels: image.width * image.height, passed: true)
                if expected != image {
                    entry.differingPixels = (try? frameTolerance.compare(expected, image).differingPixels) ?? 0
                }
                return entry
            }) ?? [nil]
            for entry in checked {
                guard let entry else { return false }
                entries.append(entry)
                totalPixels += entry.totalPixels
            }
        }
        let differing = entries.reduce(0) { $0 + ($1.differingPixels ?? 0) }
        if let limit = tolerance.strip, !limit.allows(differing, of: totalPixels) { return false }
        result.frames = entries
        result.stripDifferingPixels = differing
        result.stripTotalPixels = totalPixels
        result.outcome = .passed
        return true
    }
}
