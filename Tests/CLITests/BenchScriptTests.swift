import Foundation
import Testing

/// `make bench`'s engine rows (scripts/bench-engine.sh) and summary
/// (scripts/bench-summary.sh) where `perf stat` cannot count: perf missing,
/// perf failing, or perf printing `<not supported>` with status 0 (a virtual
/// machine without hardware counters). The perf rows must say "skipped: perf
/// stat is not supported here", never print bc's `syntax error` or report
/// 0.00 as MISSED. A fake EngineBench and fake perf commands stand in for
/// the real ones.
@Suite("Bench scripts without perf counters")
struct BenchScriptTests {
    struct Run {
        let status: Int32
        let output: String
    }

    /// Runs `bash script arguments` from the package root, stdout and stderr together.
    static func bash(_ script: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", CLI.packageRoot.appendingPathComponent(script).path] + arguments
        process.currentDirectoryURL = CLI.packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = try FileHandle(forWritingTo: outURL)
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "")
    }

    /// A folder of fake commands: `EngineBench` (prints its wall-time ratio, 10.25)
    /// and, when given, `perf` with `perfBody` as its script.
    static func fakes(perf perfBody: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-fakes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(_ name: String, _ body: String) throws {
            let url = folder.appendingPathComponent(name)
            try ("#!/usr/bin/env bash\n" + body).write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        try write(
            "EngineBench",
            """
            echo "views\tanimated properties\tms per frame (median of 7 rounds of 30 frames)"
            echo "engine time per frame, 100000 / 10000 animated properties (wall, median of pairs): 10.25"

            """)
        if let perfBody { try write("perf", perfBody) }
        return folder
    }

    /// Runs bench-engine.sh with the fakes first on PATH, then the summary on its output.
    static func engineAndSummary(perf: String?, environment: [String: String] = [:]) throws -> (engine: Run, summary: Run) {
        let fakes = try fakes(perf: perf)
        defer { try? FileManager.default.removeItem(at: fakes) }
        var env = environment
        env["PATH"] = fakes.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let engine = try bash("scripts/bench-engine.sh", [fakes.appendingPathComponent("EngineBench").path], environment: env)
        let log = fakes.appendingPathComponent("bench.log")
        try engine.output.write(to: log, atomically: true, encoding: .utf8)
        let summary = try bash("scripts/bench-summary.sh", [log.path])
        return (engine, summary)
    }

    /// The summary's table row whose figure starts with `name`.
    static func row(_ summary: String, _ name: String) -> String? {
        summary.split(separator: "\n").map(String.init).first { $0.hasPrefix("| " + name) }
    }

    static let perfRows = ["engine cycles per frame", "engine instructions per frame", "engine cache misses per frame"]

    /// perf stat where there are no hardware counters: status 0, every count `<not supported>`.
    static let notSupported = """
        [ "$1" = stat ] || exit 1
        for e in instructions cycles cache-misses; do echo "<not supported>,,$e,0,100.00,," >&2; done
        exit 0

        """
    /// perf stat that is not allowed: a message and status 255.
    static let failing = """
        echo "Error: No permission to enable instructions event." >&2
        exit 255

        """

    @Test(arguments: [
        ("not supported", Self.notSupported as String?, [:] as [String: String]),
        ("failing", Self.failing, [:]),
        ("missing", nil, ["BENCH_PERF": "/nonexistent/perf"]),
    ])
    func perfRowsAreSkippedWherePerfStatCannotCount(_ label: String, _ perf: String?, _ environment: [String: String]) throws {
        let (engine, summary) = try Self.engineAndSummary(perf: perf, environment: environment)
        #expect(engine.status == 0, "\(label): \(engine.output)")
        #expect(!engine.output.contains("syntax error"), "\(label): \(engine.output)")
        for what in ["cycles", "cache misses", "instructions"] {
            #expect(
                engine.output.contains(
                    "engine \(what) per frame, 100000 / 10000 animated properties: skipped: perf stat is not supported here"),
                "\(label): \(engine.output)")
        }
        #expect(!engine.output.contains("0.00"), "\(label): no figure is made up: \(engine.output)")
        // The wall-time row does not need perf and is still measured.
        #expect(
            Self.row(summary.output, "engine time per frame")?.contains("| 10.25    | 8 ... 11   | met |") == true,
            "\(summary.output)")
        for name in Self.perfRows {
            let row = try #require(Self.row(summary.output, name), "\(summary.output)")
            #expect(
                row.hasSuffix(
                    "| -        | " + (name.contains("cache") ? "-         " : "8 ... 12  ")
                        + " | skipped: perf stat is not supported here |"), "\(label): \(row)")
        }
        #expect(!summary.output.contains("MISSED"), "\(summary.output)")
    }

    /// Where perf stat counts, the rows are computed as before: counts that
    /// grow as views x frames give ratios of exactly 10.
    @Test func perfRowsAreMeasuredWherePerfStatCounts() throws {
        let counting = """
            [ "$1" = stat ] || exit 1
            shift 3  # stat -x, -e
            shift    # the event list
            views=1 frames=0
            if [ "$1" != true ]; then
              while [ $# -gt 0 ]; do case $1 in --frames) frames=$2; shift 2;; *) views=$1; shift;; esac; done
            fi
            i=$((views * frames * 1000 + 500))
            echo "$i,,instructions:u,1,100.00,," >&2
            echo "$((2 * i)),,cycles:u,1,100.00,," >&2
            echo "$((views * frames + 7)),,cache-misses:u,1,100.00,," >&2

            """
        let (engine, summary) = try Self.engineAndSummary(perf: counting)
        #expect(engine.status == 0, "\(engine.output)")
        for what in ["cycles", "cache misses", "instructions"] {
            #expect(
                engine.output.contains("engine \(what) per frame, 100000 / 10000 animated properties: 10.00"), "\(engine.output)")
        }
        #expect(!engine.output.contains("skipped") && !engine.output.contains("syntax error"), "\(engine.output)")
        #expect(
            Self.row(summary.output, "engine cycles per frame")?.hasSuffix("| 10.00    | 8 ... 12   | met |") == true,
            "\(summary.output)")
        #expect(
            Self.row(summary.output, "engine instructions per frame")?.hasSuffix("| 10.00    | 8 ... 12   | met |") == true,
            "\(summary.output)")
        #expect(
            Self.row(summary.output, "engine cache misses per frame")?.contains("| 10.00    | -          | information") == true,
            "\(summary.output)")
    }

    /// The regression guard: the summary writes the run's figures as JSON and
    /// prints each figure more than 10 % worse than the reference, in the
    /// direction that is worse for it (a ratio up, a throughput down).
    @Test func figuresMoreThanTenPercentWorseThanTheReferenceArePrinted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-guard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("bench.log")
        try """
        ratio command/cairo_baseline (median of 5 pairs): 0.200
        ratio verify/cairo_baseline (median of 5 pairs): 0.105
        diff throughput, one core: 250.0 MP/s (all pairs)

        """.write(to: log, atomically: true, encoding: .utf8)
        let reference = folder.appendingPathComponent("results.json")
        try """
        {
          "render / cairo_baseline": 0.160,
          "verify / cairo_baseline": 0.100,
          "diff throughput, one core (MP/s)": 330.0
        }

        """.write(to: reference, atomically: true, encoding: .utf8)
        let latest = folder.appendingPathComponent("latest.json")
        let run = try Self.bash(
            "scripts/bench-summary.sh", [log.path],
            environment: ["BENCH_REFERENCE": reference.path, "BENCH_LATEST": latest.path])
        #expect(
            run.output.contains("render / cairo_baseline") && run.output.contains("0.160 -> 0.200  (+25.0 %)"), "\(run.output)")
        #expect(run.output.contains("330.0 -> 250.0  (-24.2 %)"), "a throughput that fell is worse: \(run.output)")
        #expect(!run.output.contains("0.100 -> 0.105"), "5 % worse is within the guard")
        #expect(run.output.contains("2 figure(s) more than 10 % worse than the reference"))
        let written = try String(contentsOf: latest, encoding: .utf8)
        #expect(
            written.contains("\"render / cairo_baseline\": 0.200")
                && written.contains("\"diff throughput, one core (MP/s)\": 250.0"))
        let object = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Double]
        #expect(object?["verify / cairo_baseline"] == 0.105)
    }
    /// Issue 36: the parallel figure is two rows, the drawing phase timed
    /// inside one process and whole processes on a 4x workload, each read
    /// from its own line of the log, judged against 0.56 and written to the
    /// JSON under a name with "drawing" and "two threads" (the first) and
    /// compared with the reference (the second).
    @Test func drawingPhaseAndWholeProcessRowsAreReadApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-workers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("bench.log")
        try """
        ratio drawing phase, two threads / one thread (median of 5 pairs): 0.512
        ratio workers 2/1, whole process, 4x workload (median of 5 pairs): 0.577

        """.write(to: log, atomically: true, encoding: .utf8)
        let reference = folder.appendingPathComponent("results.json")
        try """
        {
          "render drawing phase, two threads / one thread": 0.520,
          "render whole process, 4x workload, 2 threads / 1": 0.520
        }

        """.write(to: reference, atomically: true, encoding: .utf8)
        let latest = folder.appendingPathComponent("latest.json")
        let run = try Self.bash(
            "scripts/bench-summary.sh", [log.path],
            environment: ["BENCH_REFERENCE": reference.path, "BENCH_LATEST": latest.path])
        let drawing = try #require(Self.row(run.output, "render drawing phase, two threads / one thread"), "\(run.output)")
        #expect(drawing.contains("| 0.512    | <= 0.56    | met |"), "\(drawing)")
        let whole = try #require(Self.row(run.output, "render whole process, 4x workload"), "\(run.output)")
        #expect(whole.contains("| 0.577    | <= 0.56    | MISSED |"), "\(whole)")
        #expect(run.output.contains("0.520 -> 0.577  (+11.0 %)") && !run.output.contains("0.520 -> 0.512"), "\(run.output)")
        let object =
            try JSONSerialization.jsonObject(with: Data(String(contentsOf: latest, encoding: .utf8).utf8)) as? [String: Double]
        let drawingKeys = (object ?? [:]).keys.filter { $0.contains("drawing") && $0.contains("two threads") }
        #expect(drawingKeys.count == 1, "\(object ?? [:])")
        #expect(drawingKeys.first.flatMap { object?[$0] } == 0.512, "\(object ?? [:])")
        #expect(object?["render whole process, 4x workload, 2 threads / 1"] == 0.577)
        // The old single row is gone: nothing else names a two-thread ratio.
        #expect(!run.output.contains("render, two threads / one thread (wall)"), "\(run.output)")
    }
}
