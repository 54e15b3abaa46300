/// A file as ``Porter/port(_:file:)`` wrote it.
public struct PortedFile: Hashable, Sendable {
    /// The ported text.
    public var text: String
    /// A note per rewrite, a warning per construct left as it was, in source order.
    public var notes: [PortNote]
}
