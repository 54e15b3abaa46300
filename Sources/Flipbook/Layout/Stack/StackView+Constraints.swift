import Foundation

/// The constraints a stack view makes, as UIKit's do (names are UIKit's
/// identifiers; `UISV-canvas-fit` and `UISV-fill-order` are Flipbook's).
/// "Canvas" is the stack's bounds, or its layout margins guide when
/// `isLayoutMarginsRelativeArrangement`; "lead"/"trail"/"size" are the
/// edges and length along the axis (leading/trailing/width for a row,
/// top/bottom/height for a column), "cross" the same across it.
///
/// | identifier | constraint | priority |
/// | --- | --- | --- |
/// | `UISV-canvas-connection` | first view's lead == canvas lead; last view's trail == canvas trail | required |
/// | `UISV-spacing` | view lead == previous trail + gap (`>=` for equal spacing and centering); gap 0 next to a hidden view or before the first visible one | required |
/// | `UISV-hiding` | hidden view's size == 0 | required |
/// | `UISV-fill-equally` | visible view size == first visible view's size; equal spacing: spacer guide size == first guide's | required |
/// | `UISV-fill-proportionally` | view size == m × canvas size − m × total gaps, m = its intrinsic size / the visible views' sum | 999 |
/// | `UISV-distributing-edge` | spacer guide between two visible views (equal spacing: trail to lead; equal centering: centre to centre) | required |
/// | `UISV-fill-equally` (centering) | spacer guide size == first guide's | 999 |
/// | `UISV-fill-order` | `.fill`: each visible view == its intrinsic size (0 without one), the k-th of n at 1 + 40k/n, so what the hugging and compression resistance priorities leave tied stretches or shrinks the earliest view | 1...41 |
/// | `UISV-alignment` | cross edges per alignment (fill: both; leading, trailing, centre: one; baselines: on the first visible view's) | required |
/// | `UISV-spanning-boundary` | view inside the canvas across the axis where alignment leaves it free | required |
/// | `UISV-canvas-connection` (baselines) | view top == canvas top, so the highest view touches it | 1 |
/// | `UISV-canvas-fit` | the stack's own cross size == 0, so an unconstrained stack hugs its tallest view | 49 |
extension StackView {
    /// The attributes of one axis: lead, trail, size, centre.
    private struct Edges {
        let lead, trail, size, center: LayoutConstraint.Attribute

        static func along(_ axis: LayoutConstraint.Axis) -> Edges {
            axis == .horizontal
                ? Edges(lead: .leading, trail: .trailing, size: .width, center: .centerX)
                : Edges(lead: .top, trail: .bottom, size: .height, center: .centerY)
        }
    }

    /// Replaces the generated constraints and guides with ones for the
    /// current arrangement: the old ones are deactivated, the new ones
    /// activated, all in the stack's layout engine.
    func rebuildArrangementConstraints() {
        LayoutConstraint.deactivate(generatedConstraints)
        generatedConstraints = []
        for guide in generatedGuides { removeLayoutGuide(guide) }
        generatedGuides = []
        let views = arrangedSubviews.filter { $0.superview === self }
        guard !views.isEmpty else { return }
        var made: [LayoutConstraint] = []
        func add(
            _ a: AnyObject, _ attrA: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
            _ b: AnyObject?, _ attrB: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: LayoutPriority = .required, _ identifier: String
        ) {
            let c = LayoutConstraint(
                item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: b == nil ? .notAnAttribute : attrB,
                multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = identifier
            made.append(c)
        }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = Edges.along(axis)
        let across = Edges.along(axis == .horizontal ? .vertical : .horizontal)
        let visible = views.filter { !$0.isHidden }
        let spreads = distribution == .equalSpacing || distribution == .equalCentering
        let baselines = isBaselineRelativeArrangement && axis == .vertical

        // Along the axis: the chain from edge to edge.
        add(views[0], along.lead, .equal, canvas, along.lead, "UISV-canvas-connection")
        add(views[views.count - 1], along.trail, .equal, canvas, along.trail, "UISV-canvas-connection")
        var lastVisible: View?
        var spacers: [LayoutGuide] = []
        var totalGap: CGFloat = 0
        for (i, view) in views.enumerated() {
            if view.isHidden { add(view, along.size, .equal, nil, .notAnAttribute, "UISV-hiding") }
            if i > 0 {
                let previous = views[i - 1]
                if !view.isHidden, let last = lastVisible {
                    let gap = resolvedSpacing(after: last)
                    totalGap += gap
                    if baselines {
                        add(
                            view, .firstBaseline, spreads ? .greaterThanOrEqual : .equal, last, .lastBaseline, constant: gap,
                            "UISV-spacing")
                    } else {
                        add(
                            view, along.lead, spreads ? .greaterThanOrEqual : .equal, previous, along.trail, constant: gap,
                            "UISV-spacing")
                    }
                    if spreads {
                        let spacer = LayoutGuide()
                        spacer.identifier = "UISV-distributing"
                        addLayoutGuide(spacer)
                        spacers.append(spacer)
                        if distribution == .equalSpacing {
                            add(spacer, along.lead, .equal, previous, along.trail, "UISV-distributing-edge")
                            add(spacer, along.trail, .equal, view, along.lead, "UISV-distributing-edge")
                        } else {
                            add(spacer, along.lead, .equal, last, along.center, "UISV-distributing-edge")
                            add(spacer, along.trail, .equal, view, along.center, "UISV-distributing-edge")
                        }
                    }
                } else {
                    add(view, along.lead, .equal, previous, along.trail, "UISV-spacing")
                }
            }
            if !view.isHidden { lastVisible = view }
        }
        generatedGuides = spacers
        for spacer in spacers.dropFirst() {
            add(
                spacer, along.size, .equal, spacers[0], along.size,
                priority: distribution == .equalCentering ? LayoutPriority(999) : .required, "UISV-fill-equally")
        }

        // Along the axis: the sizes.
        func intrinsicLength(_ view: View) -> CGFloat {
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            return length.isFinite && length > 0 ? length : 0
        }
        var mode = distribution
        if mode == .fillProportionally && (visible.contains { intrinsicLength($0) <= 0 }) { mode = .fill }
        switch mode {
        case .fillEqually:
            for view in visible.dropFirst() { add(view, along.size, .equal, visible[0], along.size, "UISV-fill-equally") }
        case .fillProportionally:
            let sum = visible.reduce(CGFloat(0)) { $0 + intrinsicLength($1) }
            for view in visible {
                let m = intrinsicLength(view) / sum
                add(
                    view, along.size, .equal, canvas, along.size, multiplier: m, constant: -m * totalGap,
                    priority: LayoutPriority(999), "UISV-fill-proportionally")
            }
        case .fill:
            // Later views are held more strongly, so what the real priorities
            // leave open (a tie) is taken up by the earliest view.
            for (k, view) in visible.enumerated() {
                let level = 1 + 40 * Float(k) / Float(visible.count)
                add(
                    view, along.size, .equal, nil, .notAnAttribute, constant: intrinsicLength(view),
                    priority: LayoutPriority(level), "UISV-fill-order")
            }
        case .equalSpacing, .equalCentering:
            break
        }

        // Across the axis.
        var placement = alignment
        if axis == .vertical && (placement == .firstBaseline || placement == .lastBaseline) { placement = .fill }
        let reference = visible.first ?? views[0]
        for view in views {
            switch placement {
            case .fill:
                add(view, across.lead, .equal, canvas, across.lead, "UISV-alignment")
                add(view, across.trail, .equal, canvas, across.trail, "UISV-alignment")
            case .leading:
                add(view, across.lead, .equal, canvas, across.lead, "UISV-alignment")
                add(view, across.trail, .lessThanOrEqual, canvas, across.trail, "UISV-spanning-boundary")
            case .trailing:
                add(view, across.trail, .equal, canvas, across.trail, "UISV-alignment")
                add(view, across.lead, .greaterThanOrEqual, canvas, across.lead, "UISV-spanning-boundary")
            case .center:
                add(view, across.center, .equal, canvas, across.center, "UISV-alignment")
                add(view, across.lead, .greaterThanOrEqual, canvas, across.lead, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let line: LayoutConstraint.Attribute = placement == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== reference { add(view, line, .equal, reference, line, "UISV-alignment") }
                add(view, .top, .greaterThanOrEqual, canvas, .top, "UISV-spanning-boundary")
                add(view, .bottom, .lessThanOrEqual, canvas, .bottom, "UISV-spanning-boundary")
                add(view, .top, .equal, canvas, .top, priority: LayoutPriority(1), "UISV-canvas-connection")
            }
        }
        add(self, across.size, .equal, nil, .notAnAttribute, priority: LayoutPriority(49), "UISV-canvas-fit")

        LayoutConstraint.activate(made)
        generatedConstraints = made
    }
}
