import UIKit

/// A design-system view as iOS apps write it: its own `cornerRadius`,
/// `borderWidth`, `borderColor` and shadow properties (UIKit's `UIView` has
/// none, so a subclass may declare them), forwarded to the layer.
public final class RoundedCardView: UIView {
    public var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    public var borderWidth: CGFloat = 0 {
        didSet { layer.borderWidth = borderWidth }
    }
    public var borderColor: UIColor? {
        didSet { layer.borderColor = borderColor?.cgColor }
    }
    public var shadowColor: UIColor? {
        didSet { layer.shadowColor = shadowColor?.cgColor }
    }
    public var shadowOpacity: Float = 0 {
        didSet { layer.shadowOpacity = shadowOpacity }
    }
    public var shadowRadius: CGFloat = 3 {
        didSet { layer.shadowRadius = shadowRadius }
    }
    public var shadowOffset: CGSize = .zero {
        didSet { layer.shadowOffset = shadowOffset }
    }
    public var awoken = 0

    public override func awakeFromNib() {
        super.awakeFromNib()
        awoken += 1
    }

    public override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0) }
    public override class var requiresConstraintBasedLayout: Bool { true }
    public override func accessibilityPerformEscape() -> Bool {
        removeFromSuperview()
        return true
    }
}

/// A layer with its own animatable key, redrawn as it animates.
public final class ArcLayer: CALayer {
    public var frames: [CGRect] = []
    public var drawnFractions: [CGFloat] = []
    public var fraction: CGFloat {
        get { value(forKey: "fraction") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "fraction") }
    }
    public override var frame: CGRect {
        didSet { frames.append(frame) }
    }
    public override class func needsDisplay(forKey key: String) -> Bool {
        key == "fraction" || super.needsDisplay(forKey: key)
    }
    public override func draw(in ctx: CGContext) {
        drawnFractions.append(fraction)
    }
}

/// A pan that records its state changes (internal: `UIGestureRecognizer.State`
/// is a Flipbook type, which a public declaration here may not name without
/// importing Flipbook; see `makeTracingPan()`).
final class TracingPan: UIPanGestureRecognizer {
    var states: [String] = []
    override var state: UIGestureRecognizer.State {
        didSet { states.append("\(state)") }
    }
    override var delegate: UIGestureRecognizerDelegate? {
        didSet { delegateSets += 1 }
    }
    var delegateSets = 0
    override var view: UIView? { super.view }
}

/// A pan whose `state` override records each change.
@MainActor public func makeTracingPan() -> UIPanGestureRecognizer { TracingPan() }

/// The states a pan from ``makeTracingPan()`` saw, in order ("began", "changed"...).
@MainActor public func statesSeen(by pan: UIPanGestureRecognizer) -> [String] { (pan as? TracingPan)?.states ?? [] }

/// A container that lets its child decide the home indicator and the deferred edges.
public final class ImmersiveContainer: UIViewController {
    public let content = ImmersiveContent()
    public override var childForHomeIndicatorAutoHidden: UIViewController? { content }
    public override var childForScreenEdgesDeferringSystemGestures: UIViewController? { content }
}

public final class ImmersiveContent: UIViewController {
    public override var prefersHomeIndicatorAutoHidden: Bool { true }
    public override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [.bottom, .top] }
}
