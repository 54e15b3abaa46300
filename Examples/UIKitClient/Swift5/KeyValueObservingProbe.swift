// Not app code: what the key-value observing tests drive, with UIKit's names.
import UIKit

/// A window showing an `ObservedScreen`, one property of it observed with the
/// block form (`observe(_:options:changeHandler:)`) and the string form
/// (`addObserver(_:forKeyPath:options:context:)`) at once.
@MainActor
public final class KeyValueObservingProbe {
    /// The properties probed: the string key path of each, as iOS code writes it.
    nonisolated public static let properties = ["frame", "bounds", "center", "contentOffset", "contentSize", "contentInset",
                                    "safeAreaInsets", "isHidden", "alpha", "transform", "layer.position",
                                    "layer.bounds", "preferredContentSize"]

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let screen = ObservedScreen()
    private var watcher: OffsetWatcher? = OffsetWatcher()
    private weak var releasedWatcher: OffsetWatcher?
    let property: String
    /// The value after each change, described ("\(value)"); the first is the value before any.
    public private(set) var values: [String] = []
    private var step = 0

    /// Observes `property` (one of ``properties``) with `[.new, .old]`, in both forms.
    public init(_ property: String) {
        self.property = property
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        values.append(current)
        screen.observe(property)
        guard let watcher = watcher else { return }
        switch property {
        case "contentOffset", "contentSize", "contentInset": watcher.watch(screen.scrollView, keyPath: property)
        case "safeAreaInsets": watcher.watch(screen.view, keyPath: property)
        case "isHidden": watcher.watch(screen.box, keyPath: "hidden")
        case "layer.position": watcher.watch(screen.box.layer, keyPath: "position")
        case "layer.bounds": watcher.watch(screen.box.layer, keyPath: "bounds")
        case "preferredContentSize": watcher.watch(screen, keyPath: property)
        default: watcher.watch(screen.box, keyPath: property)
        }
    }

    /// The block form's notes ("old -> new").
    public var blockNotes: [String] { screen.notes }
    /// The string form's notes ("keyPath: old -> new").
    public var stringNotes: [String] { watcher?.notes ?? [] }

    /// The property's value now, described.
    public var current: String {
        let box = screen.box, scrollView = screen.scrollView
        switch property {
        case "frame": return "\(box.frame)"
        case "bounds": return "\(box.bounds)"
        case "center": return "\(box.center)"
        case "isHidden": return "\(box.isHidden)"
        case "alpha": return "\(box.alpha)"
        case "transform": return "\(box.transform)"
        case "contentOffset": return "\(scrollView.contentOffset)"
        case "contentSize": return "\(scrollView.contentSize)"
        case "contentInset": return "\(scrollView.contentInset)"
        case "safeAreaInsets": return "\(screen.view.safeAreaInsets)"
        case "layer.position": return "\(box.layer.position)"
        case "layer.bounds": return "\(box.layer.bounds)"
        case "preferredContentSize": return "\(screen.preferredContentSize)"
        default: return "?"
        }
    }

    /// Changes the value once, to a value it has not had.
    public func change() {
        step += 1
        let n = CGFloat(step)
        let box = screen.box, scrollView = screen.scrollView
        switch property {
        case "frame": box.frame = CGRect(x: 10 + n, y: 20, width: 30 + n, height: 40)
        case "bounds": box.bounds = CGRect(x: 0, y: 0, width: 30 + n, height: 40)
        case "center": box.center = CGPoint(x: 50 + n, y: 60)
        case "isHidden": box.isHidden.toggle()
        case "alpha": box.alpha = 1 - n / 10
        case "transform": box.transform = CGAffineTransform(scaleX: 1 + n, y: 1)
        case "contentOffset": scrollView.contentOffset = CGPoint(x: 0, y: 10 * n)
        case "contentSize": scrollView.contentSize = CGSize(width: 375, height: 2000 + n)
        case "contentInset": scrollView.contentInset = UIEdgeInsets(top: n, left: 0, bottom: 0, right: 0)
        case "safeAreaInsets":
            screen.additionalSafeAreaInsets = UIEdgeInsets(top: 10 * n, left: 0, bottom: 0, right: 0)
            window.layoutIfNeeded()
        case "layer.position": box.layer.position = CGPoint(x: 5 * n, y: 7)
        case "layer.bounds": box.layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8 * n)
        case "preferredContentSize": screen.preferredContentSize = CGSize(width: 300, height: 100 * n)
        default: break
        }
        values.append(current)
    }

    /// Assigns the value the property already has.
    public func assignSame() {
        let box = screen.box, scrollView = screen.scrollView
        switch property {
        case "frame": box.frame = box.frame
        case "bounds": box.bounds = box.bounds
        case "center": box.center = box.center
        case "isHidden": box.isHidden = box.isHidden
        case "alpha": box.alpha = box.alpha
        case "transform": box.transform = box.transform
        case "contentOffset": scrollView.contentOffset = scrollView.contentOffset
        case "contentSize":
            let size = scrollView.contentSize
            scrollView.contentSize = size
        case "contentInset":
            let inset = scrollView.contentInset
            scrollView.contentInset = inset
        case "safeAreaInsets":
            screen.additionalSafeAreaInsets = screen.additionalSafeAreaInsets
            window.layoutIfNeeded()
        case "layer.position": box.layer.position = box.layer.position
        case "layer.bounds": box.layer.bounds = box.layer.bounds
        case "preferredContentSize": screen.preferredContentSize = screen.preferredContentSize
        default: break
        }
    }

    /// Invalidates the block observation and removes the string-form observer.
    public func stopObserving() {
        screen.invalidateObservation()
        switch property {
        case "contentOffset", "contentSize", "contentInset": screen.scrollView.removeObserver(watcher!, forKeyPath: property)
        case "safeAreaInsets": screen.view.removeObserver(watcher!, forKeyPath: property)
        case "isHidden": screen.box.removeObserver(watcher!, forKeyPath: "hidden")
        case "layer.position": screen.box.layer.removeObserver(watcher!, forKeyPath: "position")
        case "layer.bounds": screen.box.layer.removeObserver(watcher!, forKeyPath: "bounds")
        case "preferredContentSize": screen.removeObserver(watcher!, forKeyPath: property)
        default: screen.box.removeObserver(watcher!, forKeyPath: property)
        }
    }

    /// Releases the block observation and the string-form observer, without
    /// invalidating or removing either. Returns the released watcher's notes so far.
    @discardableResult
    public func releaseObservers() -> [String] {
        screen.releaseObservation()
        let notes = watcher?.notes ?? []
        releasedWatcher = watcher
        watcher = nil
        return notes
    }

    /// True when the released string-form observer is gone (nothing kept it).
    public var releasedObserverIsGone: Bool { releasedWatcher == nil }
}
