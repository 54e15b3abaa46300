import Foundation

/// Runs `audit` and fails the running test (Swift Testing or XCTest) with
/// its first violations when an invariant does not hold. Pictures of each
/// violation go to `.build/flipbook-artifacts/<test>/<audit name>/` (or
/// `$FLIPBOOK_ARTIFACTS`, or the scope's folder).
@MainActor
@discardableResult
public func assertAudit(
    _ audit: FilmAudit, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) -> FilmAuditResult {
    let context = TestContext.current(filePath: "\(filePath)", function: "\(function)")
    let folder = context.artifactsRoot(environment: ProcessInfo.processInfo.environment)
        .appendingPathComponent(context.testName).appendingPathComponent(TestContext.sanitized(audit.name))
    let result = audit.run(artifacts: folder)
    if !result.passed {
        IssueReporter.fail(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return result
}
