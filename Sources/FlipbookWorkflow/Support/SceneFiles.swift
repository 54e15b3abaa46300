import FlipbookAnimators
import FlipbookScene
import Foundation

/// Loading scene files for the commands: the registry's names are known to
/// the loader, so a misspelt animator is reported at its line and column.
@MainActor
package enum SceneFiles {
    /// The document at `path`, with `scale` (when given) replacing its canvas scale.
    /// - Throws: the loader's ``SceneError``, or ``CLIError`` when `scale` makes the canvas too large.
    package static func load(_ path: String, registry: AnimatorRegistry, scale: Double? = nil) throws -> SceneDocument {
        let options = SceneLoader.Options(
            animatorNames: Set(registry.names),
            presentationControllerNames: PresentationControllerCatalog.names)
        var document: SceneDocument
        document = try SceneLoader(options: options).load(contentsOf: URL(fileURLWithPath: path))
        if let scale {
            let widest = max(document.canvas.width, document.canvas.height) * scale
            guard widest <= SceneLimits.maximumCanvasPixels else {
                throw CLIError.coded(
                    "FB-SCENE-CANVAS-LIMIT",
                    "--scale \(scale) makes the canvas \(Int(widest)) pixels wide, more than the limit of "
                        + "\(Int(SceneLimits.maximumCanvasPixels))")
            }
            document.canvas.scale = scale
        }
        return document
    }

    /// The document at `path` as each of its variants (itself when it lists
    /// none; only the variant named `only` when given), with `scale` applied as in ``load(_:registry:scale:)``.
    package static func loadVariants(_ path: String, registry: AnimatorRegistry, scale: Double? = nil, only: String? = nil) throws
        -> [SceneDocument]
    {
        let options = SceneLoader.Options(
            animatorNames: Set(registry.names),
            presentationControllerNames: PresentationControllerCatalog.names)
        var documents = try SceneLoader(options: options).loadVariants(contentsOf: URL(fileURLWithPath: path), only: only)
        if let scale {
            for i in documents.indices {
                let widest = max(documents[i].canvas.width, documents[i].canvas.height) * scale
                guard widest <= SceneLimits.maximumCanvasPixels else {
                    throw CLIError.coded(
                        "FB-SCENE-CANVAS-LIMIT",
                        "--scale \(scale) makes the canvas \(Int(widest)) pixels wide, more than the limit of "
                            + "\(Int(SceneLimits.maximumCanvasPixels))")
                }
                documents[i].canvas.scale = scale
            }
        }
        return documents
    }
}
