// An app's design system: a module of its own that knows nothing of UIKit,
// with names Flipbook also has (`Button`, `Animation`). A file that imports
// both this module and UIKit must see only these: were Flipbook's names
// brought by `import UIKit`, each use would be ambiguous.

/// A button's style.
public struct Button: Hashable, Sendable {
    public var title: String
    /// In points.
    public var height: Double
    /// In points.
    public var cornerRadius: Double

    public init(title: String, height: Double, cornerRadius: Double) {
        self.title = title
        self.height = height
        self.cornerRadius = cornerRadius
    }

    /// The primary action of a screen.
    public static func primary(_ title: String) -> Button { Button(title: title, height: 50, cornerRadius: 8) }
}
