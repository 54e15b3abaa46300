import Foundation

/// How a scroll view's safe area adds to its content inset
/// (`UIScrollView.ContentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
    /// As ``scrollableAxes``, and the top and bottom are always adjusted
    /// when the scroll view is the root view of a controller shown by a
    /// navigation or tab bar controller.
    case automatic
    /// Top and bottom are adjusted when the content is taller than the view
    /// (or `alwaysBounceVertical`); left and right when it is wider (or
    /// `alwaysBounceHorizontal`).
    case scrollableAxes
    /// The safe area is never added.
    case never
    /// The safe area is always added, on every edge.
    case always

    /// Which pairs of edges take the safe area for `scrollView` now.
    @MainActor
    func adjustedEdges(of scrollView: ScrollView) -> (vertical: Bool, horizontal: Bool) {
        switch self {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes, .automatic:
            let size = scrollView.contentSize
            let bounds = scrollView.bounds.size
            var vertical = scrollView.alwaysBounceVertical || size.height > bounds.height
            let horizontal = scrollView.alwaysBounceHorizontal || size.width > bounds.width
            if self == .automatic, !vertical, let controller = scrollView.owningViewController {
                var p = controller.parent
                while let c = p, !vertical {
                    vertical = c is NavigationController || c is TabBarController
                    p = c.parent
                }
            }
            return (vertical, horizontal)
        }
    }
}
