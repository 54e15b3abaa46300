import Foundation

/// A closure a control runs for its events (`UIAction`).
///
/// UIKit's `UIAction` and `CAAction` both lose their prefix to `Action`, and
/// Flipbook's ``Action`` is the layer's (`CAAction`): write `ControlAction`
/// where UIKit code writes `UIAction` (docs/porting-from-uikit.md).
///
/// ```swift
/// button.addAction(ControlAction { _ in self.dismiss(animated: true) }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
public final class ControlAction: NSObject {
    /// Names an action, so that it can be removed or replaced (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with this raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title a menu or button shows for the action.
    public var title: String
    /// The image shown with the title.
    public var image: Image?
    /// Unique among a control's actions: adding another action with the same
    /// identifier replaces the first.
    public let identifier: Identifier
    /// The control that sent the action while the handler runs, else nil.
    public private(set) weak var sender: AnyObject?
    private let handler: (ControlAction) -> Void

    /// An action that runs `handler` (`UIAction(title:image:identifier:handler:)`);
    /// without an identifier it gets a unique one.
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil,
        handler: @escaping (ControlAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUIDSequence.next())
        self.handler = handler
        super.init()
    }

    /// Runs the handler with ``sender`` set to `sender`.
    func perform(sender: AnyObject?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

/// Identifiers for actions made without one: unique and the same on every
/// run (no random numbers, so traces stay deterministic).
@MainActor
enum UUIDSequence {
    private static var counter = 0
    static func next() -> String {
        counter += 1
        return "flipbook.action.\(counter)"
    }
}
