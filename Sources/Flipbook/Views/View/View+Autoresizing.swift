import Foundation

/// Autoresizing (`autoresizingMask`): how a subview follows its superview's
/// change of size. The superview calls it from `layerDidChange(_:)` when its
/// bounds change size and ``View/autoresizesSubviews`` is true.
extension View {
    /// Moves and resizes this view for its superview's change of size from
    /// `old` to `new` (points), by its ``View/autoresizingMask``: the
    /// flexible parts of each axis share the change.
    func autoresize(from old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        let f = frame
        let (x, w) = AutoresizingMask.resolve(
            start: f.minX, length: f.width, end: old.width - f.maxX, delta: new.width - old.width,
            flexibleStart: autoresizingMask.contains(.flexibleLeftMargin),
            flexibleLength: autoresizingMask.contains(.flexibleWidth),
            flexibleEnd: autoresizingMask.contains(.flexibleRightMargin))
        let (y, h) = AutoresizingMask.resolve(
            start: f.minY, length: f.height, end: old.height - f.maxY, delta: new.height - old.height,
            flexibleStart: autoresizingMask.contains(.flexibleTopMargin),
            flexibleLength: autoresizingMask.contains(.flexibleHeight),
            flexibleEnd: autoresizingMask.contains(.flexibleBottomMargin))
        frame = CGRect(x: x, y: y, width: w, height: h)
    }
}
