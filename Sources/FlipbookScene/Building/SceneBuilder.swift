import Flipbook
import Foundation

/// Builds a document's screens into Flipbook views.
///
/// ```swift
/// let screens = try SceneBuilder(document: scene, imageDecoder: decoder).buildScreens()
/// window.addSubview(screens["Inbox"]!)
/// ```
///
/// Each call builds new views; labels with a `baseline` become views that draw
/// their text at that point, gradient views draw their gradient, image views
/// show the decoded PNG (at `imageScale` pixels per point).
@preconcurrency @MainActor
public struct SceneBuilder {
    /// The document whose screens are built.
    public let document: SceneDocument
    /// Decodes image files; required only when the document has image views.
    public var imageDecoder: (any SceneImageDecoding)?
    /// The pixels of the images built so far by ``buildScreens()`` (bounded by ``SceneLimits/maximumTotalImagePixels``).
    private let imagePixels = Locked<Int>(0)

    /// A builder for `document`; image views decode their files with `imageDecoder` (nil: documents with images fail).
    public init(document: SceneDocument, imageDecoder: (any SceneImageDecoding)? = PNGImageDecoder()) {
        self.document = document
        self.imageDecoder = imageDecoder
    }

    /// Every screen's root view, by screen name.
    /// - Throws: ``SceneError`` when an image cannot be read or decoded.
    public func buildScreens() throws(SceneError) -> [String: View] {
        var out: [String: View] = [:]
        imagePixels.withLock { $0 = 0 }
        for screen in document.screens { out[screen.name] = try build(screen.root) }
        return out
    }

    /// One screen's root view, nil when the document has no such screen.
    public func buildScreen(named name: String) throws(SceneError) -> View? {
        guard let screen = document.screen(named: name) else { return nil }
        return try build(screen.root)
    }

    /// A window of the canvas's size, scale and background, for the screens to go in.
    public func makeWindow(clock: any FrameClock) -> Window {
        let c = document.canvas
        let window =
            document.device.map { Window(device: $0, scale: c.scale, clock: clock) }
            ?? Window(size: c.size, scale: c.scale, clock: clock)
        window.backgroundColor = c.background
        if let variant = document.environment { window.traitOverrides = variant.traitOverrides }
        return window
    }

    /// The view for `spec` and its subtree.
    public func build(_ spec: SceneView) throws(SceneError) -> View {
        let view: View
        switch spec.content {
        case .none:
            view = View(frame: spec.frame)
        case let .label(l):
            if let baseline = l.baseline {
                view = BaselineLabel(
                    frame: spec.frame, text: l.text, font: l.font, color: l.color,
                    baseline: baseline, alignment: l.alignment)
            } else {
                let label = Label(frame: spec.frame)
                label.text = l.text
                label.font = l.font
                label.textColor = l.color
                label.textAlignment = l.alignment
                label.numberOfLines = l.lines
                label.lineBreakMode = l.lineBreak
                if let style = l.textStyle {
                    // Sized for the window's text size when the label joins it; a weight,
                    // family or slant the document gives stays.
                    var font = Font.preferredFont(forTextStyle: style, compatibleWith: nil)
                    if l.font.weight != .regular { font.weight = l.font.weight }
                    if l.font.familyName != Font.systemFamilyName { font.familyName = l.font.familyName }
                    font.isItalic = l.font.isItalic
                    label.font = font
                    label.adjustsFontForContentSizeCategory = true
                }
                view = label
            }
        case let .image(i):
            let imageView = ImageView(frame: spec.frame)
            imageView.image = try loadImage(i)
            imageView.contentMode = i.contentMode
            view = imageView
        case let .gradient(g):
            view = GradientView(frame: spec.frame, spec: g)
        case let .blur(style):
            view = VisualEffectView(effect: BlurEffect(style: style))
        case let .stack(settings):
            view = Self.makeStack(settings)
        case let .list(l):
            view = SceneListView(frame: spec.frame, spec: l)
        case let .grid(g):
            view = SceneGridView(frame: spec.frame, spec: g)
        }
        // The anchor point first, so that the frame places the view where the document says.
        view.anchorPoint = spec.anchorPoint
        view.frame = spec.frame
        view.accessibilityIdentifier = spec.id
        view.tag = spec.tag
        view.backgroundColor = spec.backgroundColor
        view.alpha = spec.alpha
        view.isHidden = spec.isHidden
        view.layer.cornerRadius = spec.cornerRadius
        view.layer.maskedCorners = spec.maskedCorners
        view.layer.borderWidth = spec.borderWidth
        view.layer.borderColor = spec.borderColor
        if let s = spec.shadow {
            view.layer.shadowColor = s.color
            view.layer.shadowOpacity = Float(s.opacity)
            view.layer.shadowRadius = s.radius
            view.layer.shadowOffset = s.offset
        }
        view.clipsToBounds = spec.clipsToBounds
        view.layer.zPosition = spec.zPosition
        if !spec.transform.isEmpty { view.transform3D = spec.transform3D }
        if let margins = spec.layoutMargins { view.layoutMargins = margins }
        if spec.usesConstraints { view.translatesAutoresizingMaskIntoConstraints = false }
        let container = (view as? VisualEffectView)?.contentView ?? view
        for child in spec.children {
            let built = try build(child)
            if let stack = view as? StackView { stack.addArrangedSubview(built) } else { container.addSubview(built) }
        }
        Self.activate(spec.constraints, on: view)
        switch spec.content {
        case let .list(l): (view as? ScrollView)?.contentOffset = CGPoint(x: 0, y: l.scroll)
        case let .grid(g): (view as? ScrollView)?.contentOffset = CGPoint(x: 0, y: g.scroll)
        default: break
        }
        return view
    }

    /// The width and height a PNG's header (IHDR) gives; nil when `data` is not a PNG (the decoder says why).
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, Array(data.prefix(8)) == signature,
            Array(data[data.startIndex + 12..<data.startIndex + 16]) == Array("IHDR".utf8)
        else { return nil }
        func be32(_ offset: Int) -> Int {
            data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (be32(16), be32(20))
    }

    private func loadImage(_ spec: SceneImage) throws(SceneError) -> Image {
        guard let decoder = imageDecoder else {
            throw spec.location.error("cannot show image '\(spec.path)': no PNG decoder was given to the scene builder")
        }
        guard let data = FileManager.default.contents(atPath: spec.url.path) else {
            throw spec.location.error("cannot read image file '\(spec.path)'")
        }
        // The size from the PNG header, before decoding allocates it.
        if let (width, height) = Self.pngSize(data) {
            let pixels = width * height
            guard pixels <= SceneLimits.maximumImagePixels else {
                throw spec.location.error(
                    "image '\(spec.path)' is \(width) x \(height) pixels, more than the limit of "
                        + "\(SceneLimits.maximumImagePixels) pixels (4096 x 4096) for an image in a scene")
            }
            let total = imagePixels.withLock { total -> Int in
                total += pixels
                return total
            }
            guard total <= SceneLimits.maximumTotalImagePixels else {
                throw spec.location.error(
                    "the scene's images are more than \(SceneLimits.maximumTotalImagePixels) pixels together "
                        + "(each image view counts); image '\(spec.path)' is \(width) x \(height) pixels")
            }
        }
        do {
            return Image(bitmap: try decoder.decodePNG(data, from: spec.url), scale: spec.scale)
        } catch {
            throw spec.location.error("cannot decode image '\(spec.path)' (\(error))")
        }
    }
}
