import Foundation

extension StackView {
    /// How a stack view sizes and places its arranged views along its axis
    /// (`UIStackView.Distribution`), with UIKit's raw values.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The views fill the axis: they keep their intrinsic sizes as far as
        /// their hugging and compression resistance priorities say; the view
        /// with the lowest hugging priority stretches (the lowest compression
        /// resistance shrinks), and a tie goes to the earliest arranged view.
        case fill = 0
        /// Every visible view gets the same size along the axis, and together
        /// they fill it (`UISV-fill-equally`, required).
        case fillEqually
        /// The visible views share the axis, less the spacing, in proportion
        /// to their intrinsic sizes (`UISV-fill-proportionally` at 999). When
        /// a visible view has no intrinsic size along the axis, as `.fill`.
        case fillProportionally
        /// The views keep their sizes as in `.fill`; the gaps between them are
        /// all equal and at least the spacing (`UISV-distributing` guides).
        case equalSpacing
        /// The distances between the views' centres are all equal (at 999),
        /// and the gaps at least the spacing.
        case equalCentering
    }
}
