import Flipbook
import Foundation

/// A view controller whose view is one built screen of a scene document.
///
/// ``SceneRunner`` makes one per screen the transition involves; `title` is
/// the screen's name, so traces and transition reports name it.
@preconcurrency @MainActor
public final class ScreenViewController: ViewController {
    /// The screen's root view, as ``SceneBuilder`` built it.
    public let screenView: View
    /// Called with the coordinator of a window resize (`viewWillTransition(to:with:)`).
    var onSizeTransition: ((any ViewControllerTransitionCoordinator) -> Void)?

    /// A controller titled `name` whose view shows `screenView`.
    public init(name: String, screenView: View) {
        self.screenView = screenView
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    /// Not supported: there are no archives to decode; returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func loadView() { view = screenView }

    public override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        onSizeTransition?(coordinator)
    }
}
