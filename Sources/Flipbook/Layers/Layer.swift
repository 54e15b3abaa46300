import Foundation

/// The model of what is drawn and animated (`CALayer`).
///
/// Layers form a tree (``sublayers``, ``superlayer``); the window's layer is
/// its root, and the picture of every frame is built from that tree. A view
/// owns one layer (``View/layer``, of the class its ``View/layerClass``
/// names) and is its delegate: a view's visual properties forward to it, and
/// its subviews' layers are sublayers of it, in the same order. Layers made
/// on their own (``init()``) are drawn too once added with ``addSublayer(_:)``.
///
/// Each property holds the *model* value; animations (animation blocks,
/// property animators, explicit animations added with `add(_:forKey:)`)
/// change only the presentation value (``presentation()``), which is what
/// the renderer draws. Geometry is in points, in the superlayer's bounds space.
@preconcurrency @MainActor
open class Layer: NSObject {
    /// The model values.
    public internal(set) var properties = LayerProperties()

    /// The view this layer belongs to (the layer's delegate in UIKit).
    public internal(set) weak var view: View?

    /// Running block animations, one per property at most; see `Animation/`.
    var animations = LayerAnimations()
    /// Explicit animations, in the order they were added (`add(_:forKey:)`).
    var addedAnimations: [AddedAnimation] = []
    // The fields above and the next ones are read for every layer of every
    // frame; keeping them together keeps a frame's memory traffic small.
    /// The sublayers, back to front (before `zPosition` ordering).
    var children: [Layer] = []
    /// The identity of ``view``, set with it: compared, never dereferenced
    /// (a frame finds a sublayer's view among the view's subviews with it).
    var viewIdentity: ObjectIdentifier?
    /// A layer whose alpha decides how much of this layer shows: opaque
    /// parts of the mask show the layer, transparent parts hide it, with
    /// antialiased edges. The mask is placed in this layer's bounds space,
    /// is not drawn itself, and must not have a superlayer (it is taken out
    /// of its superlayer, or from the layer it masked). A mask that is this
    /// layer or one of its ancestors (through superlayers and masks) would
    /// make the tree a loop: it is refused with a diagnostic
    /// (`layer.maskCycle`) and the mask stays what it was.
    public var mask: Layer? {
        didSet {
            guard mask !== oldValue else { return }
            if let mask, isDescendant(of: mask) {
                reportDiagnostic(
                    "layer.maskCycle",
                    "a layer's mask was set to the layer itself or to one of its ancestors, which would make the layer tree a loop; the mask was left unchanged. Use a separate layer as the mask."
                )
                self.mask = oldValue
                return
            }
            oldValue?.maskedLayer = nil
            if let mask {
                mask.removeFromSuperlayer()
                mask.maskedLayer = self
                mask.attachedTick = hostWindow?.tickCount ?? Int.min
            }
        }
    }

    /// Set by ``setNeedsDisplay()``; cleared when ``display()`` records.
    private var displayRequested = false
    /// What the last ``display()`` recorded of ``draw(in:)``.
    private var drawing: DisplayList?

    // MARK: Timing (`CAMediaTiming`)

    /// When the layer's time starts, in its superlayer's time (seconds); 0 by default.
    public var beginTime: CFTimeInterval = 0 { didSet { if beginTime != 0 { Layer.timingCustomized = true } } }
    /// The layer's simple duration in seconds: 0 (the default) lets its time
    /// run on unbounded; a positive duration makes the layer's time (and so
    /// its subtree's animations, view animations included) run within
    /// `0...duration`, repeated and reversed by `repeatCount`,
    /// `repeatDuration` and `autoreverses`, as any `CAMediaTiming` object.
    public var duration: CFTimeInterval = 0 { didSet { if duration != 0 { Layer.timingCustomized = true } } }
    /// How fast the layer's time (and its sublayers') runs against its
    /// superlayer's: 0 pauses every animation in the subtree, view
    /// animations included; 1 by default.
    public var speed: Float = 1 { didSet { if speed != 1 { Layer.timingCustomized = true } } }
    /// Seconds added to the layer's time after `speed`; with `speed` 0 it
    /// places paused animations (`timeOffset = p * duration`); 0 by default.
    public var timeOffset: CFTimeInterval = 0 { didSet { if timeOffset != 0 { Layer.timingCustomized = true } } }
    /// How many simple durations the layer's time plays (with a positive
    /// ``duration``); 0 by default.
    public var repeatCount: Float = 0
    /// How many seconds the layer's time repeats for (with a positive
    /// ``duration``); 0 by default.
    public var repeatDuration: CFTimeInterval = 0
    /// Whether the layer's time runs back after each forward pass (with a
    /// positive ``duration``); false by default.
    public var autoreverses = false
    /// What the layer's time is outside its active duration (with a positive
    /// ``duration``): it holds its end either way here.
    public var fillMode = MediaTimingFillMode.removed

    /// True once any layer has had timing other than the default (a
    /// `beginTime`, `duration`, `speed` or `timeOffset` changed): until then
    /// every layer's time is the window clock, and animations skip the walk
    /// up the layer tree that maps it. Only a shortcut: results are the same
    /// either way.
    static var timingCustomized = false

    /// The layer this one is a sublayer of.
    public internal(set) weak var superlayer: Layer?
    /// The layer this one masks, when it is some layer's ``mask``.
    weak var maskedLayer: Layer?
    /// The model layer a presentation copy was made from.
    weak var modelLayer: Layer?

    /// A name for the layer: shown in traces and render trees (`CALayer.name`).
    public var name: String?

    // MARK: Rendering hints (kept for Core Animation code; exact rendering needs none)

    /// Asks for the layer to be cached as a bitmap (`shouldRasterize`).
    /// Flipbook draws every frame exactly, so the picture is the same either
    /// way; false by default.
    public var shouldRasterize = false
    /// The scale of that bitmap (`rasterizationScale`); 1 by default.
    public var rasterizationScale: CGFloat = 1
    /// Antialiasing of edges under a 3-D transform (`allowsEdgeAntialiasing`);
    /// Flipbook always antialiases edges. False by default, as in Core Animation.
    public var allowsEdgeAntialiasing = false
    /// Group opacity (`allowsGroupOpacity`); Flipbook composites a layer with
    /// opacity as a group, as Core Animation does by default. True by default.
    public var allowsGroupOpacity = true
    /// Draw asynchronously (`drawsAsynchronously`); drawing is synchronous
    /// and deterministic here. False by default.
    public var drawsAsynchronously = false

    /// Asked first for the action of a property change (`CALayer.delegate`).
    /// A view's layer does not ask it: a view's layer never animates implicitly.
    public weak var delegate: (any LayerDelegate)?
    /// Actions by property key, asked after the delegate (`CALayer.actions`);
    /// `NSNull()` for a key turns its implicit animation off.
    public var actions: [String: any Action]?
    /// The tick of the window on which the layer joined a window's tree: a
    /// layer makes no implicit animations in the tick it was added in.
    var attachedTick = Int.min

    /// Set by ``setNeedsLayout()`` and bounds changes; cleared by ``layoutIfNeeded()``.
    private var layoutRequested = true

    /// Key-value observations of this layer, made on first use (see `KeyValueObserving/`).
    var keyValueObservers: KeyValueObserverList? {
        didSet { notifiesKeyValueObservers = true }
    }
    /// True once this layer or its view has key-value observations: model
    /// changes then run their checks. One flag read on the write path otherwise.
    var notifiesKeyValueObservers = false

    /// Runs the key-value checks of this layer and of its view after a model change.
    func modelChangeObserved() {
        guard notifiesKeyValueObservers, modelLayer == nil else { return }
        keyValueObservers?.changed()
        view?.keyValueObservers?.changed()
    }

    /// A layer with default values: empty bounds at the origin, opaque,
    /// no background (`CALayer()`).
    public override init() { super.init() }

    /// UIKit's archive initializer, here so that subclasses written for UIKit
    /// (`required init?(coder:)`) compile unchanged. The coder is not read:
    /// the layer has default values, as ``init()``.
    public required init?(coder: NSCoder) { super.init() }

    /// Told of a change registered with `addObserver(_:forKeyPath:options:context:)`
    /// (``KeyValueObserving``); override it as on iOS. Does nothing by default.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// A layer that goes away takes its animations with it: transactions
    /// waiting for them are told they ended, so their completion blocks run.
    @MainActor deinit {
        for added in addedAnimations where !added.hasStopped { added.leaveTransactions() }
    }

    /// A copy of `layer`'s values, when it is a ``Layer`` (`CALayer(layer:)`,
    /// which Core Animation uses to make presentation copies). Sublayers,
    /// animations and the mask are not copied.
    public init(layer: Any) {
        super.init()
        if let other = layer as? Layer {
            properties = other.properties
            name = other.name
            attachedValues = other.attachedValues
        }
    }

    /// The smallest rectangle in the superlayer's space that holds the
    /// transformed bounds. Setting it sets `position` and `bounds.size`; its
    /// value is undefined when `transform` is not the identity (as Core Animation).
    /// Declared in the class, so a subclass can override it (`override var
    /// frame: CGRect { didSet { ... } }`); a view whose transform is the
    /// identity sets its layer's frame through it, as UIKit's `UIView.frame` does
    /// (https://developer.apple.com/documentation/quartzcore/calayer/frame).
    open var frame: CGRect {
        get { View.frame(of: properties) }
        set {
            KeyValueObserverList.batch {
                let a = anchorPoint
                bounds = CGRect(origin: bounds.origin, size: newValue.size)
                position = CGPoint(x: newValue.minX + a.x * newValue.width, y: newValue.minY + a.y * newValue.height)
            }
        }
    }

    /// Writes a model value and tells the animation system about it, so a
    /// change inside an animation block becomes an animation.
    func write(_ property: AnimatableProperty, _ body: (inout LayerProperties) -> Void) {
        let old = properties.value(of: property)
        if let capture = AnimationRecorder.activeCapture, properties.isAbsent(property) {
            // A transition that is cancelled puts back nil, not the clear colour nil reads as.
            capture.noteAbsent(self, key: property.key)
        }
        body(&properties)
        let new = properties.value(of: property)
        let changed = old != new
        if changed {
            if view == nil, Swift.type(of: self).needsDisplay(forKey: property.key) { displayRequested = true }
            modelValueChanged(property, from: old, to: new)
            if view == nil { runImplicitAction(forKey: property.key, from: old) }
            if property == .bounds, view == nil {
                layoutRequested = true
                if needsDisplayOnBoundsChange { displayRequested = true }
            }
        }
        view?.layerDidChange(property)
        if changed { modelChangeObserved() }
    }

    // MARK: Drawing and layout

    /// Draws the layer's content into `ctx`, in bounds coordinates, below
    /// the sublayers. The default draws nothing. As in Core Animation it is
    /// called only after ``setNeedsDisplay()``: the recording is replayed for
    /// every frame until the next request. A view's layer draws what the
    /// view's `draw(_:in:)` draws instead.
    open func draw(in ctx: GraphicsContext) {}

    /// Asks for ``display()`` before the layer is next drawn.
    public func setNeedsDisplay() { displayRequested = true }

    /// True when ``display()`` will run before the layer is next drawn.
    public func needsDisplay() -> Bool { displayRequested }

    /// Runs ``display()`` now when it was asked for.
    public func displayIfNeeded() { if displayRequested { display() } }

    /// When true, a change of the bounds asks for ``display()``. False by default.
    public var needsDisplayOnBoundsChange = false

    /// Whether a change of `key` redraws the layer (`CALayer.needsDisplay(forKey:)`):
    /// false for every key by default. A subclass returns true for its own
    /// keys (and calls super for the rest); then setting the key asks for
    /// ``display()``, and while an animation of the key runs the layer is
    /// redrawn every frame, with ``value(forKey:)`` reading the animated value
    /// inside ``display()`` and ``draw(in:)`` (Core Animation draws the
    /// presentation layer, whose values are the animated ones). Declare such
    /// a property with accessors through ``value(forKey:)`` and
    /// ``setValue(_:forKey:)``, as `@NSManaged` makes them on Apple platforms:
    /// `var progress: CGFloat { get { value(forKey: "progress") as? CGFloat ?? 0 } set { setValue(newValue, forKey: "progress") } }`
    /// (https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:)).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Records ``draw(in:)`` as the layer's drawing.
    open func display() {
        displayRequested = false
        let context = GraphicsContext()
        draw(in: context)
        drawing = context.displayList
    }

    /// The recording of ``draw(in:)``, made first when it was asked for.
    /// Gives a presentation copy the model's drawing (the recording of its
    /// `draw(in:)`, redrawn first when due), which the copy, of this module's
    /// class, cannot make itself.
    func adoptDrawing(of model: Layer) {
        drawing = model.recordedDrawing()
        displayRequested = false
    }

    /// While an animation of a key the class redraws for
    /// (``needsDisplay(forKey:)``) runs, ``display()`` runs for every frame
    /// with the animated values in place, and once more after it ends.
    func recordedDrawing() -> DisplayList? {
        guard view == nil else { return drawing }
        if !addedAnimations.isEmpty, let animated = animatedDisplayValues() {
            let saved = attachedValues
            for (key, value) in animated { attachedValues[key] = value.anyValue }
            display()
            attachedValues = saved
            displayRequested = true  // the model values once the animation is over
            return drawing
        }
        if displayRequested { display() }
        return drawing
    }

    /// The values of the layer's own keys that running animations change now
    /// and that the class redraws for; nil when there are none.
    private func animatedDisplayValues() -> [String: AnimatableValue]? {
        let type = Swift.type(of: self)
        var values: [String: AnimatableValue] = [:]
        applyAddedAnimations(
            read: { values[$0] ?? self.animatedValue(forKey: $0) },
            write: { value, key in
                guard !LayerProperties.animatableKeys.contains(key), type.needsDisplay(forKey: key) else { return }
                values[key] = value
            })
        return values.isEmpty ? nil : values
    }

    /// Lays out the sublayers. The default does nothing; override it to size
    /// sublayers from ``bounds``. Runs before the layer is drawn after
    /// ``setNeedsLayout()`` or a bounds change, and once at first.
    open func layoutSublayers() {}

    /// Asks for ``layoutSublayers()`` before the layer is next drawn.
    public func setNeedsLayout() { layoutRequested = true }

    /// True when ``layoutSublayers()`` will run before the layer is next drawn.
    public func needsLayout() -> Bool { layoutRequested }

    /// Runs ``layoutSublayers()`` now when it was asked for (a view's layer
    /// lays out through its view).
    public func layoutIfNeeded() {
        if let view {
            view.layoutIfNeeded()
            return
        }
        guard layoutRequested else { return }
        layoutRequested = false
        layoutSublayers()
    }

    // MARK: Key-value coding

    /// Values stored under keys the layer does not have (Core Animation's
    /// layers keep any key, which code uses to tag layers).
    private var attachedValues: [String: Any] = [:]

    /// The value of a key (`"opacity"`, `"path"`) or of a key path with a
    /// field (`"transform.rotation.z"`, `"position.x"`): numbers as
    /// `CGFloat`, points, sizes, rects, `Transform3D`s, colours, paths as
    /// `CGPath`; any other key gives what ``setValue(_:forKeyPath:)`` stored.
    open func value(forKeyPath keyPath: String) -> Any? {
        if let path = AnimationKeyPath(keyPath), let base = animatableValue(forKey: path.property),
            let value = path.value(in: base)
        {
            return value.anyValue
        }
        return attachedValues[keyPath]
    }

    /// Sets a key or a key path with a field as the property's setter would
    /// (recorded in animation blocks, running a standalone layer's implicit
    /// action); a value of the wrong kind is reported and ignored. Any other
    /// key stores the value for ``value(forKeyPath:)``.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let path = AnimationKeyPath(keyPath), let base = animatableValue(forKey: path.property) else {
            attachedValues[keyPath] = value
            if Swift.type(of: self).needsDisplay(forKey: keyPath) { displayRequested = true }
            return
        }
        guard let new = AnimatableValue(any: value), let whole = path.setting(new, in: base) else {
            reportDiagnostic(
                "layer.badValue",
                "a value of type \(value.map { "\(type(of: $0))" } ?? "nil") cannot be set for the layer key path \"\(keyPath)\"; it was ignored."
            )
            return
        }
        setModelValue(whole, forKey: path.property)
    }

    /// `value(forKeyPath:)` for a single key.
    open func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// `setValue(_:forKeyPath:)` for a single key.
    open func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// Sets a top-level key's model value with the side effects of its setter.
    func setModelValue(_ value: AnimatableValue, forKey key: String) {
        if let property = AnimatableProperty(key: key) {
            write(property) { $0.set(value, of: property) }
            return
        }
        let old = animatableValue(forKey: key)
        applyAnimatableValue(value, forKey: key)
        if old != value, Swift.type(of: self).needsDisplay(forKey: key) { displayRequested = true }
        // Keys of layer classes notify from their setters; base keys do here.
        if LayerProperties.animatableKeys.contains(key), let old { valueDidChange(forKey: key, from: old) }
    }

    /// True when `p` (in bounds space) is inside the layer; used by
    /// ``hitTest(_:)``. The bounds by default (`CALayer.contains(_:)`).
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Presentation

    /// The model values with every running animation applied at the
    /// window's current time: what is drawn now.
    public var presentationProperties: LayerProperties {
        var p = properties
        if !animations.isEmpty {
            // Evaluating an animation changes no layer's animations (see `forEachUnretained`).
            animations.forEachUnretained { animation in p.set(animation.currentValue(), of: animation.property) }
        }
        if !addedAnimations.isEmpty { applyAddedAnimations(to: &p) }
        return p
    }

    /// A copy of this layer that holds the values as drawn now
    /// (`CALayer.presentation()`): the model values with every running
    /// animation applied. The copy has the class of the nearest layer class
    /// of this module (a subclass of yours gets a copy of the class it
    /// extends), no sublayers, and its ``model()`` is this layer. Changing
    /// it changes nothing on screen.
    open func presentation() -> Layer? {
        let copy = presentedCopy()
        copy.modelLayer = self
        return copy
    }

    /// The layer a presentation copy was made from, or this layer itself (`CALayer.model()`).
    open func model() -> Layer { modelLayer ?? self }

    /// A copy of this layer's values, of this module's class nearest to it;
    /// built-in subclasses override it to copy their own values too.
    func makeCopy() -> Layer { Layer(layer: self) }

    /// What the layer itself draws in `bounds` (its presentation bounds),
    /// above the background and below the sublayers: the contents image,
    /// then the recording of `draw(in:)`. Layer classes of this module that
    /// draw something of their own (shapes, text) override it and call super first.
    func layerContent(in bounds: CGRect) -> DisplayList { plainLayerContent(in: bounds) }

    /// The nodes drawn as the layer's sublayers; a replicator layer draws
    /// several copies of them.
    func renderedSublayerNodes() -> [RenderNode] { sublayerNodes() }

    /// False for a transform layer, whose sublayers stay in 3-D.
    var flattensSublayers: Bool { true }

    /// The action for a change of `event` (`CALayer.action(forKey:)`): the
    /// delegate's answer, else the entry of ``actions``, else the class's
    /// ``defaultAction(forKey:)``, else, for an animatable key, a basic
    /// animation of the key with the current transaction's duration and
    /// timing function. `NSNull` found on the way means none.
    ///
    /// Paths (`path`, `shadowPath`) have no implicit animation: "Unlike most
    /// animatable properties, path (as with all CGPath animatable properties)
    /// does not support implicit animation" (CAShapeLayer.path,
    /// developer.apple.com/documentation/quartzcore/cashapelayer/path). An
    /// action from the delegate, ``actions`` or the class still runs for them.
    open func action(forKey event: String) -> (any Action)? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer is NSNull ? nil : answer }
        if let entry = actions?[event] { return entry is NSNull ? nil : entry }
        if let fallback = Self.defaultAction(forKey: event) { return fallback is NSNull ? nil : fallback }
        guard animatableValue(forKey: event) != nil, !Self.keysWithoutImplicitAnimation.contains(event) else { return nil }
        let animation = BasicAnimation(keyPath: event)
        animation.duration = Transaction.animationDuration()
        animation.timingFunction = Transaction.animationTimingFunction()
        return animation
    }

    /// Keys whose changes have no implicit animation, though they can be
    /// animated explicitly: switches, and paths (see ``action(forKey:)``).
    static let keysWithoutImplicitAnimation: Set<String> = ["hidden", "masksToBounds", "doubleSided", "path", "shadowPath"]

    /// The action for `event` of every layer of this class, asked after
    /// ``actions``; nil (look further) by default.
    open class func defaultAction(forKey event: String) -> (any Action)? { nil }

    /// The model value of a top-level Core Animation key (`"position"`,
    /// `"path"`), nil for a key the layer does not have. Layer classes of
    /// this module with values of their own override it and
    /// ``applyAnimatableValue(_:forKey:)``.
    func animatableValue(forKey key: String) -> AnimatableValue? { properties.value(forKey: key) }

    /// ``animatableValue(forKey:)``, or for a key of the client's own (a
    /// custom animatable property set with ``setValue(_:forKey:)``) its value
    /// as an animatable one (a number, point, colour...): what animations read.
    func animatedValue(forKey key: String) -> AnimatableValue? {
        if let value = animatableValue(forKey: key) { return value }
        return attachedValues[key].flatMap { AnimatableValue(any: $0) }
    }

    /// Sets a top-level key's value directly: no animation, no action, no
    /// notification (how presentation copies get animated values). Returns
    /// false for an unknown key or a value of the wrong kind.
    @discardableResult
    func applyAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        if properties.set(value, forKey: key) { return true }
        // A key of the client's own that holds a value (a custom animatable
        // property): the animated value of a presentation copy. Other keys are unknown.
        guard !LayerProperties.animatableKeys.contains(key), attachedValues[key] != nil else { return false }
        attachedValues[key] = value.anyValue
        return true
    }

    /// A new layer of this module's class nearest to this type, for
    /// ``View/layerClass``; built-in subclasses override it.
    class func makeInstance() -> Layer { Layer() }

    /// Sets an optional value of a top-level key back to nil (how a cancelled
    /// transition restores a colour or path that was not set); false for a
    /// key without one. Layer classes with optional values of their own override it.
    @discardableResult
    func clearValue(forKey key: String) -> Bool {
        switch key {
        case "backgroundColor": properties.backgroundColor = nil
        case "borderColor": properties.borderColor = nil
        case "shadowColor": properties.shadowColor = nil
        case "shadowPath": properties.shadowPath = nil
        default: return false
        }
        modelChangeObserved()
        return true
    }

}

extension Layer: @preconcurrency MediaTiming {}

/// How rounded corners are shaped (`CALayerCornerCurve`).
public enum CornerCurve: String, Hashable, Sendable {
    /// Corners drawn as quarter circles, or with Apple's continuous curvature (drawn here as circular arcs too).
    case circular, continuous
}
