import Foundation

/// How to store values of `Format` as files and how to compare two of them:
/// a small value of three closures, in the style of swift-snapshot-testing.
///
/// ```swift
/// let csv = Diffing<[Double]>(
///     toData: { Data($0.map { "\($0)" }.joined(separator: "\n").utf8) },
///     fromData: { String(decoding: $0, as: UTF8.self).split(separator: "\n").compactMap { Double($0) } },
///     diff: { expected, actual in expected == actual ? nil : DiffFailure(message: "values differ") })
/// ```
///
/// See also ``Snapshotting``, which says how to turn a value into a `Format`.
public struct Diffing<Format>: Sendable {
    /// The bytes of a golden file for a value.
    public var toData: @Sendable (Format) throws -> Data
    /// The value stored in a golden file; throws a readable error for bad bytes.
    public var fromData: @Sendable (Data) throws -> Format
    /// nil when `actual` matches `expected`, otherwise what differs.
    public var diff: @Sendable (_ expected: Format, _ actual: Format) -> DiffFailure?

    /// A diffing from its three functions.
    public init(
        toData: @escaping @Sendable (Format) throws -> Data,
        fromData: @escaping @Sendable (Data) throws -> Format,
        diff: @escaping @Sendable (_ expected: Format, _ actual: Format) -> DiffFailure?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// Why an actual value does not match its golden: a message for the test
/// log and files that help a reviewer (diff images, text diffs).
public struct DiffFailure: Sendable, Hashable {
    /// One or more lines that say what differs, with numbers.
    public var message: String
    /// Files for the failure report (expected, actual and diff images...).
    public var attachments: [DiffAttachment]
    /// For image comparisons: the pixels that differ under the metric.
    public var differingPixels: Int?

    /// A failure with a message, files for the report and, for images, the differing pixel count.
    public init(message: String, attachments: [DiffAttachment] = [], differingPixels: Int? = nil) {
        self.message = message
        self.attachments = attachments
        self.differingPixels = differingPixels
    }
}

/// A file attached to a ``DiffFailure``.
public struct DiffAttachment: Sendable, Hashable {
    /// What the file shows: `expected`, `actual`, `diff`, `trace.diff`...
    public var role: String
    /// The file extension, without the dot (`png`, `txt`, `diff`).
    public var pathExtension: String
    /// The file's bytes.
    public var data: Data

    /// An attachment of `data`, shown as `role`, saved with `pathExtension`.
    public init(role: String, pathExtension: String, data: Data) {
        self.role = role
        self.pathExtension = pathExtension
        self.data = data
    }
}
