import Flipbook
import FlipbookAnimators
import FlipbookScene
import FlipbookTestingCore
import Foundation

/// A scene document to check against its golden `GOLDENS/<name>/`.
package struct GoldenScene {
    /// The path as given on the command line.
    package var path: String
    /// The scene file's name without its extension, and for a variant of a
    /// scene that lists `variants`, `@` and the variant's name: the golden's folder name.
    package var name: String
    package var document: SceneDocument

    /// What checking the scene costs: frames x pixels, as the document tells (see ``SceneCost``).
    package var cost = 0

    package init(path: String, name: String, document: SceneDocument, cost: Int = 0) {
        self.path = path
        self.name = name
        self.document = document
        self.cost = cost
    }

    /// Loads every scene of `paths` (a shard is cut from all of them, so every
    /// shard loads all: see ``Shard/balanced(_:name:cost:)``).
    /// - Throws: ``CLIError/badInput(_:)`` for a scene that does not load, or
    ///   two scenes with the same name (they would share a golden).
    @MainActor
    package static func load(_ paths: [String], registry: AnimatorRegistry, scale: Double?, variant: String? = nil) throws
        -> [GoldenScene]
    {
        var byName: [String: String] = [:]
        var scenes: [GoldenScene] = []
        for path in paths {
            let name = (URL(fileURLWithPath: path).lastPathComponent as NSString).deletingPathExtension
            if let other = byName[name] {
                throw CLIError.badInput(
                    "\(path) and \(other) have the same name '\(name)' and would share one golden; rename one")
            }
            byName[name] = path
            for document in try SceneFiles.loadVariants(path, registry: registry, scale: scale, only: variant) {
                let full = document.environment.map { "\(name)@\($0.name)" } ?? name
                scenes.append(
                    GoldenScene(
                        path: path, name: full, document: document,
                        cost: SceneCost.cost(of: document, registry: registry)))
            }
        }
        return scenes
    }
}
