import Flipbook
import Foundation

/// One constraint of a scene document, written in the compact anchor form
/// `first.attribute relation [multiplier *] second.attribute [± constant] [@priority]`
/// or `first.attribute relation constant [@priority]` (docs/scene-format.md,
/// "Constraints").
///
/// Items are names resolved in the view that declares the constraint:
/// ``SceneConstraint/superItem`` (that view), ``SceneConstraint/safeItem``
/// (its safe-area guide), ``SceneConstraint/marginsItem`` (its margins
/// guide), or the id of a view inside it. Constants are points; the
/// priority is 1...1000 (1000, required, when not written).
public struct SceneConstraint: Equatable, Sendable {
    /// One side: an item's name and an attribute.
    public struct Anchor: Equatable, Sendable {
        /// The item's name: ``SceneConstraint/superItem``, ``SceneConstraint/safeItem``, ``SceneConstraint/marginsItem`` or a view id.
        public var item: String
        /// The attribute constrained (`LayoutConstraint.Attribute`).
        public var attribute: LayoutConstraint.Attribute
        /// An anchor of `item`'s `attribute`.
        public init(item: String, attribute: LayoutConstraint.Attribute) {
            self.item = item
            self.attribute = attribute
        }
    }

    /// The declaring view.
    public static let superItem = "super"
    /// The declaring view's `safeAreaLayoutGuide`.
    public static let safeItem = "safe"
    /// The declaring view's `layoutMarginsGuide`.
    public static let marginsItem = "margins"

    /// The constrained side.
    public var first: Anchor
    /// `==`, `<=` or `>=`.
    public var relation: LayoutConstraint.Relation
    /// Dimensionless; 1 unless written.
    public var multiplier: Double = 1
    /// Nil for a size against a constant (`card.width == 200`).
    public var second: Anchor?
    /// Points.
    public var constant: Double = 0
    /// 1...1000.
    public var priority: Float = 1000
    /// The text as written, for descriptions.
    public var text: String

    /// A constraint `first relation second * multiplier + constant`, with multiplier 1, constant 0 and priority 1000 until set.
    public init(first: Anchor, relation: LayoutConstraint.Relation, second: Anchor?, text: String) {
        self.first = first
        self.relation = relation
        self.second = second
        self.text = text
    }
}
