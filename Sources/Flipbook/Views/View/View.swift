import Foundation

/// A rectangle on screen with content and subviews (`UIView`).
///
/// Geometry is in points. `frame` is derived from `center`, `bounds` and
/// `transform`, as in UIKit; the visual properties forward to ``layer``.
/// Views are main-actor objects; what they look like at a moment is captured
/// as an immutable ``RenderNode`` by ``Window/renderTree()``.
@preconcurrency @MainActor
open class View: Responder {
    /// The layer that holds this view's visual state.
    public let layer: Layer

    // The fields a frame reads for every view come first, together, so that
    // drawing a view touches as few of its cache lines as it can.
    /// The subviews, back to front (`UIView.subviews`).
    public internal(set) var subviews: [View] = []
    /// A name for the view; shown in traces and used to match views across screens.
    open var accessibilityIdentifier: String?
    /// The type's name, for traces; computed once per view.
    private(set) lazy var kindName = String(describing: type(of: self))
    private(set) var needsLayout = true
    /// True when this view or a descendant needs layout. Invariant: when true,
    /// the superview's flag is true too, so ``layoutIfNeeded()`` skips clean
    /// subtrees instead of visiting every view on every frame.
    private var subtreeNeedsLayout = true
    private var needsDisplay = true
    private var recordedContent: DisplayList?
    private var recordedSize = CGSize.zero

    /// The view this view is a subview of; nil for a window or a detached view.
    public internal(set) weak var superview: View?

    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag = 0
    /// When false, the view and its subviews receive no touches.
    open var isUserInteractionEnabled = true
    /// How a view's subviews resize when its bounds change size.
    open var autoresizingMask: AutoresizingMask = []
    /// When true (the default), subviews are resized by their `autoresizingMask`.
    open var autoresizesSubviews = true
    /// What VoiceOver reads for the view (`accessibilityLabel`); kept, not read aloud.
    /// See https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    open var accessibilityLabel: String?
    /// How the content fills the bounds (`contentMode`): an ``ImageView``
    /// places its image by it; other views draw their content at their size
    /// whatever the mode. See https://developer.apple.com/documentation/uikit/uiview/contentmode
    open var contentMode: ContentMode = .scaleToFill

    /// The view controller whose root view this is; it hears about layout
    /// (`viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`). Set by `ViewController`.
    weak var owningViewController: ViewController?

    private var autoresizeBaseSize = CGSize.zero
    /// Trait overrides and dynamic colours, made on first use (see `View+Traits.swift`).
    var traitStorage: TraitStorage?
    /// Auto Layout state, made when the view first takes part (see `autoLayout`).
    var autoLayoutStorage: AutoLayoutStorage?
    /// The anchors handed out (`topAnchor`...), made on first use, one per attribute.
    var anchorCache: LayoutAnchorCache?
    /// Key-value observations of this view, made on first use (see `KeyValueObserving/`);
    /// its layer runs their checks after its model changes.
    var keyValueObservers: KeyValueObserverList? {
        didSet { layer.notifiesKeyValueObservers = true }
    }
    /// Auto Layout state, made on first use.
    var autoLayout: AutoLayoutStorage {
        if let storage = autoLayoutStorage { return storage }
        let storage = AutoLayoutStorage()
        autoLayoutStorage = storage
        return storage
    }

    /// A view with the given frame, in its superview's coordinates (points).
    public init(frame: CGRect) {
        layer = Self.makeBackingLayer()
        super.init()
        attachLayer(frame: frame)
    }

    /// A view with an empty frame at the origin (`UIView()`); it calls
    /// ``init(frame:)``, so a subclass that overrides only that initializer
    /// is still made by `MySubclass()`, as in UIKit.
    public override convenience init() { self.init(frame: .zero) }

    /// UIKit's archive initializer, here so that subclasses written for UIKit
    /// (`required init?(coder:)`) compile unchanged. There are no archives in
    /// Flipbook: the coder is not read, and the view is made with an empty
    /// frame, as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        layer = Self.makeBackingLayer()
        super.init()
        attachLayer(frame: .zero)
    }

    /// Told of a change registered with `addObserver(_:forKeyPath:options:context:)`
    /// (``KeyValueObserving``); override it as on iOS. Does nothing by default.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    private func attachLayer(frame: CGRect) {
        layer.view = self
        layer.viewIdentity = ObjectIdentifier(self)
        self.frame = frame
        autoresizeBaseSize = frame.size
    }

    /// The class of the layer a view of this class is made with
    /// (`UIView.layerClass`): ``Layer`` by default; return `ShapeLayer.self`,
    /// `GradientLayer.self` or another layer class of this module to back
    /// the view with one. A subclass of your own is made as the nearest
    /// layer class of this module (Swift cannot make an instance of a class
    /// given only its type without a required initializer); override
    /// ``makeBackingLayer()`` to make it yourself.
    open class var layerClass: AnyClass { Layer.self }

    /// True for a view class that lays out correctly only with Auto Layout
    /// (`requiresConstraintBasedLayout`); false by default. When a view of
    /// such a class enters a window, its ``updateConstraints()`` runs in the
    /// next layout pass even if no constraint exists yet, as UIKit turns its
    /// constraint engine on for it
    /// (https://developer.apple.com/documentation/uikit/uiview/requiresconstraintbasedlayout).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Makes the view's layer; the default makes an instance of ``layerClass``.
    open class func makeBackingLayer() -> Layer {
        guard let type = layerClass as? Layer.Type else {
            Diagnostics.report("view.layerClass", "\(self).layerClass \(layerClass) is not a Layer class; a Layer was used.")
            return Layer()
        }
        let layer = type.makeInstance()
        if ObjectIdentifier(Swift.type(of: layer)) != ObjectIdentifier(type) {
            Diagnostics.report(
                "view.layerClass",
                "\(self).layerClass \(type) is made as a \(Swift.type(of: layer)); override makeBackingLayer() to make an instance of your own layer class."
            )
        }
        return layer
    }

    // MARK: Geometry (the frame of a layer's values, and the bounds and position of a frame, are in View+Coordinates.swift)

    /// The view's own coordinate space, in points.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre in the superview's coordinates (`layer.position`).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The smallest rectangle in the superview's coordinates that holds the
    /// transformed bounds. Setting it sets `center` and `bounds.size`.
    open var frame: CGRect {
        get { Self.frame(of: layer.properties) }
        set {
            KeyValueObserverList.batch {
                let a = layer.anchorPoint
                let t = layer.transform
                guard !t.isIdentity, t.isAffine,
                    let placed = Self.boundsAndPosition(
                        for: newValue, anchor: a,
                        transform: t.affineTransform)
                else {
                    // Through the layer's frame, which a layer subclass may override (as UIKit's views do).
                    layer.frame = newValue
                    return
                }
                layer.bounds = CGRect(origin: layer.bounds.origin, size: placed.size)
                layer.position = placed.position
            }
        }
    }

    /// A view whose alpha channel masks this view's content (`UIView.mask`,
    /// https://developer.apple.com/documentation/uikit/uiview/mask): opaque
    /// parts show the view, transparent parts hide it. Its layer becomes
    /// this view's layer's ``Layer/mask``, placed in this view's bounds by
    /// the mask view's frame, so animating the mask view's frame or alpha
    /// animates the mask. The mask view is not a subview; do not add it to
    /// a view hierarchy. Nil by default.
    open var mask: View? {
        get { maskView }
        set {
            maskView = newValue
            layer.mask = newValue?.layer
        }
    }
    private var maskView: View?

    /// A 2-D transform about the anchor point. Reading it returns the affine
    /// part of `transform3D`.
    open var transform: CGAffineTransform {
        get { layer.transform.affineTransform }
        set { layer.transform = Transform3D(newValue) }
    }

    /// The full 3-D transform about the anchor point (`transform3D`, iOS 13).
    open var transform3D: Transform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The point of the bounds that `center` and transforms refer to, in unit coordinates; (0.5, 0.5) by default (the layer's `anchorPoint`).
    open var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// The shape UIKit Dynamics collides this view as (`UIDynamicItem.collisionBoundsType`);
    /// declared here so that subclasses can override it, as in UIKit. See ``DynamicItem``.
    open var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }

    /// The outline for `.path` collisions, about the view's centre (`UIDynamicItem.collisionBoundingPath`).
    open var collisionBoundingPath: BezierPath {
        BezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    // MARK: Appearance (the layer's corner, border and shadow are set on ``layer``)

    /// In 0...1.
    open var alpha: CGFloat {
        get { CGFloat(layer.properties.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// Whether the view is drawn and hit-tested. An arranged view of a
    /// ``StackView`` collapses when hidden (its stack lays out again).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            if changed { (superview as? StackView)?.arrangedSubviewDidChange(self) }
        }
    }
    /// The layer's background colour. A dynamic colour is kept and
    /// resolved with the view's ``traitCollection`` for the layer, and
    /// resolved again when the traits change, as UIKit does.
    open var backgroundColor: Color? {
        get { traitStorage?.dynamicBackground ?? layer.backgroundColor }
        set {
            if let color = newValue, color.isDynamic {
                traitStorageForWriting.dynamicBackground = color
                layer.backgroundColor = color.resolvedColor(with: traitCollection)
            } else {
                traitStorage?.dynamicBackground = nil
                layer.backgroundColor = newValue
            }
        }
    }
    /// A hint that the view fills its bounds with opaque content
    /// (`UIView.isOpaque`, true by default). Flipbook always composites
    /// exactly, so the hint changes nothing drawn.
    open var isOpaque = true
    /// Clips content and subviews to the bounds (`layer.masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: Layout

    /// Lays out subviews. The default sets the frames of the subviews laid
    /// out by constraints (`translatesAutoresizingMaskIntoConstraints ==
    /// false`) from the layout engine, as UIKit's does: call `super` when
    /// you override it. Autoresizing has already happened when it is called.
    open func layoutSubviews() { applyConstraintLayoutToSubviews() }

    /// Asks for `layoutSubviews()` before the next frame is drawn.
    open func setNeedsLayout() {
        needsLayout = true
        var view: View? = self
        while let v = view, !v.subtreeNeedsLayout {
            v.subtreeNeedsLayout = true
            view = v.superview
        }
    }

    /// Runs any pending layout of this view and its subviews now, top down:
    /// first the constraint update pass (`updateConstraintsIfNeeded()`),
    /// then `layoutSubviews()` of each view marked with `setNeedsLayout()`.
    /// Frames set here inside an animation block animate.
    open func layoutIfNeeded() {
        LayoutEngine.readChangedFrames(around: self)
        if autoLayoutStorage?.subtreeNeedsUpdateConstraints == true { updateConstraintsIfNeeded() }
        guard subtreeNeedsLayout else { return }
        // Cleared first: a view marked during this pass flags its ancestors again.
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            let controller = owningViewController
            reportSafeAreaIfChanged(controller: controller)
            keyValueObservers?.changed()  // values found at layout: `safeAreaInsets`
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.layoutContainerChrome()
            controller?.viewDidLayoutSubviews()
        }
        for s in subviews { s.layoutIfNeeded() }
    }

    /// The part of the view covered by unsafe edges (`safeAreaInsets`),
    /// points: the overlap of this view's frame (model values, in window
    /// coordinates) with ``Window/screenSafeAreaInsets``' edge bands, grown
    /// to the overlap with the superview's unsafe edges where the superview
    /// (or a view above it) has additions, plus, for a controller's root
    /// view, the controller's ``ViewController/additionalSafeAreaInsets``
    /// and the insets of its containers' bars (a tab bar). Zero outside a window.
    ///
    /// Declared in the class, so a subclass can override it (`override var
    /// safeAreaInsets: UIEdgeInsets { .zero }`); the view's
    /// `safeAreaLayoutGuide` follows the value the override returns
    /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
    open var safeAreaInsets: EdgeInsets { computedSafeAreaInsets }

    /// Called when ``safeAreaInsets`` changed (`safeAreaInsetsDidChange()`):
    /// for a controller's root view, just before the controller's
    /// `viewSafeAreaInsetsDidChange()`. Does nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// The size that fits the content, given a limit; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size of the content, points; ``noIntrinsicMetric`` (-1)
    /// on a side where there is none (the default, both sides). Under Auto
    /// Layout it becomes content size constraints: hugging (`<=`) and
    /// compression resistance (`>=`) at the view's priorities. Call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    /// "No natural size on this side": -1 (`UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the layout engine that ``intrinsicContentSize`` changed: the
    /// content size constraints move to the new size in place, and the
    /// views they move are marked for layout.
    open func invalidateIntrinsicContentSize() {
        (superview as? StackView)?.arrangedSubviewDidChange(self)
        guard let item = autoLayoutStorage?.item, let engine = LayoutEngine.engineHolding(self) else { return }
        engine.refreshContentSize(item, self)
        if self is Label { engine.baselinesChanged(self) }
    }

    /// Updates the constraints of this view (`updateConstraints()`): called
    /// in the update pass before layout after ``setNeedsUpdateConstraints()``,
    /// deepest views first. Change constraints here, then call `super` (the
    /// default does nothing).
    open func updateConstraints() {}

    /// Called by the layer after any property of it changed.
    func layerDidChange(_ property: AnimatableProperty) {
        if let item = autoLayoutStorage?.item, property == .bounds || property == .position || property == .anchorPoint {
            if item.translates {
                // Read at the next layout pass (a frame is set as bounds, then
                // centre: the engine sees the frame, not the half-way state).
                LayoutEngine.frameWillChange(item, self)
            } else if !LayoutEngine.isApplyingFrames {
                // Set by hand: the engine's frame comes back at the next layout, as in UIKit.
                LayoutEngine.schedule(item, self)
            }
        }
        guard property == .bounds else { return }
        let size = layer.properties.bounds.size
        if size != recordedSize { needsDisplay = true }
        if size != autoresizeBaseSize {
            let old = autoresizeBaseSize
            autoresizeBaseSize = size
            if autoresizesSubviews {
                for s in subviews { s.autoresize(from: old, to: size) }
            }
            setNeedsLayout()
            // A subview that changes size makes its superview lay out too, as
            // UIKit does, so a superview that places its subviews by their sizes
            // in `layoutSubviews()` follows.
            superview?.setNeedsLayout()
        }
    }

    // MARK: Drawing

    /// Draws the view's content into `context`, in bounds coordinates. The
    /// default calls ``draw(_:)``, UIKit's spelling, with `context` as the
    /// current context. Called once after `setNeedsDisplay()` (and when the
    /// bounds change size); the recording is replayed for every frame.
    open func draw(_ rect: CGRect, in context: GraphicsContext) { draw(rect) }

    /// Draws the view's content as UIKit's `draw(_:)` does: into the current
    /// context (`GraphicsGetCurrentContext()`, or with `BezierPath.fill()`,
    /// `Color.setFill()`...), in bounds coordinates. The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Asks for `draw(_:in:)` to record the content again before the next frame.
    open func setNeedsDisplay() { needsDisplay = true }

    /// The content to draw for the given presentation bounds. Subclasses in
    /// this module that lay out their content from the bounds (labels, image
    /// views) override it; everything else records `draw(_:in:)` once and
    /// stretches the recording to the presentation bounds, as a layer's
    /// contents stretch during an animation.
    func content(for presentationBounds: CGRect) -> DisplayList {
        let modelBounds = layer.properties.bounds
        if needsDisplay || recordedContent == nil {
            let context = GraphicsContext()
            ImageContextStack.push(.init(context: context, size: modelBounds.size, scale: 1, opaque: false))
            // As UIKit: `TraitCollection.current` is the view's traits while it draws.
            traitCollection.performAsCurrent { draw(modelBounds, in: context) }
            ImageContextStack.pop(through: context)
            recordedContent = context.displayList
            recordedSize = modelBounds.size
            needsDisplay = false
        }
        guard let recorded = recordedContent, !recorded.isEmpty else { return DisplayList() }
        let target = presentationBounds.size
        if target == recordedSize || recordedSize.width == 0 || recordedSize.height == 0 { return recorded }
        let sx = target.width / recordedSize.width
        let sy = target.height / recordedSize.height
        let o = presentationBounds.origin
        let stretch = CGAffineTransform(translationX: -o.x, y: -o.y)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: o.x, y: o.y))
        return DisplayList(commands: [.save, .concatenate(stretch)] + recorded.commands + [.restore])
    }

    // MARK: Rendering

    /// What this view and its subviews look like now, from presentation values;
    /// nil when the view is hidden.
    public func renderNode() -> RenderNode? { makeRenderNode() }

    func makeRenderNode() -> RenderNode? {
        layer.buildRenderNode(kind: kindName, identifier: accessibilityIdentifier) { self.content(for: $0) }
    }

    /// A view that shows what this view looks like now, frozen (`snapshotView(afterScreenUpdates:)`).
    /// Pending layout runs first when `afterScreenUpdates` is true. Returns nil
    /// for a hidden view.
    open func snapshotView(afterScreenUpdates: Bool) -> View? {
        if afterScreenUpdates { layoutIfNeeded() }
        guard var node = renderNode() else { return nil }
        let f = frame
        node.properties.position = CGPoint(x: node.properties.bounds.midX, y: node.properties.bounds.midY)
        node.properties.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        node.properties.transform = .identity
        node.properties.opacity = 1
        node.properties.isHidden = false
        let snapshot = SnapshotView(frame: CGRect(origin: f.origin, size: bounds.size), node: node)
        snapshot.center = center
        return snapshot
    }

    /// A frozen picture of the part `rect` of this view (in its bounds
    /// coordinates), as a view of `rect`'s size
    /// (`resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`).
    /// The cap insets are accepted and not used (Flipbook does not stretch
    /// nine-part snapshots): resizing the returned view resizes the picture
    /// inside it by the same amount (it keeps its offset), and the view clips
    /// it to its bounds. Nil for a hidden view.
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates: Bool,
        withCapInsets capInsets: EdgeInsets
    ) -> View? {
        guard let whole = snapshotView(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let b = bounds
        whole.frame = CGRect(x: b.minX - rect.minX, y: b.minY - rect.minY, width: b.width, height: b.height)
        whole.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let clip = View(frame: CGRect(origin: frame.origin, size: rect.size))
        clip.clipsToBounds = true
        clip.addSubview(whole)
        return clip
    }

    // MARK: Touches

    /// The gesture recognizers attached to this view, in the order they were
    /// added; see `View+Gestures.swift` for the public API.
    var attachedGestureRecognizers: [GestureRecognizer] = []

    /// Touches began in this view, as UIKit spells it
    /// (`touchesBegan(_:with:)`): the runtime calls this one. The default
    /// calls the `[Touch]` variant below with the touches in the order
    /// they came down, so overriding either works.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        forwarding(event) { touchesBegan(ordered(touches, event)) }
    }
    /// Touches that began in this view moved (`touchesMoved(_:with:)`).
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        forwarding(event) { touchesMoved(ordered(touches, event)) }
    }
    /// Touches that began in this view lifted (`touchesEnded(_:with:)`).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        forwarding(event) { touchesEnded(ordered(touches, event)) }
    }
    /// Touches that began in this view were cancelled (`touchesCancelled(_:with:)`).
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        forwarding(event) { touchesCancelled(ordered(touches, event)) }
    }

    private func ordered(_ touches: Set<Touch>, _ event: Event?) -> [Touch] {
        event?.inDownOrder(touches)
            ?? touches.sorted { ($0.initialTimestamp, $0.fingerName) < ($1.initialTimestamp, $1.fingerName) }
    }

    /// The event being delivered to this view, while its `[Touch]` variants
    /// run, so their defaults can pass it up the responder chain.
    private var eventInDelivery: Event?

    private func forwarding(_ event: Event?, _ body: () -> Void) {
        let outer = eventInDelivery
        eventInDelivery = event
        defer { eventInDelivery = outer }
        body()
    }

    /// One or more touches began in this view (the hit-tested view, or a
    /// view the touches were passed up to), in the order they came down.
    /// The default passes them up the responder chain, to ``next``, as
    /// UIKit's `touchesBegan(_:with:)` does; see ``Responder`` and ``Touch``.
    open func touchesBegan(_ touches: [Touch]) { next?.touchesBegan(Set(touches), with: eventInDelivery) }
    /// Touches that began in this view moved; the default passes them to ``next``.
    open func touchesMoved(_ touches: [Touch]) { next?.touchesMoved(Set(touches), with: eventInDelivery) }
    /// Touches that began in this view lifted; the default passes them to ``next``.
    open func touchesEnded(_ touches: [Touch]) { next?.touchesEnded(Set(touches), with: eventInDelivery) }
    /// Touches that began in this view were cancelled, by the script or by a
    /// gesture recognizer that recognised them (`cancelsTouchesInView`); the
    /// default passes them to ``next``.
    open func touchesCancelled(_ touches: [Touch]) { next?.touchesCancelled(Set(touches), with: eventInDelivery) }

    /// The next responder (`UIView.next`): the view controller whose root
    /// view this is, else the superview; for a window, the app object.
    open override var next: Responder? {
        if let owningViewController, owningViewController.viewIfLoaded === self { return owningViewController }
        return superview
    }

    // MARK: Overridable hooks (hierarchy editing is in View+Hierarchy.swift)

    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview or was removed.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) enters or leaves a window.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view (or an ancestor) entered or left a window.
    open func didMoveToWindow() {}

    /// Called after the view's ``traitCollection`` changed because an
    /// override above or on it changed (`traitCollectionDidChange(_:)`),
    /// with ``TraitCollection/current`` set to the new traits; does nothing
    /// by default. (A window resize that changes size classes calls only
    /// the controllers' method.)
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Hit testing (coordinate conversion is in View+Coordinates.swift)

    /// True when `point` (in bounds space) is inside the bounds
    /// (`point(inside:with:)`); override it to grow or shrink the touchable area.
    open func point(inside point: CGPoint, with event: Event?) -> Bool { bounds.contains(point) }

    /// ``point(inside:with:)`` with no event.
    public func point(inside point: CGPoint) -> Bool { self.point(inside: point, with: nil) }

    /// The deepest visible, interactive view containing `point` (in this view's
    /// bounds space), front-most first; nil when none (`hitTest(_:with:)`).
    /// Hidden views, views that do not take touches and views with alpha
    /// below 0.01 are skipped, as in UIKit. Override it to pass touches
    /// through (return nil) or to redirect them; touch delivery calls it.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        // Compared in Float, the precision `alpha` is stored with, so that alpha = 0.01 still counts.
        guard isUserInteractionEnabled, !isHidden, Float(layer.properties.opacity) >= 0.01,
            self.point(inside: point, with: event)
        else { return nil }
        for s in subviews.reversed() {
            guard let inverse = s.layer.properties.localToParent.inverted() else { continue }
            if let hit = s.hitTest(inverse.apply(point), with: event) { return hit }
        }
        return self
    }

    /// ``hitTest(_:with:)`` with no event.
    public func hitTest(_ point: CGPoint) -> View? { hitTest(point, with: nil) }
}
