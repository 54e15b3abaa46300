import Flipbook
import Foundation

/// A scene: a canvas, named screens, one transition between them, an optional
/// interaction script, and what to write. See `docs/scene-format.md`.
///
/// Load one with ``SceneLoader``; build its screens with ``SceneBuilder``.
/// Values are validated: every number is finite and in its documented range,
/// every screen and view id the transition names exists.
public struct SceneDocument: Equatable, Sendable {
    /// The drawing surface: size, scale, frame rate, background.
    public var canvas: Canvas
    /// In document order; names are unique.
    public var screens: [Screen]
    /// The transition the scene runs.
    public var transition: SceneTransition
    /// The percent or touch script that drives an interactive transition; nil runs it non-interactively.
    public var interaction: SceneInteraction?
    /// What the run writes.
    public var outputs: SceneOutputs
    /// The device preset the window is made for (`device:`): its size and
    /// scale are the canvas's, its safe-area insets the window's; nil for none.
    public var device: Device?
    /// The variants the scene lists (`variants:`); nil for none.
    public var variants: SceneVariants?
    /// The variant this document runs as (set by the loader for each of
    /// ``variants``): its settings go on the window; nil for none.
    public var environment: SceneVariant?
    /// The navigation bar of a push or pop (`navigationBar`); nil runs it with the bar hidden.
    public var navigationBar: SceneNavigationBar?

    /// A document; device, variants and navigation bar are set afterwards when the scene has them.
    public init(
        canvas: Canvas, screens: [Screen], transition: SceneTransition,
        interaction: SceneInteraction? = nil, outputs: SceneOutputs = SceneOutputs()
    ) {
        self.canvas = canvas
        self.screens = screens
        self.transition = transition
        self.interaction = interaction
        self.outputs = outputs
    }

    /// The screen with `name`, nil when there is none.
    public func screen(named name: String) -> Screen? { screens.first { $0.name == name } }

    /// The drawing surface: size in points, pixels per point, frames per second.
    public struct Canvas: Equatable, Sendable {
        /// In points, in (0, 8192].
        public var width: Double
        /// In points, in (0, 8192].
        public var height: Double
        /// Pixels per point, in (0, 8]; default 2.
        public var scale: Double = 2
        /// Frames per second, in (0, 240]; default 60.
        public var fps: Double = 60
        /// The window's colour behind every screen; default ``Color/systemBackground``
        /// (white, and black in a dark variant).
        public var background: Color = .systemBackground
        /// When true (the default) frames are written without transparency.
        public var opaque = true

        /// A canvas; sizes in points, `scale` in pixels per point, `fps` in frames per second.
        public init(
            width: Double, height: Double, scale: Double = 2, fps: Double = 60,
            background: Color = .systemBackground, opaque: Bool = true
        ) {
            self.width = width
            self.height = height
            self.scale = scale
            self.fps = fps
            self.background = background
            self.opaque = opaque
        }

        /// The canvas size in points.
        public var size: CGSize { CGSize(width: width, height: height) }
    }

    /// A named view tree; its root's frame defaults to the whole canvas.
    public struct Screen: Equatable, Sendable {
        /// The screen's name, unique in the document; the transition refers to screens by it.
        public var name: String
        /// The root view; its frame defaults to the whole canvas.
        public var root: SceneView

        /// A screen of `name` with the view tree `root`.
        public init(name: String, root: SceneView) {
            self.name = name
            self.root = root
        }
    }
}
