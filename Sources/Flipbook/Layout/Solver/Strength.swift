extension Cassowary {
    /// How much the solver cares about a constraint: a priority level and a
    /// weight inside that level.
    ///
    /// Strengths compare lexicographically, not as weighted sums: the solver
    /// keeps one objective per level and minimises them highest level first,
    /// so an error of any size at one level outweighs any errors, however
    /// many, at all lower levels (Auto Layout's rule that a higher priority
    /// always wins). Within one level the errors, multiplied by their
    /// weights, are added up. Level 1000 is required: such a constraint has
    /// no error variable and must hold exactly.
    struct Strength: Hashable, Sendable {
        /// The priority level, 1...1000 (1000 = required).
        let level: Double
        /// The factor of this constraint's error within its level (> 0;
        /// 1 unless stated).
        let weight: Double

        /// The strength of `priority` (clamped to 1...1000; NaN → 1) with
        /// `weight` (non-positive or non-finite weights become 1).
        init(_ priority: LayoutPriority, weight: Double = 1) {
            let raw = Double(priority.rawValue)
            level = raw.isNaN ? 1 : min(1000, max(1, raw))
            self.weight = (weight.isFinite && weight > 0) ? weight : 1
        }

        /// Required: the constraint must hold.
        static let required = Strength(.required)

        /// Whether this is the required level (1000).
        var isRequired: Bool { level >= 1000 }
    }
}
