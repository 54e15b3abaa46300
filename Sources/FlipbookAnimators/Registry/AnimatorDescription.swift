import Foundation

/// A registered animator as `flipbook list` shows it.
public struct AnimatorDescription: Hashable, Sendable {
    /// The name scene documents and `AnimatorRegistry.make` use.
    public let name: String
    /// One line: what the animator does.
    public let summary: String
    /// The parameters the animator takes, in the order `flipbook list` shows them.
    public let parameters: [AnimatorParameter]

    /// The parameter called `name`, if declared.
    public func parameter(_ name: String) -> AnimatorParameter? { parameters.first { $0.name == name } }

    /// `name  summary`, then `  parameter: kind = default  summary` per parameter.
    public var listing: String {
        var lines = ["\(name)  \(summary)"]
        for p in parameters {
            lines.append("  \(p.name): \(p.kind.summary) = \(p.defaultValue)  \(p.summary)")
        }
        return lines.joined(separator: "\n")
    }
}
