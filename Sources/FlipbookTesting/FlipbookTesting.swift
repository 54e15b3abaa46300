import Flipbook
import FlipbookCairo
// FlipbookTesting: golden filmstrip assertions for Swift Testing and XCTest.
// The comparison machinery (image diff, strategies, verification, reports,
// audits) lives in FlipbookTestingCore, which the command-line tool uses
// without linking any test framework; it is re-exported here.
@_exported import FlipbookTestingCore
