import Foundation

/// The view of one tab bar item: its image, title and badge, laid out by
/// ``TabBar``'s metrics in the item's frame.
@preconcurrency @MainActor
final class TabBarButton: View {
    let imageView = ImageView(frame: .zero)
    let titleLabel = Label(frame: .zero)
    let badge = View()
    let badgeLabel = Label(frame: .zero)
    private var tintCache: (source: Image, color: Color, tinted: Image)?

    required override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        titleLabel.font = .systemFont(ofSize: TabBar.titleFontSize)
        titleLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: TabBar.badgeFontSize)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badge.layer.cornerRadius = TabBar.badgeHeight / 2
        badge.addSubview(badgeLabel)
        imageView.contentMode = .center
        for v in [imageView, titleLabel, badge] { addSubview(v) }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `item` drawn in `color`.
    func show(_ item: TabBarItem, selected: Bool, color: Color) {
        let drawn = item.isEnabled ? color : color.withAlphaComponent(color.alpha * 0.4)
        let source = selected ? item.selectedImage : item.image
        imageView.image = source.map { tinted($0, drawn) }
        imageView.isHidden = source == nil
        titleLabel.text = item.title
        titleLabel.textColor = drawn
        titleLabel.isHidden = item.title == nil
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? TabBar.defaultBadgeColor
        badgeLabel.text = item.badgeValue
        setNeedsLayout()
    }

    /// The image's box: ``TabBar/imageSize`` square, centred, ``TabBar/imageTop`` from the top.
    var imageFrame: CGRect {
        let s = TabBar.imageSize
        return CGRect(x: ((bounds.width - s) / 2).rounded(), y: TabBar.imageTop, width: s, height: s)
    }

    /// The badge's frame: ``TabBar/badgeHeight`` tall, as wide as its text
    /// plus 6 points a side (at least as wide as tall), its left edge 5
    /// points right of the image's centre, its top 4 points above the image's.
    var badgeFrame: CGRect {
        let text = badgeLabel.text ?? ""
        let textWidth = text.isEmpty ? 0 : textMeasurer.width(of: text, font: badgeLabel.font)
        let width = max(TabBar.badgeHeight, (textWidth + 12).rounded(.up))
        let image = imageFrame
        return CGRect(x: image.midX + 5, y: image.minY - 4, width: width, height: TabBar.badgeHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = imageFrame
        titleLabel.frame = CGRect(x: 0, y: TabBar.titleTop, width: bounds.width, height: TabBar.titleHeight)
        badge.frame = badgeFrame
        badgeLabel.frame = badge.bounds
    }

    /// `image` with every pixel `color`, keeping the image's alpha (a template image).
    private func tinted(_ image: Image, _ color: Color) -> Image {
        if let c = tintCache, c.source == image, c.color == color { return c.tinted }
        if image.isSymbolImage {
            // A symbol stays vector: its paths are drawn in the colour.
            let result = image.withTintColor(color)
            tintCache = (image, color, result)
            return result
        }
        var bitmap = image.bitmap
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let r = byte(color.red)
        let g = byte(color.green)
        let b = byte(color.blue)
        let a = byte(color.alpha)
        bitmap.pixels.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                p[i] = r
                p[i + 1] = g
                p[i + 2] = b
                p[i + 3] = UInt8((Int(p[i + 3]) * Int(a) + 127) / 255)
            }
        }
        let result = Image(bitmap: bitmap, scale: image.scale)
        tintCache = (image, color, result)
        return result
    }
}
