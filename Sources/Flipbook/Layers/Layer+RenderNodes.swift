import Foundation

/// Turning the layer tree into render nodes, and a layer's own content.
extension Layer {
    /// What this layer and its sublayers look like now, from presentation
    /// values; nil when the layer is hidden. A view's layer asks its view,
    /// which adds what the view draws.
    func makeRenderNode() -> RenderNode? {
        if let view { return view.makeRenderNode() }
        layoutIfNeeded()
        return buildRenderNode(kind: layerKindName, identifier: name) { _ in DisplayList() }
    }

    /// The node of this layer with `viewContent` drawn above the layer's own
    /// content (contents image, `draw(in:)`, a shape), below the sublayers.
    func buildRenderNode(kind: String, identifier: String?, viewContent: (CGRect) -> DisplayList) -> RenderNode? {
        guard addedAnimations.isEmpty, mask == nil, flattensSublayers else {
            return buildDecoratedRenderNode(kind: kind, identifier: identifier, viewContent: viewContent)
        }
        // The common case, kept lean: a frame builds one of these per visible view.
        let p = presentationProperties
        guard !p.isHidden else { return nil }
        return RenderNode(
            kind: kind, identifier: identifier, properties: p,
            content: combinedContent(layerContent(in: p.bounds), viewContent(p.bounds)),
            children: renderedSublayerNodes())
    }

    /// The node of a layer with explicit animations, a mask, or sublayers in 3-D.
    @inline(never)
    private func buildDecoratedRenderNode(
        kind: String, identifier: String?,
        viewContent: (CGRect) -> DisplayList
    ) -> RenderNode? {
        let source = addedAnimations.isEmpty ? self : presentedCopy()
        if source !== self { source.adoptDrawing(of: self) }
        let p = source === self ? presentationProperties : source.properties
        guard !p.isHidden else { return nil }
        var node = RenderNode(
            kind: kind, identifier: identifier, properties: p,
            content: combinedContent(source.layerContent(in: p.bounds), viewContent(p.bounds)),
            children: renderedSublayerNodes())
        if let mask { node.mask = mask.maskRenderNode() }
        if !flattensSublayers { node.flattensSublayers = false }
        if !addedAnimations.isEmpty, let (snapshot, state) = activeTransition() {
            return Self.transitionNode(from: snapshot, to: node, state: state)
        }
        return node
    }

    /// The layer's own content, then the view's.
    private func combinedContent(_ own: DisplayList, _ drawn: DisplayList) -> DisplayList {
        if own.isEmpty { return drawn }
        if drawn.isEmpty { return own }
        return DisplayList(commands: own.commands + drawn.commands)
    }

    /// The nodes of the visible sublayers, back to front: ordered by
    /// `zPosition`, equal ones in sublayer order.
    func sublayerNodes() -> [RenderNode] {
        guard !children.isEmpty else { return [] }
        var nodes: [RenderNode] = []
        nodes.reserveCapacity(children.count)
        if hasSublayerWithDepth() {
            let ordered = children.enumerated().sorted { a, b in
                let za = a.element.properties.zPosition
                let zb = b.element.properties.zPosition
                return za != zb ? za < zb : a.offset < b.offset
            }
            for entry in ordered { if let node = entry.element.makeRenderNode() { nodes.append(node) } }
        } else {
            // Sublayers of a view's layer are mostly its subviews' layers, in
            // the same order: those views are reached through `subviews`.
            // Visited without retaining them (see `Unretained`): these copies
            // keep every sublayer and subview alive meanwhile.
            let sublayers = children
            let subviews = view?.subviews ?? []
            var next = 0
            // Each turn starts loading the sublayer and the subview
            // `ahead` places on (their first 6 cache lines, 384 bytes: what a
            // frame reads of a layer, with its properties and inline animation
            // list, and of a view), so that they are on their way while this
            // one is built. With tens of thousands of views a frame is bound
            // by waiting for those lines: the objects of consecutive views are
            // separate allocations with others in between, a pattern the
            // processor's own prefetcher does not follow (docs/performance.md:
            // 25 000 views 10 % faster, 2 500 unchanged). A hint only: it
            // reads nothing and changes no result. (Written inline: the same
            // code in a helper taking the arrays was slower for small windows.)
            let ahead = 8
            withExtendedLifetime(sublayers) {
                for i in sublayers.indices {
                    if i + ahead < sublayers.count {
                        Prefetch.lines(at: Unretained.element(sublayers, i + ahead).toOpaque(), count: 6)
                    }
                    if next + ahead < subviews.count {
                        Prefetch.lines(at: Unretained.element(subviews, next + ahead).toOpaque(), count: 6)
                    }
                    let node = Unretained.use(Unretained.element(sublayers, i)) { $0.makeRenderNode(nextOf: subviews, at: &next) }
                    if let node { nodes.append(node) }
                }
            }
        }
        return nodes
    }

    /// True when a sublayer has a `zPosition` other than 0, read without
    /// retaining the sublayers (see `Unretained`): a frame asks it of a
    /// window with 25 000 of them.
    private func hasSublayerWithDepth() -> Bool {
        let sublayers = children
        return withExtendedLifetime(sublayers) {
            for i in sublayers.indices where Unretained.use(Unretained.element(sublayers, i), { $0.properties.zPosition != 0 }) {
                return true
            }
            return false
        }
    }

    /// ``makeRenderNode()``, for a sublayer whose view may be
    /// `subviews[next]` (the remaining subviews of the superlayer's view, in
    /// order): when it is, that view draws the node and `next` moves on.
    /// The same node as ``makeRenderNode()``, without loading the weak
    /// ``view``, and without retaining the view (`subviews` keeps it alive):
    /// both would go through the view's side table, which holds its
    /// reference counts once anything refers to it weakly.
    private func makeRenderNode(nextOf subviews: [View], at next: inout Int) -> RenderNode? {
        if next < subviews.count {
            var matched = false
            let node = Unretained.use(Unretained.element(subviews, next)) { candidate -> RenderNode? in
                // The candidate is alive, so equal identities mean it is `view`.
                guard candidate.layer === self, viewIdentity == ObjectIdentifier(candidate) else { return nil }
                matched = true
                return candidate.makeRenderNode()
            }
            if matched {
                next += 1
                return node
            }
        }
        return makeRenderNode()
    }

    /// A mask's node. A hidden mask, like an empty one, shows nothing of
    /// the layer it masks: its node is then an empty layer.
    private func maskRenderNode() -> RenderNode {
        makeRenderNode() ?? RenderNode(kind: layerKindName, identifier: name, properties: LayerProperties())
    }

    /// A layer in the middle of a `Transition`: the old picture and the new
    /// one, each drawn in the layer's bounds and moved and faded as the
    /// transition's state says, inside a node placed where the layer is.
    static func transitionNode(from old: RenderNode, to new: RenderNode, state: Transition.State) -> RenderNode {
        var holder = LayerProperties()
        let p = new.properties
        holder.bounds = p.bounds
        holder.position = p.position
        holder.anchorPoint = p.anchorPoint
        holder.transform = p.transform
        holder.zPosition = p.zPosition
        holder.opacity = p.opacity
        func placed(_ node: RenderNode, _ content: Transition.State.Content) -> RenderNode {
            var n = node
            let b = p.bounds
            n.properties.bounds = CGRect(origin: n.properties.bounds.origin, size: b.size)
            n.properties.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            n.properties.position = CGPoint(x: b.midX + content.offset.dx * b.width, y: b.midY + content.offset.dy * b.height)
            n.properties.transform = .identity
            n.properties.zPosition = 0
            n.properties.opacity = content.opacity  // the holder applies the layer's own opacity
            return n
        }
        let before = placed(old, state.old)
        let after = placed(new, state.new)
        return RenderNode(
            kind: new.kind, identifier: new.identifier, properties: holder,
            children: state.newIsAbove ? [before, after] : [after, before])
    }

    /// The type's name, for traces.
    var layerKindName: String { String(describing: type(of: self)) }

    /// The contents image, then the recording of `draw(in:)`: what a plain
    /// layer draws (``layerContent(in:)``).
    func plainLayerContent(in bounds: CGRect) -> DisplayList {
        var commands: [DrawCommand] = []
        if let image = properties.contents { commands += contentsCommands(image, in: bounds) }
        if let drawn = recordedDrawing(), !drawn.isEmpty { commands += drawn.commands }
        return DisplayList(commands: commands)
    }

    /// The contents image placed by `contentsGravity`, cut to `contentsRect`.
    private func contentsCommands(_ image: Image, in bounds: CGRect) -> [DrawCommand] {
        let p = properties
        let part = p.contentsRect
        guard part.width > 0, part.height > 0, bounds.width > 0, bounds.height > 0 else { return [] }
        let scale = p.contentsScale > 0 && p.contentsScale.isFinite ? p.contentsScale : 1
        // The size of the shown part, in points, for gravities that keep it.
        let pixelSize = CGSize(
            width: CGFloat(image.bitmap.width) * part.width, height: CGFloat(image.bitmap.height) * part.height)
        let partSize = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
        let target = ImageView.imageRect(imageSize: partSize, in: bounds, mode: p.contentsGravity.contentMode)
        // The whole image placed so that its `part` lands on `target`.
        let whole = CGRect(
            x: target.minX - part.minX / part.width * target.width,
            y: target.minY - part.minY / part.height * target.height,
            width: target.width / part.width, height: target.height / part.height)
        let cut = part != CGRect(x: 0, y: 0, width: 1, height: 1)
        if !cut { return [.image(image, whole)] }
        return [.save, .clip(Path(rect: target), .nonZero), .image(image, whole), .restore]
    }
}
