import ArgumentParser
import FlipbookAnimators
import Foundation

/// `flipbook list [--plugin PATH]... [--json]`: the registered animators with their parameters.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Lists the animators (standard ones and those of --plugin libraries) with their parameters.",
        discussion: """
            Each animator is printed as its name and summary, then one indented line per \
            parameter: name, kind, default and summary. Exits with 2 when a plugin cannot be loaded.
            """)

    @OptionGroup var plugins: PluginOptions

    @Flag(help: "Print a JSON array of animators instead of text.")
    var json = false

    func run() throws {
        let output = try MainActor.assumeIsolated {
            let registry = AnimatorRegistry.standard()
            try plugins.load(into: registry)
            return json ? try Self.json(registry.descriptions) : registry.listing() + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// `[{"name", "summary", "parameters": [{"name", "kind", "default", "summary"}]}]`, sorted by name.
    static func json(_ descriptions: [AnimatorDescription]) throws -> String {
        struct Parameter: Encodable { let name, kind, `default`, summary: String }
        struct Animator: Encodable { let name, summary: String; let parameters: [Parameter] }
        let animators = descriptions.map { d in
            Animator(name: d.name, summary: d.summary, parameters: d.parameters.map {
                Parameter(name: $0.name, kind: $0.kind.summary, default: $0.defaultValue.description, summary: $0.summary)
            })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(animators), as: UTF8.self) + "\n"
    }
}
