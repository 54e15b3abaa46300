import ArgumentParser
import FlipbookAnimators
import FlipbookScene
import Foundation

/// `flipbook list`: the animators a scene can name, with their parameters.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Lists the animators (with their parameters) and presentation controllers a scene can name.")

    @Option(name: .customLong("plugin"), help: ArgumentHelp("A plugin library of animators to load; repeatable.", valueName: "PATH"))
    var plugins: [String] = []

    @Flag(help: "Print JSON: {animators: [{name, summary, parameters: [{name, kind, default, summary}]}], presentationControllers: [...]}.")
    var json = false

    func run() throws {
        try MainActor.assumeIsolated {
            let registry = AnimatorRegistry.standard()
            try PluginHook.load(paths: plugins, into: registry)
            if json {
                let animators: [[String: Any]] = registry.descriptions.map { d in
                    ["name": d.name, "summary": d.summary,
                     "parameters": d.parameters.map { p in
                         ["name": p.name, "kind": p.kind.summary, "default": Self.jsonValue(p.defaultValue), "summary": p.summary]
                     }]
                }
                let object: [String: Any] = ["animators": animators,
                                             "presentationControllers": PresentationControllerCatalog.names.sorted()]
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
                print(String(decoding: data, as: UTF8.self))
            } else {
                print(registry.listing())
                print("\npresentation controllers: " + PresentationControllerCatalog.names.sorted().joined(separator: ", "))
            }
        }
    }

    static func jsonValue(_ value: AnimatorParameterValue) -> Any {
        switch value {
        case let .number(n): return n
        case let .bool(b): return b
        case let .string(s): return s
        case let .color(c): return [c.red, c.green, c.blue, c.alpha]
        }
    }
}
