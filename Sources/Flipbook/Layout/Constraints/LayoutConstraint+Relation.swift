import Foundation

extension LayoutConstraint {
    /// How the first attribute compares with the second
    /// (`NSLayoutConstraint.Relation`), with UIKit's raw values.
    public enum Relation: Int, Sendable, CaseIterable {
        /// `first <= multiplier × second + constant`.
        case lessThanOrEqual = -1
        /// `first == multiplier × second + constant`.
        case equal = 0
        /// `first >= multiplier × second + constant`.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }
}
