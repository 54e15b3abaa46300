import FlipbookCairo
import Foundation

/// The result of checking a film against its golden, before anything is
/// reported: ``assertFilmstrip(_:named:sampling:tolerance:record:goldensDirectory:fileID:filePath:function:line:column:)``
/// reports it as a test failure when it did not pass; tests of the golden
/// machinery inspect it directly.
public struct FilmstripVerification: Sendable {
    /// What happened.
    public enum Outcome: String, Sendable, Hashable {
        /// Everything matched within tolerance.
        case passed
        /// The golden was written (new, or rewritten in a record mode); the test fails and should be re-run.
        case recorded
        /// Something did not match, or the golden could not be used.
        case failed
    }

    /// Passed, recorded or failed.
    public var outcome: Outcome
    /// The golden's name.
    public var name: String
    /// The record mode that was in force.
    public var recordMode: RecordMode
    /// The golden's folder (`manifest.json`, `trace.txt`, `frame-NNNN.png`).
    public var goldenFolder: URL
    /// What did not match, in the order checked: manifest, trace, frames, strip.
    public var problems: [FilmstripProblem]
    /// Each sampled frame that was compared.
    public var frames: [FrameComparison]
    /// Differing pixels summed over the compared frames (under the frame metric).
    public var stripDifferingPixels: Int
    /// Pixels compared over all sampled frames.
    public var stripTotalPixels: Int
    /// Whether golden files were written.
    public var wroteGolden: Bool
    /// Where the failure artifacts went, when any were written.
    public var artifactsFolder: URL?
    /// The HTML report, when written.
    public var reportURL: URL?
    /// The expected / actual / diff contact sheet, when written.
    public var contactSheetURL: URL?
    /// The command that accepts the change.
    public var acceptCommand: String
    /// The text to report; empty when passed.
    public var message: String
    /// How many golden PNG files were decoded. A golden whose manifest stores
    /// pixel hashes is decoded only for frames whose hash differs from the
    /// hash of the frame drawn now, so a check that passes decodes none.
    public var decodedGoldenFrames = 0
    /// In a record mode that rewrites goldens (`failed`, `all`): the golden
    /// matched, but its manifest lacked the pixel hashes or had other inputs,
    /// so the manifest alone was rewritten (pictures and trace untouched).
    public var refreshedManifest = false

    /// Whether the outcome is ``Outcome/passed``.
    public var passed: Bool { outcome == .passed }
}

/// One thing that did not match a golden.
public enum FilmstripProblem: Sendable, Hashable, CustomStringConvertible {
    /// A bad name, sampling, record mode, or a film that cannot be drawn.
    case configuration(String)
    /// No `manifest.json` in the golden folder.
    case goldenMissing(path: String)
    /// A golden file exists but cannot be read or decoded.
    case goldenUnreadable(path: String, reason: String)
    /// Manifest differences, one sentence each.
    case manifest([String])
    /// The trace differs; the message holds the start of the unified diff.
    case trace(String)
    /// A sampled frame differs beyond the per-frame tolerance.
    case frame(index: Int, message: String)
    /// The strip-wide limit is exceeded.
    case strip(String)
    /// A golden or a failure artifact cannot be written (or its folder made): the file-system error, in words.
    case fileSystem(FilmError)

    public var description: String {
        switch self {
        case .configuration(let text): return text
        case .goldenMissing(let path): return "no golden at \(path)"
        case .goldenUnreadable(let path, let reason): return "golden file \(path) cannot be used: \(reason)"
        case .manifest(let lines): return "manifest differs:\n" + lines.map { "  - " + $0 }.joined(separator: "\n")
        case .trace(let text): return "trace differs: " + text
        case .frame(let index, let message): return "frame \(index): \(message)"
        case .strip(let text): return "filmstrip: " + text
        case .fileSystem(let error): return error.description
        }
    }
}

/// How one sampled frame compared with its golden.
public struct FrameComparison: Sendable, Hashable {
    /// The frame's index in the film, from 0.
    public var index: Int
    /// Seconds on the clock.
    public var time: Double
    /// The transition's percent complete in this frame, 0...1; nil when no transition was running.
    public var percentComplete: Double?
    /// Pixels differing under the frame metric; nil when the frame could not be compared.
    public var differingPixels: Int?
    /// The frame's pixel count.
    public var totalPixels: Int
    /// Within the per-frame tolerance.
    public var passed: Bool
    /// Why it failed.
    public var message: String?
}
