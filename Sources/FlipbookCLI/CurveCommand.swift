import ArgumentParser
import Flipbook
import FlipbookCairo
import FlipbookWorkflow
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
            distance per second, positive toward the target. UIKit's names easeIn, easeOut and \
            easeInOut are accepted for ease-in, ease-out and ease-in-out.
            Inputs come from --at or, without it, from standard input, one per line; a \
            spring's inputs are seconds, other curves' are fractions of the duration.
            Prints input, value and velocity (dy/dx, or dy/dt for a spring) separated by tabs, \
            with full double precision. With --json, prints one object instead: the curve as \
            given, its definition as CSS, the unit of the inputs (fraction or seconds) and the \
            samples, each with input, value and velocity. Exits with 2 on a bad SPEC or input.
            """)

    @Argument(help: "The curve, as CSS text (quote it in the shell).")
    var spec: String

    @Option(
        name: .customLong("at"), parsing: .unconditionalSingleValue,
        help: "An input to evaluate; repeat it or give a comma-separated list.")
    var at: [String] = []

    @Option(help: "Also draw the curve into this PNG file.")
    var plot: String?

    @Flag(help: "Print a JSON object (curve, definition, inputUnit, samples) instead of tab-separated lines.")
    var json = false

    func run() throws {
        let curve = try TimingCurve(css: spec)
        if let plot {
            try MainActor.assumeIsolated { try CurvePlot.write(curve, to: URL(fileURLWithPath: plot)) }
            if at.isEmpty {
                if json { print(jsonText(curve, samples: []), terminator: "") }
                return
            }
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
        let samples = inputs.map { (input: $0, value: curve.value(at: $0), velocity: curve.velocity(at: $0)) }
        var output = ""
        for s in samples where !(s.value.isFinite && s.velocity.isFinite) {
            throw CurveCommand.badInput("the curve '\(spec)' has no finite value or slope at \(s.input)")
        }
        if json {
            output = jsonText(curve, samples: samples)
        } else {
            for s in samples { output += "\(s.input)\t\(s.value)\t\(s.velocity)\n" }
        }
        print(output, terminator: "")
    }

    /// The `--json` object, keys sorted, one sample a line; numbers in Swift's
    /// round-trippable spelling (as the text form prints them).
    func jsonText(_ curve: TimingCurve, samples: [(input: Double, value: Double, velocity: Double)]) -> String {
        let unit = curve.isSpring ? "seconds" : "fraction"
        var lines = [
            "{",
            "  \"curve\": \(Self.jsonString(spec)),",
            "  \"definition\": \(Self.jsonString(curve.cssText)),",
            "  \"inputUnit\": \"\(unit)\",",
        ]
        if let plot { lines.append("  \"plot\": \(Self.jsonString(plot)),") }
        if samples.isEmpty {
            lines.append("  \"samples\": []")
        } else {
            lines.append("  \"samples\": [")
            lines += samples.enumerated().map { i, s in
                "    {\"input\": \(s.input), \"value\": \(Self.jsonNumber(s.value)), \"velocity\": \(Self.jsonNumber(s.velocity))}"
                    + (i == samples.count - 1 ? "" : ",")
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON number, or null for a value JSON cannot hold (infinite, NaN).
    static func jsonNumber(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }

    /// A JSON string literal.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
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
