import Flipbook
import FlipbookCairo
import FlipbookTesting
import Foundation
import Testing

/// Runs every row of `conformance/pixelmatch/cases.tsv` (the pixelmatch project's own test
/// cases): the mismatch count and the decoded diff image must equal pixelmatch v7's.
@Suite struct PixelmatchConformanceTests {
    struct Case: CustomStringConvertible {
        var image1: String, image2: String, diffOutput: String
        var options: PixelmatchOptions
        var expectedMismatch: Int
        var description: String { "\(image1) vs \(image2) -> \(diffOutput)" }
    }

    static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["FLIPBOOK_CONFORMANCE"] {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pixelmatch")
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOf: folder.appendingPathComponent("cases.tsv"), encoding: .utf8)
        var rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let header = rows.removeFirst().split(separator: "\t").map(String.init)
        guard header == ["img1", "img2", "diff_output", "options_json", "expected_mismatch"] else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "unexpected header \(header)"])
        }
        return try rows.map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let json = try JSONSerialization.jsonObject(with: Data(fields[3].utf8)) as? [String: Any] ?? [:]
            return Case(
                image1: fields[0], image2: fields[1], diffOutput: fields[2],
                options: try options(from: json), expectedMismatch: Int(fields[4])!)
        }
    }

    static func options(from json: [String: Any]) throws -> PixelmatchOptions {
        func color(_ key: String) -> PixelmatchOptions.RGB? {
            guard let values = json[key] as? [Int], values.count == 3 else { return nil }
            return PixelmatchOptions.RGB(UInt8(values[0]), UInt8(values[1]), UInt8(values[2]))
        }
        var options = PixelmatchOptions()
        for key in json.keys {
            switch key {
            case "threshold": options.threshold = (json[key] as! NSNumber).doubleValue
            case "alpha": options.alpha = (json[key] as! NSNumber).doubleValue
            case "includeAA": options.includeAA = json[key] as! Bool
            case "diffMask": options.diffMask = json[key] as! Bool
            case "aaColor": options.aaColor = color(key)!
            case "diffColor": options.diffColor = color(key)!
            case "diffColorAlt": options.diffColorAlt = color(key)!
            default: Issue.record("unknown pixelmatch option \(key)")
            }
        }
        return options
    }

    @Test func everyCaseMatchesPixelmatchV7() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 8)
        for item in cases {
            let image1 = try PNGDecoder.decode(contentsOf: Self.folder.appendingPathComponent(item.image1))
            let image2 = try PNGDecoder.decode(contentsOf: Self.folder.appendingPathComponent(item.image2))
            let expectedDiff = try PNGDecoder.decode(
                contentsOf: Self.folder.appendingPathComponent("diff-v7").appendingPathComponent(item.diffOutput))
            let result = try ImageDiff.pixelmatch(image1, image2, options: item.options, producesDiffImage: true)
            #expect(result.mismatchedPixels == item.expectedMismatch, "\(item)")
            let image = try #require(result.diffImage)
            let exact = try ImageDiff.exact(expectedDiff, image)
            #expect(exact.differingPixels == 0, "\(item): first differing pixel \(String(describing: exact.firstDifference))")
            // the count does not depend on drawing the image
            let countOnly = try ImageDiff.pixelmatch(image1, image2, options: item.options)
            #expect(countOnly.mismatchedPixels == item.expectedMismatch, "\(item)")
            #expect(countOnly.diffImage == nil)
        }
    }

    @Test func optionsAreParsedFromTheTable() throws {
        let cases = try Self.cases()
        let second = try #require(cases.first { $0.diffOutput == "2diff.png" })
        #expect(second.options.aaColor == PixelmatchOptions.RGB(0, 192, 0))
        #expect(second.options.diffColor == PixelmatchOptions.RGB(255, 0, 255))
        #expect(second.options.alpha == 0.5)
    }
}
