import Foundation

/// A TSV file from `Tests/Fixtures/timing` (the project's copy of the timing
/// conformance data, with its sources), read as rows of column name -> text.
struct TimingConformanceTable {
    let columns: [String]
    let rows: [[String: String]]

    static var directory: URL {
        URL(fileURLWithPath: #filePath)  // <repo>/Tests/FlipbookTests/TimingConformance/this
            .deletingLastPathComponent()  // TimingConformance
            .deletingLastPathComponent()  // FlipbookTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("Fixtures/timing")
    }

    init(_ name: String) throws {
        let url = TimingConformanceTable.directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        guard let header = lines.first else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        columns = header.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let columns = self.columns
        rows = lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var row: [String: String] = [:]
            for (index, column) in columns.enumerated() {
                row[column] = index < fields.count ? fields[index] : ""
            }
            return row
        }
    }
}

extension Dictionary where Key == String, Value == String {
    /// The column as a Double, or nil when it is empty or not a number.
    func number(_ column: String) -> Double? {
        guard let text = self[column]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        return Double(text)
    }
}
