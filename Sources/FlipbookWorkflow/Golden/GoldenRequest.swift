import FlipbookTestingCore
import Foundation

/// What `flipbook verify` and `flipbook record` ask of ``GoldenRun``: the
/// scenes, where the goldens and the failure artifacts live, which frames are
/// pinned, the shard, and machine output (the parsed `GoldenOptions`).
package struct GoldenRequest {
    package var scenes: [String]
    /// The goldens folder as given.
    package var goldens: String
    /// `--sample` as typed, when given.
    package var sample: String?
    /// The sampling `record` uses: `--sample`, else ``defaultSampling``.
    package var sampling: FrameSampling
    /// `--sample`, when given (`verify` otherwise samples as each golden was recorded).
    package var givenSampling: FrameSampling?
    package var artifacts: String?
    package var candidates: String?
    package var shard: String?
    package var shardCount: Int?
    package var variant: String?
    package var scale: Double?
    package var plugins: [String]
    package var json: Bool

    package init(
        scenes: [String], goldens: String, sample: String?, sampling: FrameSampling, givenSampling: FrameSampling?,
        artifacts: String?, candidates: String?, shard: String?, shardCount: Int?, variant: String?, scale: Double?,
        plugins: [String], json: Bool
    ) {
        self.scenes = scenes
        self.goldens = goldens
        self.sample = sample
        self.sampling = sampling
        self.givenSampling = givenSampling
        self.artifacts = artifacts
        self.candidates = candidates
        self.shard = shard
        self.shardCount = shardCount
        self.variant = variant
        self.scale = scale
        self.plugins = plugins
        self.json = json
    }

    /// The frames a golden pins by default: the film's first, middle and last
    /// by percent, as the gallery's golden frames.
    package static let defaultSampling = FrameSampling.percents([0, 0.5, 1])

    /// `sampling` as a `--sample` value that reads back as the same sampling:
    /// `all`, `N` (evenly), `P%,...` (each percent with the fewest digits that
    /// read back exactly), `every:N`, `frames:I,J,...`.
    package static func sampleText(_ sampling: FrameSampling) -> String {
        switch sampling {
        case .all: return "all"
        case .evenly(let n): return String(n)
        case .every(let n): return "every:\(n)"
        case .indices(let list): return "frames:" + list.map(String.init).joined(separator: ",")
        case .percents(let list): return list.map { percentText($0) + "%" }.joined(separator: ",")
        }
    }

    /// `p` (in 0...1) times 100, with the fewest significant digits whose value divided by 100 is `p` again.
    package static func percentText(_ p: Double) -> String {
        for digits in 1...17 {
            var text = String(format: "%.\(digits)g", p * 100)
            if text.contains("e") { continue }
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            if let value = Double(text), value / 100 == p { return text }
        }
        return String(p * 100)
    }

    /// A `--scale` value as typed: `2`, `1.5`.
    package static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }

    /// The artifacts root: `--artifacts`, else `$FLIPBOOK_ARTIFACTS`, else `.build/flipbook-artifacts`,
    /// relative paths from the current folder.
    package func artifactsRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let path = artifacts ?? environment["FLIPBOOK_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? ".build/flipbook-artifacts"
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// The exact command that records `scene`'s golden as these options and
    /// `sampling` (the sampling used: `--sample`, or the golden's) shaped it:
    /// the goldens folder, the sampling, `--scale` and every `--plugin`, so
    /// that running it re-records the golden that was checked. (The tolerance
    /// options only loosen `verify`'s comparison; `record` always compares
    /// exactly and stores the trace.)
    package func recordCommand(scene: String, sampling: FrameSampling) -> String {
        var words = ["flipbook", "record", scene, "--goldens", goldens]
        words += ["--sample", sample ?? Self.sampleText(sampling)]
        if let scale { words += ["--scale", Self.scaleText(scale)] }
        for plugin in plugins { words += ["--plugin", plugin] }
        return words.map(ShellQuote.word).joined(separator: " ")
    }

    /// The command that promotes `scene`'s candidate: the goldens folder, and
    /// the candidates or artifacts folder when one was given.
    package func acceptCommand(scene: String) -> String {
        var words = ["flipbook", "accept", scene, "--goldens", goldens]
        if let candidates {
            words += ["--candidates", candidates]
        } else if let artifacts {
            words += ["--artifacts", artifacts]
        }
        return words.map(ShellQuote.word).joined(separator: " ")
    }
}
