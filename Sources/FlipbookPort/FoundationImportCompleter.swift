import SwiftSyntax

/// Adds `import CoreGraphics` to a file that imports Foundation but neither
/// UIKit nor a Core Graphics module (``PortRewriter`` applies it to every file).
///
/// On Apple platforms Foundation brings Core Foundation's and Core Graphics'
/// geometry with it, so a file that only imports Foundation still names
/// `CGAffineTransform` (which Apple's documentation lists under Core
/// Foundation: https://developer.apple.com/documentation/corefoundation/cgaffinetransform)
/// or `CGVector`. Linux's Foundation has `CGFloat`, `CGPoint`, `CGSize` and
/// `CGRect` only, so such a file stops compiling there; the `UIKit`
/// product's `CoreGraphics` module has the rest. The import is added on the
/// line of `import Foundation` (`import Foundation; import CoreGraphics`), so
/// line numbers stay those of the original file. A file that already imports
/// UIKit, CoreGraphics or QuartzCore (which bring it), or no Foundation, is
/// left as it is; so is a ported file, which already imports CoreGraphics.
enum FoundationImportCompleter {
    /// Modules that bring Core Graphics' names with them under the `UIKit` product.
    static let bringingCoreGraphics: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore"]

    /// What `flipbook port` reports at the completed import.
    static let note =
        "added 'import CoreGraphics': on Apple platforms Foundation brings Core Graphics' names (CGAffineTransform, CGVector), which Linux's Foundation lacks"

    /// The top-level `import Foundation` of `tree` that needs `import
    /// CoreGraphics` beside it, nil when the file needs none.
    static func importToComplete(in tree: SourceFileSyntax) -> CodeBlockItemSyntax? {
        let modules = Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self).flatMap(moduleName) })
        guard modules.contains("Foundation"), modules.isDisjoint(with: bringingCoreGraphics) else { return nil }
        return tree.statements.first { item in item.item.as(ImportDeclSyntax.self).flatMap(moduleName) == "Foundation" }
    }

    /// `tree` with `import CoreGraphics` after its ``importToComplete(in:)``
    /// (the same tree when there is none).
    static func completing(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        guard let foundation = importToComplete(in: tree),
            let index = tree.statements.firstIndex(where: { $0.id == foundation.id })
        else { return tree }
        // A comment after `import Foundation` moves after the added import.
        let trailing = foundation.trailingTrivia
        var updated = foundation.with(\.trailingTrivia, [])
        updated.semicolon = .semicolonToken(trailingTrivia: .space)
        let added = CodeBlockItemSyntax(
            item: .decl(
                DeclSyntax(
                    ImportDeclSyntax(path: [ImportPathComponentSyntax(name: .identifier("CoreGraphics"))])
                        .with(\.importKeyword, .keyword(.import, trailingTrivia: .space))
                        .with(\.trailingTrivia, trailing))))
        var items = Array(tree.statements)
        let position = tree.statements.distance(from: tree.statements.startIndex, to: index)
        items[position] = updated
        items.insert(added, at: position + 1)
        return tree.with(\.statements, CodeBlockItemListSyntax(items))
    }

    /// The module a plain `import M` names; nil for `import struct M.T` and `import M.Sub`.
    private static func moduleName(_ decl: ImportDeclSyntax) -> String? {
        decl.importKindSpecifier == nil && decl.path.count == 1 ? decl.path.first?.name.text : nil
    }
}
