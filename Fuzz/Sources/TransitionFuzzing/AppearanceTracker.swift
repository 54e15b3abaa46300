import FuzzSupport
import Flipbook
import Foundation

/// Follows each controller's appearance callbacks and refuses an order that
/// UIKit's table does not allow.
///
/// Each controller is `disappeared` at first. `willAppear` is legal when it
/// is disappeared or disappearing (a cancel gives the opposite will-callback),
/// `didAppear` only right after it is appearing; symmetrically for
/// disappearing. Controllers are identified by name, which the player makes unique.
@MainActor
final class AppearanceTracker {
    enum State: String { case disappeared, appearing, appeared, disappearing }
    enum Callback: String { case willAppear, didAppear, willDisappear, didDisappear }

    private(set) var states: [String: State] = [:]
    /// The last 40 callbacks, for the failure message.
    private var recent: [String] = []

    func state(of name: String) -> State { states[name] ?? .disappeared }

    func record(_ callback: Callback, of name: String) {
        recent.append("\(name).\(callback.rawValue)")
        if recent.count > 40 { recent.removeFirst() }
        let now = state(of: name)
        let next: State
        switch callback {
        case .willAppear:
            check(now == .disappeared || now == .disappearing, name, callback, now)
            next = .appearing
        case .didAppear:
            check(now == .appearing, name, callback, now)
            next = .appeared
        case .willDisappear:
            check(now == .appeared || now == .appearing, name, callback, now)
            next = .disappearing
        case .didDisappear:
            check(now == .disappearing, name, callback, now)
            next = .disappeared
        }
        states[name] = next
    }

    private func check(_ ok: Bool, _ name: String, _ callback: Callback, _ state: State) {
        if !ok {
            require(false, "\(name).\(callback.rawValue) while \(state.rawValue); recent: \(recent.joined(separator: " "))")
        }
    }
}

/// A controller that reports its appearance callbacks to a tracker.
@MainActor
final class ProbeController: ViewController {
    let name: String
    let tracker: AppearanceTracker
    init(_ name: String, _ tracker: AppearanceTracker) {
        self.name = name
        self.tracker = tracker
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); tracker.record(.willAppear, of: name) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); tracker.record(.didAppear, of: name) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); tracker.record(.willDisappear, of: name) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); tracker.record(.didDisappear, of: name) }
}

/// The root navigation controller, reporting like ``ProbeController``.
@MainActor
final class ProbeNavigationController: NavigationController {
    let tracker: AppearanceTracker
    init(root: ViewController, _ tracker: AppearanceTracker) {
        self.tracker = tracker
        super.init(nibName: nil, bundle: nil)
        title = "nav"
        setViewControllers([root], animated: false)
    }

    required init?(coder: NSCoder) { return nil }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); tracker.record(.willAppear, of: "nav") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); tracker.record(.didAppear, of: "nav") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); tracker.record(.willDisappear, of: "nav") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); tracker.record(.didDisappear, of: "nav") }
}
