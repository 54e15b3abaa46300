import ArgumentParser
import FlipbookTestingCore

/// `flipbook verify`'s tolerance: how different a frame may be from its golden.
struct ToleranceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The pixel metric: 'exact' (any byte) or 'pixelmatch' with an optional threshold in 0...1, "
                + "such as pixelmatch:0.2 (default 0.1).", valueName: "exact|pixelmatch[:T]"))
    var tolerance: String = "exact"

    @Option(
        name: .customLong("max-differing-pixels"),
        help: ArgumentHelp("Differing pixels allowed per frame: a count, or a share such as 0.5%. Default 0.", valueName: "N|R%"))
    var maxDifferingPixels: String?

    @Flag(name: .customLong("skip-trace"), help: "Do not compare the text trace (trace.txt).")
    var skipTrace = false

    func validate() throws { _ = try filmTolerance() }

    /// The tolerance these options describe.
    func filmTolerance() throws -> FilmTolerance {
        let limit = try maxDifferingPixels.map(Self.limit) ?? .count(0)
        return FilmTolerance(frame: DiffTolerance(metric: try Self.metric(tolerance), limit: limit), checksTrace: !skipTrace)
    }

    /// `exact`, `pixelmatch` or `pixelmatch:T` with T in 0...1.
    static func metric(_ text: String) throws -> DiffTolerance.Metric {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if value == "exact" { return .exact }
        if value == "pixelmatch" { return .pixelmatch(PixelmatchOptions()) }
        if value.hasPrefix("pixelmatch:"), let t = Double(value.dropFirst("pixelmatch:".count)), t >= 0, t <= 1 {
            return .pixelmatch(PixelmatchOptions(threshold: t))
        }
        throw ValidationError("--tolerance must be 'exact', 'pixelmatch' or 'pixelmatch:T' with T in 0...1; got '\(text)'")
    }

    /// A count (0 or more) or a share such as `0.5%`.
    static func limit(_ text: String) throws -> DiffTolerance.Limit {
        let raw = text.trimmingCharacters(in: .whitespaces)
        if raw.hasSuffix("%"), let r = Double(raw.dropLast()), r >= 0, r <= 100 { return .ratio(r / 100) }
        if let n = Int(raw), n >= 0 { return .count(n) }
        throw ValidationError("--max-differing-pixels must be a count (0 or more) or a share such as 0.5%; got '\(text)'")
    }
}
