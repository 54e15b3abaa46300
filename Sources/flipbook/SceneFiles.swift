import FlipbookAnimators
import FlipbookScene
import Foundation

/// Loading scene files for the commands: the registry's names are known to
/// the loader, so a misspelt animator is reported at its line and column.
@MainActor
enum SceneFiles {
    /// The document at `path`, with `scale` (when given) replacing its canvas scale.
    /// - Throws: the loader's ``SceneError``, or ``CLIError`` when `scale` makes the canvas too large.
    static func load(_ path: String, registry: AnimatorRegistry, scale: Double? = nil) throws -> SceneDocument {
        let options = SceneLoader.Options(animatorNames: Set(registry.names),
                                          presentationControllerNames: PresentationControllerCatalog.names)
        var document: SceneDocument
        document = try SceneLoader(options: options).load(contentsOf: URL(fileURLWithPath: path))
        if let scale {
            let widest = max(document.canvas.width, document.canvas.height) * scale
            guard widest <= SceneLimits.maximumCanvasPixels else {
                throw CLIError.coded("FB-SCENE-CANVAS-LIMIT", "--scale \(scale) makes the canvas \(Int(widest)) pixels wide, more than the limit of "
                                        + "\(Int(SceneLimits.maximumCanvasPixels))")
            }
            document.canvas.scale = scale
        }
        return document
    }
}
