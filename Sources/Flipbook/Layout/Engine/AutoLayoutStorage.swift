import Foundation

/// A view's Auto Layout state, made the first time the view takes part
/// (most views never do, and pay one nil pointer).
@MainActor
final class AutoLayoutStorage {
    /// `translatesAutoresizingMaskIntoConstraints` (true for views made in code).
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (`constraints`), in order.
    var installed: [LayoutConstraint] = []
    /// The engine of the view's tree, when the view is its root.
    var engine: LayoutEngine?
    /// The view's item in its tree's engine, when it has one.
    var item: LayoutEngine.Item?
    /// The guides added with `addLayoutGuide`.
    var guides: [LayoutGuide] = []
    /// `layoutMarginsGuide`, made on first use.
    var marginsGuide: LayoutGuide?
    /// `safeAreaLayoutGuide`, made on first use.
    var safeAreaGuide: LayoutGuide?
    /// The safe-area insets (points) last told to `safeAreaInsetsDidChange()`
    /// of a view that is not a controller's root view; nil until one was.
    var reportedSafeAreaInsets: EdgeInsets?
    /// `layoutMargins`, points (UIKit's default 8 on each side).
    var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Content hugging priorities, horizontal then vertical (250 each, as UIKit).
    var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    /// Compression resistance priorities, horizontal then vertical (750 each).
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    /// The subviews whose frames the engine changed since this view last
    /// laid out, in the order they changed: `layoutSubviews()` sets those,
    /// so a pass costs the views that move, not all the subviews.
    var scheduledSubviews: [LayoutEngine.Item] = []
    /// `setNeedsUpdateConstraints()` was called and `updateConstraints()` has not run since.
    var needsUpdateConstraints = false
    /// This view or a descendant needs `updateConstraints()`; when true, the
    /// superview's flag is true too.
    var subtreeNeedsUpdateConstraints = false
}
