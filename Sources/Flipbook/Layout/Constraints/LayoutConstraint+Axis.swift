import Foundation

extension LayoutConstraint {
    /// A layout direction (`NSLayoutConstraint.Axis`), for content hugging
    /// and compression resistance priorities.
    public enum Axis: Int, Sendable, CaseIterable {
        /// Along x: widths.
        case horizontal = 0
        /// Along y: heights.
        case vertical = 1
    }
}
