import Foundation
import Testing

/// docs/errors.md and the catalogue in Sources/FlipbookWorkflow/Errors/ErrorCatalogue.swift list the same codes.
struct ErrorCatalogueTests {
    static func codes(in text: String, pattern: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func theDocsListEveryCodeOfTheCatalogueOnce() throws {
        let source = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Sources/FlipbookWorkflow/Errors/ErrorCatalogue.swift"),
            encoding: .utf8)
        let docs = try String(contentsOf: CLI.packageRoot.appendingPathComponent("docs/errors.md"), encoding: .utf8)
        let inSource = try Self.codes(in: source, pattern: #"entry\(\s*"(FB-[A-Z0-9-]+)""#)
        let inDocs = try Self.codes(in: docs, pattern: #"^\| `(FB-[A-Z0-9-]+)` \|"#.replacingOccurrences(of: "^", with: "(?m)^"))
        #expect(inSource.count >= 30)
        #expect(Set(inSource).count == inSource.count, "a code appears twice in the catalogue")
        #expect(inDocs == inSource, "docs/errors.md and ErrorCatalogue.swift differ")
        // Every code the bad-input table expects exists.
        for row in BadInputTable.all { #expect(inSource.contains(row.code), "\(row.code) is not in the catalogue") }
    }
}
