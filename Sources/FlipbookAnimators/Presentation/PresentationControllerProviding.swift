import Flipbook
import Foundation

/// An animator that comes with its presentation controller (`sheet`, `card`):
/// a transitioning delegate asks it for the controller of a `.custom` presentation.
@preconcurrency @MainActor
public protocol PresentationControllerProviding: AnyObject {
    /// A new presentation controller for presenting `presented` (from `presenting`, nil when not known).
    func makePresentationController(presented: ViewController, presenting: ViewController?) -> PresentationController
}
