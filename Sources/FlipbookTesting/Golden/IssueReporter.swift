import Foundation
import Testing
import XCTest

/// Reports a failure to the test framework that runs the caller: Swift
/// Testing (`Issue.record` at the source location) when a Swift Testing test
/// is current, otherwise XCTest (`XCTFail`).
enum IssueReporter {
    static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)",
                    line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
