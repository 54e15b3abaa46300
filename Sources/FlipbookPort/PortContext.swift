import SwiftParser
import SwiftSyntax

/// What the files being ported declare that changes how every file is
/// ported: the `@objc optional` function requirements of their protocols,
/// whose calls (`delegate?.sheetDidMove?(self)`) are rewritten wherever they are.
///
/// Collect it from every file first, then port each file with it.
public struct PortContext: Hashable, Sendable {
    /// The optional requirements found, by name and labels.
    public private(set) var optionalRequirements: Set<OptionalRequirement> = []
    /// The names of the read-only optional property requirements found
    /// (`@objc optional var title: String { get }`), whose reads `x?.title` are rewritten.
    public private(set) var optionalProperties: Set<String> = []
    /// Each class's first inherited type, by class name (`"SheetController": "UIViewController"`):
    /// what tells a subclass of a subclass of `UIViewController` in another file.
    public private(set) var superclasses: [String: String] = [:]

    /// An empty context: no optional requirements known yet.
    public init() {}

    /// Adds the optional requirements that `source` declares.
    public mutating func collect(from source: String) {
        let finder = OptionalRequirementFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        optionalRequirements.formUnion(finder.found)
        optionalProperties.formUnion(finder.properties)
        superclasses.merge(finder.superclasses) { first, _ in first }
    }
}

/// Finds `optional func` requirements in protocols.
final class OptionalRequirementFinder: SyntaxVisitor {
    private(set) var found: Set<OptionalRequirement> = []
    private(set) var properties: Set<String> = []
    private(set) var superclasses: [String: String] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let parent = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, superclasses[node.name.text] == nil
        {
            superclasses[node.name.text] = SuperInitCheck.unqualified(parent)
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.isOptional {
                found.insert(OptionalRequirement(function))
            } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.isOptional,
                variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                case .accessors(let accessors) = binding.accessorBlock?.accessors,
                accessors.count == 1, accessors.first?.accessorSpecifier.tokenKind == .keyword(.get)
            {
                properties.insert(name)
            }
        }
        return .skipChildren
    }
}

extension DeclModifierListSyntax {
    /// True when the list holds `optional`.
    var isOptional: Bool { contains { $0.name.tokenKind == .keyword(.optional) } }
}
