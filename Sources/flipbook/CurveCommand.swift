import ArgumentParser
import Flipbook
import FlipbookCairo
import Foundation

/// `flipbook curve SPEC`: evaluates a timing curve written as CSS text.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Evaluates a timing curve given as CSS text.",
        discussion: """
            SPEC is CSS: ease, ease-in, ease-out, ease-in-out, linear, step-start, step-end, \
            cubic-bezier(x1, y1, x2, y2), steps(n[, position]), linear(stops...), or \
            spring(mass stiffness damping velocity) with the velocity as a fraction of the \
            distance per second, positive toward the target.
            Inputs come from --at or, without it, from standard input, one per line; a \
            spring's inputs are seconds, other curves' are fractions of the duration.
            Prints input, value and velocity (dy/dx, or dy/dt for a spring) separated by tabs, \
            with full double precision. Exits with 2 on a bad SPEC or input.
            """)

    @Argument(help: "The curve, as CSS text (quote it in the shell).")
    var spec: String

    @Option(name: .customLong("at"), parsing: .unconditionalSingleValue,
            help: "An input to evaluate; repeat it or give a comma-separated list.")
    var at: [String] = []

    @Option(help: "Also draw the curve into this PNG file.")
    var plot: String?

    func run() throws {
        let curve = try TimingCurve(css: spec)
        if let plot {
            try MainActor.assumeIsolated { try CurvePlot.write(curve, to: URL(fileURLWithPath: plot)) }
            if at.isEmpty { return }
        }
        var inputs: [Double] = []
        if at.isEmpty {
            var lineNumber = 0
            while let line = readLine(strippingNewline: true) {
                lineNumber += 1
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.isEmpty { continue }
                inputs.append(try CurveCommand.input(text, origin: "line \(lineNumber) of standard input"))
            }
        } else {
            for option in at {
                for item in option.split(separator: ",", omittingEmptySubsequences: false) {
                    let text = item.trimmingCharacters(in: .whitespaces)
                    inputs.append(try CurveCommand.input(text, origin: "--at \(option)"))
                }
            }
        }
        guard !inputs.isEmpty else {
            throw CurveCommand.badInput("no inputs: give --at X or numbers on standard input, one per line")
        }
        var output = ""
        for input in inputs {
            let value = curve.value(at: input), velocity = curve.velocity(at: input)
            guard value.isFinite, velocity.isFinite else {
                throw CurveCommand.badInput("the curve '\(spec)' has no finite value or slope at \(input)")
            }
            output += "\(input)\t\(value)\t\(velocity)\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// A finite number within ±1e6, or exit 2 naming the text and where it came from.
    static func input(_ text: String, origin: String) throws -> Double {
        guard !text.isEmpty else { throw badInput("empty input in \(origin)") }
        guard let value = Double(text), value.isFinite else {
            throw badInput("input '\(text)' in \(origin) is not a finite number")
        }
        guard abs(value) <= 1e6 else { throw badInput("input '\(text)' in \(origin) is outside ±1000000") }
        return value
    }

    /// A bad input value (`FB-CURVE-INPUT`, exit code 2).
    static func badInput(_ message: String) -> CLIError {
        .coded("FB-CURVE-INPUT", message)
    }
}
