import Foundation

extension Button {
    /// A button's look and layout in the style of iOS 15 (`UIButton.Configuration`).
    ///
    /// Start from a style (``plain()``, ``tinted()``, ``gray()``,
    /// ``filled()`` and the `bordered` names iOS 15 gave them), then set the
    /// title, image, colours, corners and insets. The content (image and
    /// title, ``imagePadding`` apart, placed by ``imagePlacement``) is centred
    /// inside ``contentInsets``; the intrinsic size is the content plus the
    /// insets. Apple publishes no metrics for these styles: the insets (7 and
    /// 12 points), corner radii (6 points for `.dynamic` at the medium size)
    /// and the tinted style's 15 % background are Flipbook's approximations.
    /// Highlighted, the colours are drawn at 75 % alpha; disabled, the
    /// foreground is grey and the background a faint grey.
    public struct Configuration: Hashable, Sendable {
        /// The shape of the background's corners (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Hashable, Sendable {
            /// Uses `cornerRadius` as given.
            case fixed = -1
            /// Picks a radius for the button's size (the default).
            case dynamic = 0
            /// A fixed small system radius.
            case small
            /// A fixed medium system radius.
            case medium
            /// A fixed large system radius.
            case large
            /// Rounds the short sides fully.
            case capsule
        }

        /// Where the image sits relative to the title (`NSDirectionalRectEdge`'s single edges).
        public enum ImagePlacement: Hashable, Sendable {
            /** The image before the title, after it, above it or below it. */
            case leading, trailing, top, bottom
        }

        /// The style a configuration started from.
        enum Style: Hashable, Sendable { case plain, tinted, gray, filled }
        let style: Style

        /// The button's title; nil shows none.
        public var title: String?
        /// The button's image, placed by `imagePlacement`; nil shows none.
        public var image: Image?
        /// The title's and image's colour; nil uses the style's (tint, or white on a filled button).
        public var baseForegroundColor: Color?
        /// The background's colour; nil uses the style's (none, tint, tint at 15 % or grey).
        public var baseBackgroundColor: Color?
        /// How the background's corners are rounded (`UIButton.Configuration.cornerStyle`); `.dynamic` by default.
        public var cornerStyle = CornerStyle.dynamic
        /// The radius of `.fixed` corners, in points (`background.cornerRadius`).
        public var cornerRadius: CGFloat = 6
        /// Space around the content, in points.
        public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// Space between the image and the title, in points.
        public var imagePadding: CGFloat = 0
        /// Where the image sits relative to the title; leading by default.
        public var imagePlacement = ImagePlacement.leading
        /// The title's font: the body style (17 points) unless set.
        public var titleFont = Font.systemFont(ofSize: 17)

        init(style: Style) { self.style = style }

        /// No background; tinted title (`.plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// The tint at 15 % behind a tinted title (`.tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A light grey background behind a tinted title (`.gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// The tint behind a white title (`.filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// iOS 15's name for ``plain()``.
        public static func borderless() -> Configuration { plain() }
        /// iOS 15's name for ``gray()``.
        public static func bordered() -> Configuration { gray() }
        /// iOS 15's name for ``tinted()``.
        public static func borderedTinted() -> Configuration { tinted() }
        /// iOS 15's name for ``filled()``.
        public static func borderedProminent() -> Configuration { filled() }

        /// The colours of the title/image and of the background in `state`.
        func colors(tint: Color, state: State) -> (foreground: Color, background: Color?) {
            var foreground = baseForegroundColor ?? (style == .filled ? .white : tint)
            var background: Color? =
                baseBackgroundColor
                ?? {
                    switch style {
                    case .plain: return nil
                    case .tinted: return tint.withAlphaComponent(tint.alpha * 0.15)
                    case .gray: return Color(red: 0.898, green: 0.898, blue: 0.918)
                    case .filled: return tint
                    }
                }()
            if state.contains(.disabled) {
                foreground = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
                if background != nil { background = Color(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.12) }
            } else if state.contains(.highlighted) {
                foreground = foreground.withAlphaComponent(foreground.alpha * 0.75)
                background = background.map { $0.withAlphaComponent($0.alpha * 0.75) }
            }
            return (foreground, background)
        }

        /// Applies the title, image and colours to the button's parts.
        @MainActor
        func apply(to button: Button, title: Label, image: ImageView, state: State) {
            let (foreground, background) = colors(tint: button.tintColor, state: state)
            title.text = self.title
            title.font = titleFont
            title.textColor = foreground
            image.image = self.image
            image.tintColor = foreground  // template (symbol) images take the foreground colour
            image.alpha = state.contains(.highlighted) ? 0.75 : 1
            button.backgroundColor = background
            button.layer.cornerRadius = radius(height: button.bounds.height)
        }

        /// The corner radius for a button `height` points tall.
        func radius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return cornerRadius
            case .dynamic, .medium: return 6
            case .small: return 4
            case .large: return 8
            case .capsule: return height / 2
            }
        }

        /// The content's size: image and title with the padding between them.
        func contentSize(titleSize t: CGSize, imageSize i: CGSize) -> CGSize {
            let gap = t.width > 0 && i.width > 0 ? imagePadding : 0
            switch imagePlacement {
            case .leading, .trailing: return CGSize(width: t.width + gap + i.width, height: max(t.height, i.height))
            case .top, .bottom: return CGSize(width: max(t.width, i.width), height: t.height + gap + i.height)
            }
        }

        /// The content plus ``contentInsets``.
        func size(titleSize: CGSize, imageSize: CGSize) -> CGSize {
            let c = contentSize(titleSize: titleSize, imageSize: imageSize)
            return CGSize(
                width: c.width + contentInsets.leading + contentInsets.trailing,
                height: c.height + contentInsets.top + contentInsets.bottom)
        }

        /// Places the image and title, centred inside the insets.
        @MainActor
        func layout(_ button: Button, title: Label?, titleSize t: CGSize, image: ImageView?, imageSize i: CGSize) {
            let b = button.bounds
            let area = CGRect(
                x: b.minX + contentInsets.leading, y: b.minY + contentInsets.top,
                width: b.width - contentInsets.leading - contentInsets.trailing,
                height: b.height - contentInsets.top - contentInsets.bottom)
            let c = contentSize(titleSize: t, imageSize: i)
            let origin = CGPoint(x: area.midX - c.width / 2, y: area.midY - c.height / 2)
            let gap = t.width > 0 && i.width > 0 ? imagePadding : 0
            var imageFrame = CGRect(origin: .zero, size: i)
            var titleFrame = CGRect(origin: .zero, size: t)
            switch imagePlacement {
            case .leading:
                imageFrame.origin = CGPoint(x: origin.x, y: area.midY - i.height / 2)
                titleFrame.origin = CGPoint(x: origin.x + i.width + gap, y: area.midY - t.height / 2)
            case .trailing:
                titleFrame.origin = CGPoint(x: origin.x, y: area.midY - t.height / 2)
                imageFrame.origin = CGPoint(x: origin.x + t.width + gap, y: area.midY - i.height / 2)
            case .top:
                imageFrame.origin = CGPoint(x: area.midX - i.width / 2, y: origin.y)
                titleFrame.origin = CGPoint(x: area.midX - t.width / 2, y: origin.y + i.height + gap)
            case .bottom:
                titleFrame.origin = CGPoint(x: area.midX - t.width / 2, y: origin.y)
                imageFrame.origin = CGPoint(x: area.midX - i.width / 2, y: origin.y + t.height + gap)
            }
            image?.frame = imageFrame
            title?.frame = titleFrame
            button.layer.cornerRadius = radius(height: b.height)
        }
    }
}
