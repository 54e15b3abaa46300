import Foundation

/// Sizes from constraints, and ambiguity.
extension View {
    /// The smallest size constraints allow (`layoutFittingCompressedSize`): (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size constraints allow (`layoutFittingExpandedSize`),
    /// points: a very large target, as UIKit's.
    public static let layoutFittingExpandedSize = CGSize(width: 1.0e5, height: 1.0e5)

    /// The size, points, that the constraints inside this view give it when
    /// pulled toward `targetSize` at ``LayoutPriority/fittingSizeLevel``
    /// (`systemLayoutSizeFitting(_:)`): pass ``layoutFittingCompressedSize``
    /// for the smallest size that satisfies them.
    ///
    /// The constraints are those installed on this view and its
    /// descendants that relate items inside it; the view's own frame and
    /// the engine of its tree are untouched (a temporary engine is used).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// ``systemLayoutSizeFitting(_:)`` with the pull toward each side of
    /// `targetSize` at the priorities given (`.required` fixes that side:
    /// the usual way to ask for a height at a given width).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        let engine = LayoutEngine(fitting: true)
        let root = engine.item(self)
        if root.translates {
            // The root is sized by the fitting, not by its frame.
            for c in root.frameConstraints { try? engine.solver.removeConstraint(c) }
            root.frameConstraints = []
            root.translates = false
            engine.refreshContentSize(root, self)
        }
        root.isFittingRoot = true
        var installed: [LayoutConstraint] = []
        func collect(_ view: View) {
            installed += view.constraints.filter { !$0.isBroken }
            for s in view.subviews { collect(s) }
        }
        collect(self)
        for c in installed {
            guard let container = c.installedView, let sc = engine.solverConstraint(for: c, in: container) else { continue }
            try? engine.solver.addConstraint(sc)
        }
        let pulls: [(Cassowary.Variable, CGFloat, LayoutPriority)] = [
            (root.w, targetSize.width, horizontal), (root.h, targetSize.height, vertical),
        ]
        for (variable, target, priority) in pulls where target.isFinite {
            let c = Cassowary.Constraint(
                Cassowary.Expression(variable).adding(constant: -Double(target)), .equal,
                strength: Cassowary.Strength(priority))
            if (try? engine.solver.addConstraint(c)) == nil {
                // A required pull that cannot hold: pull as hard as possible instead.
                try? engine.solver.addConstraint(
                    Cassowary.Constraint(c.expression, .equal, strength: Cassowary.Strength(.required - 1)))
            }
        }
        engine.solver.updateVariables()
        return CGSize(width: max(0, root.w.value), height: max(0, root.h.value))
    }

    /// Whether the constraints leave this view's frame undetermined
    /// (`hasAmbiguousLayout`): another frame would satisfy them equally
    /// well. False for views whose frame is not from constraints.
    public var hasAmbiguousLayout: Bool {
        guard let item = autoLayoutStorage?.item, !item.translates, let engine = item.engine else { return false }
        engine.readChangedFrames()
        return [item.x, item.y, item.w, item.h].contains { engine.solver.isAmbiguous($0) }
    }

    /// Moves a view with an ambiguous layout to another of its equally good
    /// frames at once (`exerciseAmbiguityInLayout()`), deterministically:
    /// each undetermined unknown is pulled 20 points up at the lowest
    /// priority, the frame is set, and the pull is let go: the frame stays
    /// until the superview's next layout pass puts back the engine's.
    /// Does nothing otherwise.
    public func exerciseAmbiguityInLayout() {
        guard hasAmbiguousLayout, let item = autoLayoutStorage?.item, let engine = item.engine else { return }
        var pulls: [Cassowary.Constraint] = []
        for variable in [item.x, item.y, item.w, item.h] where engine.solver.isAmbiguous(variable) {
            let c = Cassowary.Constraint(
                Cassowary.Expression(variable).adding(constant: -(variable.value + 20)), .equal,
                strength: Cassowary.Strength(LayoutPriority(1)))
            if (try? engine.solver.addConstraint(c)) != nil { pulls.append(c) }
        }
        _ = engine.solver.takeChangedVariables()
        let a = layer.anchorPoint
        bounds = CGRect(origin: bounds.origin, size: CGSize(width: item.w.value, height: item.h.value))
        center = CGPoint(x: item.x.value + a.x * item.w.value, y: item.y.value + a.y * item.h.value)
        for c in pulls { try? engine.solver.removeConstraint(c) }
        _ = engine.solver.takeChangedVariables()
    }
}
