import Foundation

/// Auto Layout on views: constraints, anchors, guides, margins, the safe
/// area, and the update pass. See `Layout/` for the engine.
extension View {
    // MARK: Taking part

    /// Whether the view's frame (and autoresizing mask) is turned into
    /// constraints (`translatesAutoresizingMaskIntoConstraints`): true for
    /// views made in code, as in UIKit. Set it to false on a view that
    /// constraints place; its frame then comes from the engine, in its
    /// superview's `layoutSubviews()`. While true, the engine holds the
    /// view at its frame (`x, y, width, height ==` the frame, required,
    /// moved to the new frame at the start of the next layout pass after
    /// it changes, including by autoresizing), so constraints that also
    /// place it conflict, as in UIKit.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            // Re-enter the engine with the new role: the item's constraints are remade.
            if let item = autoLayoutStorage?.item, let engine = item.engine {
                let users = engine.active.filter { [$0.firstItem, $0.secondItem].contains { $0 === self } }
                for c in users { engine.remove(c) }
                engine.evict(item)
                for c in users { if let container = c.installedView { engine.add(c, container: container) } }
                _ = engine.item(self)
                engine.flush()
            }
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on this view (`constraints`): those
    /// activated with this view as their items' nearest common ancestor,
    /// and those given to ``addConstraint(_:)``. In the order they were
    /// added, except that removing one moves the last into its place (as in
    /// UIKit, the order is not something to rely on).
    public var constraints: [LayoutConstraint] { autoLayoutStorage?.installed ?? [] }

    /// Installs `constraint` on this view and activates it (UIKit's older
    /// API). Its items must be this view or inside it; otherwise it is
    /// reported and installed on their common ancestor.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard !constraint.isActive else { return }
        LayoutEngine.activate(constraint, on: self)
    }

    /// ``addConstraint(_:)`` for each, in order.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.isActive = false
    }

    /// ``removeConstraint(_:)`` for each.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    // MARK: Anchors

    /// The leading edge (the left edge: Flipbook lays out left to right).
    public var leadingAnchor: LayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge (the right edge).
    public var trailingAnchor: LayoutXAxisAnchor { xAnchor(.trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { xAnchor(.right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { yAnchor(.bottom) }
    /// The width, points.
    public var widthAnchor: LayoutDimension { dimension(.width) }
    /// The height, points.
    public var heightAnchor: LayoutDimension { dimension(.height) }
    /// The centre along x.
    public var centerXAnchor: LayoutXAxisAnchor { xAnchor(.centerX) }
    /// The centre along y.
    public var centerYAnchor: LayoutYAxisAnchor { yAnchor(.centerY) }
    /// The baseline of the first line of text (a label's); the bottom edge
    /// of views without text.
    public var firstBaselineAnchor: LayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The baseline of the last line of text (a label's); the bottom edge
    /// of views without text.
    public var lastBaselineAnchor: LayoutYAxisAnchor { yAnchor(.lastBaseline) }

    // MARK: Guides, margins, safe area

    /// The guides added to this view, in order.
    public var layoutGuides: [LayoutGuide] { autoLayoutStorage?.guides ?? [] }

    /// Adds `guide` to this view: its frame is then in this view's bounds
    /// space. A guide already in another view is moved (its constraints
    /// with the old view are deactivated).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if let old = guide.owningView {
            if old === self { return }
            old.removeLayoutGuide(guide)
        }
        guide.owningView = self
        autoLayout.guides.append(guide)
    }

    /// Removes `guide` and deactivates the constraints that mention it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        if let engine = autoLayoutStorage?.item?.engine ?? LayoutEngine.existingEngine(of: self) {
            for c in engine.active where c.firstItem === guide || c.secondItem === guide { c.isActive = false }
            if let item = engine.existingItem(guide) { engine.evict(item) }
        }
        autoLayoutStorage?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's bounds inset by ``layoutMargins`` (`layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.marginsGuide { return guide }
        let guide = LayoutGuide(kind: .margins, owningView: self)
        guide.identifier = "LayoutMarginsGuide"
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The view's bounds inset by ``safeAreaInsets`` (`safeAreaLayoutGuide`),
    /// kept up to date in each layout pass of this view.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.safeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, owningView: self)
        guide.identifier = "SafeAreaLayoutGuide"
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// Insets inside the bounds for content (`layoutMargins`), points: 8 on
    /// each side by default, as UIKit. The margin attributes and
    /// ``layoutMarginsGuide`` follow changes at once.
    public var layoutMargins: EdgeInsets {
        get { autoLayoutStorage?.layoutMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            autoLayout.layoutMargins = newValue
            if let guide = autoLayoutStorage?.marginsGuide { LayoutEngine.existingEngine(of: self)?.guideInsetsChanged(guide) }
            setNeedsLayout()
        }
    }

    /// ``layoutMargins`` by leading and trailing (`directionalLayoutMargins`;
    /// leading is left).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = EdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Marks this view and every view inside it that has a safe-area guide
    /// for layout, so the guides move to new insets.
    func markSafeAreaGuidesForLayout() {
        if autoLayoutStorage?.safeAreaGuide != nil { setNeedsLayout() }
        for s in subviews { s.markSafeAreaGuidesForLayout() }
    }

    // MARK: Content priorities

    /// How strongly the view resists growing past its intrinsic size along
    /// `axis` (`contentHuggingPriority(for:)`): 250 by default, as UIKit.
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        autoLayoutStorage?.hugging[axis.rawValue] ?? .defaultLow
    }

    /// Sets the content hugging priority along `axis`; the engine follows at once.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority
        contentPrioritiesChanged()
    }

    /// How strongly the view resists shrinking below its intrinsic size
    /// along `axis` (`contentCompressionResistancePriority(for:)`): 750 by
    /// default, as UIKit.
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        autoLayoutStorage?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    /// Sets the compression resistance priority along `axis`; the engine follows at once.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis.rawValue] = priority
        contentPrioritiesChanged()
    }

    private func contentPrioritiesChanged() {
        guard let item = autoLayoutStorage?.item, let engine = item.engine else { return }
        engine.refreshContentSize(item, self)
    }

    // MARK: The update pass

    /// Asks for ``updateConstraints()`` before the next layout pass
    /// (`setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        var view: View? = self
        while let v = view, !v.autoLayout.subtreeNeedsUpdateConstraints {
            v.autoLayout.subtreeNeedsUpdateConstraints = true
            view = v.superview
        }
        setNeedsLayout()
    }

    /// Runs ``updateConstraints()`` now on this view and the views inside it
    /// that asked for it, deepest first (`updateConstraintsIfNeeded()`).
    public func updateConstraintsIfNeeded() {
        guard let storage = autoLayoutStorage, storage.subtreeNeedsUpdateConstraints else { return }
        storage.subtreeNeedsUpdateConstraints = false
        for s in subviews { s.updateConstraintsIfNeeded() }
        if storage.needsUpdateConstraints {
            storage.needsUpdateConstraints = false
            updateConstraints()
        }
    }

    // MARK: Applying the solution

    /// Sets the frames of the subviews laid out by constraints that the
    /// engine moved (or that something else moved) since the last pass
    /// (centre and bounds size, so a transform is kept), after moving this
    /// view's safe-area guide to its current insets.
    func applyConstraintLayoutToSubviews() {
        if let guide = autoLayoutStorage?.safeAreaGuide, let engine = LayoutEngine.existingEngine(of: self) {
            engine.guideInsetsChanged(guide)
        }
        guard let storage = autoLayoutStorage, !storage.scheduledSubviews.isEmpty else { return }
        let scheduled = storage.scheduledSubviews
        storage.scheduledSubviews = []
        LayoutEngine.isApplyingFrames = true
        defer { LayoutEngine.isApplyingFrames = false }
        for item in scheduled {
            item.isScheduled = false
            guard let s = item.object as? View, s.superview === self, !item.translates,
                s.autoLayoutStorage?.item === item
            else { continue }
            let size = CGSize(width: item.w.value, height: item.h.value)
            let a = s.layer.anchorPoint
            let center = CGPoint(x: item.x.value + a.x * size.width, y: item.y.value + a.y * size.height)
            if s.bounds.size != size { s.bounds = CGRect(origin: s.bounds.origin, size: size) }
            if s.center != center { s.center = center }
        }
    }
}
