import Foundation

extension FrameSelection {
    /// Parses a frame list as a document writes it: frame numbers from 0 and
    /// closed ranges, comma-separated (`"0,10,20-30"`).
    /// - Throws: a sentence naming the bad item, as ``SceneRunError``'s problem with `file` "--frames".
    public init(frameList text: String) throws {
        var ranges: [ClosedRange<Int>] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = part.trimmingCharacters(in: .whitespaces)
            let bounds = item.split(separator: "-", omittingEmptySubsequences: false).map {
                Int($0.trimmingCharacters(in: .whitespaces))
            }
            guard bounds.count == 1 || bounds.count == 2, let lo = bounds.first!, let hi = bounds.last! else {
                throw SceneRunError(
                    file: "--frames", problem: "expected a frame number or a range such as 20-30, found '\(item)'")
            }
            guard lo >= 0, hi < SceneLimits.maximumFrameCount else {
                throw SceneRunError(
                    file: "--frames", problem: "frame \(lo < 0 ? lo : hi) is outside 0...\(SceneLimits.maximumFrameCount - 1)")
            }
            guard lo <= hi else { throw SceneRunError(file: "--frames", problem: "the range '\(item)' runs backwards") }
            ranges.append(lo...hi)
        }
        self = .indices(ranges)
    }
}
