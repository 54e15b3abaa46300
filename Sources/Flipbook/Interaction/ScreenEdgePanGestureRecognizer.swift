import Foundation

/// A pan that starts at an edge of the window (`UIScreenEdgePanGestureRecognizer`).
///
/// It takes part only when its touches come down within ``edgeMargin``
/// (20 pt) of one of ``edges`` of the window; otherwise it fails at once. It
/// begins when the touch has moved ``PanGestureRecognizer/hysteresis`` (10 pt)
/// away from that edge, at least as much away from it as along it, and fails
/// if it first moves that far mostly along the edge or back toward it.
/// With no edges set (the default, as in UIKit) it never begins.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a gesture may start from.
    public var edges: RectEdge = []
    /// How close to an edge, in points, a touch must come down.
    public static let edgeMargin: CGFloat = 20
    /// When true, ``edges`` name leading and trailing: in a right-to-left
    /// view `.left` means the right edge and the other way round (a
    /// navigation controller's back swipe comes from the leading edge).
    var followsLayoutDirection = false

    /// The selected edges the touch started near.
    private var startEdges: RectEdge = []

    open override func touchesBegan(_ touches: [Touch]) {
        let first = numberOfTouches == touches.count
        super.touchesBegan(touches)
        guard first, state == .possible else { return }
        let bounds = touches.first?.window?.bounds ?? .zero
        let p = startCentroid
        let m = Self.edgeMargin
        var near: RectEdge = []
        if p.x <= bounds.minX + m { near.insert(.left) }
        if p.x >= bounds.maxX - m { near.insert(.right) }
        if p.y <= bounds.minY + m { near.insert(.top) }
        if p.y >= bounds.maxY - m { near.insert(.bottom) }
        var selected = edges
        if followsLayoutDirection, view?.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            selected = edges.subtracting([.left, .right])
            if edges.contains(.left) { selected.insert(.right) }
            if edges.contains(.right) { selected.insert(.left) }
        }
        startEdges = near.intersection(selected)
        if startEdges.isEmpty { state = .failed }
    }

    override func beginDecision(from start: CGPoint, to current: CGPoint) -> BeginDecision {
        let dx = current.x - start.x
        let dy = current.y - start.y
        let h = PanGestureRecognizer.hysteresis
        var movedFar = false
        for (edge, inward, along) in [(RectEdge.left, dx, dy), (.right, -dx, dy), (.top, dy, dx), (.bottom, -dy, dx)]
        where startEdges.contains(edge) {
            if inward >= abs(along) {
                if inward >= h { return .begin }
            } else if hypot(dx, dy) >= h {
                movedFar = true
                continue
            }
            return .wait
        }
        return movedFar ? .fail : .wait
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
