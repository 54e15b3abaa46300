import SwiftSyntax

/// The name of a function requirement with its argument labels, as a call
/// spells it: `sheetDidMove(_:)`, `value(for:)`.
public struct OptionalRequirement: Hashable, Sendable, CustomStringConvertible {
    /// The function's base name, such as `sheetDidMove`.
    public var baseName: String
    /// One per parameter; `_` for an unlabelled one.
    public var labels: [String]

    /// A requirement named `baseName` with these argument labels (`_` for none).
    public init(baseName: String, labels: [String]) {
        self.baseName = baseName
        self.labels = labels
    }

    public var description: String { "\(baseName)(\(labels.map { "\($0):" }.joined()))" }

    /// The name a function declaration is called by.
    init(_ function: FunctionDeclSyntax) {
        baseName = function.name.text
        labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
    }

    /// The name a call uses: its base name and its arguments' labels.
    init?(call: FunctionCallExprSyntax, member: DeclReferenceExprSyntax) {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        baseName = member.baseName.text
        labels = call.arguments.map { $0.label?.text ?? "_" }
    }
}
