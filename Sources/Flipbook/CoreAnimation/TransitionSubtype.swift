import Foundation

/// The direction of a motion-based ``Transition`` (`CATransitionSubtype`):
/// the side of the layer the transition begins at. Motion runs away from
/// that side, so `fromRight` moves content leftwards. Sides are on screen
/// (y grows downwards): `fromTop` moves content down.
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Begins at the right side: content moves left.
    public static let fromRight = TransitionSubtype(rawValue: "fromRight")
    /// Begins at the left side: content moves right.
    public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
    /// Begins at the top: content moves down.
    public static let fromTop = TransitionSubtype(rawValue: "fromTop")
    /// Begins at the bottom: content moves up.
    public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")

    /// The unit direction content moves in, in bounds units (y down);
    /// `fromLeft`'s for an unknown subtype.
    public var motion: CGVector {
        switch self {
        case .fromRight: return CGVector(dx: -1, dy: 0)
        case .fromTop: return CGVector(dx: 0, dy: 1)
        case .fromBottom: return CGVector(dx: 0, dy: -1)
        default: return CGVector(dx: 1, dy: 0)
        }
    }
}
