import Foundation

/// What every layout anchor is, whatever its axis: an object standing for one
/// attribute of one view or layout guide, or for the distance between two
/// anchors of one axis (``LayoutXAxisAnchor/anchorWithOffset(to:)``).
///
/// UIKit's anchors are Objective-C objects whose generic parameter is erased,
/// so `constraint.firstAnchor` (typed `NSLayoutAnchor<AnyObject>`) is the very
/// object `view.heightAnchor` returned: `===` holds, `is
/// NSLayoutAnchor<NSLayoutDimension>` holds, and `==` (`Equatable` through
/// `NSObject`) compares them. Swift's generic classes are not erased, so
/// Flipbook's anchors share this non-generic base, which
/// ``LayoutConstraint/firstAnchor`` and ``LayoutConstraint/secondAnchor``
/// return: the same object the view or guide hands out (each view and guide
/// makes each of its anchors once), of its own class
/// (https://developer.apple.com/documentation/uikit/nslayoutanchor).
@preconcurrency @MainActor
open class AnyLayoutAnchor: NSObject {
    /// The view or guide, held weakly as UIKit does; for an offset dimension,
    /// the item of the anchor it starts at.
    nonisolated(unsafe) weak var item: AnyObject?
    /// The attribute this anchor stands for; for an offset dimension, the
    /// attribute of the anchor it starts at.
    nonisolated let attribute: LayoutConstraint.Attribute
    /// For an offset dimension (`start.anchorWithOffset(to: end)`), the anchor
    /// it ends at: the dimension is `end − start`, in points. Nil otherwise.
    nonisolated let offsetEnd: AnyLayoutAnchor?

    init(item: AnyObject?, attribute: LayoutConstraint.Attribute, offsetEnd: AnyLayoutAnchor? = nil) {
        self.item = item
        self.attribute = attribute
        self.offsetEnd = offsetEnd
        super.init()
    }

    /// The item's name and the attribute (`Label('title').leading`); an
    /// offset dimension reads `offset(View.top, View.bottom)`.
    public var name: String {
        let own = "\((item as? LayoutItem)?.layoutName ?? "nil").\(attribute.name)"
        guard let offsetEnd else { return own }
        return "offset(\(own), \(offsetEnd.name))"
    }

    /// Two anchors are equal when they stand for the same attribute of the
    /// same item (and, for offset dimensions, end at equal anchors).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AnyLayoutAnchor else { return false }
        if other === self { return true }
        return other.item === item && other.item != nil && other.attribute == attribute
            && type(of: other) == type(of: self) && other.offsetEnd == offsetEnd
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(item.map(ObjectIdentifier.init))
        hasher.combine(attribute)
        hasher.combine(offsetEnd?.hash)
        return hasher.finalize()
    }

    open override var description: String { MainActor.assumeIsolated { "<\(type(of: self)) \(name)>" } }
}

/// The anchors a view or guide has handed out, one per attribute, so that
/// `view.topAnchor === view.topAnchor` as in UIKit.
@MainActor
final class LayoutAnchorCache {
    private var anchors: [LayoutConstraint.Attribute: AnyLayoutAnchor] = [:]

    /// The anchor of `attribute`, made with `make` the first time.
    func anchor<A: AnyLayoutAnchor>(_ attribute: LayoutConstraint.Attribute, _ make: () -> A) -> A {
        if let a = anchors[attribute] as? A { return a }
        let a = make()
        anchors[attribute] = a
        return a
    }

    /// The anchor of `attribute` of `item` as that item hands it out (a view's
    /// or guide's own object); a new one for anything else.
    static func anchor(of item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> AnyLayoutAnchor {
        if let view = item as? View { return view.anchor(for: attribute) }
        if let guide = item as? LayoutGuide { return guide.anchor(for: attribute) }
        return AnyLayoutAnchor(item: item, attribute: attribute)
    }
}
