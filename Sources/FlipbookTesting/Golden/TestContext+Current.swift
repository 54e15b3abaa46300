import FlipbookTestingCore
import Testing

extension TestContext {
    /// The context of the running test: Swift Testing's current test when there is one.
    static func current(filePath: String, function: String) -> TestContext {
        TestContext(filePath: filePath, function: function, swiftTestingName: Test.current?.id.nameComponents)
    }
}
