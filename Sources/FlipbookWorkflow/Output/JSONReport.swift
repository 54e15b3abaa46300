import Foundation

/// What a command prints with `--json`: a Codable value whose `format`
/// names the kind of report (`flipbook-render`, `flipbook-result`...) and
/// whose `version` is its layout's number, raised when a field changes
/// meaning or goes (new optional fields keep it).
package protocol JSONReport: Encodable {
    /// The kind of report, such as `flipbook-render`.
    var format: String { get }
    /// The layout of the report; 1 for every report so far.
    var version: Int { get }
}

extension JSONReport {
    /// The report as JSON: sorted keys, slashes unescaped, pretty printed when `pretty`.
    package func text(pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
