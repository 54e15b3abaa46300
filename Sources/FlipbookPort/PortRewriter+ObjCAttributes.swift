import SwiftParser
import SwiftSyntax

/// Removing what only the Objective-C runtime gives a meaning: `@objc`,
/// `@objcMembers`, Interface Builder's and Core Data's attributes, `dynamic`.
extension PortRewriter {
    func cast<D: DeclSyntaxProtocol>(_ decl: DeclSyntax, _ type: D.Type) -> D { decl.as(D.self)! }

    /// The attributes that only the Objective-C runtime (or Interface Builder
    /// and Core Data, through it) gives a meaning, with what the report says of each.
    static let removedAttributes: [String: (PortNote.Severity, String)] = [
        "objc": (.note, "there is no Objective-C runtime; Swift calls the declaration directly"),
        "objcMembers": (.note, "there is no Objective-C runtime; Swift calls the declaration directly"),
        "IBAction": (
            .note,
            "Interface Builder connects actions through the Objective-C runtime; the method stays, to be called or passed as a method reference"
        ),
        "IBOutlet": (
            .note, "Interface Builder sets outlets through the Objective-C runtime; the property stays, to be set in code"
        ),
        "IBInspectable": (
            .note, "Interface Builder sets inspectable properties through the Objective-C runtime; the property stays"
        ),
        "IBDesignable": (.note, "Interface Builder renders designable views through the Objective-C runtime; the class stays"),
        "IBSegueAction": (.note, "Interface Builder calls segue actions through the Objective-C runtime; the method stays"),
        "NSManaged": (
            .warning,
            "the Objective-C runtime supplied this property's storage at run time (Core Data, or a CALayer subclass's animatable property); give it storage or accessors (`var progress: CGFloat = 0`): Flipbook's layers keep an unknown key's value (`setValue(_:forKey:)`) but do not animate it"
        ),
    ]

    /// `decl` without its `dynamic` modifier: Objective-C message dispatch,
    /// which key-value observing and swizzling of the declaration needed.
    /// Flipbook's key-value observing observes UIKit's own properties.
    func strippingDynamic<D: DeclSyntaxProtocol & WithModifiersSyntax & WithAttributesSyntax>(_ decl: D, reportingOn original: D)
        -> D
    {
        guard let index = decl.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.dynamic) }),
            let originalModifier = original.modifiers.first(where: { $0.name.tokenKind == .keyword(.dynamic) })
        else { return decl }
        report(
            originalModifier, .note,
            "removed 'dynamic': it asked for Objective-C message dispatch (for key-value observing or swizzling); Swift dispatches the declaration itself"
        )
        let removed = decl.modifiers[index]
        let isFirstToken = index == decl.modifiers.startIndex && decl.attributes.isEmpty
        var result = decl
        result.modifiers = decl.modifiers.filter { $0.id != removed.id }
        // The token after it (another modifier, or `var`/`func`) takes its place on the line.
        if isFirstToken { result.leadingTrivia = removed.leadingTrivia }
        return result
    }

    /// `decl` without its `@objc`, `@objc(name)` and `@objcMembers` attributes,
    /// its first remaining token taking the removed attribute's indentation.
    /// Notes are placed on `original`, the declaration as it is in the file
    /// (`decl` may be a rewritten copy, whose positions are its own).
    func strippingObjC<D: DeclSyntaxProtocol & WithAttributesSyntax>(_ decl: D, reportingOn original: D) -> D {
        var kept: [AttributeListSyntax.Element] = []
        var leading: Trivia?
        for (element, originalElement) in zip(decl.attributes, original.attributes) {
            if case .attribute(let attribute) = element, case .attribute(let originalAttribute) = originalElement {
                let name = attribute.attributeName.trimmedDescription
                if let (severity, message) = Self.removedAttributes[name] {
                    report(originalAttribute, severity, "removed '\(attribute.trimmedDescription)': \(message)")
                    if kept.isEmpty, leading == nil { leading = attribute.leadingTrivia }
                    continue
                }
            }
            kept.append(element)
        }
        guard kept.count != decl.attributes.count else { return decl }
        var result = decl
        result.attributes = AttributeListSyntax(kept)
        if let leading { result.leadingTrivia = leading }
        return result
    }
}
