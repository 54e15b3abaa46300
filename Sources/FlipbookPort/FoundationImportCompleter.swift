import SwiftParser
import SwiftSyntax

/// Adds `import CoreGraphics` to a file that imports Foundation but neither
/// UIKit nor a Core Graphics module.
///
/// On Apple platforms Foundation brings Core Foundation's and Core Graphics'
/// geometry with it, so a file that only imports Foundation still names
/// `CGAffineTransform` (which Apple's documentation lists under Core
/// Foundation: https://developer.apple.com/documentation/corefoundation/cgaffinetransform)
/// or `CGVector`. Linux's Foundation has `CGFloat`, `CGPoint`, `CGSize` and
/// `CGRect` only, so such a file stops compiling there; the `UIKit`
/// product's `CoreGraphics` module has the rest. The import is added on the line of `import Foundation`
/// (`import Foundation; import CoreGraphics`), so line numbers stay those of
/// the original file. A file that already imports UIKit, CoreGraphics,
/// QuartzCore (which bring it) or imports nothing of Foundation is left as it is.
struct FoundationImportCompleter {
    /// Modules that bring Core Graphics' names with them under the `UIKit` product.
    static let bringingCoreGraphics: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore"]

    let file: String

    /// `text` with the import added where needed, and a note for it.
    func complete(_ text: String) -> (text: String, notes: [PortNote]) {
        let tree = Parser.parse(source: text)
        var items = Array(tree.statements)
        let imports = items.compactMap { $0.item.as(ImportDeclSyntax.self) }
        let modules = Set(imports.compactMap { $0.importKindSpecifier == nil && $0.path.count == 1 ? $0.path.first?.name.text : nil })
        guard modules.contains("Foundation"), modules.isDisjoint(with: Self.bringingCoreGraphics),
              let index = items.firstIndex(where: { item in
                  guard let decl = item.item.as(ImportDeclSyntax.self) else { return false }
                  return decl.importKindSpecifier == nil && decl.path.count == 1 && decl.path.first?.name.text == "Foundation"
              }) else {
            return (text, [])
        }
        let place = items[index].startLocation(converter: SourceLocationConverter(fileName: file, tree: tree))
        let foundation = items[index]
        // The trivia after `import Foundation` (a comment) moves after the added import.
        let trailing = foundation.trailingTrivia
        var updated = foundation.with(\.trailingTrivia, [])
        updated.semicolon = .semicolonToken(trailingTrivia: .space)
        let added = CodeBlockItemSyntax(item: .decl(DeclSyntax(
            ImportDeclSyntax(path: [ImportPathComponentSyntax(name: .identifier("CoreGraphics"))])
                .with(\.importKeyword, .keyword(.import, trailingTrivia: .space))
                .with(\.trailingTrivia, trailing))))
        items[index] = updated
        items.insert(added, at: index + 1)
        let result = tree.with(\.statements, CodeBlockItemListSyntax(items)).description
        let note = PortNote(file: file, line: place.line, column: place.column, severity: .note,
                            message: "added 'import CoreGraphics': on Apple platforms Foundation brings Core Graphics' names (CGAffineTransform, CGVector), which Linux's Foundation lacks")
        return (result, [note])
    }
}
