import SwiftSyntax

/// Moves the `override` members of a class's extensions into the class's
/// own declaration, when the class is declared in the same file.
///
/// On Apple platforms UIKit's methods are Objective-C methods, dispatched by
/// the runtime, so a subclass may override them in an extension
/// (`extension SheetController { override func viewWillTransition(...) }`).
/// Swift without the Objective-C runtime overrides only in the class body
/// ("declared in 'PresentationController' cannot be overridden from extension").
/// Members keep their text; an extension left with nothing, no conformances
/// and no attributes is removed. An override in an extension of a class
/// declared in another file is left as it is and reported.
///
/// Runs on the tree ``PortRewriter`` made, reporting at the places the
/// original file has (`places`: the original positions of the override
/// members of each extension of a same-file class, in file order).
final class ExtensionOverrideMover {
    private let file: String
    private(set) var notes: [PortNote] = []

    init(file: String) { self.file = file }

    /// The members to move, as the original file has them: for each top-level
    /// extension of a class declared at the top level of the file, in order,
    /// the positions of its `override` members; and the overrides in
    /// extensions of classes declared elsewhere (reported as warnings).
    struct Plan {
        var moves: [[SourceLocation]] = []
        var elsewhere: [(SourceLocation, String)] = []
    }

    static func plan(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> Plan {
        let classes = topLevelClassNames(tree)
        var plan = Plan()
        for item in tree.statements {
            guard let ext = item.item.as(ExtensionDeclSyntax.self) else { continue }
            let overrides = ext.memberBlock.members.filter { $0.decl.isOverride }
            guard !overrides.isEmpty else { continue }
            if let name = ext.simpleExtendedName, classes.contains(name), ext.genericWhereClause == nil {
                plan.moves.append(overrides.map { $0.decl.startLocation(converter: converter) })
            } else {
                for member in overrides {
                    plan.elsewhere.append((member.decl.startLocation(converter: converter), ext.extendedType.trimmedDescription))
                }
            }
        }
        return plan
    }

    /// `tree` (the rewritten file) with the planned members moved.
    func move(_ tree: SourceFileSyntax, plan: Plan) -> SourceFileSyntax {
        for (place, name) in plan.elsewhere {
            notes.append(
                PortNote(
                    file: file, line: place.line, column: place.column, severity: .warning,
                    message:
                        "an override in an extension of '\(name)', a class declared in another file, was not ported: without the Objective-C runtime Swift overrides only in the class body; move it there"
                ))
        }
        guard !plan.moves.isEmpty else { return tree }
        let classes = Self.topLevelClassNames(tree)
        var moved: [String: [MemberBlockItemSyntax]] = [:]
        var remaining = plan.moves[...]
        var items: [CodeBlockItemSyntax] = []
        for item in tree.statements {
            guard var ext = item.item.as(ExtensionDeclSyntax.self),
                let name = ext.simpleExtendedName, classes.contains(name), ext.genericWhereClause == nil,
                ext.memberBlock.members.contains(where: { $0.decl.isOverride }),
                let places = remaining.popFirst()
            else {
                items.append(item)
                continue
            }
            var kept: [MemberBlockItemSyntax] = []
            for member in ext.memberBlock.members {
                if member.decl.isOverride { moved[name, default: []].append(member) } else { kept.append(member) }
            }
            for place in places {
                notes.append(
                    PortNote(
                        file: file, line: place.line, column: place.column, severity: .note,
                        message:
                            "this override moved from an extension into the body of class '\(name)': without the Objective-C runtime Swift overrides only there"
                    ))
            }
            let isBare = ext.inheritanceClause == nil && ext.attributes.isEmpty
            if kept.isEmpty && isBare { continue }
            ext.memberBlock.members = MemberBlockItemListSyntax(kept)
            items.append(item.with(\.item, .decl(DeclSyntax(ext))))
        }
        items = items.map { item in
            guard var decl = item.item.as(ClassDeclSyntax.self), let members = moved[decl.name.text] else { return item }
            decl.memberBlock.members = MemberBlockItemListSyntax(Array(decl.memberBlock.members) + members)
            return item.with(\.item, .decl(DeclSyntax(decl)))
        }
        var result = tree
        result.statements = CodeBlockItemListSyntax(items)
        return result
    }

    private static func topLevelClassNames(_ tree: SourceFileSyntax) -> Set<String> {
        Set(tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
    }
}

extension ExtensionDeclSyntax {
    /// The extended type's name when it is a plain identifier (`Sheet`, not `Outer.Sheet` or `Box<T>`).
    var simpleExtendedName: String? {
        guard let type = extendedType.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil else { return nil }
        return type.name.text
    }
}

extension DeclSyntax {
    /// True for a declaration with the `override` modifier.
    var isOverride: Bool {
        asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } == true
    }
}
