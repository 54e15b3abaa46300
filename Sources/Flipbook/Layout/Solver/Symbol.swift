extension Cassowary {
    /// A column of the simplex tableau.
    ///
    /// Ids are given by one solver in creation order, starting at 0, and
    /// never reused; rows sort their cells by id and the solver breaks ties
    /// by lowest id (Bland's rule), which keeps pivoting deterministic and
    /// free of cycles.
    struct Symbol: Hashable, Comparable, Sendable {
        /// The kind of a column.
        enum Kind: UInt8, Sendable {
            /// A user `Variable`: unrestricted in sign.
            case external
            /// The slack of an inequality: ≥ 0.
            case slack
            /// The error of an optional constraint: ≥ 0, costs in the
            /// objective.
            case error
            /// The marker of a required equality: always 0, never enters
            /// the basis.
            case dummy
        }

        /// The creation index, unique within one solver.
        let id: Int
        /// What the column stands for.
        let kind: Kind

        /// Whether the column is restricted to non-negative values (every
        /// kind but `external`).
        var isRestricted: Bool { kind != .external }

        /// Orders by `id`.
        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    }
}
