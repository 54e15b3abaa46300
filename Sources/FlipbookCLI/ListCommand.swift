import ArgumentParser
import FlipbookAnimators
import FlipbookScene
import FlipbookWorkflow
import Foundation

/// `flipbook list`: the animators a scene can name, with their parameters.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Lists the animators (with their parameters) and presentation controllers a scene can name.")

    @Option(
        name: .customLong("plugin"), help: ArgumentHelp("A plugin library of animators to load; repeatable.", valueName: "PATH"))
    var plugins: [String] = []

    @Flag(
        help:
            "Print JSON: {animators: [{name, summary, parameters: [{name, kind, default, summary}]}], presentationControllers: [...]}."
    )
    var json = false

    func run() throws {
        try MainActor.assumeIsolated {
            let registry = AnimatorRegistry.standard()
            try PluginHook.load(paths: plugins, into: registry)
            if json {
                let animators = registry.descriptions.map { d in
                    Report.Animator(
                        name: d.name, summary: d.summary,
                        parameters: d.parameters.map { p in
                            Report.Parameter(
                                name: p.name, kind: p.kind.summary, default: Report.Value(p.defaultValue), summary: p.summary)
                        })
                }
                print(
                    try Report(animators: animators, presentationControllers: PresentationControllerCatalog.names.sorted()).text()
                )
            } else {
                print(registry.listing())
                print("\npresentation controllers: " + PresentationControllerCatalog.names.sorted().joined(separator: ", "))
            }
        }
    }

    /// `list --json`.
    struct Report: JSONReport {
        var format = "flipbook-list"
        var version = 1
        var animators: [Animator]
        var presentationControllers: [String]

        struct Animator: Encodable {
            var name: String
            var summary: String
            var parameters: [Parameter]
        }

        struct Parameter: Encodable {
            var name: String
            var kind: String
            var `default`: Value
            var summary: String
        }

        /// A parameter's default: a number, a flag, a string, or a colour as [red, green, blue, alpha] in 0...1.
        struct Value: Encodable {
            let value: AnimatorParameterValue
            init(_ value: AnimatorParameterValue) { self.value = value }

            func encode(to encoder: any Encoder) throws {
                var c = encoder.singleValueContainer()
                switch value {
                case let .number(n): try c.encode(n)
                case let .bool(b): try c.encode(b)
                case let .string(s): try c.encode(s)
                case let .color(col): try c.encode([Double(col.red), Double(col.green), Double(col.blue), Double(col.alpha)])
                }
            }
        }
    }
}
