import FlipbookPort
import Foundation
import Testing

/// `flipbook port` adds `import CoreGraphics` to files that name Core
/// Graphics' types with only `import Foundation`, as Apple's Foundation
/// brings them (ViewAnimator's `Animation.swift`, Tests/Corpus/ViewAnimator).
@Suite struct FoundationImportTests {
    func port(_ source: String) throws -> PortedFile {
        var context = PortContext()
        context.collect(from: source)
        return try Porter(context: context).port(source, file: "Animation.swift")
    }

    @Test func aFoundationOnlyFileAlsoImportsCoreGraphicsOnTheSameLine() throws {
        let before = """
            //
            import Foundation

            public protocol Animation {
                var initialTransform: CGAffineTransform { get }
            }

            """
        let ported = try port(before)
        #expect(
            ported.text == """
                //
                import Foundation; import CoreGraphics

                public protocol Animation {
                    var initialTransform: CGAffineTransform { get }
                }

                """)
        #expect(
            ported.notes.map(\.description) == [
                "Animation.swift:2:1: note: added 'import CoreGraphics': on Apple platforms Foundation brings Core Graphics' names (CGAffineTransform, CGVector), which Linux's Foundation lacks"
            ])
    }

    @Test func aCommentAfterTheImportStaysAtTheEndOfTheLine() throws {
        let ported = try port("import Foundation // geometry\nlet t = CGAffineTransform.identity\n")
        #expect(ported.text == "import Foundation; import CoreGraphics // geometry\nlet t = CGAffineTransform.identity\n")
    }

    @Test(arguments: ["UIKit", "CoreGraphics", "QuartzCore"])
    func aFileThatImportsAModuleBringingCoreGraphicsIsLeftAlone(module: String) throws {
        let before = "import Foundation\nimport \(module)\nlet t = CGAffineTransform.identity\n"
        let ported = try port(before)
        #expect(ported.text == before)
        #expect(ported.notes.isEmpty)
    }

    @Test func filesWithoutFoundationOrWithASubmoduleImportAreLeftAlone() throws {
        for before in ["import Swift\nlet x = 1\n", "import struct Foundation.Date\nlet d = Date()\n", "let x = 1\n"] {
            let ported = try port(before)
            #expect(ported.text == before)
            #expect(ported.notes.isEmpty)
        }
    }

    @Test func portingTheResultAgainChangesNothing() throws {
        let once = try port("import Foundation\nlet t = CGAffineTransform.identity\n").text
        let twice = try port(once)
        #expect(twice.text == once)
        #expect(twice.notes.isEmpty)
    }
}
