import Foundation

/// How a view's safe area follows its superview's, and how views hear of a
/// change (`safeAreaInsets`, `safeAreaInsetsDidChange()`).
///
/// Apple: "For other views in the view hierarchy, the insets reflect only the
/// portion of the view that is covered"
/// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
/// A subview's insets are therefore its superview's ``View/safeAreaInsets``
/// (the value the superview returns, an override included) clipped to the
/// subview's frame: on each edge where the superview's inset is not zero,
/// how far the subview reaches past the superview's safe rectangle, between
/// 0 and the subview's size, in points.
extension View {
    /// What ``View/safeAreaInsets`` returns unless a subclass overrides it.
    var computedSafeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        return SafeAreaQuery.run { safeAreaInsets(in: window).insets }
    }

    /// The insets, and where they come from.
    private func safeAreaInsets(in window: Window) -> SafeAreaQuery.Result {
        let key = ObjectIdentifier(self)
        if let known = SafeAreaQuery.computed[key] { return known }
        var result = windowBandInsets(in: window)
        var source = SafeAreaQuery.Source.window
        if window !== self, let parent = superview {
            let computed = parent.safeAreaInsets(in: window)
            // The value the superview gives (its override, if it has one); a
            // superview without one answers from the memo just filled.
            let shown = parent.safeAreaInsets
            if shown != computed.insets || computed.source == .followsSuperview {
                // An override here or above: the subview follows its
                // superview alone, as UIKit derives a subview's insets.
                source = .followsSuperview
                result = clipped(parent.convert(parent.bounds, to: self), insets: shown, to: .zero)
            } else if computed.source == .added {
                source = .added
                result = clipped(parent.convert(parent.bounds, to: self), insets: computed.insets, to: result)
            }
        }
        if let controller = owningViewController {
            let a = controller.safeAreaAddition
            if a != .zero {
                if source == .window { source = .added }
                result = EdgeInsets(
                    top: result.top + a.top, left: result.left + a.left,
                    bottom: result.bottom + a.bottom, right: result.right + a.right)
            }
        }
        let answer = SafeAreaQuery.Result(insets: result, source: source)
        SafeAreaQuery.computed[key] = answer
        return answer
    }

    /// `base` grown, on each edge where `insets` is not zero, to how far this
    /// view's bounds reach past the safe rectangle of `parentBounds` (given
    /// in this view's coordinates) inset by `insets`.
    private func clipped(_ pb: CGRect, insets p: EdgeInsets, to base: EdgeInsets) -> EdgeInsets {
        var result = base
        let b = bounds
        if p.top > 0 { result.top = max(result.top, max(0, min(b.height, pb.minY + p.top - b.minY))) }
        if p.left > 0 { result.left = max(result.left, max(0, min(b.width, pb.minX + p.left - b.minX))) }
        if p.bottom > 0 { result.bottom = max(result.bottom, max(0, min(b.height, b.maxY - (pb.maxY - p.bottom)))) }
        if p.right > 0 { result.right = max(result.right, max(0, min(b.width, b.maxX - (pb.maxX - p.right)))) }
        return result
    }

    /// The overlap of this view's frame with the window's unsafe edge bands.
    private func windowBandInsets(in window: Window) -> EdgeInsets {
        let insets = window.screenSafeAreaInsets
        if insets == .zero { return .zero }
        let b = window.bounds
        let f = window === self ? b : convert(bounds, to: window)
        return EdgeInsets(
            top: max(0, min(f.height, b.minY + insets.top - f.minY)),
            left: max(0, min(f.width, b.minX + insets.left - f.minX)),
            bottom: max(0, min(f.height, f.maxY - (b.maxY - insets.bottom))),
            right: max(0, min(f.width, f.maxX - (b.maxX - insets.right))))
    }

    /// Run by the view's layout pass, before `layoutSubviews()`: when the
    /// view's ``View/safeAreaInsets`` differ from those it was last told of,
    /// calls `safeAreaInsetsDidChange()` (for a controller's root view,
    /// followed by the controller's `viewSafeAreaInsetsDidChange()`) and
    /// marks the subviews for layout, so their insets, guides and
    /// `safeAreaInsetsDidChange()` follow in the same pass
    /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()).
    func reportSafeAreaIfChanged(controller: ViewController?) {
        if let controller, controller.viewIfLoaded === self {
            let before = controller.barsAndSafeArea.reportedSafeAreaInsets
            controller.reportSafeAreaIfChanged()
            if controller.barsAndSafeArea.reportedSafeAreaInsets != before { for s in subviews { s.setNeedsLayout() } }
            return
        }
        guard window != nil || autoLayoutStorage?.reportedSafeAreaInsets != nil else { return }
        let now = safeAreaInsets
        let last = autoLayoutStorage?.reportedSafeAreaInsets ?? .zero
        guard now != last else { return }
        autoLayout.reportedSafeAreaInsets = now
        safeAreaInsetsDidChange()
        for s in subviews { s.setNeedsLayout() }
    }
}

/// A memo of the insets computed during one safe-area query, so that asking
/// each superview for its (possibly overridden) `safeAreaInsets` costs one
/// pass up the tree, not one per level; emptied when the query ends.
@MainActor
enum SafeAreaQuery {
    /// Where a view's insets come from.
    enum Source {
        /// The window's unsafe bands over the view alone.
        case window
        /// The bands grown by additions of a controller at or above the view.
        case added
        /// A superview's (or higher view's) `safeAreaInsets` override.
        case followsSuperview
    }

    /// A view's computed insets, points, and their source.
    struct Result {
        var insets: EdgeInsets
        var source: Source
    }

    static var computed: [ObjectIdentifier: Result] = [:]
    private static var depth = 0

    static func run<T>(_ body: () -> T) -> T {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { computed.removeAll(keepingCapacity: true) }
        }
        return body()
    }
}
