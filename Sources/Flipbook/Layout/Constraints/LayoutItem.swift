import Foundation

/// Something a constraint can relate: a ``View`` or a ``LayoutGuide``.
///
/// Internal: UIKit types constraint items as `Any`; the engine needs the
/// coordinate space an item's frame is in and a name for diagnostics.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose bounds space this item's frame is in: a view's
    /// superview, a guide's owning view; nil when there is none.
    var layoutContainer: View? { get }
    /// How constraint descriptions name the item (`Label('title')`).
    var layoutName: String { get }
}

extension View: LayoutItem {
    var layoutContainer: View? { superview }
    var layoutName: String {
        accessibilityIdentifier.map { "\(kindName)('\($0)')" } ?? kindName
    }
}

extension LayoutItem {
    /// The views whose coordinate spaces hold this item, innermost first: a
    /// view and its ancestors; a guide's owning view and its ancestors.
    var enclosingViews: [View] {
        var result: [View] = []
        var view: View? = (self as? View) ?? layoutContainer
        while let v = view {
            result.append(v)
            view = v.superview
        }
        return result
    }
}
