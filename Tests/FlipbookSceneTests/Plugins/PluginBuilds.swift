import Foundation
import Testing

/// Plugins built on demand for the tests, once per test process, into a
/// folder of `processFolder` (removed when the process exits): the example
/// plugin (with `scripts/build-plugin.sh`, against the modules of the build
/// the tests run from), variants written as Swift source, and small C
/// libraries (with `cc`).
enum PluginBuilds {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where this process's plugins go.
    static let folder: URL = {
        let url = processFolder.appendingPathComponent("plugin-builds")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// The folder with `Flipbook.swiftmodule` of the build this test bundle comes from.
    static var modules: URL {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            bundleFolder.appendingPathComponent("Modules"),
            packageRoot.appendingPathComponent(".build/debug/Modules"),
        ]
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("FlipbookAnimators.swiftmodule").path)
        } ?? candidates[1]
    }

    /// `Sources/ExampleAnimatorPlugin` built as `libExampleAnimatorPlugin.so`.
    static let example: Result<URL, BuildError> = Result { () throws(BuildError) -> URL in
        return try swiftPlugin(
            sources: [packageRoot.appendingPathComponent("Sources/ExampleAnimatorPlugin")],
            moduleName: "ExampleAnimatorPlugin")
    }

    /// Builds a plugin from Swift files or folders with `scripts/build-plugin.sh`.
    static func swiftPlugin(sources: [URL], moduleName: String) throws(BuildError) -> URL {
        let output = folder.appendingPathComponent("lib\(moduleName).so")
        let configuration = modules.path.contains("/release/") ? "release" : "debug"
        try run(
            packageRoot.appendingPathComponent("scripts/build-plugin.sh").path,
            [
                "--configuration", configuration, "--modules", modules.path, "--module-name", moduleName,
                "--output", output.path,
            ] + sources.map(\.path))
        return output
    }

    /// Builds a plugin from one Swift source text.
    static func swiftPlugin(named moduleName: String, source: String) throws(BuildError) -> URL {
        let file = folder.appendingPathComponent("\(moduleName).swift")
        do { try source.write(to: file, atomically: true, encoding: .utf8) } catch {
            throw BuildError(message: "cannot write \(file.path): \(error)")
        }
        return try swiftPlugin(sources: [file], moduleName: moduleName)
    }

    /// Builds a shared library from C source with `cc -shared -fPIC`.
    static func cLibrary(named name: String, source: String) throws(BuildError) -> URL {
        let file = folder.appendingPathComponent("\(name).c")
        let output = folder.appendingPathComponent("lib\(name).so")
        do { try source.write(to: file, atomically: true, encoding: .utf8) } catch {
            throw BuildError(message: "cannot write \(file.path): \(error)")
        }
        try run("/usr/bin/env", ["cc", "-shared", "-fPIC", "-o", output.path, file.path])
        return output
    }

    /// A build step that failed, with its output.
    struct BuildError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws(BuildError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let log = folder.appendingPathComponent("build-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        do {
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
        } catch {
            throw BuildError(message: "cannot run \(executable): \(error)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw BuildError(
                message: "\(executable) \(arguments.joined(separator: " ")) failed "
                    + "(status \(process.terminationStatus)):\n\(output)")
        }
    }
}
