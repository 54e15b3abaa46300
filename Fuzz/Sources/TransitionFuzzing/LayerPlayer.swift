import FuzzSupport
import Flipbook
import FlipbookCairo
import Foundation

/// The layer half of the transitions target: decodes bytes into Core
/// Animation work on the window the ``OperationPlayer`` drives, interleaved
/// with its presentations, pushes, scrubs and cancels.
///
/// Layer operation (the player's operation byte minus 12, 0...11):
/// 0 a new layer (plain, shape, gradient, text or transform layer, fuzzed
/// values) added to the window's layer, a layer of the pool, a controller's
/// view, as some layer's mask, or left alone; 1 move a layer elsewhere in
/// the tree (or out of it); 2 set or clear a mask; 3 change a model value
/// (implicit animations of standalone layers); 4 add an explicit animation
/// (basic, spring, keyframe, `Transition`, group; fuzzed key paths, values,
/// timing, maybe a delegate that reacts when it stops); 5 a circular reveal
/// as UIKit code writes it (shape-layer mask, path animation, transaction
/// completion); 6 transactions (begin, commit, unbalanced commit, completion
/// blocks that add animations or remove layers, settings, flush); 7 layer
/// timing (speed, time offset, begin time, pause and resume); 8 remove
/// animations or layers; 9 draw the frame with Cairo; 10 display links;
/// 11 read back (presentation, animation keys, animations, time conversion,
/// `render(in:)` into an image).
///
/// Each input is bounded: at most ``maximumLayers`` layers,
/// ``maximumAnimations`` animations added (by operations, completion blocks,
/// delegates and display links together), ``maximumRenders`` frames drawn.
@MainActor
final class LayerPlayer {
    static let maximumLayers = 48
    static let maximumAnimations = 160
    static let maximumRenders = 12
    static let maximumLinks = 4
    /// Text layer strings. One attributed string for the whole run: swift-corelibs-foundation's
    /// `NSAttributedString(string:)` leaks its run array, which would be reported on every input.
    static let strings: [Any?] = ["", "Flipbook", String(repeating: "wrap me ", count: 40),
                                  NSAttributedString(string: "attributed"), 42, "\u{1F600}\u{0301}\u{200D}", nil]
    /// The longer side of drawn frames, in pixels.
    static let renderSide: CGFloat = 64

    private let reader: ByteReader
    private unowned let window: Window
    /// The layers of controllers' views the operations may also use.
    private let viewLayers: () -> [Layer]
    private(set) var layers: [Layer] = []
    private var animationsAdded = 0
    private var renders = 0
    /// Transactions begun by the bytes and not committed yet.
    private var openTransactions = 0
    private var links: [DisplayLink] = []
    private let renderer = CairoRenderer()

    init(reader: ByteReader, window: Window, viewLayers: @escaping () -> [Layer]) {
        self.reader = reader
        self.window = window
        self.viewLayers = viewLayers
    }

    private var r: ByteReader { reader }

    /// A layer of the pool, else a view's layer.
    private func poolLayer() -> Layer? { layers.isEmpty ? nil : layers[r.index(layers.count)] }

    /// A layer of the pool or of a view.
    private func anyLayer() -> Layer {
        let candidates = layers + viewLayers()
        return candidates[r.index(candidates.count)]
    }

    private func now(in layer: Layer) -> Double { layer.convertTime(CurrentMediaTime(), from: nil) }

    /// The layer's place in the pool, or which view's layer it is (for traces).
    private func name(of layer: Layer) -> String {
        if let i = layers.firstIndex(where: { $0 === layer }) { return "layer \(i) (\(type(of: layer)))" }
        if layer === window.layer { return "the window's layer" }
        return layer.view != nil ? "the layer of a \(type(of: layer.view!))" : "a layer outside the pool"
    }

    static func describe(_ a: Animation) -> String {
        var text = "\(type(of: a))"
        if let p = a as? PropertyAnimation { text += " \(p.keyPath ?? "nil")" }
        if let g = a as? AnimationGroup { text += " [\((g.animations ?? []).map(describe).joined(separator: ", "))]" }
        text += " begin \(a.beginTime) dur \(a.duration) speed \(a.speed) offset \(a.timeOffset) repeat \(a.repeatCount)"
        text += " fill \(a.fillMode.rawValue) removed \(a.isRemovedOnCompletion)"
        return text
    }

    func perform(_ op: Int, step: Int) {
        switch op {
        case 0: newLayer()
        case 1: move()
        case 2: setMask()
        case 3: changeModel()
        case 4: addAnimation(to: anyLayer())
        case 5: reveal()
        case 6: transaction()
        case 7: timing()
        case 8: remove()
        case 9: render()
        case 10: displayLink()
        default: readBack()
        }
        verify(step: step)
    }

    // MARK: Layers

    private func makeLayer() -> Layer {
        let layer: Layer
        switch r.next() % 5 {
        case 0: layer = Layer()
        case 1:
            let shape = ShapeLayer()
            shape.path = r.path()
            if r.bool() { shape.fillColor = r.bool() ? nil : r.color() }
            if r.bool() { shape.strokeColor = r.color(); shape.lineWidth = r.coordinate() / 8 }
            if r.bool() { shape.strokeStart = CGFloat(r.double()); shape.strokeEnd = CGFloat(r.double()) }
            if r.bool() { shape.lineDashPattern = (0..<Int(r.next() % 5)).map { _ in NSNumber(value: r.double()) } }
            shape.fillRule = r.bool() ? .evenOdd : .nonZero
            shape.lineCap = r.pick([.butt, .round, .square])
            shape.lineJoin = r.pick([.miter, .round, .bevel])
            if r.bool() { shape.miterLimit = CGFloat(r.double()); shape.lineDashPhase = CGFloat(r.double()) }
            layer = shape
        case 2:
            let gradient = GradientLayer()
            gradient.colors = (0..<Int(r.next() % 6)).map { _ in r.next() % 8 == 0 ? "red" as Any : r.color() as Any }
            if r.bool() { gradient.locations = (0..<Int(r.next() % 6)).map { _ in NSNumber(value: r.double()) } }
            if r.bool() { gradient.startPoint = CGPoint(x: r.double(), y: r.double()) }
            if r.bool() { gradient.endPoint = CGPoint(x: r.double(), y: r.double()) }
            gradient.type = r.pick([.axial, .radial, .conic, GradientLayerType(rawValue: "bogus")])
            layer = gradient
        case 3:
            let text = TextLayer()
            text.string = r.pick(Self.strings)
            text.fontSize = CGFloat(r.double()) * 8
            text.font = r.pick([nil, "DejaVu Serif", "DejaVu Sans-Bold", Font(name: "Nope", size: 3), 7] as [Any?])
            text.isWrapped = r.bool()
            text.truncationMode = r.pick([.none, .start, .end, .middle])
            text.alignmentMode = r.pick([.natural, .left, .right, .center, .justified])
            if r.bool() { text.foregroundColor = r.color() }
            layer = text
        default:
            let t = TransformLayer()
            t.sublayerTransform = r.transform()
            layer = t
        }
        layer.frame = r.next() % 8 == 0 ? r.rect() : CGRect(x: CGFloat(r.next()), y: CGFloat(r.next()),
                                                             width: CGFloat(r.next()) + 1, height: CGFloat(r.next()) + 1)
        let flags = r.next()
        if flags & 1 != 0 { layer.backgroundColor = r.color() }
        if flags & 2 != 0 { layer.cornerRadius = r.coordinate() / 4; layer.masksToBounds = r.bool() }
        if flags & 4 != 0 { layer.opacity = r.float() }
        if flags & 8 != 0 { layer.borderWidth = r.coordinate() / 16; layer.borderColor = r.color() }
        if flags & 16 != 0 {
            layer.shadowOpacity = r.float(); layer.shadowRadius = r.coordinate() / 16
            layer.shadowOffset = r.size(); if r.bool() { layer.shadowPath = r.path() }
        }
        if flags & 32 != 0 { layer.sublayerTransform = r.transform() }
        if flags & 64 != 0 { layer.transform = r.transform(); layer.zPosition = r.coordinate() }
        if flags & 128 != 0 { layer.anchorPoint = CGPoint(x: r.double(), y: r.double()); layer.isDoubleSided = r.bool() }
        return layer
    }

    private func newLayer() {
        guard layers.count < Self.maximumLayers else { _ = r.next(); return }
        let layer = makeLayer()
        let placement = r.next() % 8
        switch placement {
        case 0, 1: window.layer.addSublayer(layer)
        case 2: (poolLayer() ?? window.layer).addSublayer(layer)
        case 3: viewLayers()[r.index(viewLayers().count)].addSublayer(layer)
        case 4: anyLayer().mask = layer
        case 5:
            let parent = poolLayer() ?? window.layer
            switch r.next() % 3 {
            case 0: parent.insertSublayer(layer, at: UInt32(r.next()) * 1000)
            case 1: parent.insertSublayer(layer, below: parent.sublayers?.first)
            default: parent.insertSublayer(layer, above: poolLayer())
            }
        case 6: break  // standalone, in no tree
        default: window.layer.addSublayer(layer); layer.name = "top"
        }
        layers.append(layer)
        if Trace.isOn { Trace.log("  new \(name(of: layer)) in \(layer.superlayer.map(name(of:)) ?? "no tree"): \(layer.properties)"
                                  + ((layer as? ShapeLayer).map { " path \(String(describing: $0.path?.path)) stroke \(String(describing: $0.strokeColor)) width \($0.lineWidth) dash \(String(describing: $0.lineDashPattern))" } ?? "")
                                  + ((layer as? TextLayer).map { " text \(String(describing: $0.string)) size \($0.fontSize) font \(String(describing: $0.font)) wrapped \($0.isWrapped) \($0.truncationMode.rawValue) \($0.alignmentMode.rawValue)" } ?? "")) }
    }

    /// True when `candidate` is `layer` or inside it through superlayers and
    /// masks: what `addSublayer` refuses with a precondition (a layer inside
    /// itself). The layer a mask masks is found among the pool and the views'
    /// layers; a mask of any other view's layer leads up through views only,
    /// never to a layer of the pool (the only layers moved).
    private func isInside(_ candidate: Layer, _ layer: Layer) -> Bool {
        let owners = layers + viewLayers()
        var l: Layer? = candidate
        var steps = 0
        while let current = l, steps < 10_000 {
            if current === layer { return true }
            l = current.superlayer ?? owners.first { $0.mask === current }
            steps += 1
        }
        return false
    }

    private func move() {
        guard let layer = poolLayer() else { return }
        let parent = anyLayer()
        switch r.next() % 6 {
        case 0: layer.removeFromSuperlayer()
        case 1, 2:
            guard !isInside(parent, layer) else { return }
            parent.addSublayer(layer)
        case 3:
            // Only layers of the pool are replaced: a view's layer stays with its view.
            guard let old = parent.sublayers?.first(where: { s in layers.contains { $0 === s } }), old !== layer,
                  !isInside(parent, layer) else { return }
            parent.replaceSublayer(old, with: layer)
        case 4:
            // Only a pooled layer's sublayers are replaced wholesale (a view's layer keeps its subviews' layers).
            guard let pooled = poolLayer() else { return }
            let others = (0..<Int(r.next() % 4)).compactMap { _ in poolLayer() }.filter { !isInside(pooled, $0) }
            pooled.sublayers = others.isEmpty ? nil : others
        default:
            guard !isInside(parent, layer) else { return }
            parent.insertSublayer(layer, below: poolLayer())
        }
    }

    private func setMask() {
        let target = anyLayer()
        switch r.next() % 4 {
        case 0: target.mask = nil
        case 1: target.mask = poolLayer()
        default:
            guard layers.count < Self.maximumLayers else { return }
            let mask = ShapeLayer()
            mask.path = r.path()
            mask.frame = r.bool() ? target.bounds : r.rect()
            target.mask = mask
            layers.append(mask)
        }
    }

    // MARK: Values

    private func changeModel() {
        let layer = anyLayer()
        let change = r.next() % 16
        defer { if Trace.isOn { Trace.log("  change \(change) of \(name(of: layer)): \(layer.properties)") } }
        switch change {
        case 0: layer.position = r.point()
        case 1: layer.bounds = r.rect()
        case 2: layer.opacity = r.float()
        case 3: layer.transform = r.transform()
        case 4: layer.sublayerTransform = r.transform()
        case 5: layer.backgroundColor = r.color()
        case 6: layer.cornerRadius = r.coordinate()
        case 7: layer.isHidden = r.bool()
        case 8: layer.anchorPoint = CGPoint(x: r.double(), y: r.double())
        case 9: layer.zPosition = r.coordinate()
        case 10: (layer as? ShapeLayer)?.path = r.path()
        case 11: (layer as? ShapeLayer)?.strokeEnd = CGFloat(r.double())
        case 12: (layer as? GradientLayer)?.colors = [r.color(), r.color()]
        case 13: (layer as? TextLayer)?.fontSize = CGFloat(r.double()) * 10
        case 14: layer.actions = r.bool() ? nil : ["position": NSNull(), "opacity": BasicAnimation(keyPath: r.keyPath())]
        default: layer.setNeedsDisplay(); layer.setNeedsLayout()
        }
    }

    // MARK: Animations

    private static let keys: [String?] = [nil, "a", "b", "reveal", "position", "opacity", "transform"]

    /// Adds a decoded animation to `layer` within the budget.
    private func addAnimation(to layer: Layer) {
        let animation = r.animation(now: now(in: layer))
        if r.next() % 4 == 0 { animation.delegate = ReactingDelegate(reaction(), player: self) }
        add(animation, to: layer, forKey: r.pick(Self.keys))
    }

    private func add(_ animation: Animation, to layer: Layer, forKey key: String?) {
        guard animationsAdded < Self.maximumAnimations else { return }
        animationsAdded += 1
        if Trace.isOn { Trace.log("  add \(Self.describe(animation)) for key \(key ?? "nil") to \(name(of: layer))") }
        layer.add(animation, forKey: key)
    }

    /// Decodes up to three animations now; the returned closure adds them
    /// to a layer (the moving view's, while a reveal transition sets up).
    func transitionAnimations() -> (Layer) -> Void {
        let count = Int(r.next() % 4)
        let decoded = (0..<count).map { _ in (r.animation(now: CurrentMediaTime()), r.pick(Self.keys)) }
        return { [weak self] layer in
            for (animation, key) in decoded { self?.add(animation, to: layer, forKey: key) }
        }
    }

    /// A shape-layer mask whose path grows (or shrinks) from one circle to
    /// another in a transaction whose completion block does something more.
    private func reveal() {
        guard layers.count < Self.maximumLayers else { return }
        let target = anyLayer()
        let center = r.point()
        let small = BezierPath(arcCenter: center, radius: r.coordinate() / 16, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        let large = r.bool() ? BezierPath(arcCenter: center, radius: r.coordinate(), startAngle: 0, endAngle: .pi * 2, clockwise: true)
            : BezierPath(cgPath: r.path() ?? CGMutablePath())
        let mask = ShapeLayer()
        mask.path = large.cgPath
        target.mask = mask
        layers.append(mask)
        let reaction = reaction()
        Transaction.begin()
        Transaction.setCompletionBlock { [weak self] in self?.perform(reaction) }
        let grow = BasicAnimation(keyPath: "path")
        grow.fromValue = r.bool() ? small.cgPath : large.cgPath
        grow.toValue = r.bool() ? large.cgPath : small.cgPath
        grow.duration = r.seconds()
        grow.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        if r.bool() { grow.fillMode = .forwards; grow.isRemovedOnCompletion = false }
        add(grow, to: mask, forKey: "reveal")
        Transaction.commit()
    }

    private func transaction() {
        switch r.next() % 9 {
        case 0, 1:
            guard openTransactions < 16 else { return }
            Transaction.begin()
            openTransactions += 1
        case 2:
            // Sometimes unbalanced: reported and ignored.
            Transaction.commit()
            openTransactions = max(0, openTransactions - 1)
        case 3, 4:
            let reaction = reaction()
            Transaction.setCompletionBlock { [weak self] in self?.perform(reaction) }
        case 5: Transaction.setDisableActions(r.bool())
        case 6: Transaction.setAnimationDuration(r.seconds())
        case 7: Transaction.setAnimationTimingFunction(r.timingFunction())
        default:
            if r.bool() { Transaction.flush() } else { Transaction.setValue(r.double(), forKey: r.pick(["animationDuration", "x", "completionBlock"])) }
        }
    }

    private func timing() {
        let layer = r.next() % 4 == 0 ? anyLayer() : (poolLayer() ?? anyLayer())
        defer { Trace.log("  \(name(of: layer)): speed \(layer.speed) offset \(layer.timeOffset) begin \(layer.beginTime)") }
        switch r.next() % 6 {
        case 0: layer.speed = r.pick([0, 1, 2, -1, 0.5, .nan, .infinity, r.float()])
        case 1: layer.timeOffset = r.seconds()
        case 2: layer.beginTime = r.bool() ? now(in: layer) + r.seconds() : r.seconds()
        case 3:
            // Pause, as Apple's Technical Q&A QA1673 does it.
            let paused = layer.convertTime(CurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = paused
        case 4:
            // Resume.
            let paused = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CurrentMediaTime(), from: nil) - paused
        default: layer.duration = r.seconds(); layer.repeatCount = r.float(); layer.autoreverses = r.bool()
        }
    }

    private func remove() {
        let layer = anyLayer()
        switch r.next() % 5 {
        case 0: layer.removeAnimation(forKey: r.pick(Self.keys) ?? "")
        case 1: layer.removeAllAnimations()
        case 2: poolLayer()?.removeFromSuperlayer()
        case 3: layer.mask = nil
        default: if let pooled = poolLayer() { pooled.sublayers = nil }
        }
    }

    // MARK: Drawing and reading back

    private func render() {
        guard renders < Self.maximumRenders else { return }
        renders += 1
        draw()
    }

    /// Draws the window's frame with Cairo, scaled to at most ``renderSide``
    /// pixels a side. The window's layer may have been given bounds no canvas
    /// can have (negative, not finite): the renderer's documented answer is
    /// `RenderError.invalidCanvas` (or `.canvasTooLarge`); any other failure is a finding.
    func draw() {
        var tree = window.renderTree()
        let longer = max(tree.size.width, tree.size.height)
        if longer > 0, longer.isFinite { tree.scale = min(tree.scale, Self.renderSide / longer) }
        do {
            let bitmap = try renderer.render(tree)
            require(bitmap.width >= 1 && bitmap.height >= 1, "an empty frame")
        } catch RenderError.invalidCanvas, RenderError.canvasTooLarge {
            require(!(tree.size.width > 0 && tree.size.height > 0 && longer.isFinite && tree.scale >= CairoRenderer.minimumScale),
                    "a canvas of \(tree.size) at scale \(tree.scale) was refused")
        } catch {
            require(false, "a frame of \(tree.size) at scale \(tree.scale) failed to draw: \(error)")
        }
    }

    private func displayLink() {
        switch r.next() % 3 {
        case 0:
            guard links.count < Self.maximumLinks else { return }
            let reaction = reaction()
            let link = DisplayLink { [weak self] _ in self?.perform(reaction) }
            link.preferredFramesPerSecond = Int(r.next() % 90)
            if r.bool() { link.add(to: .main, forMode: .common) } else { link.add(to: window) }
            links.append(link)
        case 1: if !links.isEmpty { links[r.index(links.count)].isPaused.toggle() }
        default: if !links.isEmpty { links.remove(at: r.index(links.count)).invalidate() }
        }
    }

    private func readBack() {
        let layer = anyLayer()
        switch r.next() % 6 {
        case 0:
            let p = layer.presentation()
            require(p?.model() === layer, "a presentation copy's model is not its layer")
        case 1:
            for key in layer.animationKeys() ?? [] { _ = layer.animation(forKey: key) }
        case 2:
            let other = anyLayer()
            _ = layer.convertTime(r.seconds(), from: other)
            _ = layer.convertTime(r.seconds(), to: r.bool() ? nil : other)
        case 3:
            guard renders < Self.maximumRenders else { return }
            renders += 1
            let image = ImageRenderer(bounds: CGRect(x: 0, y: 0, width: 12, height: 12), format: ImageRendererFormat(scale: 1))
                .image { ctx in layer.render(in: ctx.cgContext) }
            _ = image
        case 4: layer.displayIfNeeded(); layer.layoutIfNeeded()
        default: _ = layer.presentationProperties
        }
    }

    // MARK: Reactions

    /// What a completion block, an animation delegate or a display link does when called.
    enum Reaction {
        case nothing
        case add(Weak, Animation, String?)
        case removeLayer(Weak)
        case removeAnimations(Weak)
        case clearMask(Weak)
        case setPosition(Weak, CGPoint)
        /// Begins a transaction whose completion block reacts in turn, adds an animation, commits.
        indirect case nested(Weak, Animation, Reaction)
    }

    struct Weak { weak var layer: Layer? }

    func reaction(depth: Int = 0) -> Reaction {
        let layer = anyLayer()
        let target = Weak(layer: layer)
        switch r.next() % 7 {
        case 0: return .nothing
        case 1, 2: return .add(target, r.animation(now: now(in: layer)), r.pick(Self.keys))
        case 3: return .removeLayer(Weak(layer: poolLayer()))
        case 4: return r.bool() ? .removeAnimations(target) : .clearMask(target)
        case 5: return .setPosition(target, r.point())
        default:
            guard depth < 2 else { return .nothing }
            let animation = r.animation(now: now(in: layer))
            return .nested(target, animation, reaction(depth: depth + 1))
        }
    }

    func perform(_ reaction: Reaction) {
        switch reaction {
        case .nothing: break
        case let .add(target, animation, key):
            if let layer = target.layer { add(animation, to: layer, forKey: key) }
        case let .removeLayer(target): target.layer?.removeFromSuperlayer()
        case let .removeAnimations(target): target.layer?.removeAllAnimations()
        case let .clearMask(target): target.layer?.mask = nil
        case let .setPosition(target, point): target.layer?.position = point
        case let .nested(target, animation, inner):
            guard let layer = target.layer else { return }
            Transaction.begin()
            Transaction.setCompletionBlock { [weak self] in self?.perform(inner) }
            add(animation, to: layer, forKey: nil)
            Transaction.commit()
        }
    }

    // MARK: Invariants

    /// Every pooled layer is among its superlayer's sublayers, a mask has no
    /// superlayer, and the superlayer chains end.
    func verify(step: Int) {
        for layer in layers {
            if let parent = layer.superlayer {
                require(parent.sublayers?.contains { $0 === layer } == true, "step \(step): a layer is not among its superlayer's sublayers")
            }
            if let mask = layer.mask {
                require(mask.superlayer == nil, "step \(step): a mask has a superlayer")
            }
            for child in layer.sublayers ?? [] {
                require(child.superlayer === layer, "step \(step): a sublayer's superlayer is another layer")
            }
            var depth = 0
            var l: Layer? = layer
            while let current = l {
                depth += 1
                require(depth < 1000, "step \(step): a superlayer cycle")
                l = current.superlayer
            }
        }
    }

    /// Commits what the bytes left open, stops the display links, and draws
    /// the last frame and every layer's presentation.
    func finish() {
        for _ in 0..<openTransactions { Transaction.commit() }
        openTransactions = 0
        Transaction.flush()
        for link in links { link.invalidate() }
        links = []
    }

    func checkSettled() {
        draw()
        for layer in layers { _ = layer.presentation() }
    }

    /// Removes every animation from every layer of the window's tree and of
    /// the pool before the window goes. An animation that never ends (a
    /// paused layer, infinite repeats) keeps its transaction's completion
    /// block, as Core Animation does; a block that captured a transition
    /// context (the reveal animator's) then holds the window in a cycle.
    /// That is the contract, not a leak of the engine: the harness lets go
    /// of such animations as an app closing the window would.
    func tearDown() {
        var seen = Set<ObjectIdentifier>()
        func clear(_ layer: Layer) {
            guard seen.insert(ObjectIdentifier(layer)).inserted else { return }
            layer.removeAllAnimations()
            if let mask = layer.mask { clear(mask) }
            for child in layer.sublayers ?? [] { clear(child) }
        }
        clear(window.layer)
        for layer in layers { clear(layer) }
    }
}

/// An animation delegate that reacts when its animation stops (Core
/// Animation retains delegates; this one holds the player weakly).
@MainActor
final class ReactingDelegate: @preconcurrency AnimationDelegate {
    let reaction: LayerPlayer.Reaction
    weak var player: LayerPlayer?
    init(_ reaction: LayerPlayer.Reaction, player: LayerPlayer) {
        self.reaction = reaction
        self.player = player
    }
    func animationDidStart(_ anim: Animation) {}
    func animationDidStop(_ anim: Animation, finished flag: Bool) { player?.perform(reaction) }
}
