import Foundation

/// The Auto Layout engine of one view tree: the incremental Cassowary
/// solver, one ``Item`` (four unknowns) per view or guide that a constraint
/// reaches, and the active constraints.
///
/// The root view of a tree holds its engine (`AutoLayoutStorage.engine`); a
/// subtree moved to another tree takes its constraints along (see
/// `LayoutEngine+Hierarchy.swift`). Every change is applied to the solver at
/// once, incrementally (a constraint added or removed, a constant moved, a
/// translating view's frame), and the views whose unknowns changed get
/// `setNeedsLayout()` on their superview, which sets their frames in its
/// `layoutSubviews()`. Nothing is ever solved from scratch.
///
/// A fitting engine (`systemLayoutSizeFitting`) is a temporary copy of a
/// subtree's constraints; it changes no view.
@MainActor
final class LayoutEngine {
    /// Who made a solver constraint, to name it in diagnostics.
    enum Owner {
        /// An app's constraint.
        case user(LayoutConstraint)
        /// One the runtime made (frame, content size, guide), described:
        /// `name`, then its current value (the negated constant) when
        /// `showsValue`, then `suffix`.
        case system(name: String, showsValue: Bool, suffix: String, constraint: Cassowary.Constraint)
    }

    /// The solver.
    var solver = Cassowary.Solver()
    /// Items by index (nil once evicted).
    private(set) var items: [Item?] = []
    /// An item's index by its object's identity (lookups only; the item's
    /// weak reference is checked, so a reused address is never confused).
    private var itemIndex: [ObjectIdentifier: Int] = [:]
    /// The active constraints (broken ones included); a removal moves the
    /// last one into the hole (`LayoutConstraint.engineSlot`), so the order
    /// is that of the operations, deterministic.
    private(set) var active: [LayoutConstraint] = []
    /// The active constraints the solver could not hold, oldest first.
    private var broken: [LayoutConstraint] = []
    /// True while the engine sets frames, so that a frame written by
    /// anything else can be told apart (and put back at the next layout).
    static var isApplyingFrames = false
    /// The solver constraints' makers, by identity (lookups only).
    private var owners: [ObjectIdentifier: Owner] = [:]
    /// True for a fitting engine: it never touches the views.
    let isFitting: Bool

    init(fitting: Bool = false) { isFitting = fitting }

    // MARK: - Items

    /// The (tree's, not a fitting) engine `view` is in, if any.
    static func engineHolding(_ view: View) -> LayoutEngine? { view.autoLayoutStorage?.item?.engine }

    /// The item of `object`, if it is in this engine.
    func existingItem(_ object: AnyObject) -> Item? {
        guard let i = itemIndex[ObjectIdentifier(object)], let item = items[i], item.object === object else { return nil }
        return item
    }

    /// The item of `object`, made (with its runtime constraints) on first use.
    func item(_ object: LayoutItem) -> Item {
        if let item = existingItem(object) { return item }
        let view = object as? View
        let item = Item(
            object: object, index: items.count, name: object.layoutName,
            translates: view?.translatesAutoresizingMaskIntoConstraints ?? false)
        item.engine = self
        items.append(item)
        itemIndex[ObjectIdentifier(object)] = item.index
        if let view {
            if !isFitting { view.autoLayout.item = item }
            if item.translates { addFrameConstraints(item, view) } else { refreshContentSize(item, view) }
            // Its frame comes from the engine from now on, even where the
            // solver never writes a value (an unknown left at 0).
            if !isFitting && !item.translates { Self.schedule(item, view) }
        } else if let guide = object as? LayoutGuide, guide.kind != .free, let owner = guide.owningView {
            addGuideConstraints(item, guide, owner)
        }
        return item
    }

    /// Adds `constraint` at `strength` for the runtime, named `name`;
    /// reports it if it cannot hold.
    @discardableResult
    private func addSystem(_ constraint: Cassowary.Constraint, _ name: String, showsValue: Bool = true, suffix: String = "")
        -> Bool
    {
        let owner = Owner.system(name: name, showsValue: showsValue, suffix: suffix, constraint: constraint)
        owners[ObjectIdentifier(constraint)] = owner
        do {
            try solver.addConstraint(constraint)
            return true
        } catch {
            report(error, breaking: describe(owner))
            owners[ObjectIdentifier(constraint)] = nil
            return false
        }
    }

    /// The frame the engine reads from a translating view: its untransformed
    /// frame (centre and bounds size, as UIKit's engine uses), points. Read
    /// its `origin` and `size`, which keep a negative size as it is (`minX`
    /// and `width` would reorder it).
    static func inputFrame(of view: View) -> CGRect {
        let p = view.layer.properties
        return CGRect(
            x: p.position.x - p.anchorPoint.x * p.bounds.width,
            y: p.position.y - p.anchorPoint.y * p.bounds.height,
            width: p.bounds.width, height: p.bounds.height)
    }

    /// `x, y, w, h == frame`, required: a translating view's frame as constraints.
    private func addFrameConstraints(_ item: Item, _ view: View) {
        let f = Self.inputFrame(of: view)
        let values = [f.origin.x, f.origin.y, f.size.width, f.size.height]
        let names = ["minX", "minY", "width", "height"]
        for (variable, (value, name)) in zip([item.x, item.y, item.w, item.h], zip(values, names)) {
            let c = Cassowary.Constraint(Cassowary.Expression(variable).adding(constant: -Double(value)), .equal)
            item.frameConstraints.append(c)
            addSystem(c, "AutoresizingMaskLayoutConstraint \(view.layoutName).\(name) ==")
        }
    }

    /// This engine's translating views whose frames changed since it last
    /// read them, in order; read at the start of the tree's next layout pass
    /// (or when a solution is asked for). Each tree's engine keeps its own,
    /// so one window's layout never reads another's changes.
    /// Held weakly: a view that goes away before the next pass is not kept
    /// alive by this list.
    private(set) var changedFrames: [WeakView] = []

    /// A view held weakly.
    struct WeakView {
        weak var view: View?
    }

    /// Notes that a translating view's frame changed.
    static func frameWillChange(_ item: Item, _ view: View) {
        guard !item.isFrameChanged, let engine = item.engine else { return }
        item.isFrameChanged = true
        engine.changedFrames.append(WeakView(view: view))
    }

    /// Moves the frame constraints of this engine's translating views whose
    /// frames changed to their current frames. A view that has moved to
    /// another tree since is skipped: its new engine took its frame then.
    func readChangedFrames() {
        guard !changedFrames.isEmpty else { return }
        let views = changedFrames
        changedFrames = []
        for entry in views {
            guard let view = entry.view, let item = view.autoLayoutStorage?.item, item.engine === self else { continue }
            item.isFrameChanged = false
            frameChanged(view)
        }
    }

    /// Reads the changed frames of the engine of `view`'s tree, if it has one:
    /// the view's own item's engine, else its tree's root's.
    static func readChangedFrames(around view: View) {
        guard let storage = view.autoLayoutStorage else { return }
        (storage.item?.engine ?? storage.engine ?? existingEngine(of: view))?.readChangedFrames()
    }

    /// Moves a translating view's frame constraints to its current frame.
    func frameChanged(_ view: View) {
        guard let item = existingItem(view), item.translates else { return }
        let f = Self.inputFrame(of: view)
        for (c, value) in zip(item.frameConstraints, [f.origin.x, f.origin.y, f.size.width, f.size.height]) {
            move(c, to: -Double(value))
        }
        flush()
    }

    /// Moves a runtime constraint's constant. If it can no longer hold, the
    /// app's required constraints in the conflict are broken (reported, as
    /// for any conflict) so that the runtime's fact (a frame, an intrinsic
    /// size, insets) stays true; only if that is not enough is the runtime
    /// constraint itself dropped.
    private func move(_ c: Cassowary.Constraint, to constant: Double) {
        guard solver.hasConstraint(c), solver.constant(of: c) != constant else { return }
        do {
            try solver.updateConstant(of: c, to: constant)
            return
        } catch {
            let users = error.conflicting.compactMap { sc -> LayoutConstraint? in
                if case .user(let user)? = owners[ObjectIdentifier(sc)] { return user }
                return nil
            }
            if let victim = users.last, let sc = victim.solverConstraint {
                // Named with the value it is moving to.
                report(
                    error, breaking: victim.description,
                    extra: owners[ObjectIdentifier(c)].map { describe($0, constant: constant) })
                try? solver.removeConstraint(sc)
                owners[ObjectIdentifier(sc)] = nil
                victim.solverConstraint = nil
                markBroken(victim)
                return move(c, to: constant)
            }
            let name = owners[ObjectIdentifier(c)].map(describe) ?? "?"
            report(error, breaking: name)
            try? solver.removeConstraint(c)
            owners[ObjectIdentifier(c)] = nil
        }
    }

    /// Makes, or moves, a view's content size constraints from its
    /// `intrinsicContentSize` and its hugging and compression resistance
    /// priorities: `w <= iw` at hugging, `w >= iw` at compression resistance,
    /// and the same for the height (none for a `noIntrinsicMetric` side).
    func refreshContentSize(_ item: Item, _ view: View) {
        guard !item.translates else { return }
        let size = view.intrinsicContentSize
        let priorities = [
            view.contentHuggingPriority(for: .horizontal), view.contentCompressionResistancePriority(for: .horizontal),
            view.contentHuggingPriority(for: .vertical), view.contentCompressionResistancePriority(for: .vertical),
        ]
        for k in 0..<4 {
            let length = k < 2 ? size.width : size.height
            let wanted = length >= 0 && length.isFinite
            let variable = k < 2 ? item.w : item.h
            let old = item.contentSize[k]
            let samePriority = item.contentPriorities.count == 4 && item.contentPriorities[k] == priorities[k]
            if let old, wanted, samePriority {
                move(old, to: -Double(length))
                continue
            }
            if let old {
                try? solver.removeConstraint(old)
                owners[ObjectIdentifier(old)] = nil
                item.contentSize[k] = nil
            }
            guard wanted else { continue }
            let relation: Cassowary.Constraint.Relation = k % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual
            let c = Cassowary.Constraint(
                Cassowary.Expression(variable).adding(constant: -Double(length)), relation,
                strength: Cassowary.Strength(priorities[k]))
            let kind = k % 2 == 0 ? "hugging" : "compression resistance"
            if addSystem(
                c,
                "ContentSizeLayoutConstraint \(view.layoutName).\(k < 2 ? "width" : "height") \(relation == .lessThanOrEqual ? "<=" : ">=")",
                suffix: " (\(kind)) @\(LayoutConstraint.format(CGFloat(priorities[k].rawValue)))")
            {
                item.contentSize[k] = c
            }
        }
        item.intrinsicSize = size
        item.contentPriorities = priorities
        if !isFitting { flush() }
    }

    /// A margins or safe-area guide pinned inside its owning view by the insets.
    private func addGuideConstraints(_ item: Item, _ guide: LayoutGuide, _ owner: View) {
        let ownerItem = self.item(owner)
        let insets = guide.kind == .margins ? owner.layoutMargins : owner.safeAreaInsets
        item.guideInsets = insets
        let exprs: [Cassowary.Expression] = [
            Cassowary.Expression(item.x).adding(constant: -Double(insets.left)),
            Cassowary.Expression(item.y).adding(constant: -Double(insets.top)),
            Cassowary.Expression(item.w).adding(ownerItem.w, times: -1).adding(constant: Double(insets.left + insets.right)),
            Cassowary.Expression(item.h).adding(ownerItem.h, times: -1).adding(constant: Double(insets.top + insets.bottom)),
        ]
        for (e, name) in zip(exprs, ["minX", "minY", "width", "height"]) {
            let c = Cassowary.Constraint(e, .equal)
            item.guideConstraints.append(c)
            addSystem(c, "\(guide.layoutName).\(name) (from the insets of \(owner.layoutName))", showsValue: false)
        }
    }

    /// Moves a guide's constraints to new insets.
    func guideInsetsChanged(_ guide: LayoutGuide) {
        guard let item = existingItem(guide), item.guideConstraints.count == 4, let owner = guide.owningView else { return }
        let insets = guide.kind == .margins ? owner.layoutMargins : owner.safeAreaInsets
        guard insets != item.guideInsets else { return }
        item.guideInsets = insets
        let constants = [-insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom]
        for (c, value) in zip(item.guideConstraints, constants) { move(c, to: Double(value)) }
        flush()
    }

    /// Takes an item out: its runtime constraints leave the solver.
    func evict(_ item: Item) {
        for c in item.systemConstraints where solver.hasConstraint(c) {
            try? solver.removeConstraint(c)
            owners[ObjectIdentifier(c)] = nil
        }
        if let object = item.object {
            itemIndex[ObjectIdentifier(object)] = nil
            if let view = object as? View, view.autoLayoutStorage?.item === item { view.autoLayoutStorage?.item = nil }
        }
        items[item.index] = nil
    }

    // MARK: - Constraints (made into solver constraints in LayoutEngine+Expressions.swift)

    /// Adds an app's constraint installed on `container`; an unsatisfiable
    /// one is reported and broken (kept active, out of the solver).
    func add(_ c: LayoutConstraint, container: View) {
        c.engine = self
        c.engineSlot = active.count
        active.append(c)
        guard let sc = solverConstraint(for: c, in: container) else {
            markBroken(c)
            return
        }
        owners[ObjectIdentifier(sc)] = .user(c)
        do {
            try solver.addConstraint(sc)
            c.solverConstraint = sc
            c.isBroken = false
        } catch {
            owners[ObjectIdentifier(sc)] = nil
            markBroken(c)
            report(error, breaking: c.description)
        }
        flush()
    }

    /// Notes `c` as broken (active, out of the solver).
    private func markBroken(_ c: LayoutConstraint) {
        c.isBroken = true
        broken.append(c)
    }

    /// Takes `c` out of `active` in O(1).
    private func unlist(_ c: LayoutConstraint) {
        let slot = c.engineSlot
        guard slot >= 0, slot < active.count, active[slot] === c else { return }
        let last = active.removeLast()
        if slot < active.count {
            active[slot] = last
            last.engineSlot = slot
        }
        c.engineSlot = -1
        if c.isBroken { broken.removeAll { $0 === c } }
    }

    /// Removes an app's constraint; constraints broken earlier get another try.
    func remove(_ c: LayoutConstraint) {
        unlist(c)
        let hadRow = c.solverConstraint != nil
        if let sc = c.solverConstraint {
            try? solver.removeConstraint(sc)
            owners[ObjectIdentifier(sc)] = nil
        }
        c.solverConstraint = nil
        c.engine = nil
        c.isBroken = false
        if hadRow { retryBroken() }
        flush()
    }

    /// Tries again to add the constraints broken earlier, silently.
    private func retryBroken() {
        guard !broken.isEmpty else { return }
        for c in broken {
            guard let container = c.installedView, let sc = solverConstraint(for: c, in: container) else { continue }
            if (try? solver.addConstraint(sc)) != nil {
                owners[ObjectIdentifier(sc)] = .user(c)
                c.solverConstraint = sc
                c.isBroken = false
            }
        }
        broken.removeAll { !$0.isBroken }
    }

    /// `c.constant` changed: moved in the solver in place.
    func constantChanged(_ c: LayoutConstraint) {
        guard let sc = c.solverConstraint, let container = c.installedView else { return }
        // The solver's constant is the expression's: −constant plus the
        // fixed parts of the attributes (a baseline's offset).
        guard let fresh = solverConstraint(for: c, in: container) else { return }
        do {
            try solver.updateConstant(of: sc, to: fresh.expression.constant)
        } catch {
            report(error, breaking: c.description)
            try? solver.removeConstraint(sc)
            owners[ObjectIdentifier(sc)] = nil
            c.solverConstraint = nil
            markBroken(c)
        }
        flush()
    }

    /// `c.priority` changed within optional (or within required): re-added.
    func priorityChanged(_ c: LayoutConstraint) {
        guard let container = c.installedView else { return }
        if let sc = c.solverConstraint {
            try? solver.removeConstraint(sc)
            owners[ObjectIdentifier(sc)] = nil
            c.solverConstraint = nil
        }
        unlist(c)
        add(c, container: container)
    }

    /// Moves the constants of the active constraints that mention
    /// `object`'s baselines (their offsets come from its text).
    func baselinesChanged(_ object: AnyObject) {
        let baselines: [LayoutConstraint.Attribute] = [.firstBaseline, .lastBaseline]
        for c in active
        where (c.firstItem === object && baselines.contains(c.firstAttribute))
            || (c.secondItem === object && baselines.contains(c.secondAttribute))
        {
            constantChanged(c)
        }
    }

    // MARK: - Results

    /// Writes the changed unknowns and hands the views whose frames they
    /// set to their superviews' next `layoutSubviews()`: O(changed).
    func flush() {
        let changed = solver.takeChangedVariables()
        guard !isFitting else { return }
        var last = -1
        for variable in changed where variable.tag != last {
            last = variable.tag
            guard variable.tag >= 0, variable.tag < items.count, let item = items[variable.tag] else { continue }
            if let view = item.object as? View {
                if !item.translates { Self.schedule(item, view) }
            } else if let guide = item.object as? LayoutGuide {
                guide.owningView?.setNeedsLayout()
            }
        }
    }

    /// Queues `view`'s frame for its superview's next layout pass.
    static func schedule(_ item: Item, _ view: View) {
        guard !item.isScheduled, let superview = view.superview else { return }
        item.isScheduled = true
        superview.autoLayout.scheduledSubviews.append(item)
        superview.setNeedsLayout()
    }

    // MARK: - Diagnostics

    /// A solver constraint's maker, as text.
    private func describe(_ owner: Owner) -> String { describe(owner, constant: nil) }

    /// A solver constraint's maker, as text, with `constant` in place of
    /// the solver's when given.
    private func describe(_ owner: Owner, constant: Double?) -> String {
        switch owner {
        case .user(let c): return c.description
        case let .system(name, showsValue, suffix, constraint):
            let current = constant ?? solver.constant(of: constraint) ?? constraint.expression.constant
            let value = showsValue ? " " + LayoutConstraint.format(CGFloat(-current)) : ""
            return "<\(name)\(value)\(suffix)>"
        }
    }

    /// UIKit's "Unable to simultaneously satisfy constraints" log, as a
    /// diagnostic: the constraints in conflict and the one broken.
    private func report(_ error: Cassowary.SolverError, breaking broken: String, extra: String? = nil) {
        guard error.kind == .unsatisfiable else {
            Diagnostics.report(
                "layout.solverFailure", "the layout engine failed (\(error.message)) on \(broken); that constraint was dropped.")
            return
        }
        var names = error.conflicting.compactMap { owners[ObjectIdentifier($0)].map(describe) }
        if let extra { names.append(extra) }
        if !names.contains(broken) { names.append(broken) }
        let list = names.map { "    \"\($0)\"" }.joined(separator: ",\n")
        Diagnostics.report(
            "layout.unsatisfiable",
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: if you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the View property translatesAutoresizingMaskIntoConstraints)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """)
    }
}
