import ArgumentParser
import Flipbook
import FlipbookCairo
import FlipbookTestingCore
import FlipbookWorkflow
import Foundation

/// `flipbook diff A.png B.png`: compares two PNGs with the pixelmatch-compatible metric.
///
/// Prints the number of differing pixels (or, with `--json`, an object with `count`,
/// `total`, `ratio`, `width` and `height`). Exit code 0 when no pixel differs, 1 when some
/// do, 2 for bad input (unreadable PNG, size mismatch, option out of range).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compares two PNG images the way pixelmatch does and prints the number of differing pixels.",
        discussion: "Exit status: 0 when the images match, 1 when pixels differ, 2 for bad input.")

    @Argument(help: "The expected image (its greys form the diff image).")
    var expected: String

    @Argument(help: "The actual image, of the same size.")
    var actual: String

    @Option(help: "Matching threshold, 0...1; smaller is stricter.")
    var threshold: Double = 0.1

    @Option(help: "Opacity of the expected image in the diff image, 0...1.")
    var alpha: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(name: .customLong("aa-color"), help: ArgumentHelp("Colour of anti-aliased pixels.", valueName: "R,G,B"))
    var aaColor: String = "255,255,0"

    @Option(name: .customLong("diff-color"), help: ArgumentHelp("Colour of differing pixels.", valueName: "R,G,B"))
    var diffColor: String = "255,0,0"

    @Option(
        name: .customLong("diff-color-alt"),
        help: ArgumentHelp("Colour of pixels that are darker in the actual image (default: --diff-color).", valueName: "R,G,B"))
    var diffColorAlt: String?

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, over a transparent background.")
    var diffMask = false

    @Option(help: ArgumentHelp("Write the diff image to this PNG file.", valueName: "FILE.png"))
    var output: String?

    @Flag(help: "Print a JSON object instead of the bare count.")
    var json = false

    func run() throws {
        let result = try compare()
        if json {
            print(
                "{\"count\": \(result.count), \"total\": \(result.total), \"ratio\": \(result.ratio), "
                    + "\"width\": \(result.width), \"height\": \(result.height)}")
        } else {
            print(result.count)
        }
        if result.count > 0 { throw ExitCode(1) }
    }

    private func compare() throws -> (count: Int, total: Int, ratio: Double, width: Int, height: Int) {
        let options = try pixelmatchOptions()
        let first = try load(expected)
        let second = try load(actual)
        let result: PixelmatchResult
        do {
            result = try ImageDiff.pixelmatch(first, second, options: options, producesDiffImage: output != nil)
        } catch {
            throw CLIError.coded("FB-IMAGE-SIZE-MISMATCH", "'\(expected)' and '\(actual)': \(error)")
        }
        if let output, let image = result.diffImage {
            try PNGEncoder().write(image, to: URL(fileURLWithPath: output))
        }
        return (result.mismatchedPixels, result.totalPixels, result.mismatchRatio, first.width, first.height)
    }

    private func load(_ path: String) throws -> Bitmap {
        try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: path))
    }

    private func pixelmatchOptions() throws -> PixelmatchOptions {
        guard (0...1).contains(threshold) else { throw CLIError.badInput("--threshold must be in 0...1, got \(threshold)") }
        guard (0...1).contains(alpha) else { throw CLIError.badInput("--alpha must be in 0...1, got \(alpha)") }
        return PixelmatchOptions(
            threshold: threshold, includeAA: includeAA, alpha: alpha,
            aaColor: try Self.color(aaColor, option: "--aa-color"),
            diffColor: try Self.color(diffColor, option: "--diff-color"),
            diffColorAlt: try diffColorAlt.map { try Self.color($0, option: "--diff-color-alt") },
            diffMask: diffMask)
    }

    /// Parses "R,G,B" with each component an integer in 0...255.
    static func color(_ text: String, option: String) throws -> PixelmatchOptions.RGB {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else {
            throw CLIError.badInput("\(option) expects R,G,B with each value in 0...255, got '\(text)'")
        }
        return PixelmatchOptions.RGB(r, g, b)
    }
}
