// Written for iOS: key-value observing with the string form and #keyPath.
import UIKit

nonisolated(unsafe) private var scrollContext = 0

final class ScrollWatcher: UIViewController {
    let scrollView = UIScrollView()
    private(set) var offsets: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        view.addSubview(scrollView)
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: &scrollContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &scrollContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if let offset = change?[.newKey] as? CGPoint {
            offsets.append(offset.y)
        }
    }
}
