import SwiftSyntax

extension AttributeListSyntax {
    /// True when the list holds `@name`.
    func containsAttribute(named name: String) -> Bool {
        contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == name }
            return false
        }
    }
}
