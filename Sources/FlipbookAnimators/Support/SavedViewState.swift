import Flipbook
import Foundation

/// The properties an animator may change on a view it does not own, saved
/// before the transition so they can be put back without animation.
@MainActor
struct SavedViewState {
    let view: View
    let bounds: CGRect
    let center: CGPoint
    let anchorPoint: CGPoint
    let transform: Transform3D
    let alpha: CGFloat
    let isHidden: Bool
    let cornerRadius: CGFloat
    let maskedCorners: CornerMask
    let clipsToBounds: Bool
    let shadowColor: Color?
    let shadowOpacity: Float
    let shadowRadius: CGFloat
    let shadowOffset: CGSize

    init(_ view: View) {
        self.view = view
        bounds = view.bounds
        center = view.center
        anchorPoint = view.anchorPoint
        transform = view.transform3D
        alpha = view.alpha
        isHidden = view.isHidden
        cornerRadius = view.layer.cornerRadius
        maskedCorners = view.layer.maskedCorners
        clipsToBounds = view.clipsToBounds
        shadowColor = view.layer.shadowColor
        shadowOpacity = view.layer.shadowOpacity
        shadowRadius = view.layer.shadowRadius
        shadowOffset = view.layer.shadowOffset
    }

    /// Puts every saved property back; with `keepingGeometry`, the frame,
    /// transform and alpha the transition left stay (an arriving view's end state).
    func restore(keepingGeometry: Bool = false) {
        View.performWithoutAnimation {
            if !keepingGeometry {
                view.transform3D = transform
                view.anchorPoint = anchorPoint
                view.bounds = bounds
                view.center = center
                view.alpha = alpha
            }
            view.isHidden = isHidden
            view.layer.cornerRadius = cornerRadius
            view.layer.maskedCorners = maskedCorners
            view.clipsToBounds = clipsToBounds
            view.layer.shadowColor = shadowColor
            view.layer.shadowOpacity = shadowOpacity
            view.layer.shadowRadius = shadowRadius
            view.layer.shadowOffset = shadowOffset
        }
    }
}
