import Flipbook
import FlipbookCairo
import FlipbookScene
import FlipbookTestingCore
import Foundation

/// The fingerprint of what a scene's golden is made from: the scene file's
/// bytes, each image it shows, each `--plugin` library, `--scale`,
/// Flipbook's version, the cairo, pixman, freetype and libpng versions, the
/// system font's file's bytes and its name and version ("Inter Regular
/// 3.019", or DejaVu Sans's where Inter is missing) (see ``InputFingerprint``). Files are hashed with
/// SHA-256; the plugins and the font once per run.
package struct InputFingerprinter {
    /// The parts every scene shares: versions, font, plugins, scale.
    package let shared: [String: String]

    /// - Parameters:
    ///   - plugins: the `--plugin` paths, in order.
    ///   - scale: `--scale`, when given.

    package init(plugins: [String], scale: Double?) {
        var parts: [String: String] = ["flipbook": FlipbookVersion.current]
        let versions = FilmManifest.currentVersions
        parts["cairo"] = versions.cairo
        parts["libpng"] = versions.libpng
        parts["pixman"] = versions.pixman ?? "unknown"
        parts["freetype"] = versions.freetype ?? "unknown"
        if let font = versions.font {
            parts["font"] = Self.hash(file: URL(fileURLWithPath: font.file))
            parts["font-name"] = "\(font.fullName ?? font.family) \(font.version ?? "unknown")"
        } else {
            parts["font"] = "unknown"
        }
        for (position, plugin) in plugins.enumerated() {
            let name = URL(fileURLWithPath: plugin).lastPathComponent
            let key = parts["plugin:\(name)"] == nil ? "plugin:\(name)" : "plugin:\(position + 1):\(name)"
            parts[key] = Self.hash(file: URL(fileURLWithPath: plugin))
        }
        if let scale { parts["scale"] = GoldenRequest.scaleText(scale) }
        shared = parts
    }

    /// The fingerprint of `scene`: the shared parts, `scene` (its file's
    /// SHA-256) and `image:<path as written>` for each image it shows.
    package func fingerprint(of scene: GoldenScene) -> InputFingerprint {
        var parts = shared
        parts["scene"] = Self.hash(file: URL(fileURLWithPath: scene.path))
        for screen in scene.document.screens {
            Self.visit(screen.root) { image in parts["image:\(image.path)"] = Self.hash(file: image.url) }
        }
        return InputFingerprint(parts: parts)
    }

    /// Calls `body` with each image of `view`'s tree.
    private static func visit(_ view: SceneView, _ body: (SceneImage) -> Void) {
        if case .image(let image) = view.content { body(image) }
        for child in view.children { visit(child, body) }
    }

    /// `sha256:` and the SHA-256 of the file's bytes; `unreadable` when it cannot be read.
    package static func hash(file: URL) -> String {
        guard let data = try? Data(contentsOf: file) else { return "unreadable" }
        return "sha256:" + SHA256.hex(of: data)
    }
}
