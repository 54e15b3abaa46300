// Written for iOS: a button wired with target-action.
import UIKit

final class CloseButtonController: UIViewController {
    let closeButton = UIButton(type: .system)
    private(set) var closeTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.addTarget(self, action: Self.close, for: .touchUpInside)
        view.addSubview(closeButton)
    }

    private func close() {
        closeTaps += 1
    }
}
