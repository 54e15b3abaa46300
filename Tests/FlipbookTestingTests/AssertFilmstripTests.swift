import Flipbook
import FlipbookCairo
import Foundation
import Synchronization
import Testing

@testable import FlipbookTesting
@testable import FlipbookTestingCore

/// `assertFilmstrip` itself: reports through Swift Testing at the call site,
/// and passes against the golden committed beside this file
/// (`__Filmstrips__/AssertFilmstripTests/slide/`).
@Suite @MainActor struct AssertFilmstripTests {
    @Test func passesAgainstTheCommittedGolden() {
        let result = assertFilmstrip(GoldenFixture.film(), named: "slide", sampling: .evenly(5))
        #expect(result.passed)
        #expect(result.goldenFolder.path.hasSuffix("Tests/FlipbookTestingTests/__Filmstrips__/AssertFilmstripTests/slide"))
        #expect(result.frames.map(\.index) == [0, 2, 5, 7, 9])
    }

    @Test func aMismatchIsRecordedAsAnIssueAtTheCallSite() throws {
        let box = try Sandbox()
        _ = box.verify(GoldenFixture.film(), record: .missing)
        let messages = Mutex<[String]>([])
        let line = #line + 3
        withFlipbookTesting(artifacts: box.artifacts) {
            withKnownIssue {
                assertFilmstrip(
                    GoldenFixture.film(color: .blue), named: "strip", sampling: .all, record: .never,
                    goldensDirectory: box.goldens)
            } matching: { issue in
                messages.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
                return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AssertFilmstripTests.swift"
            }
        }
        let texts = messages.withLock { $0 }
        #expect(texts.count == 1)
        #expect(texts.first?.contains("Filmstrip 'strip' does not match its golden") == true)
        #expect(
            texts.first?.contains(
                "accept it with: FLIPBOOK_RECORD=failed swift test --filter 'AssertFilmstripTests/aMismatchIsRecordedAsAnIssueAtTheCallSite\\('"
            ) == true)
    }

    @Test func aNewRecordingIsAnIssue() throws {
        let box = try Sandbox()
        withKnownIssue {
            assertFilmstrip(GoldenFixture.film(), named: "fresh", record: .missing, goldensDirectory: box.goldens)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Recorded a new golden 'fresh'")
        }
        #expect(fileExists(box.golden("fresh").appendingPathComponent("manifest.json")))
    }

    @Test func contextNamesAndPaths() {
        let swiftTesting = TestContext(
            filePath: "/p/Tests/T/FooTests.swift", function: "bar()", swiftTestingName: ["FooSuite", "bar()"])
        #expect(swiftTesting.testName == "FooSuite.bar")
        #expect(swiftTesting.acceptCommand == "FLIPBOOK_RECORD=failed swift test --filter 'FooSuite/bar\\('")
        #expect(swiftTesting.defaultGoldensFolder.path == "/p/Tests/T/__Filmstrips__/FooTests")
        let xctest = TestContext(filePath: "/p/Tests/T/FooTests.swift", function: "testBar()")
        #expect(xctest.testName == "FooTests.testBar")
        #expect(xctest.acceptCommand == "FLIPBOOK_RECORD=failed swift test --filter '/testBar$'")
        // The package root is found from the file's path.
        let here = TestContext(filePath: #filePath, function: "x")
        #expect(FileManager.default.fileExists(atPath: here.packageRoot.appendingPathComponent("Package.swift").path))
        #expect(
            here.artifactsRoot(environment: [:]).path == here.packageRoot.appendingPathComponent(".build/flipbook-artifacts").path
        )
    }
}
