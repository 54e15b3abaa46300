/// The incremental Cassowary constraint solver behind Auto Layout (Badros,
/// Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm", 2001): a namespace for `Variable`, `Expression`, `Constraint`,
/// `Strength`, `Symbol`, `Row` and `Solver`.
///
/// Internal to Flipbook; the public layout API (constraints, anchors) will be
/// built on it. Values are `Double`s in points.
///
/// Determinism: nothing here iterates a hashed collection. Symbols get ids in
/// the order the solver creates them, rows keep their cells sorted by id,
/// and every loop runs over arrays, so the same operations give the same
/// values, bit for bit, on every run.
enum Cassowary {
    /// Coefficients and constants whose magnitude is below this are treated
    /// as zero (1e-8): a row drops a cell whose coefficient falls below it,
    /// a restricted variable counts as negative (infeasible) only below
    /// `-epsilon`, and an unsatisfiable required constraint is one whose
    /// residual exceeds it. Layout values are points, at most about 1e5, so
    /// this is far below a visible difference and far above the rounding
    /// noise (about 1e-16 relative) of a few hundred pivots.
    static let epsilon = 1.0e-8

    /// Whether `value` is zero within `epsilon`.
    @inline(__always)
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
}
