import Foundation
import PackagePlugin

/// Builds a target's sources from an app's own files, ported by `flipbook port`,
/// without a copy in the repository (docs/porting-from-uikit.md).
///
/// The target's folder holds a file named `flipbook-port.txt` that lists, one
/// per line, folders (or Swift files) relative to the target's folder,
/// usually symlinks to the app's folders (`App -> ../../../MyApp/Sources`);
/// the manifest lists the same paths in the target's `exclude:`, so that the
/// unported files are not compiled. The plugin ports every Swift file under
/// them into its work folder, and the target compiles the ported copies.
/// Empty lines and lines starting with `#` are ignored.
@main
struct FlipbookPortPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = target.directoryURL
        let listURL = folder.appending(path: "flipbook-port.txt")
        guard let list = try? String(contentsOf: listURL, encoding: .utf8) else {
            throw PluginError("target '\(target.name)' uses the FlipbookPort plugin but has no \(listURL.path): list the folders to port in it, one per line")
        }
        // The tool is the `flipbook-port` product's executable target, FlipbookPortTool; SwiftPM names a
        // tool a plugin depends on by its product or by its target depending on the version.
        let tool = try (try? context.tool(named: "flipbook-port")) ?? context.tool(named: "FlipbookPortTool")
        var commands: [Command] = []
        for (index, entry) in list.split(separator: "\n").enumerated() {
            let relative = entry.trimmingCharacters(in: .whitespaces)
            guard !relative.isEmpty, !relative.hasPrefix("#") else { continue }
            let source = folder.appending(path: relative).resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder) else {
                throw PluginError("\(listURL.path):\(index + 1): '\(relative)' does not exist")
            }
            let out = context.pluginWorkDirectoryURL.appending(path: "ported").appending(path: relative)
            var inputs: [URL] = []
            var outputs: [URL] = []
            if isFolder.boolValue {
                let walker = FileManager.default.enumerator(atPath: source.path)
                var relatives: [String] = []
                while let file = walker?.nextObject() as? String { relatives.append(file) }
                for file in relatives.sorted() where file.hasSuffix(".swift") {
                    inputs.append(source.appending(path: file))
                    outputs.append(out.appending(path: file))
                }
            } else {
                inputs.append(source)
                outputs.append(out.appending(path: source.lastPathComponent))
            }
            commands.append(.buildCommand(
                displayName: "Porting \(relative) for \(target.name) (flipbook port)",
                executable: tool.url,
                arguments: [source.path, "--out", isFolder.boolValue ? out.path : out.deletingLastPathComponent().path],
                inputFiles: inputs + [listURL],
                outputFiles: outputs))
        }
        return commands
    }
}

/// A message SwiftPM shows when the plugin cannot plan the build.
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
