import FlipbookTestSupport
import Foundation
import Testing

@testable import Flipbook

/// Random constraint sets over a nested view tree, through the public API:
/// never a crash, and every required constraint the engine kept holds in
/// the frames laid out (measured in the items' common ancestor with
/// `convert`, independently of the engine's own expressions).
@MainActor @Suite struct AutoLayoutPropertyTests {
    /// An attribute's value from frames alone, in `container`'s bounds
    /// space. Edges come from each frame's raw origin and size (the engine
    /// may give a negative size, which `CGRect`'s `minX`/`maxX` would
    /// reorder), moved into `container` point by point.
    private func measure(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute, in container: View) -> CGFloat {
        var origin: CGPoint
        var size: CGSize
        var attribute = attribute
        if let view = item as? View {
            size = view.bounds.size
            if view === container {
                origin = .zero
            } else {
                let a = view.anchorPoint
                let c = view.center
                origin = view.superview!.convert(CGPoint(x: c.x - a.x * size.width, y: c.y - a.y * size.height), to: container)
            }
            let (plain, isMargin) = attribute.withoutMargins
            if isMargin {
                let m = view.layoutMargins
                origin.x += m.left
                origin.y += m.top
                size.width -= m.left + m.right
                size.height -= m.top + m.bottom
                attribute = plain
            }
            if attribute == .firstBaseline || attribute == .lastBaseline {
                if let label = view as? Label, let offsets = label.baselineOffsets() {
                    return origin.y + size.height / 2 + (attribute == .firstBaseline ? offsets.first : offsets.last)
                }
                return origin.y + size.height
            }
        } else {
            let guide = item as! LayoutGuide
            let frame = guide.layoutFrame
            size = frame.size
            origin = guide.owningView!.convert(frame.origin, to: container)
        }
        switch attribute {
        case .left, .leading: return origin.x
        case .right, .trailing: return origin.x + size.width
        case .top: return origin.y
        case .bottom: return origin.y + size.height
        case .centerX: return origin.x + size.width / 2
        case .centerY: return origin.y + size.height / 2
        case .width: return size.width
        case .height: return size.height
        default: return .nan
        }
    }

    @Test(arguments: 1...60) func randomLayoutsHoldTheirRequiredConstraints(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let (window, root) = makeScreen(CGSize(width: 400, height: 600))
        var views: [View] = [root]
        for i in 0..<8 {
            let parent = views[random.int(0...views.count - 1)]
            let view: View
            if random.int(0...3) == 0 {
                let label = Label()
                label.text = String(repeating: "w", count: random.int(1...12))
                view = label
            } else {
                view = View(
                    frame: CGRect(
                        x: random.double(0, 50), y: random.double(0, 50), width: random.double(10, 90),
                        height: random.double(10, 90)))
            }
            view.accessibilityIdentifier = "v\(i)"
            view.translatesAutoresizingMaskIntoConstraints = random.int(0...4) != 0
            parent.addSubview(view)
            views.append(view)
        }
        let guide = LayoutGuide()
        views[random.int(0...views.count - 1)].addLayoutGuide(guide)
        let items: [AnyObject] = views + [guide] + [views[random.int(1...views.count - 1)].layoutMarginsGuide]
        let xs: [LayoutConstraint.Attribute] = [.left, .right, .leading, .trailing, .centerX]
        let ys: [LayoutConstraint.Attribute] = [
            .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
        ]
        let sizes: [LayoutConstraint.Attribute] = [.width, .height]
        var made: [LayoutConstraint] = []
        let diagnostics = Diagnostics.collect {
            for _ in 0..<random.int(6...24) {
                let a = items[random.int(0...items.count - 1)]
                let b = items[random.int(0...items.count - 1)]
                let family = [xs, ys, sizes][random.int(0...2)]
                var first = family[random.int(0...family.count - 1)]
                var second = family[random.int(0...family.count - 1)]
                if !(a is View) {
                    first = first.withoutMargins.attribute
                    if first == .firstBaseline || first == .lastBaseline { first = .top }
                }
                if !(b is View) {
                    second = second.withoutMargins.attribute
                    if second == .firstBaseline || second == .lastBaseline { second = .bottom }
                }
                if (first == .leading || first == .trailing) != (second == .leading || second == .trailing) { second = first }
                let relation = [LayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
                let multiplier: CGFloat = family == sizes ? [0.5, 1, 2][random.int(0...2)] : 1
                let c: LayoutConstraint
                if family == sizes && random.int(0...3) == 0 {
                    c = LayoutConstraint(
                        item: a, attribute: first, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
                        multiplier: 1, constant: random.double(0, 200))
                } else {
                    c = LayoutConstraint(
                        item: a, attribute: first, relatedBy: relation, toItem: b, attribute: second,
                        multiplier: multiplier, constant: random.double(-50, 50))
                }
                c.priority = random.int(0...2) == 0 ? LayoutPriority(Float(random.int(1...999))) : .required
                c.isActive = true
                made.append(c)
                if random.int(0...5) == 0 { made[random.int(0...made.count - 1)].constant = random.double(-80, 80) }
            }
            window.layoutIfNeeded()
        }
        #expect(
            diagnostics.allSatisfy { ["layout.unsatisfiable", "layout.noCommonAncestor"].contains($0.code) }, "\(diagnostics)")
        check(made, views, seed: seed, diagnostics: diagnostics)
        // Rotate: the root's frame (a fact) moves, and everything kept still holds.
        let more = Diagnostics.collect {
            window.resize(to: CGSize(width: 600, height: 400), duration: 0)
            window.layoutIfNeeded()
        }
        #expect(more.allSatisfy { $0.code == "layout.unsatisfiable" }, "\(more)")
        #expect(root.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        check(made, views, seed: seed, diagnostics: diagnostics + more)
    }

    private func check(_ made: [LayoutConstraint], _ views: [View], seed: UInt64, diagnostics: [Diagnostic]) {
        for c in made where c.isActive && !c.isBroken && c.priority == .required {
            let container = c.installedView!
            let lhs = measure(c.firstItem!, c.firstAttribute, in: container)
            let rhs = c.secondItem.map { c.multiplier * measure($0, c.secondAttribute, in: container) } ?? 0
            let difference = lhs - rhs - c.constant
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(difference) < 1e-6
            case .lessThanOrEqual: holds = difference < 1e-6
            case .greaterThanOrEqual: holds = difference > -1e-6
            }
            #expect(holds, "seed \(seed): \(c) is off by \(difference)")
        }
        for view in views where !view.translatesAutoresizingMaskIntoConstraints {
            #expect(view.frame.width.isFinite && view.frame.minX.isFinite)
        }
    }
}
