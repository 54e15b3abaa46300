// Written for iOS, unchanged here: a toast that hides itself after a delay its
// delegate may choose, or when tapped. (An Xcode project would build this file.)
import UIKit

@objc protocol ToastDelegate: AnyObject {
    @objc optional func toastDidHide(_ toast: ToastController)
    @objc optional func toastDuration(_ toast: ToastController) -> TimeInterval
}

final class ToastController: UIViewController {
    weak var delegate: ToastDelegate?
    @IBOutlet weak var label: UILabel?
    private(set) var isShowing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hide)))
    }

    func show() {
        isShowing = true
        let duration = delegate?.toastDuration?(self) ?? 2
        perform(#selector(hide), with: nil, afterDelay: duration)
    }

    @objc func hide() {
        guard isShowing else { return }
        isShowing = false
        delegate?.toastDidHide?(self)
    }
}
