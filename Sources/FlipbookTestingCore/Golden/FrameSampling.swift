import Flipbook
import FlipbookCairo
import Foundation

/// Which frames of a film a golden pins as pictures. The manifest and the
/// trace always cover every frame.
///
/// Every sampling gives ascending indices without repeats.
///
/// The ``description`` (`all`, `every(3)`, `evenly(10)`, `indices(2, 7)`,
/// `percents(0.0, 0.5, 1.0)`) reads back with ``init(_:)``, the same value
/// exactly; a golden's manifest stores it (``FilmManifest/sampling``).
public enum FrameSampling: Sendable, Hashable, LosslessStringConvertible {
    /// Every frame.
    case all
    /// Frames 0, n, 2n, ... and always the last frame; n ≥ 1.
    case every(Int)
    /// `n` frames evenly spaced over the film, the first and the last
    /// included (all frames when the film is shorter); n ≥ 2.
    case evenly(Int)
    /// These frame indices, each in `0..<frameCount`.
    case indices([Int])
    /// For each percent in 0...1, the frame whose transition percent
    /// complete is nearest (the earliest on a tie); frames without a
    /// percent are not candidates.
    case percents([Double])

    /// The default: 10 frames evenly spaced, first and last included.
    public static let standard = FrameSampling.evenly(10)

    /// The sampled indices of `film`.
    /// - Throws: ``SamplingError`` for a count below the minimum, an index
    ///   outside the film, a percent outside 0...1, or percents on a film
    ///   without any.
    public func indices(in film: Film) throws(SamplingError) -> [Int] {
        try indices(
            frameCount: film.frames.count, percents: { film.frames.compactMap { f in f.percentComplete.map { (f.index, $0) } } })
    }

    /// The sampled indices of the frames a golden's manifest records (the
    /// frames of the film it was recorded from).
    /// - Throws: ``SamplingError``, as ``indices(in:)``.
    public func indices(in manifest: FilmManifest) throws(SamplingError) -> [Int] {
        try indices(
            frameCount: manifest.frames.count,
            percents: { manifest.frames.compactMap { f in f.percentComplete.map { (f.index, $0) } } })
    }

    /// The sampled indices of `frameCount` frames; `percents` gives the
    /// frames that have a transition percent, as (index, percent).
    private func indices(frameCount count: Int, percents: () -> [(Int, Double)]) throws(SamplingError) -> [Int] {
        guard count > 0 else { throw SamplingError("the film has no frames") }
        switch self {
        case .all:
            return Array(0..<count)
        case .every(let n):
            guard n >= 1 else { throw SamplingError("every(\(n)): the step must be at least 1") }
            var result = Array(stride(from: 0, to: count, by: n))
            if result.last != count - 1 { result.append(count - 1) }
            return result
        case .evenly(let n):
            guard n >= 2 else { throw SamplingError("evenly(\(n)): at least 2 frames (the first and the last)") }
            // As the film's contact sheet samples (FilmstripWriter.sampleIndices).
            let k = min(n, count)
            guard k > 1 else { return [0] }
            var result: [Int] = []
            for i in 0..<k {
                let index = Int((Double(i) * Double(count - 1) / Double(k - 1)).rounded())
                if result.last != index { result.append(index) }
            }
            return result
        case .indices(let list):
            guard !list.isEmpty else { throw SamplingError("indices([]): name at least one frame") }
            if let bad = list.first(where: { $0 < 0 || $0 >= count }) {
                throw SamplingError("frame index \(bad) is outside the film's \(count) frames (0...\(count - 1))")
            }
            return Array(Set(list)).sorted()
        case .percents(let list):
            guard !list.isEmpty else { throw SamplingError("percents([]): name at least one percent") }
            if let bad = list.first(where: { !($0 >= 0 && $0 <= 1) }) {
                throw SamplingError("percent \(bad) is outside 0...1")
            }
            let candidates = percents()
            guard !candidates.isEmpty else {
                throw SamplingError("percents: no frame of the film has a transition percent; sample by index instead")
            }
            let picked = list.map { p in candidates.min { abs($0.1 - p) < abs($1.1 - p) }!.0 }
            return Array(Set(picked)).sorted()
        }
    }

    /// Reads a ``description``: `all`, `every(N)`, `evenly(N)`,
    /// `indices(I, J, ...)` or `percents(P, Q, ...)` (P in 0...1); nil for
    /// any other text. Counts and ranges are checked when indices are taken.
    public init?(_ description: String) {
        let text = description.trimmingCharacters(in: .whitespaces)
        if text == "all" {
            self = .all
            return
        }
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let name = String(text[..<open])
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingCharacters(in: .whitespaces)
        let items =
            inside.isEmpty
            ? []
            : inside.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        switch name {
        case "every", "evenly":
            guard items.count == 1, let n = Int(items[0]) else { return nil }
            self = name == "every" ? .every(n) : .evenly(n)
        case "indices":
            let list = items.compactMap { Int($0) }
            guard list.count == items.count else { return nil }
            self = .indices(list)
        case "percents":
            let list = items.compactMap { Double($0) }
            guard list.count == items.count else { return nil }
            self = .percents(list)
        default:
            return nil
        }
    }

    public var description: String {
        switch self {
        case .all: return "all"
        case .every(let n): return "every(\(n))"
        case .evenly(let n): return "evenly(\(n))"
        case .indices(let list): return "indices(\(list.map(String.init).joined(separator: ", ")))"
        case .percents(let list): return "percents(\(list.map { "\($0)" }.joined(separator: ", ")))"
        }
    }
}

/// Why frames cannot be sampled.
public struct SamplingError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = "frame sampling: " + description }
}
