import Foundation

/// Loading the root view: on first read of ``ViewController/view``,
/// ``ViewController/loadView()`` then ``ViewController/viewDidLoad()``.
extension ViewController {
    /// The root view; loaded on first access (`loadView()`, then
    /// `viewDidLoad()`). Declared implicitly unwrapped as in UIKit, so
    /// `controller.view.frame` and `guard let view = controller.view` both
    /// compile; reading it always loads and returns a view. Setting nil
    /// unloads it: the next read loads a new one.
    public var view: View! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { installView(makeDefaultView()) }
            viewDidLoad()
            return loadedView ?? makeDefaultView()
        }
        set {
            if let newValue { installView(newValue) } else { unloadView() }
        }
    }

    func unloadView() {
        if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
        loadedView = nil
    }

    func installView(_ newView: View) {
        if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
        loadedView = newView
        newView.owningViewController = self
    }

    /// The view if it is loaded; never loads it.
    public var viewIfLoaded: View? { loadedView }
    /// True once the view exists.
    public var isViewLoaded: Bool { loadedView != nil }
    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() { _ = view }

    /// The view ``loadView()`` makes: a plain ``View`` as large as the screen
    /// (``Screen/main``), as UIKit's default `loadView` makes it, so a
    /// presented plain controller is never zero-sized before layout.
    func makeDefaultView() -> View { View(frame: Screen.main.bounds) }
}
