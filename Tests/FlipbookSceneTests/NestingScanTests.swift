import Testing

@testable import FlipbookScene

/// The nesting scan that guards Yams' recursion, with a small limit: each
/// position is where libyaml's event for the collection that goes past the
/// limit starts (checked against libyaml's own parser events when written).
struct NestingScanTests {
    func tooDeep(_ text: String, limit: Int) -> String? {
        var scanner = NestingScan.Scanner(limit: limit)
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            var scalars = Array(line)
            if scalars.last == "\r" { scalars.removeLast() }
            if let found = scanner.scan(scalars) { return "\(found.line + 1):\(found.column + 1)" }
        }
        return nil
    }

    @Test func blockMappingsAndSequencesNestByColumn() {
        let text = "a:\n  b:\n    - c: [1, [2]]\n"
        #expect(tooDeep(text, limit: 1) == "2:3")
        #expect(tooDeep(text, limit: 2) == "3:5")
        #expect(tooDeep(text, limit: 3) == "3:7")
        #expect(tooDeep(text, limit: 4) == "3:10")
        #expect(tooDeep(text, limit: 5) == "3:14")
        #expect(tooDeep(text, limit: 6) == nil)
    }

    @Test func aSequenceAtItsMappingsColumnNestsInIt() {
        let text = "a:\n- b: c\n  d:\n  - e\nx: y\n"
        #expect(tooDeep(text, limit: 2) == "2:3")
        #expect(tooDeep(text, limit: 3) == "4:3")
        #expect(tooDeep(text, limit: 4) == nil)
    }

    @Test func quotesCommentsAndBlockScalarsOpenNothing() {
        let text = "# [[[[\nz: |\n  [[[[\n  {{\nq: '[[ it''s'\nr: \"{{\\\"[\"\ns: it's [a]\nt: [it's, {u: v}]\n"
        #expect(tooDeep(text, limit: 2) == "8:11")
        #expect(tooDeep(text, limit: 3) == nil)
    }

    @Test func aCollectionStartsAtItsAnchorOrTag() {
        #expect(tooDeep("a: &x {b: c}\n", limit: 1) == "1:4")
        #expect(tooDeep("a: &x\n  b: c\n", limit: 1) == "1:4")
        #expect(tooDeep("a: !!map\n  b: c\n", limit: 1) == "1:4")
    }

    @Test func columnsCountCharactersAndCRLFEndsLines() {
        #expect(tooDeep("é: {ü: [ö]}\n", limit: 2) == "1:8")
        #expect(tooDeep("a:\r\n  b:\r\n    c: [1]\r\n", limit: 3) == "3:8")
    }
}
