import Foundation
import Testing

/// What one run of the built `flipbook` binary did.
struct CLIRun: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String

    /// stdout as rows of tab-separated fields.
    var rows: [[String]] {
        stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }
}

/// Runs the `flipbook` executable that `swift build --build-tests` puts next to the test bundle.
enum CLI {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The project's copies of external test data (`Tests/Fixtures`: timing tables,
    /// pixelmatch cases), with their sources.
    static var fixtures: URL { packageRoot.appendingPathComponent("Tests/Fixtures") }

    /// The test process's environment without `CI`: for runs whose behaviour
    /// depends on it (verify with missing goldens), keeping everything else
    /// (sanitizer options, PATH) that the binary needs.
    static var environmentWithoutCI: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        return env
    }

    /// `.build/<configuration>/flipbook`: next to the test bundle, else under the package.
    static var binary: URL {
        var candidates: [URL] = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        let files = candidates.map { $0.appendingPathComponent("flipbook") }
        return files.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? files.last!
    }

    /// Runs `flipbook` with `arguments`, feeding `stdin` (empty when nil).
    /// Output goes through temporary files, so large outputs cannot block.
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil) throws -> CLIRun {
        try launch(binary, arguments, stdin: stdin, environment: environment)
    }

    /// Runs another executable (a copy of `flipbook` elsewhere) with `arguments`.
    static func run(executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws -> CLIRun {
        try launch(executable, arguments, environment: environment)
    }

    /// Runs `/bin/sh` with `arguments` (`-c SCRIPT NAME ARG...`): for a run under a shell's `ulimit`.
    static func run(_ arguments: [String], viaShell: Bool, environment: [String: String]? = nil) throws -> CLIRun {
        try launch(URL(fileURLWithPath: "/bin/sh"), arguments, environment: environment)
    }

    /// Runs `flipbook` with `arguments` under a fresh python3 process that reports the
    /// largest resident set of that one run, in KiB (`RUSAGE_CHILDREN` of a process whose
    /// only child it is), so the figure does not depend on what else the tests ran before.
    static func runMeasuringPeak(_ arguments: [String]) throws -> (run: CLIRun, peakKiB: Int) {
        let script = """
            import resource, subprocess, sys
            code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            sys.exit(code)
            """
        let run = try launch(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, binary.path] + arguments)
        let peak = Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        return (CLIRun(status: run.status, stdout: "", stderr: run.stderr), peak)
    }

    /// Runs `executable` with `arguments`, output through temporary files.
    private static func launch(
        _ executable: URL, _ arguments: [String], stdin: String? = nil,
        environment: [String: String]? = nil
    ) throws -> CLIRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}
