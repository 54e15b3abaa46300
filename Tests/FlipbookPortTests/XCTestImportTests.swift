import FlipbookPort
import Foundation
import Testing

/// `flipbook port` adds `import UIKit` beside `import XCTest` in test files
/// that do not import UIKit, as iOS's XCTest brings UIKit's names (Drops'
/// suite, Tests/Corpus/Drops, names `UIView` with only `import XCTest`).
@Suite struct XCTestImportTests {
    func port(_ source: String) throws -> PortedFile {
        var context = PortContext()
        context.collect(from: source)
        return try Porter(context: context).port(source, file: "DropViewTests.swift")
    }

    @Test func aTestFileImportingOnlyXCTestAlsoImportsUIKitOnTheSameLine() throws {
        let before = """
            import XCTest
            @testable import Drops

            final class T: XCTestCase { func test() { _ = UIView() } }

            """
        let ported = try port(before)
        #expect(
            ported.text == """
                import XCTest; import UIKit
                @testable import Drops

                final class T: XCTestCase { func test() { _ = UIView() } }

                """)
        #expect(
            ported.notes.map(\.description) == [
                "DropViewTests.swift:1:1: note: added 'import UIKit': on iOS the XCTest module brings UIKit's names, which Linux's XCTest lacks"
            ])
    }

    @Test func anImportInsideAnIfClauseIsCompletedThere() throws {
        let ported = try port("#if os(iOS)\nimport XCTest // tests\n@testable import Drops\n#endif\n")
        #expect(ported.text == "#if canImport(UIKit)\nimport XCTest; import UIKit // tests\n@testable import Drops\n#endif\n")
        #expect(ported.notes.map { "\($0.line):\($0.column)" } == ["1:5", "2:1"])
    }

    @Test func filesThatImportUIKitOrNoXCTestAreLeftAlone() throws {
        for before in [
            "import UIKit\nimport XCTest\nimport ViewAnimator\n",
            "import XCTest\n#if canImport(UIKit)\nimport UIKit\n#endif\n",
            "@testable import Drops\n",
            "import struct XCTest.XCTestCase\n",
        ] {
            let ported = try port(before)
            #expect(ported.text == before)
            #expect(ported.notes.isEmpty)
        }
    }

    @Test func portingTwiceChangesNothingMore() throws {
        let once = try port("import XCTest\n")
        #expect(once.text == "import XCTest; import UIKit\n")
        let twice = try port(once.text)
        #expect(twice.text == once.text)
        #expect(twice.notes.isEmpty)
    }
}
