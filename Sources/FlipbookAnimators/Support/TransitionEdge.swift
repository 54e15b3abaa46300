import Flipbook
import Foundation

/// An edge of the transition's container: where a view enters from or leaves through.
///
/// `leading` and `trailing` follow the layout direction: in left-to-right
/// layouts `leading` is the left edge and `trailing` the right one; in
/// right-to-left layouts they swap. So a `push` from the `trailing` edge (the
/// default) comes in from the right in English and from the left in Arabic,
/// as `UINavigationController` does.
public enum TransitionEdge: String, CaseIterable, Hashable, Sendable {
    /// The leading or trailing edge (by the layout direction), or a physical edge: left, right, top or bottom.
    case leading, trailing, left, right, top, bottom

    /// The physical edge in `direction`.
    public func resolved(for direction: LayoutDirection) -> TransitionEdge {
        switch (self, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.trailing, .leftToRight), (.leading, .rightToLeft): .right
        default: self
        }
    }

    /// The displacement, in points, that moves a view lying on `bounds` fully
    /// past this edge (for example `(width, 0)` for the right edge).
    func offset(in bounds: CGRect, direction: LayoutDirection) -> CGVector {
        switch resolved(for: direction) {
        case .left: CGVector(dx: -bounds.width, dy: 0)
        case .right: CGVector(dx: bounds.width, dy: 0)
        case .top: CGVector(dx: 0, dy: -bounds.height)
        default: CGVector(dx: 0, dy: bounds.height)
        }
    }
}

/// The reading direction that resolves `leading` and `trailing`
/// (`UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// Left to right (leading is left), or right to left (leading is right).
    case leftToRight, rightToLeft
}

/// Which way a symmetric animator runs.
public enum TransitionOperation: String, CaseIterable, Hashable, Sendable {
    /// `backward` when the from controller was presented by the to controller
    /// (a dismissal), `forward` otherwise (a presentation or a push).
    case auto
    /// The to view arrives above the from view.
    case forward
    /// The from view leaves, uncovering the to view below it.
    case backward
}

extension CGRect {
    func offsetBy(_ v: CGVector, times k: CGFloat = 1) -> CGRect { offsetBy(dx: v.dx * k, dy: v.dy * k) }
}
