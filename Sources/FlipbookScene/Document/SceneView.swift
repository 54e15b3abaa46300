import Flipbook
import Foundation

/// One view of a screen, with its children: what `SceneBuilder` turns into a
/// Flipbook ``View``, ``Label``, ``ImageView`` or gradient view.
///
/// Lengths are in points in the parent's coordinates; angles in the document
/// are degrees and are stored here in radians.
public struct SceneView: Equatable, Sendable {
    /// What the view shows besides its layer's background, border and shadow.
    public enum Content: Equatable, Sendable {
        /// A plain view: background, border and shadow only.
        case none
        /// A label (`text:` in the document).
        case label(SceneLabel)
        /// An image view showing a PNG file (`image:`).
        case image(SceneImage)
        /// A view filled with a gradient (`gradient:`).
        case gradient(SceneGradient)
        /// A visual effect view with a blur of this style; the children go
        /// in its content view.
        case blur(BlurEffect.Style)
        /// A stack view; the children are its arranged views.
        case stack(SceneStack)
        /// A table view of generated rows.
        case list(SceneList)
        /// A collection view of generated cells.
        case grid(SceneGrid)
    }

    /// One step of a transform. A list reads as CSS `transform` and as chained
    /// `CATransform3DTranslate(CATransform3DRotate(...))` calls do: each step
    /// transforms the coordinate system left by the steps before it, so a
    /// point meets the last step first (`[translate, rotate]` rotates the view
    /// about its anchor point, then moves it).
    public enum TransformStep: Equatable, Sendable {
        /// A translation in points.
        case translate(x: Double, y: Double, z: Double)
        /// A scale per axis (1 keeps the size).
        case scale(x: Double, y: Double, z: Double)
        /// Radians about the axis (x, y, z); `rotate` in a document is about z.
        case rotate(angle: Double, x: Double, y: Double, z: Double)
        /// `m34 = -1 / distance`, distance in points (> 0).
        case perspective(distance: Double)
    }

    /// What the view shows; `.none` for a plain view.
    public var content: Content = .none
    /// The accessibility identifier; unique within a screen.
    public var id: String?
    /// The view's `tag`; 0 by default.
    public var tag = 0
    /// The frame in points, in the parent's coordinates; ignored when `usesConstraints`.
    public var frame: CGRect = .zero
    /// The background colour; nil for none.
    public var backgroundColor: Color?
    /// In 0...1.
    public var alpha: Double = 1
    /// Whether the view is hidden (`isHidden`).
    public var isHidden = false
    /// In points, >= 0.
    public var cornerRadius: Double = 0
    /// Which corners `cornerRadius` rounds; all by default.
    public var maskedCorners: CornerMask = .all
    /// In points, >= 0; drawn inside the bounds as CALayer does.
    public var borderWidth: Double = 0
    /// The border's colour; black by default.
    public var borderColor: Color = .black
    /// The layer's shadow; nil for none.
    public var shadow: Shadow?
    /// Whether the view clips its children to its (rounded) bounds.
    public var clipsToBounds = false
    /// The transform, as steps applied in order (see ``TransformStep``).
    public var transform: [TransformStep] = []
    /// Unit coordinates; default (0.5, 0.5).
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's `zPosition`: higher draws above its siblings.
    public var zPosition: Double = 0
    /// `layoutMargins`, points; nil for UIKit's default (8 a side).
    public var layoutMargins: EdgeInsets?
    /// Constraints declared on this view, among it, its guides and the
    /// views inside it (activated once the subtree is built).
    public var constraints: [SceneConstraint] = []
    /// True when the view is placed by constraints
    /// (`translatesAutoresizingMaskIntoConstraints = false`): it has no
    /// `frame` and a constraint names it, or it is a stack's child.
    public var usesConstraints = false
    /// The subviews, back to front.
    public var children: [SceneView] = []

    /// A plain view with every property at its default.
    public init() {}

    /// The steps multiplied out, first step applied first.
    public var transform3D: Transform3D {
        var t = Transform3D.identity
        for step in transform {
            switch step {
            case let .translate(x, y, z): t = t.translatedBy(x: x, y: y, z: z)
            case let .scale(x, y, z): t = t.scaledBy(x: x, y: y, z: z)
            case let .rotate(angle, x, y, z): t = t.rotated(by: angle, x: x, y: y, z: z)
            case let .perspective(d): t = Transform3D.perspective(eyeDistance: d).concatenating(t)
            }
        }
        return t
    }

    /// Every id in this tree, depth first.
    public var identifiers: [String] {
        (id.map { [$0] } ?? []) + children.flatMap(\.identifiers)
    }
}

/// A label's text and style. With `baseline` set, the text is one line drawn
/// with its baseline at that point of the view's bounds (as a hand-written
/// program places text); otherwise it is laid out as `UILabel` does.
public struct SceneLabel: Equatable, Sendable {
    /// The text shown.
    public var text: String
    /// The font; 17 pt system font by default.
    public var font: Font = .systemFont(ofSize: 17)
    /// The text's colour; black by default.
    public var color: Color = .black
    /// How lines are placed across the bounds; `.natural` by default.
    public var alignment: TextAlignment = .natural
    /// 0 means no limit; default 1.
    public var lines = 1
    /// How a line too long for the bounds is wrapped or truncated; truncated at the tail by default.
    public var lineBreak: LineBreakMode = .byTruncatingTail
    /// In the view's bounds, in points; `alignment` then places the text's
    /// left end (left, natural, justified), middle (center) or right end at x.
    public var baseline: CGPoint?
    /// A Dynamic Type style (`font: {style: body}`): the label's font is
    /// the style's at the window's text size, and follows it.
    public var textStyle: Font.TextStyle?

    /// A label of `text` with the default style.
    public init(text: String) { self.text = text }
}

/// A PNG file shown by an image view.
public struct SceneImage: Equatable, Sendable {
    /// The path as written in the document, relative to its folder.
    public var path: String
    /// The resolved file.
    public var url: URL
    /// How the image fits the bounds; `.scaleToFill` by default.
    public var contentMode: ContentMode = .scaleToFill
    /// Pixels per point of the image file; default 1.
    public var scale: Double = 1
    /// Where the path was written, for errors while decoding; not part of equality.
    public var location: SceneLocation

    /// An image read from `url`, written `path` in the document at `location`.
    public init(path: String, url: URL, location: SceneLocation) {
        self.path = path
        self.url = url
        self.location = location
    }

    public static func == (a: SceneImage, b: SceneImage) -> Bool {
        a.path == b.path && a.url == b.url && a.contentMode == b.contentMode && a.scale == b.scale
    }
}

/// A gradient filling a view's bounds. Points are unit coordinates of the
/// bounds ((0, 0) top left, (1, 1) bottom right).
public struct SceneGradient: Equatable, Sendable {
    /// A linear or radial gradient.
    public enum Kind: String, CaseIterable, Equatable, Sendable {
        /** Along a line from `start` to `end`, or in circles around `start`. */
        case linear, radial
    }
    /// Linear (the default) or radial.
    public var kind: Kind = .linear
    /// The colour stops.
    public var gradient: Gradient
    /// Linear: where the first colour is; radial: the centre. Default (0.5, 0) linear, (0.5, 0.5) radial.
    public var start: CGPoint
    /// Linear only: where the last colour is; default (0.5, 1).
    public var end: CGPoint = CGPoint(x: 0.5, y: 1)
    /// Radial only: the radius in points; nil means half the shorter side.
    public var radius: Double?

    /// A gradient of `kind` through `gradient`'s stops, with the kind's default points.
    public init(kind: Kind, gradient: Gradient) {
        self.kind = kind
        self.gradient = gradient
        start = kind == .linear ? CGPoint(x: 0.5, y: 0) : CGPoint(x: 0.5, y: 0.5)
    }
}

/// A place in a scene file, for errors found after parsing.
public struct SceneLocation: Equatable, Sendable {
    /// The file's path as given to the loader.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// A place in a file; line and column count from 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// An error at this place.
    public func error(_ problem: String, hint: String? = nil) -> SceneError {
        SceneError(file: file, line: line, column: column, problem: problem, hint: hint)
    }
}
