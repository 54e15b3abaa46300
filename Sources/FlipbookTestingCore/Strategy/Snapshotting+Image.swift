import Flipbook
import FlipbookCairo
import Foundation

extension Diffing where Format == Bitmap {
    /// Images stored as PNG (``PNGEncoder``, read back with ``PNGDecoder``)
    /// and compared under `tolerance`.
    ///
    /// A failure says how many pixels differ and what was allowed, and
    /// attaches the expected, actual and diff images (`expected`, `actual`,
    /// `diff` PNGs). Images of different sizes fail without a diff image.
    public static func image(_ tolerance: DiffTolerance = .exact) -> Diffing<Bitmap> {
        Diffing(
            toData: { try PNGEncoder().encode($0) },
            fromData: { try PNGDecoder.decode($0) },
            diff: { expected, actual in imageFailure(expected, actual, tolerance: tolerance) })
    }

    static func imageFailure(_ expected: Bitmap, _ actual: Bitmap, tolerance: DiffTolerance) -> DiffFailure? {
        guard expected.width == actual.width, expected.height == actual.height else {
            return DiffFailure(
                message:
                    "size differs: expected \(expected.width) x \(expected.height) px, got \(actual.width) x \(actual.height) px",
                attachments: pngAttachments([("expected", expected), ("actual", actual)]))
        }
        if expected == actual { return nil }
        let outcome: DiffOutcome
        do { outcome = try tolerance.compare(expected, actual, producesDiffImage: true) } catch {
            return DiffFailure(message: "\(error)")
        }
        if outcome.passed { return nil }
        var images = [("expected", expected), ("actual", actual)]
        if let diff = outcome.diffImage { images.append(("diff", diff)) }
        return DiffFailure(
            message: "\(outcome.differingPixels) of \(outcome.totalPixels) px differ "
                + "(\(percentText(outcome.differingPixels, of: outcome.totalPixels))) by \(tolerance.metric.text); "
                + "allowed \(tolerance.limit.text)",
            attachments: pngAttachments(images), differingPixels: outcome.differingPixels)
    }

    private static func pngAttachments(_ images: [(String, Bitmap)]) -> [DiffAttachment] {
        images.compactMap { role, bitmap in
            (try? PNGEncoder().encode(bitmap)).map { DiffAttachment(role: role, pathExtension: "png", data: $0) }
        }
    }
}

extension Snapshotting where Value == RenderTree, Format == Bitmap {
    /// Draws a render tree with ``CairoRenderer`` and compares the pixels
    /// under `tolerance`; stored as PNG.
    @MainActor
    public static func image(_ tolerance: DiffTolerance = .exact) -> Snapshotting<RenderTree, Bitmap> {
        let renderer = CairoRenderer()
        return Snapshotting(pathExtension: "png", diffing: .image(tolerance)) { try renderer.render($0) }
    }
}

extension Snapshotting where Value == FilmFrame, Format == Bitmap {
    /// One frame of a film: the render-tree strategy pulled back over the frame's tree.
    @MainActor
    public static func frame(_ tolerance: DiffTolerance = .exact) -> Snapshotting<FilmFrame, Bitmap> {
        Snapshotting<RenderTree, Bitmap>.image(tolerance).pullback { $0.tree }
    }
}

/// `part` as a percentage of `total` with two decimals, "0.00 %" for an empty total.
func percentText(_ part: Int, of total: Int) -> String {
    FilmTrace.fixed(total == 0 ? 0 : 100 * Double(part) / Double(total), 2) + " %"
}

extension DiffTolerance.Metric {
    /// "exact comparison" or "pixelmatch (threshold 0.1)".
    public var text: String {
        switch self {
        case .exact: return "exact comparison"
        case .pixelmatch(let options):
            return "pixelmatch (threshold \(options.threshold)\(options.includeAA ? ", anti-aliasing included" : ""))"
        }
    }
}

extension DiffTolerance.Limit {
    /// "0 px", "at most 20 px", "at most 0.10 % of the pixels".
    public var text: String {
        switch self {
        case .count(let n): return n == 0 ? "0 px" : "at most \(n) px"
        case .ratio(let r): return "at most \(FilmTrace.fixed(r * 100, 4)) % of the pixels"
        }
    }
}
