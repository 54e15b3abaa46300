// Written as for iOS: a screen whose views, layers and controller are
// observed with block-based key-value observing.
import UIKit

final class ObservedScreen: UIViewController {
    let scrollView = UIScrollView()
    let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    /// "old -> new" for each block notification.
    private(set) var notes: [String] = []
    private(set) var observation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        view.addSubview(scrollView)
        view.addSubview(box)
    }

    private func note<Value>(_ change: NSKeyValueObservedChange<Value>) {
        let old = change.oldValue.map { "\($0)" } ?? "nil"
        let new = change.newValue.map { "\($0)" } ?? "nil"
        notes.append("\(old) -> \(new)")
    }

    /// Observes one property, as iOS code does, with a key path literal.
    func observe(_ property: String, options: NSKeyValueObservingOptions = [.new, .old]) {
        switch property {
        case "frame": observation = box.observe(\.frame, options: options) { [weak self] _, change in self?.note(change) }
        case "bounds": observation = box.observe(\.bounds, options: options) { [weak self] _, change in self?.note(change) }
        case "center": observation = box.observe(\.center, options: options) { [weak self] _, change in self?.note(change) }
        case "isHidden":
            observation = box.observe(\.isHidden, options: options) { [weak self] _, change in self?.note(change) }
        case "alpha": observation = box.observe(\.alpha, options: options) { [weak self] _, change in self?.note(change) }
        case "transform":
            observation = box.observe(\.transform, options: options) { [weak self] _, change in self?.note(change) }
        case "contentOffset":
            observation = scrollView.observe(\.contentOffset, options: options) { [weak self] _, change in self?.note(change) }
        case "contentSize":
            observation = scrollView.observe(\.contentSize, options: options) { [weak self] _, change in self?.note(change) }
        case "contentInset":
            observation = scrollView.observe(\.contentInset, options: options) { [weak self] _, change in self?.note(change) }
        case "safeAreaInsets":
            observation = view.observe(\.safeAreaInsets, options: options) { [weak self] _, change in self?.note(change) }
        case "layer.position":
            observation = box.layer.observe(\.position, options: options) { [weak self] _, change in self?.note(change) }
        case "layer.bounds":
            observation = box.layer.observe(\.bounds, options: options) { [weak self] _, change in self?.note(change) }
        case "preferredContentSize":
            observation = observe(\.preferredContentSize, options: options) { [weak self] _, change in self?.note(change) }
        default:
            fatalError("no observation for \(property)")
        }
    }

    /// Invalidates the observation (it is still held).
    func invalidateObservation() { observation?.invalidate() }

    /// Releases the observation without invalidating it.
    func releaseObservation() { observation = nil }
}
