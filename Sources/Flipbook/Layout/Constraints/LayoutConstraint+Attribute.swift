import Foundation

extension LayoutConstraint {
    /// A part of an item's layout that a constraint relates
    /// (`NSLayoutConstraint.Attribute`), with UIKit's raw values.
    ///
    /// Locations (`left`...`centerY`, the baselines, the margins) are in
    /// points in the coordinate space of the items' nearest common ancestor;
    /// `width` and `height` are lengths in points. Flipbook lays out left to
    /// right, so `leading` is `left` and `trailing` is `right`.
    public enum Attribute: Int, Sendable, CaseIterable {
        /// The left edge (`minX`).
        case left = 1
        /// The right edge (`maxX`).
        case right
        /// The top edge (`minY`).
        case top
        /// The bottom edge (`maxY`).
        case bottom
        /// The leading edge: the left edge (left-to-right layout).
        case leading
        /// The trailing edge: the right edge (left-to-right layout).
        case trailing
        /// The width, points.
        case width
        /// The height, points.
        case height
        /// The centre along x.
        case centerX
        /// The centre along y.
        case centerY
        /// The baseline of the last line of text (a label's); the bottom
        /// edge for views without text.
        case lastBaseline
        /// The baseline of the first line of text (a label's); the bottom
        /// edge for views without text.
        case firstBaseline
        /// The left edge inset by the view's `layoutMargins.left`.
        case leftMargin
        /// The right edge inset by `layoutMargins.right`.
        case rightMargin
        /// The top edge inset by `layoutMargins.top`.
        case topMargin
        /// The bottom edge inset by `layoutMargins.bottom`.
        case bottomMargin
        /// The leading edge inset by the leading margin.
        case leadingMargin
        /// The trailing edge inset by the trailing margin.
        case trailingMargin
        /// The centre along x of the margins' rectangle.
        case centerXWithinMargins
        /// The centre along y of the margins' rectangle.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint with no second
        /// item (`width == 100`).
        case notAnAttribute = 0

        /// UIKit's older name for `lastBaseline`.
        public static let baseline = Attribute.lastBaseline

        /// The axis family, for the rule that a constraint relates
        /// attributes of one family.
        enum Family { case x, y, dimension, none }

        /// Which family the attribute is in.
        var family: Family {
            switch self {
            case .left, .right, .leading, .trailing, .centerX,
                .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .x
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline,
                .topMargin, .bottomMargin, .centerYWithinMargins:
                return .y
            case .width, .height: return .dimension
            case .notAnAttribute: return .none
            }
        }

        /// The same edge without margins (`leftMargin` → `left`), and
        /// whether it had them.
        var withoutMargins: (attribute: Attribute, isMargin: Bool) {
            switch self {
            case .leftMargin: return (.left, true)
            case .rightMargin: return (.right, true)
            case .topMargin: return (.top, true)
            case .bottomMargin: return (.bottom, true)
            case .leadingMargin: return (.leading, true)
            case .trailingMargin: return (.trailing, true)
            case .centerXWithinMargins: return (.centerX, true)
            case .centerYWithinMargins: return (.centerY, true)
            default: return (self, false)
            }
        }

        /// Whether the attribute is written with leading/trailing (true),
        /// left/right (false), or neither (nil); UIKit refuses to mix the two.
        var isDirectional: Bool? {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: return true
            case .left, .right, .leftMargin, .rightMargin: return false
            default: return nil
            }
        }

        /// UIKit's name, as constraint descriptions show it.
        var name: String { String(describing: self) }
    }
}
