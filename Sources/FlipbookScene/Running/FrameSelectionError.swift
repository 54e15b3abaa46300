import Foundation

/// A frame selection (`--frames`, `--percent`, or the scene's `outputs.frames`)
/// that does not fit the film it is applied to.
public struct FrameSelectionError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What selected the frames, as the user wrote it (`--frames`, `--percent`, `outputs.frames`).
    public let origin: String
    /// The problem, naming the film's frame range.
    public let problem: String

    public var description: String { "\(origin): \(problem)" }

    /// Frame numbers past the film's last frame.
    static func beyondEnd(_ range: ClosedRange<Int>, frameCount: Int, origin: String) -> FrameSelectionError {
        let asked = range.count == 1 ? "frame \(range.lowerBound)" : "frames \(range.lowerBound)-\(range.upperBound)"
        return FrameSelectionError(
            origin: origin,
            problem: "\(asked) \(range.count == 1 ? "is" : "go") past the end of the film, whose frames are "
                + "0...\(frameCount - 1) (\(frameCount) frames)")
    }

    /// Percents that no frame of the film carries (a film that cannot be scrubbed has none).
    static func noPercent(frameCount: Int, origin: String) -> FrameSelectionError {
        FrameSelectionError(
            origin: origin,
            problem: "selects no frame: no frame of the film (frames 0...\(frameCount - 1)) "
                + "has a transition percent; choose frames by number with --frames")
    }
}
