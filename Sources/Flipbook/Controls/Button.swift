import Foundation

/// A control that shows a title and an image for each state and sends
/// `.touchUpInside` when tapped (`UIButton`).
///
/// Titles, title colours, images and background images are set per state;
/// a state without its own value uses the `.normal` one, as in UIKit. A
/// `.system` button draws its title and image in ``tintColor`` (system blue
/// by default) and fades them to 20 % while highlighted; a `.custom` button
/// draws a white title and does not change when highlighted unless told to
/// by per-state values. Disabled titles without their own colour are grey.
///
/// Without a ``configuration`` the content (image, then title) is centred
/// within the bounds inset by ``contentEdgeInsets``, each part moved by its
/// own insets, and the intrinsic size is the content's size plus
/// ``contentEdgeInsets``, with UIKit's 6 points above and below the title.
/// With a configuration, see ``Configuration``.
@preconcurrency @MainActor
open class Button: Control {
    /// The kind of button (`UIButton.ButtonType`), UIKit's raw values.
    public enum ButtonType: Int, Hashable, Sendable {
        /// Draws nothing of its own.
        case custom = 0
        /// Tinted text.
        case system = 1
        /// UIKit's detail-disclosure system-image button.
        case detailDisclosure = 2
        /// UIKit's light info system-image button.
        case infoLight = 3
        /// UIKit's dark info system-image button.
        case infoDark = 4
        /// UIKit's add-contact system-image button.
        case contactAdd = 5
        /// The plain configuration's type.
        case plain = 6
        /// UIKit's close system-image button.
        case close = 7
    }

    /// The type the button was made with.
    public let buttonType: ButtonType
    /// The label that shows the current title (`titleLabel`): set its font here.
    public let titleLabel: Label?
    /// The view that shows the current image.
    public let imageView: ImageView?
    private let backgroundImageView = ImageView(frame: .zero)

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var titleShadowColors: [UInt: Color] = [:]
    private var images: [UInt: Image] = [:]
    private var backgroundImages: [UInt: Image] = [:]

    /// The colour of a system button's title and image (`tintColor`):
    /// system blue unless set.
    open var tintColor: Color! {
        get { storedTintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            updateContent()
        }
    }
    private var storedTintColor: Color?

    /// Space around the content, in points (`contentEdgeInsets`).
    open var contentEdgeInsets = EdgeInsets.zero {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// Moves the title within the content area (`titleEdgeInsets`).
    open var titleEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Moves the image within the content area (`imageEdgeInsets`).
    open var imageEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }

    /// The look and layout of a button in UIKit's configuration style (iOS
    /// 15's `UIButton.Configuration`); nil for the classic per-state look.
    open var configuration: Configuration? { didSet { updateContent() } }

    // MARK: Making buttons

    /// A button of `buttonType` (`UIButton(type:)`), with an empty frame.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        titleLabel = Label(frame: .zero)
        imageView = ImageView(frame: .zero)
        super.init(frame: .zero)
        setUp()
    }

    /// A `.custom` button (`UIButton(frame:)`).
    public override init(frame: CGRect) {
        buttonType = .custom
        titleLabel = Label(frame: .zero)
        imageView = ImageView(frame: .zero)
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: a `.custom` button with an empty frame.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        titleLabel = Label(frame: .zero)
        imageView = ImageView(frame: .zero)
        super.init(frame: .zero)
        setUp()
    }

    /// A button of `buttonType` whose title and image are those of
    /// `primaryAction` and which runs it when tapped (`UIButton(type:primaryAction:)`).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: ControlAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A `.system` button with `configuration`, running `primaryAction` when
    /// tapped (`UIButton(configuration:primaryAction:)`).
    public convenience init(configuration: Configuration, primaryAction: ControlAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        updateContent()  // observers do not run inside an initializer
        if let primaryAction { adopt(primaryAction) }
    }

    private func adopt(_ action: ControlAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    private func setUp() {
        titleLabel?.font = .systemFont(ofSize: Font.buttonFontSize)
        titleLabel?.textAlignment = .center
        backgroundImageView.contentMode = .scaleToFill
        addSubview(backgroundImageView)
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
        updateContent()
    }

    // MARK: Per-state values

    /// Sets the title shown in `state` (`setTitle(_:for:)`).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title for `state`, else the `.normal` one (`title(for:)`).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour used in `state` (`setTitleColor(_:for:)`).
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`: its own, else the `.normal` one, else
    /// the type's default (tint for system buttons, white for custom ones).
    open func titleColor(for state: State) -> Color? {
        titleColors[state.rawValue] ?? titleColors[0] ?? defaultTitleColor(for: state)
    }

    /// Sets the title's shadow colour for `state` (`setTitleShadowColor(_:for:)`,
    /// https://developer.apple.com/documentation/uikit/uibutton/settitleshadowcolor(_:for:)).
    /// Kept and read back as UIKit does; Flipbook's labels draw no text shadow.
    open func setTitleShadowColor(_ color: Color?, for state: State) {
        titleShadowColors[state.rawValue] = color
    }

    /// The title shadow colour for `state`, else the `.normal` one; nil when none was set.
    open func titleShadowColor(for state: State) -> Color? { titleShadowColors[state.rawValue] ?? titleShadowColors[0] }

    /// The title shadow colour for the current state (`currentTitleShadowColor`).
    open var currentTitleShadowColor: Color? { titleShadowColor(for: state) }

    /// Sets the image shown in `state` (`setImage(_:for:)`).
    open func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`, else the `.normal` one (`image(for:)`).
    open func image(for state: State) -> Image? { images[state.rawValue] ?? images[0] }

    /// Sets the image stretched over the bounds in `state` (`setBackgroundImage(_:for:)`).
    open func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    /// The background image for `state`, else the `.normal` one.
    open func backgroundImage(for state: State) -> Image? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    /// The title shown now (`currentTitle`).
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The title colour used now (`currentTitleColor`).
    open var currentTitleColor: Color { titleColor(for: state) ?? .black }
    /// The image shown now (`currentImage`).
    open var currentImage: Image? { configuration?.image ?? image(for: state) }
    /// The background image shown now (`currentBackgroundImage`).
    open var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// The title colour a state has when none was set: a system button's is
    /// its tint (20 % while highlighted) and grey when disabled; a custom
    /// button's is white (UIKit's defaults; the grey is an approximation).
    private func defaultTitleColor(for state: State) -> Color? {
        switch buttonType {
        case .custom: return .white
        default:
            if state.contains(.disabled) { return Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3) }
            if state.contains(.highlighted) { return tintColor.withAlphaComponent(tintColor.alpha * 0.2) }
            return tintColor
        }
    }

    override func controlStateDidChange() { updateContent() }

    /// Puts the current state's title, colours and images into the subviews.
    func updateContent() {
        guard let titleLabel, let imageView else { return }
        if let configuration {
            configuration.apply(to: self, title: titleLabel, image: imageView, state: state)
        } else {
            titleLabel.text = title(for: state)
            titleLabel.textColor = currentTitleColor
            imageView.image = image(for: state)
            imageView.tintColor = tintColor  // template (symbol) images are drawn in the tint
            let fades = buttonType != .custom && state.contains(.highlighted) && images[State.highlighted.rawValue] == nil
            imageView.alpha = fades ? 0.2 : 1
        }
        backgroundImageView.image = currentBackgroundImage
        titleLabel.isHidden = (titleLabel.text ?? "").isEmpty
        imageView.isHidden = imageView.image == nil
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    /// The size of the title as drawn, in points (zero without a title).
    private var titleSize: CGSize {
        guard let titleLabel, let text = titleLabel.text, !text.isEmpty else { return .zero }
        return titleLabel.sizeThatFits(.zero)
    }

    /// The size of the image in points (zero without an image).
    private var imageSize: CGSize { imageView?.image?.size ?? .zero }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView.frame = bounds
        if let configuration {
            configuration.layout(self, title: titleLabel, titleSize: titleSize, image: imageView, imageSize: imageSize)
            return
        }
        let area = bounds.inset(by: contentEdgeInsets)
        let t = titleSize
        let i = imageSize
        let total = CGSize(width: t.width + i.width, height: max(t.height, i.height))
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - total.width
        case .center, .fill: x = area.midX - total.width / 2
        }
        func y(_ h: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: return area.minY
            case .bottom: return area.maxY - h
            case .center, .fill: return area.midY - h / 2
            }
        }
        imageView?.frame = CGRect(x: x, y: y(i.height), width: i.width, height: i.height).inset(by: imageEdgeInsets)
        x += i.width
        titleLabel?.frame = CGRect(x: x, y: y(t.height), width: t.width, height: t.height).inset(by: titleEdgeInsets)
    }

    /// The content's size plus ``contentEdgeInsets`` (6 points above and
    /// below a title, as UIKit pads it).
    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuration.size(titleSize: titleSize, imageSize: imageSize) }
        let t = titleSize
        let i = imageSize
        let titleHeight = t.height > 0 ? t.height + 12 : 0
        return CGSize(
            width: t.width + i.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(titleHeight, i.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
