extension Cassowary {
    /// An unknown of the linear system, such as one view's minimum x.
    ///
    /// Identity matters: two variables with the same name are different
    /// unknowns. `value` (points) is written only by
    /// `Solver.updateVariables()`; it is 0 until then.
    final class Variable {
        /// A name for diagnostics and tests; not used by the solver.
        let name: String
        /// The value from the last `Solver.updateVariables()` or
        /// `takeChangedVariables()`, in points.
        var value: Double = 0
        /// A number the variable's owner keeps with it (the layout engine:
        /// the index of the item it belongs to); the solver never reads it.
        var tag = -1

        /// A new unknown named `name`.
        init(_ name: String = "") { self.name = name }
    }
}

extension Cassowary.Variable: CustomStringConvertible {
    /// `name = value`.
    var description: String { "\(name) = \(value)" }
}
