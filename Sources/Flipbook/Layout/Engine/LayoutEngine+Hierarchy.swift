import Foundation

/// Activation, and constraints following their views between trees.
extension LayoutEngine {
    /// The engine of the tree `view` is in (held by its root), made on first use.
    static func engine(of view: View) -> LayoutEngine {
        var root = view
        while let s = root.superview { root = s }
        if let engine = root.autoLayoutStorage?.engine { return engine }
        let engine = LayoutEngine()
        root.autoLayout.engine = engine
        return engine
    }

    /// The nearest view holding both items' coordinate spaces, or nil.
    static func commonContainer(_ first: LayoutItem, _ second: LayoutItem?) -> View? {
        let a = first.enclosingViews
        guard let second else { return a.first }
        let b = second.enclosingViews
        return a.first { candidate in b.contains { $0 === candidate } }
    }

    /// Installs `c` on `view` (or the items' nearest common ancestor) and
    /// adds it to the tree's engine.
    static func activate(_ c: LayoutConstraint, on view: View?) {
        guard c.isValid else {
            Diagnostics.report(
                "layout.invalidConstraint",
                "an invalid constraint cannot be activated (see the diagnostic made when it was created). \(c)")
            return
        }
        guard let first = c.firstItem as? LayoutItem else {
            Diagnostics.report("layout.itemGone", "a constraint whose first item has been deallocated cannot be activated. \(c)")
            return
        }
        let second = c.secondItem as? LayoutItem
        if c.secondAttribute != .notAnAttribute && second == nil {
            Diagnostics.report("layout.itemGone", "a constraint whose second item has been deallocated cannot be activated. \(c)")
            return
        }
        // An offset dimension's end anchor must share the tree too.
        let ends = [c.firstOffsetEnd, c.secondOffsetEnd].compactMap { $0?.item as? LayoutItem }
        var shared: View? = commonContainer(first, second)
        for end in ends { shared = shared.flatMap { commonContainer($0, end) } }
        guard let common = shared else {
            Diagnostics.report(
                "layout.noCommonAncestor",
                "Unable to activate constraint with anchors \(first.layoutName).\(c.firstAttribute.name) and \((second?.layoutName ?? "nil")).\(c.secondAttribute.name) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal. The constraint stays inactive. \(c)"
            )
            return
        }
        var container = common
        if let view {
            guard common === view || common.isDescendant(of: view) else {
                Diagnostics.report(
                    "layout.notInstalledOnAncestor",
                    "a constraint was added to \(view.layoutName), which does not hold its items; it was installed on their common ancestor \(common.layoutName) instead. \(c)"
                )
                activate(c, on: nil)
                return
            }
            container = view
        }
        c.installedSlot = container.autoLayout.installed.count
        container.autoLayout.installed.append(c)
        c.installedView = container
        engine(of: container).add(c, container: container)
    }

    /// Uninstalls `c` and takes it out of its engine.
    static func deactivate(_ c: LayoutConstraint) {
        if let storage = c.installedView?.autoLayoutStorage {
            // O(1): the last one takes the hole.
            let slot = c.installedSlot
            if slot >= 0, slot < storage.installed.count, storage.installed[slot] === c {
                let last = storage.installed.removeLast()
                if slot < storage.installed.count {
                    storage.installed[slot] = last
                    last.installedSlot = slot
                }
            } else {
                storage.installed.removeAll { $0 === c }
            }
        }
        c.installedSlot = -1
        c.installedView = nil
        c.engine?.remove(c)
        c.engine = nil
        c.isBroken = false
    }

    /// `view` is leaving the tree rooted above its superview: constraints
    /// between its subtree and the rest are deactivated (as UIKit removes
    /// them); those inside the subtree move to an engine of its own.
    static func viewWillLeaveTree(_ view: View) {
        var root = view
        while let s = root.superview { root = s }
        guard root !== view, let engine = root.autoLayoutStorage?.engine else { return }
        // The subtree, and whether any of it takes part in layout at all
        // (most moved views, snapshots and the like, do not: O(subtree)).
        var subtree: [View] = []
        var members = Set<ObjectIdentifier>()
        var stack = [view]
        while let v = stack.popLast() {
            subtree.append(v)
            members.insert(ObjectIdentifier(v))
            stack += v.subviews
        }
        guard subtree.contains(where: { $0.autoLayoutStorage != nil }) else { return }
        func inside(_ object: AnyObject?) -> Bool? {
            if let v = object as? View { return members.contains(ObjectIdentifier(v)) }
            if let g = object as? LayoutGuide { return g.owningView.map { members.contains(ObjectIdentifier($0)) } ?? false }
            return nil
        }
        // A constraint naming the subtree is installed in it, or on one of
        // its ancestors (the common ancestor of an item inside and one
        // outside is above the cut).
        var candidates = subtree.flatMap(\.constraints)
        var ancestor = view.superview
        while let a = ancestor {
            candidates += a.constraints
            ancestor = a.superview
        }
        var moving: [LayoutConstraint] = []
        for c in candidates where c.engine === engine {
            let a = inside(c.firstItem)
            let b = inside(c.secondItem)
            let aIn = a ?? false
            let bIn = b ?? (c.secondItem == nil ? aIn : false)
            if aIn && bIn && inside(c.installedView) == true {
                moving.append(c)
            } else if aIn || bIn {
                deactivate(c)
            }
        }
        for c in moving { engine.remove(c) }
        for v in subtree {
            if let item = v.autoLayoutStorage?.item, item.engine === engine { engine.evict(item) }
            let guides =
                v.layoutGuides + [v.autoLayoutStorage?.marginsGuide, v.autoLayoutStorage?.safeAreaGuide].compactMap { $0 }
            for guide in guides { if let item = engine.existingItem(guide) { engine.evict(item) } }
        }
        guard !moving.isEmpty else { return }
        let own = LayoutEngine()
        view.autoLayout.engine = own
        pendingMoves.append((view, own, moving))
    }

    /// Subtrees between `viewWillLeaveTree` and the end of the move, with the
    /// constraints to add to their new engine once attached.
    private static var pendingMoves: [(view: View, engine: LayoutEngine, constraints: [LayoutConstraint])] = []

    /// `view` has joined a tree (or become a root): its constraints, and
    /// those of the engine it held as a root, go to the new tree's engine.
    static func viewDidJoinTree(_ view: View) {
        // A subtree waiting for its update pass makes its new ancestors wait
        // too, so the pass runs before their layout (not after it).
        if view.autoLayoutStorage?.subtreeNeedsUpdateConstraints == true, let parent = view.superview {
            var ancestor: View? = parent
            while let a = ancestor, !a.autoLayout.subtreeNeedsUpdateConstraints {
                a.autoLayout.subtreeNeedsUpdateConstraints = true
                ancestor = a.superview
            }
        }
        var carried: [LayoutConstraint] = []
        if let i = pendingMoves.firstIndex(where: { $0.view === view }) {
            carried = pendingMoves.remove(at: i).constraints
        }
        if view.superview != nil, let old = view.autoLayoutStorage?.engine {
            view.autoLayout.engine = nil
            let moving = old.active
            for c in moving { old.remove(c) }
            for case let item? in old.items { old.evict(item) }
            carried += moving
        }
        guard !carried.isEmpty else { return }
        let engine = engine(of: view)
        for c in carried {
            guard let container = c.installedView else { continue }
            engine.add(c, container: container)
        }
    }

    /// `guide`'s frame, from the engine of its owning view's tree (the
    /// guide is added to it if no constraint has yet).
    static func frame(of guide: LayoutGuide, in owner: View) -> CGRect {
        let engine = engine(of: owner)
        engine.readChangedFrames()
        let item = engine.item(guide)
        engine.flush()
        return item.frame
    }
}

extension LayoutEngine {
    /// The engine of `view`'s tree if it has one (none is made).
    static func existingEngine(of view: View) -> LayoutEngine? {
        var root = view
        while let s = root.superview { root = s }
        return root.autoLayoutStorage?.engine
    }
}
