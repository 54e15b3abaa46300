import Foundation

/// A linear relation between two layout attributes (`NSLayoutConstraint`):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Made inactive; `isActive = true` (or ``activate(_:)``) installs it on the
/// items' nearest common ancestor and adds it to the layout engine of the
/// view tree. Frames follow in the next layout pass: the constrained views'
/// superviews lay them out in `layoutSubviews()` (call `super` when you
/// override it), as UIKit does.
///
/// Units: `constant` in points; `multiplier` dimensionless. Items are held
/// weakly, as in UIKit; the view a constraint is installed on holds it.
///
/// Bad input never traps: a constraint that UIKit would refuse to make
/// (attributes of different axes, leading mixed with left, a location
/// against a constant, a non-finite number, an item that is neither a view
/// nor a guide) reports a ``Diagnostic`` when made and never activates.
@preconcurrency @MainActor
open class LayoutConstraint: NSObject {
    /// The first item (a ``View`` or ``LayoutGuide``), held weakly.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The second item, or nil for a constraint against a constant
    /// (`width == 100`); held weakly.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute (dimensionless; finite).
    public let multiplier: CGFloat

    /// Points added to the second side. Changing it on an active constraint
    /// moves the constant in the engine in place (an incremental re-solve
    /// through the rows that depend on it, never a solve from scratch) and
    /// marks the views whose frames change for layout; inside
    /// `View.animate { view.layoutIfNeeded() }` those frames animate.
    /// A non-finite value is refused with a diagnostic.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                Diagnostics.report(
                    "layout.nonFiniteConstant", "a constraint's constant was set to \(constant); it stays \(oldValue). \(self)")
                constant = oldValue
                return
            }
            engine?.constantChanged(self)
        }
    }

    /// How much the constraint matters, 1...1000 (``LayoutPriority/required``
    /// by default). As in UIKit, an active constraint cannot change between
    /// required and optional (that is reported and ignored); other changes
    /// re-add it to the engine at the new priority.
    open var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if let engine {
                if (priority >= .required) != (oldValue >= .required) {
                    Diagnostics.report(
                        "layout.priorityRequiredChange",
                        "the priority of an active constraint cannot change between required and optional (from \(oldValue.rawValue) to \(priority.rawValue)); it stays \(oldValue.rawValue). Deactivate it first. \(self)"
                    )
                    priority = oldValue
                    return
                }
                engine.priorityChanged(self)
            }
        }
    }

    /// A name shown in descriptions and diagnostics.
    open var identifier: String?

    /// The anchor the constraint's left side stands for (`firstAnchor`): the
    /// very object it was made from (`c.firstAnchor === view.heightAnchor`),
    /// an offset dimension for one made from `anchorWithOffset(to:)`, or the
    /// item's own anchor of ``firstAttribute`` for one made with
    /// `init(item:attribute:...)`. Typed as the base of all anchors, since
    /// Swift's generics are not erased as Objective-C's (see ``AnyLayoutAnchor``);
    /// `is LayoutAnchor<LayoutDimension>` tells a dimension
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstanchor).
    public var firstAnchor: AnyLayoutAnchor {
        firstAnchorObject ?? LayoutAnchorCache.anchor(of: firstItem, firstAttribute)
    }

    /// The anchor of the right side (`secondAnchor`); nil for a constraint
    /// against a constant, including one made with a multiplier of 0
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondanchor).
    public var secondAnchor: AnyLayoutAnchor? {
        guard secondAttribute != .notAnAttribute else { return nil }
        return secondAnchorObject ?? LayoutAnchorCache.anchor(of: secondItem, secondAttribute)
    }

    /// The anchors the constraint was made from, when made from anchors.
    private let firstAnchorObject: AnyLayoutAnchor?
    private let secondAnchorObject: AnyLayoutAnchor?
    /// Where an offset dimension on the left side ends (its start is
    /// ``firstItem``/``firstAttribute``): that side is `end − start`.
    var firstOffsetEnd: AnyLayoutAnchor? { firstAnchorObject?.offsetEnd }
    /// Where an offset dimension on the right side ends.
    var secondOffsetEnd: AnyLayoutAnchor? { secondAnchorObject?.offsetEnd }

    /// The view the constraint is installed on (the items' nearest common
    /// ancestor, or the view given to `addConstraint`), while active.
    weak var installedView: View?
    /// The engine it is in, while active.
    var engine: LayoutEngine?
    /// Its index in `installedView`'s `constraints` (−1 when not installed).
    var installedSlot = -1
    /// Its index in the engine's `active` list (−1 when not there).
    var engineSlot = -1
    /// Its row in the engine, while active and not broken.
    var solverConstraint: Cassowary.Constraint?
    /// True when the engine dropped it to satisfy the others (unsatisfiable).
    var isBroken = false
    /// False for a constraint UIKit would refuse (see the type's doc).
    let isValid: Bool
    /// Set on the constraints the runtime makes from a view's frame
    /// (`translatesAutoresizingMaskIntoConstraints`) and its content size,
    /// for descriptions.
    var kindName = "LayoutConstraint"

    /// Whether the constraint takes part in layout (`isActive`). Setting it
    /// to true installs it on the items' nearest common ancestor; items with
    /// none (in different view trees) are reported and it stays inactive.
    /// Setting it to false removes it.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { LayoutEngine.activate(self, on: nil) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// `view1.attr1 relation multiplier × view2.attr2 + c` (UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
    /// a convenience initializer as there).
    /// Items are views or layout guides. The constraint is made inactive.
    ///
    /// A multiplier of 0 makes a constraint against the constant alone, and
    /// it reads back as UIKit's does: ``secondItem`` nil, ``secondAttribute``
    /// `.notAnAttribute`, ``multiplier`` 1 and ``secondAnchor`` nil; with a
    /// location as the first attribute that is refused as UIKit refuses "a
    /// location equal to a constant"
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)).
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(view1, attr1, relation, view2, attr2, multiplier: multiplier, constant: c, anchors: (nil, nil))
    }

    /// `first relation multiplier × second + c`, made from anchors (`second`
    /// nil: against the constant).
    convenience init(
        first: AnyLayoutAnchor, relation: Relation, second: AnyLayoutAnchor?,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first.item as Any, first.attribute, relation, second.map { $0.item as Any },
            second?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: c, anchors: (first, second))
    }

    private init(
        _ view1: Any, _ attr1: Attribute, _ relation: Relation, _ view2: Any?, _ attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat, anchors: (AnyLayoutAnchor?, AnyLayoutAnchor?)
    ) {
        // A multiplier of 0 leaves the constant alone: UIKit drops the second item.
        let dropsSecond = multiplier == 0 && view2 != nil
        let first = view1 as? LayoutItem
        let second = dropsSecond ? nil : view2 as? LayoutItem
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = dropsSecond ? .notAnAttribute : attr2
        self.multiplier = dropsSecond ? 1 : multiplier
        constant = c
        firstAnchorObject = anchors.0
        secondAnchorObject = dropsSecond ? nil : anchors.1
        let firstIsOffset = anchors.0?.offsetEnd != nil
        let secondIsOffset = !dropsSecond && anchors.1?.offsetEnd != nil
        isValid = Self.validate(
            first: first, firstIsOffset ? .width : attr1, second: second,
            hasSecond: view2 != nil && !dropsSecond, secondIsOffset ? .width : secondAttribute,
            multiplier, c, offsets: [anchors.0?.offsetEnd, dropsSecond ? nil : anchors.1?.offsetEnd])
        super.init()
    }

    /// Checks UIKit's rules, reporting the first one broken.
    /// An offset dimension is checked as a width; `offsets` are the anchors
    /// offset dimensions end at, whose items must be views or guides too.
    private static func validate(
        first: LayoutItem?, _ a1: Attribute, second: LayoutItem?, hasSecond: Bool,
        _ a2: Attribute, _ multiplier: CGFloat, _ constant: CGFloat,
        offsets: [AnyLayoutAnchor?]
    ) -> Bool {
        func refuse(_ why: String) -> Bool {
            Diagnostics.report("layout.invalidConstraint", "\(why); the constraint was made inactive and cannot be activated.")
            return false
        }
        guard let first else { return refuse("a constraint's first item must be a View or a LayoutGuide") }
        for end in offsets.compactMap({ $0 }) where !(end.item is LayoutItem) {
            return refuse("the anchor an offset dimension ends at (\(end.name)) must be a View's or a LayoutGuide's")
        }
        if hasSecond && second == nil { return refuse("a constraint's second item must be a View or a LayoutGuide") }
        guard multiplier.isFinite, constant.isFinite else {
            return refuse(
                "a constraint on \(first.layoutName).\(a1.name) has a non-finite multiplier (\(multiplier)) or constant (\(constant))"
            )
        }
        guard a1 != .notAnAttribute else { return refuse("a constraint's first attribute cannot be notAnAttribute") }
        guard second != nil else {
            guard a1.family == .dimension, a2 == .notAnAttribute else {
                return refuse(
                    "a constraint of \(first.layoutName).\(a1.name) with no second item must be of width or height against a constant (secondAttribute .notAnAttribute); a location needs another item"
                )
            }
            return true
        }
        guard a2 != .notAnAttribute else {
            return refuse("a constraint with a second item needs its attribute (\(first.layoutName).\(a1.name))")
        }
        guard a1.family == a2.family else {
            return refuse(
                "a constraint cannot relate \(a1.name) to \(a2.name): a location must be related to a location of the same axis, and a dimension to a dimension"
            )
        }
        if let d1 = a1.isDirectional, let d2 = a2.isDirectional, d1 != d2 {
            return refuse(
                "a constraint cannot be made between a leading/trailing attribute and a right/left attribute (\(a1.name), \(a2.name)); use leading/trailing for both or neither"
            )
        }
        return true
    }

    /// Activates every constraint in `constraints` (`activate(_:)`): the
    /// same as setting `isActive` on each, in order.
    open class func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint in `constraints` (`deactivate(_:)`).
    open class func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// UIKit's log form: `<LayoutConstraint 'id' View.width == 100 @750 (active)>`.
    /// Read on the main actor (as every Flipbook object is used).
    open override var description: String { MainActor.assumeIsolated { describe() } }

    /// The text of `description`.
    private func describe() -> String {
        var text = "<\(kindName)"
        if let identifier { text += " '\(identifier)'" }
        text += " \(firstAnchor.name) \(relation.symbol) "
        var rhs: [String] = []
        if secondItem is LayoutItem, let secondAnchor {
            let term = secondAnchor.name
            rhs.append(multiplier == 1 ? term : "\(Self.format(multiplier))*\(term)")
        }
        if constant != 0 || rhs.isEmpty {
            if rhs.isEmpty {
                rhs.append(Self.format(constant))
            } else {
                rhs.append(constant < 0 ? "- \(Self.format(-constant))" : "+ \(Self.format(constant))")
            }
        }
        text += rhs.joined(separator: " ")
        if priority < .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
        text += isActive ? "   (active)>" : ">"
        return text
    }

    /// A number as UIKit's logs print it: no trailing ".0".
    nonisolated static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
    }
}
