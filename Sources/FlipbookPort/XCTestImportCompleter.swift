import SwiftParser
import SwiftSyntax

/// Adds `import UIKit` beside `import XCTest` in a file that does not
/// import UIKit itself (``Porter`` applies it to every file).
///
/// On iOS the XCTest module brings UIKit's names with it (its headers import
/// UIKit), so a test file that imports only XCTest and the library under
/// test names `UIView`, `UIImage` or `NSLayoutConstraint` (Drops' suite,
/// Tests/Corpus/Drops). Linux's XCTest brings Foundation only, so such a file
/// stops compiling there; the `UIKit` product has the names. The import is
/// added on the line of `import XCTest` (`import XCTest; import UIKit`),
/// wherever that import is (at the top level or inside an `#if`), so line
/// numbers stay those of the original file. A file that already imports
/// UIKit, or no XCTest, is left as it is; so is a ported file.
enum XCTestImportCompleter {
    /// What `flipbook port` reports at the completed import.
    static let note = "added 'import UIKit': on iOS the XCTest module brings UIKit's names, which Linux's XCTest lacks"

    /// The `import XCTest` declarations of `tree` that need `import UIKit`
    /// beside them; empty when the file imports UIKit or no XCTest.
    static func importsToComplete(in tree: some SyntaxProtocol) -> [ImportDeclSyntax] {
        let finder = ImportFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.imports.contains(where: { moduleName($0) == "UIKit" }) else { return [] }
        return finder.imports.filter { moduleName($0) == "XCTest" }
    }

    /// `text` with `; import UIKit` after each of its ``importsToComplete(in:)``
    /// (the same text when there is none).
    static func completing(_ text: String) -> String {
        let tree = Parser.parse(source: text)
        let imports = importsToComplete(in: tree)
        guard !imports.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for decl in imports.reversed() {
            let end = decl.endPositionBeforeTrailingTrivia.utf8Offset
            bytes.insert(contentsOf: Array("; import UIKit".utf8), at: end)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The module a plain `import M` names; nil for `import struct M.T`, `import M.Sub`.
    private static func moduleName(_ decl: ImportDeclSyntax) -> String? {
        decl.importKindSpecifier == nil && decl.path.count == 1 ? decl.path.first?.name.text : nil
    }

    /// Every import declaration of a file, inside `#if` clauses too.
    private final class ImportFinder: SyntaxVisitor {
        private(set) var imports: [ImportDeclSyntax] = []

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            imports.append(node)
            return .skipChildren
        }
    }
}
