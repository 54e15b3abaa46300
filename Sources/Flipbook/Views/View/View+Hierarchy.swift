import Foundation

/// Subview editing, lookup and the window/superview callbacks.
extension View {
    // MARK: Hierarchy

    /// The window the view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let current = v {
            if let w = current as? Window { return w }
            v = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews (removing it from its old superview first), as UIKit's `addSubview(_:)`.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` (clamped to the valid range), removing it from
    /// its old superview first. Adding a view to itself or to one of its own
    /// subviews is refused with a precondition failure, as UIKit raises.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot be added inside itself")
        let oldWindow = view.window
        let newWindow = window
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            let i = max(0, min(index, subviews.count))
            subviews.insert(view, at: i)
            layer.placeSubviewLayer(view.layer, below: i + 1 < subviews.count ? subviews[i + 1] : nil)
            return
        }
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.superview?.detach(view)
        let i = max(0, min(index, subviews.count))
        subviews.insert(view, at: i)
        view.superview = self
        layer.placeSubviewLayer(view.layer, below: i + 1 < subviews.count ? subviews[i + 1] : nil)
        LayoutEngine.viewDidJoinTree(view)
        view.didMoveToSuperview()
        didAddSubview(view)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        if oldWindow != nil && oldWindow !== newWindow { view.layer.removeAnimationsInTree() }
        setNeedsLayout()
    }

    /// Inserts `view` just above `sibling`; on top when `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = (view.superview === self && subviews.firstIndex(where: { $0 === view })! < i) ? 0 : 1
        insertSubview(view, at: i + adjust)
        // The new layer goes directly above the sibling's, before any bare
        // sublayer that follows it, as UIKit does.
        if sibling.layer.superlayer === layer, view.layer.superlayer === layer {
            layer.insertSublayer(view.layer, above: sibling.layer)
        }
    }

    /// Inserts `view` just below `sibling`; at the back when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let adjust = (view.superview === self && subviews.firstIndex(where: { $0 === view })! < i) ? -1 : 0
        insertSubview(view, at: i + adjust)
    }

    /// Removes the view from its superview. A view that leaves its window
    /// this way loses the animations of its layer tree, as in UIKit (see
    /// `Layer.removeAnimationsInTree()`).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        parent.detach(self)
        LayoutEngine.viewDidJoinTree(self)
        didMoveToSuperview()
        if oldWindow != nil {
            notifyDidMoveToWindow()
            layer.removeAnimationsInTree()
        }
        parent.setNeedsLayout()
    }

    fileprivate func detach(_ view: View) {
        LayoutEngine.viewWillLeaveTree(view)
        subviews.removeAll { $0 === view }
        view.superview = nil
        if view.layer.superlayer === layer { view.layer.removeFromSuperlayer() }
    }

    /// Moves a subview to the top of its siblings; does nothing for a view that is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        layer.addSublayer(view.layer)
    }

    /// Moves a subview behind its siblings; does nothing for a view that is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indices (and their layers); out-of-range indices do nothing.
    public func exchangeSubview(at a: Int, withSubviewAt b: Int) {
        guard subviews.indices.contains(a), subviews.indices.contains(b), a != b else { return }
        subviews.swapAt(a, b)
        let la = subviews[a].layer
        let lb = subviews[b].layer
        if let ia = layer.children.firstIndex(where: { $0 === la }), let ib = layer.children.firstIndex(where: { $0 === lb }) {
            layer.children.swapAt(ia, ib)
        }
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// This view or the first descendant (depth first) with the tag.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for s in subviews { if let found = s.viewWithTag(tag) { return found } }
        return nil
    }

    /// This view or the first descendant (depth first) with the identifier.
    public func view(withIdentifier identifier: String) -> View? {
        if accessibilityIdentifier == identifier { return self }
        for s in subviews { if let found = s.view(withIdentifier: identifier) { return found } }
        return nil
    }

    fileprivate func notifyWillMove(toWindow w: Window?) {
        willMove(toWindow: w)
        for s in subviews { s.notifyWillMove(toWindow: w) }
    }

    fileprivate func notifyDidMoveToWindow() {
        resolveDynamicColorsAfterMove()
        // A class that needs constraint-based layout gets its `updateConstraints()`
        // in the window's next layout pass, constraints or not (as UIKit turns the engine on).
        if window != nil, Swift.type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
        didMoveToWindow()
        for s in subviews { s.notifyDidMoveToWindow() }
    }
}
