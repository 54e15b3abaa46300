import Foundation

/// A transition from one controller to another started by name
/// (`UIStoryboardSegue`). There are no storyboards: a source registers its
/// segues with ``ViewController/registerSegue(identifier:kind:destination:)``
/// and starts them with ``ViewController/performSegue(withIdentifier:sender:)``.
///
/// Life of a segue, as in the guide: the destination is created, then the
/// segue (`init(identifier:source:destination:)`), then the source's
/// `prepare(for:sender:)`, then ``perform()``, then the segue is released.
///
/// Subclass it for a custom segue: override ``perform()`` to run your own
/// animation, then present (or push) the destination; the presentation runs
/// through the usual transition machinery.
///
/// ```swift
/// final class FadeSegue: StoryboardSegue {
///     override func perform() {
///         destination.modalTransitionStyle = .crossDissolve
///         source.present(destination, animated: true)
///     }
/// }
/// ```
@preconcurrency @MainActor
open class StoryboardSegue: NSObject {
    /// The name it was registered under; nil for segues made by hand.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue shows (the unwind target, for an unwind segue).
    public let destination: ViewController
    /// What the built-in kinds do in ``perform()``; nil presents modally.
    var action: ((StoryboardSegue) -> Void)?

    /// Subclasses override this to set themselves up, calling `super` first.
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Runs the transition. The default does what the segue's kind says
    /// (`.show`: `source.show(destination, sender:)`; `.present`: present
    /// modally, animated); a plain `StoryboardSegue` made by hand presents modally.
    open func perform() {
        if let action { return action(self) }
        source.present(destination, animated: true)
    }
}

/// UIKit's other name for a segue.
public typealias Segue = StoryboardSegue

/// How a registered segue shows its destination (the storyboard's segue kinds).
public enum SegueKind {
    /// `show(_:sender:)`: pushed inside a navigation controller, else presented.
    case show
    /// Presented modally with the destination's presentation and transition styles.
    case present
    /// An instance of this ``StoryboardSegue`` subclass runs its own `perform()`.
    case custom(StoryboardSegue.Type)
}

/// A registered segue: its kind and how to make the destination.
struct SegueRegistration {
    let kind: SegueKind
    let destination: @MainActor () -> ViewController
}
