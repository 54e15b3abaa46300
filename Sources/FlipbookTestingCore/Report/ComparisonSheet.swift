import Flipbook
import FlipbookCairo
import Foundation

/// A three-row contact sheet of failing frames: expected on top, actual in
/// the middle, the diff below, one column per frame with a caption under
/// it, built from Flipbook views and drawn by ``CairoRenderer``.
///
/// Layout in points: 16 pt margins, a 22 pt title, an 80 pt column of row
/// labels, thumbnails at most 160 pt wide (the frame's own width when
/// smaller) with 10 pt gaps, 30 pt captions. Diff marks are enlarged to
/// 3 x 3 pixels so that one differing pixel shows in a thumbnail. At most ``maximumColumns``
/// frames are shown; the title says when there were more.
@MainActor
struct ComparisonSheet {
    var title: String
    static let maximumColumns = 12
    static let margin: CGFloat = 16, gap: CGFloat = 10, titleHeight: CGFloat = 22, labelWidth: CGFloat = 80
    static let captionHeight: CGFloat = 30

    func tree(for frames: [ArtifactFrame]) throws -> RenderTree {
        let shown = Array(frames.prefix(Self.maximumColumns))
        guard let first = shown.first, let sample = first.actual ?? first.expected else {
            throw FilmError(path: "contact sheet", reason: "no frame to show")
        }
        let m = Self.margin
        let gap = Self.gap
        let tw = min(160, max(40, CGFloat(sample.width)))
        let th = (tw * CGFloat(sample.height) / CGFloat(max(1, sample.width))).rounded()
        let columns = CGFloat(shown.count)
        let width = 2 * m + Self.labelWidth + columns * tw + (columns - 1) * gap
        let top = m + Self.titleHeight
        let height = top + 3 * (th + gap) + Self.captionHeight + m

        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .white
        let heading = Label(frame: CGRect(x: m, y: m - 4, width: width - 2 * m, height: Self.titleHeight - 4))
        heading.text = title + (frames.count > shown.count ? " (first \(shown.count) shown)" : "")
        heading.font = .boldSystemFont(ofSize: 12)
        heading.textColor = Color(white: 0.15)
        root.addSubview(heading)
        for (row, role) in ["expected", "actual", "diff"].enumerated() {
            let y = top + CGFloat(row) * (th + gap)
            let label = Label(frame: CGRect(x: m, y: y + th / 2 - 8, width: Self.labelWidth - 8, height: 16))
            label.text = role
            label.font = .boldSystemFont(ofSize: 11)
            label.textAlignment = .right
            label.textColor = Color(white: 0.25)
            label.accessibilityIdentifier = "row-\(role)"
            root.addSubview(label)
        }
        for (column, frame) in shown.enumerated() {
            let x = m + Self.labelWidth + CGFloat(column) * (tw + gap)
            for (row, image) in [frame.expected, frame.actual, frame.diff.map(Self.enlargedMarks)].enumerated() {
                let y = top + CGFloat(row) * (th + gap)
                let backing = View(frame: CGRect(x: x - 1, y: y - 1, width: tw + 2, height: th + 2))
                backing.backgroundColor = Color(white: 0.9)
                backing.layer.borderWidth = 1
                backing.layer.borderColor = Color(white: 0.7)
                root.addSubview(backing)
                guard let image else { continue }
                let view = ImageView(image: Image(bitmap: image, scale: 1))
                view.frame = CGRect(x: x, y: y, width: tw, height: th)
                view.contentMode = .scaleToFill
                view.accessibilityIdentifier = "cell-\(row)-\(frame.index)"
                root.addSubview(view)
            }
            let caption = Label(
                frame: CGRect(x: x - gap / 2, y: top + 3 * (th + gap), width: tw + gap, height: Self.captionHeight - 4))
            var text = "#\(frame.index) \u{00B7} \(FilmTrace.fixed(frame.time, 3)) s"
            if let p = frame.percentComplete { text += " \u{00B7} " + FilmTrace.fixed(p * 100, 1) + " %" }
            text += "\n" + (frame.differingPixels.map { "\($0) px differ" } ?? frame.phase)
            caption.text = text
            caption.numberOfLines = 2
            caption.textAlignment = .center
            caption.font = .systemFont(ofSize: 10)
            caption.textColor = Color(white: 0.15)
            caption.accessibilityIdentifier = "caption-\(frame.index)"
            root.addSubview(caption)
        }
        root.layoutIfNeeded()
        return RenderTree(size: root.bounds.size, scale: 2, root: root.renderNode()!)
    }

    /// The diff image with every coloured mark (a pixel that is not grey)
    /// grown to its 3 x 3 neighbourhood, so that a single differing pixel
    /// stays visible in a thumbnail.
    static func enlargedMarks(_ diff: Bitmap) -> Bitmap {
        var out = diff
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let p = diff[x, y]
                guard p.a > 0, p.r != p.g || p.g != p.b else { continue }
                for dy in -1...1 {
                    for dx in -1...1 where (0..<diff.width).contains(x + dx) && (0..<diff.height).contains(y + dy) {
                        let q = diff[x + dx, y + dy]
                        if q.r == q.g && q.g == q.b { out[x + dx, y + dy] = p }
                    }
                }
            }
        }
        return out
    }
}
