import Flipbook
import Foundation

/// Draws a scene's variants side by side: one row per variant (its name at
/// the left), one column per sampled percent (labelled on top), each cell
/// the variant's frame at that percent drawn to a common height.
///
/// Built from Flipbook views and drawn by ``CairoRenderer``, as the
/// filmstrip is. Layout, points: a 16 pt margin, a 22 pt title, an 18 pt
/// header of percents, a label column `labelWidth` wide, cells
/// `thumbnailHeight` high (width from the widest variant's aspect) with
/// 10 pt gaps.
@preconcurrency @MainActor
package struct VariantMatrixWriter {
    /// One row: the variant's name and its frames, one per column.
    package struct Row {
        package var name: String
        package var frames: [FilmFrame]
        package init(name: String, frames: [FilmFrame]) {
            self.name = name
            self.frames = frames
        }
    }

    /// Thumbnail height, points; default 180.
    package var thumbnailHeight: CGFloat = 180
    /// Width of the row labels, points; default 200.
    package var labelWidth: CGFloat = 200
    /// Pixels per point of the sheet; default 1.
    package var scale: CGFloat = 1

    static let margin: CGFloat = 16, gap: CGFloat = 10, titleHeight: CGFloat = 22, headerHeight: CGFloat = 18

    package init() {}

    /// Writes the sheet of `rows` under `columns` (the percents' labels) to `url`.
    package func write(title: String, columns: [String], rows: [Row], to url: URL, encoder: PNGEncoder = PNGEncoder()) throws {
        try CairoRenderer().writePNG(try sheet(title: title, columns: columns, rows: rows), to: url, encoder: encoder)
    }

    /// The sheet as a render tree.
    package func sheet(title: String, columns: [String], rows: [Row]) throws -> RenderTree {
        guard !rows.isEmpty, !columns.isEmpty else {
            throw FilmError(path: "matrix", reason: "a variant matrix needs at least one variant and one column")
        }
        let renderer = CairoRenderer()
        let th = thumbnailHeight
        let widest = rows.flatMap(\.frames).map { $0.tree.size.width / max($0.tree.size.height, 1) }.max() ?? 0.5
        let cellWidth = (th * widest).rounded(.up)
        let m = Self.margin
        let gap = Self.gap
        let gridLeft = m + labelWidth
        let gridTop = m + Self.titleHeight + Self.headerHeight
        let width = gridLeft + CGFloat(columns.count) * (cellWidth + gap) - gap + m
        let height = gridTop + CGFloat(rows.count) * (th + gap) - gap + m

        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .white
        func label(_ text: String, _ frame: CGRect, size: CGFloat, bold: Bool = false, alignment: TextAlignment = .left) {
            let l = Label(frame: frame)
            l.text = text
            l.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
            l.textColor = Color(white: 0.15)
            l.textAlignment = alignment
            l.numberOfLines = 0
            l.lineBreakMode = .byWordWrapping
            root.addSubview(l)
        }
        label(title, CGRect(x: m, y: m - 4, width: width - 2 * m, height: Self.titleHeight - 4), size: 12, bold: true)
        for (c, text) in columns.enumerated() {
            label(
                text,
                CGRect(
                    x: gridLeft + CGFloat(c) * (cellWidth + gap), y: m + Self.titleHeight, width: cellWidth,
                    height: Self.headerHeight - 4), size: 10, alignment: .center)
        }
        for (r, row) in rows.enumerated() {
            let y = gridTop + CGFloat(r) * (th + gap)
            label(
                row.name.replacingOccurrences(of: "_", with: "\n"), CGRect(x: m, y: y, width: labelWidth - gap, height: th),
                size: 11, bold: true)
            for (c, frame) in row.frames.prefix(columns.count).enumerated() {
                let size = frame.tree.size
                let w = (th * size.width / max(size.height, 1)).rounded()
                let x = gridLeft + CGFloat(c) * (cellWidth + gap) + (cellWidth - w) / 2
                let backing = View(frame: CGRect(x: x - 1, y: y - 1, width: w + 2, height: th + 2))
                backing.backgroundColor = Color(white: 0.85)
                root.addSubview(backing)
                var small = frame.tree
                small.scale = th * scale / max(size.height, 1)
                let image = ImageView(image: Image(bitmap: try renderer.render(small), scale: scale))
                image.frame = CGRect(x: x, y: y, width: w, height: th)
                image.contentMode = .scaleToFill
                image.accessibilityIdentifier = "cell-\(r)-\(c)"
                root.addSubview(image)
            }
        }
        root.layoutIfNeeded()
        return RenderTree(size: root.bounds.size, scale: scale, root: root.renderNode()!)
    }
}
