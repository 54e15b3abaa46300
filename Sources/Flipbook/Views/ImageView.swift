import Foundation

/// How a view's content fills its bounds (`UIView.ContentMode`).
public enum ContentMode: Hashable, Sendable {
    /// `scaleToFill` stretches to the bounds; `scaleAspectFit` fits inside them keeping the aspect ratio; `scaleAspectFill` fills them keeping the aspect ratio (cropping); `redraw` stretches and redraws on a bounds change; `center` centres the content unscaled.
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center
    /// The content unscaled, against that edge (centred along it) or in that corner of the bounds.
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// A view that shows an image (`UIImageView`), placed by `contentMode`.
@preconcurrency @MainActor
open class ImageView: View {
    /// The image shown; its size (points) is the intrinsic content size.
    public var image: Image? { didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } } }

    /// An image view the size of `image`. As in UIKit, an image view takes
    /// no touches (``View/isUserInteractionEnabled`` is false; set it to add
    /// a tap recognizer).
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An empty image view of `frame`, taking no touches (as ``init(image:)``).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// UIKit's archive initializer; the coder is not read (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open override var intrinsicContentSize: CGSize { image?.size ?? super.intrinsicContentSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }

    /// The colour template images are drawn in (`tintColor`; symbol images
    /// are templates unless tinted): system blue unless set.
    open var tintColor: Color! {
        get { storedTintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            setNeedsDisplay()
        }
    }
    private var storedTintColor: Color?

    override func content(for presentationBounds: CGRect) -> DisplayList {
        guard var image else { return super.content(for: presentationBounds) }
        if image.isTemplate {
            image = image.drawn(tint: tintColor.isDynamic ? tintColor.resolvedColor(with: traitCollection) : tintColor)
        }
        let rect = Self.imageRect(imageSize: image.size, in: presentationBounds, mode: contentMode)
        var commands: [DrawCommand] = []
        if contentMode == .scaleAspectFill || !presentationBounds.contains(rect) {
            commands = [.save, .clip(Path(rect: presentationBounds), .nonZero), .image(image, rect), .restore]
        } else {
            commands = [.image(image, rect)]
        }
        return DisplayList(commands: super.content(for: presentationBounds).commands + commands)
    }

    /// Where an image of `imageSize` points lands in `bounds` for a content mode.
    nonisolated static func imageRect(imageSize s: CGSize, in b: CGRect, mode: ContentMode) -> CGRect {
        guard s.width > 0, s.height > 0 else { return b }
        switch mode {
        case .scaleToFill, .redraw:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let fx = b.width / s.width
            let fy = b.height / s.height
            let f = mode == .scaleAspectFit ? min(fx, fy) : max(fx, fy)
            let w = s.width * f
            let h = s.height * f
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat
            let y: CGFloat
            switch mode {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - s.width
            default: x = b.midX - s.width / 2
            }
            switch mode {
            case .top, .topLeft, .topRight: y = b.minY
            case .bottom, .bottomLeft, .bottomRight: y = b.maxY - s.height
            default: y = b.midY - s.height / 2
            }
            return CGRect(x: x, y: y, width: s.width, height: s.height)
        }
    }
}
