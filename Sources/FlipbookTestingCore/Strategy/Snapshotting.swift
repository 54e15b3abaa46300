import Foundation

/// How to turn a `Value` into a comparable, storable `Format`: a snapshot
/// closure, a file extension and a ``Diffing``.
///
/// Strategies derive from each other with ``pullback(_:)``: the film frame
/// strategy is the render-tree strategy pulled back over `FilmFrame.tree`.
///
/// ```swift
/// let trace: Snapshotting<Film, String> = .lines.pullback { FilmTrace.text(for: $0) }
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    /// The golden file's extension, without the dot.
    public var pathExtension: String
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the format from a value (renders, prints...).
    public var snapshot: @Sendable (Value) throws -> Format

    /// A strategy storing `.pathExtension` files compared by `diffing`, made by `snapshot`.
    public init(
        pathExtension: String, diffing: Diffing<Format>,
        snapshot: @escaping @Sendable (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue` that first transforms it into a `Value`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format>
    {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
    }
}

extension Snapshotting where Value == Format {
    /// The identity strategy: the value is its own format.
    public init(pathExtension: String, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
