import FlipbookCairo
import Foundation
import Testing

/// End-to-end tests of `flipbook curve`: run the built binary, check stdout,
/// stderr and the exit code. Expected values come from the conformance tables.
@Suite("CLI: flipbook curve")
struct CurveCommandTests {
    static var conformance: URL { CLI.fixtures.appendingPathComponent("timing") }

    /// Rows of a conformance TSV as column -> text.
    static func table(_ name: String) throws -> [[String: String]] {
        let text = try String(contentsOf: conformance.appendingPathComponent(name), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let header = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Dictionary(uniqueKeysWithValues: zip(header, fields + Array(repeating: "", count: header.count)))
        }
    }

    func flipbook(_ arguments: [String], stdin: String? = nil) throws -> CLIRun {
        try CLI.run(arguments, stdin: stdin)
    }

    @Test("ease at the bezier.tsv inputs: one tab-separated row per input, within the table's tolerance")
    func easeMatchesConformance() throws {
        let rows = try Self.table("bezier.tsv").filter {
            $0["x1"] == "0.25" && $0["y1"] == "0.1" && $0["x2"] == "0.25" && $0["y2"] == "1.0"
        }
        #expect(rows.count >= 3)
        let inputs = rows.map { $0["t"]! }
        let run = try flipbook(["curve", "ease", "--at", inputs.joined(separator: ",")])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.rows.count == rows.count)
        for (row, fields) in zip(rows, run.rows) {
            #expect(fields.count == 3)
            let input = try #require(Double(fields[0]))
            let value = try #require(Double(fields[1]))
            #expect(input == Double(row["t"]!))
            #expect(abs(value - Double(row["expected"]!)!) <= Double(row["tolerance"]!)!, "\(fields)")
            // Full precision: each field is Swift's round-trippable spelling.
            for field in fields { #expect(Double(field)!.description == field) }
            #expect(Double(fields[2])! > 0, "ease rises everywhere inside (0, 1)")
        }
    }

    @Test("a spring from stdin, in seconds, matches spring.tsv's WebKit rows")
    func springFromStandardInput() throws {
        let rows = try Self.table("spring.tsv").filter { $0["source"]!.hasPrefix("WebKit") }
        #expect(rows.count >= 3)
        let stdin = rows.map { $0["t_s"]! }.joined(separator: "\n") + "\n\n"
        let run = try flipbook(["curve", "spring(1 100 10 0)"], stdin: stdin)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.rows.count == rows.count)
        for (row, fields) in zip(rows, run.rows) {
            let from = Double(row["from"]!)!
            let to = Double(row["to"]!)!
            let position = from + (to - from) * Double(fields[1])!
            #expect(abs(position - Double(row["expected_position"]!)!) <= Double(row["position_tolerance"]!)!)
            let velocity = (to - from) * Double(fields[2])!
            #expect(abs(velocity - Double(row["ref_velocity"]!)!) <= 1e-6 * abs(velocity))
        }
    }

    @Test("repeated --at, negative inputs and the end tangents")
    func repeatedAndNegative() throws {
        let run = try flipbook(["curve", "cubic-bezier(0.5, 2, 0.5, 2)", "--at", "-0.5", "--at", "0.5,1.5"])
        #expect(run.status == 0, "\(run.stderr)")
        // From bezier.tsv's overshoot row: 1.625 at 0.5; the tangents are 2/0.5 = 4 and (2-1)/(0.5-1) = -2.
        #expect(run.rows.map { $0[0] } == ["-0.5", "0.5", "1.5"])
        #expect(run.rows.map { Double($0[1])! } == [-2, 1.625, 0])
        #expect(run.rows.map { Double($0[2])! }.first == 4 && run.rows.map { Double($0[2])! }.last == -2)
    }

    @Test(
        "bad specs and inputs exit 2 with one message",
        arguments: [
            (["curve", "ease-inn", "--at", "0.5"], "did you mean 'ease-in'?"),
            (["curve", "cubic-bezier(2, 0, 0.5, 1)", "--at", "0.5"], "x1 is 2.0; x coordinates must be in [0, 1]"),
            (["curve", "steps(0)", "--at", "0.5"], "the step count must be at least 1"),
            (["curve", "spring(0 100 10 0)", "--at", "0.5"], "mass must be positive"),
            (["curve", "ease", "--at", "0.5,abc"], "input 'abc' in --at 0.5,abc is not a finite number"),
            (["curve", "ease", "--at", "nan"], "input 'nan' in --at nan is not a finite number"),
            (["curve", "ease", "--at", "0.5,"], "empty input"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let run = try flipbook(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }

    @Test("bad or missing stdin input exits 2 naming the line")
    func badStandardInput() throws {
        let bad = try flipbook(["curve", "linear"], stdin: "0.5\n\n1e999\n")
        #expect(bad.status == 2 && bad.stdout.isEmpty)
        #expect(bad.stderr.contains("input '1e999' in line 3 of standard input is not a finite number"), "\(bad.stderr)")
        let none = try flipbook(["curve", "linear"], stdin: "")
        #expect(none.status == 2 && none.stderr.contains("no inputs"), "\(none.stderr)")
    }
}

@Suite("CLI: flipbook curve --plot")
struct CurvePlotTests {
    @Test func plotDrawsTheCurveThroughItsEnds() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-plot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try CLI.run(["curve", "linear", "--plot", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        let bitmap = try PNGDecoder.decode(contentsOf: file)
        #expect(bitmap.width == 1280 && bitmap.height == 800)
        // The plot area spans x 56...596 pt and the value axis 0...1 (with 5 % padding)
        // over y 40...356 pt; a linear curve passes through its middle.
        func isCurve(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 180 && p.r < 120 }
        let midX = Int((56 + 540 * 0.5) * 2)
        let column = (0..<bitmap.height).filter { isCurve(bitmap[midX, $0]) }
        let centre = (40 + 316 / 2) * 2
        #expect(!column.isEmpty && column.allSatisfy { abs($0 - centre) < 8 }, "curve pixels at \(column)")
    }
}
