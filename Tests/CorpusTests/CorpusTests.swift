import Flipbook
import Foundation
import Testing
import UIKit

@testable import CorpusSwift5
@testable import CorpusSwift6

/// The corpus (Tests/Corpus): open-source UIKit transition libraries, unmodified,
/// ported by the FlipbookPort plugin and compiled against the UIKit product in
/// both language modes (that they compile is most of the check), then run:
/// each library's custom presentation presents a controller where its own
/// presentation controller puts it, and dismisses it.
@MainActor @Suite(.serialized) struct CorpusTests {
    /// A window with a root controller, ticked once.
    func stage() -> (UIWindow, UIViewController) {
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.tick()
        return (window, root)
    }

    /// Presents `modal` with `delegate` as its transitioning delegate (what each
    /// library's `present...` helper does), runs a second, then dismisses it.
    func presentAndDismiss(_ delegate: UIViewControllerTransitioningDelegate, check: (UIViewController, UIWindow) -> Void) {
        let (window, root) = stage()
        let modal = UIViewController()
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        window.tick(frames: 60)
        #expect(root.presentedViewController === modal)
        check(modal, window)
        modal.dismiss(animated: true)
        window.tick(frames: 60)
        #expect(root.presentedViewController == nil, "dismissed")
    }

    /// SPStorkController: the card sits 13 points below the status bar's space
    /// (30 points when the status bar is shorter than 25, as here).
    @Test func storkPresentsBelowTheTopSpace() {
        let delegates: [(String, UIViewControllerTransitioningDelegate)] = [
            ("Swift 5", CorpusSwift5.SPStorkTransitioningDelegate()), ("Swift 6", CorpusSwift6.SPStorkTransitioningDelegate()),
        ]
        for (mode, delegate) in delegates {
            presentAndDismiss(delegate) { modal, window in
                #expect(modal.view.frame == CGRect(x: 0, y: 43, width: 375, height: 667 - 43), "\(mode): \(modal.view.frame)")
                let kind = String(describing: type(of: modal.presentationController!))
                #expect(kind == "SPStorkPresentationController", "\(mode): \(kind)")
            }
        }
    }

    /// SPLarkController: the presented controller takes the bottom 250 points.
    @Test func larkPresentsAtTheBottom() {
        let delegates: [(String, UIViewControllerTransitioningDelegate)] = [
            ("Swift 5", CorpusSwift5.SPLarkTransitioningDelegate()), ("Swift 6", CorpusSwift6.SPLarkTransitioningDelegate()),
        ]
        for (mode, delegate) in delegates {
            presentAndDismiss(delegate) { modal, _ in
                #expect(modal.view.frame == CGRect(x: 0, y: 667 - 250, width: 375, height: 250), "\(mode): \(modal.view.frame)")
            }
        }
    }

    /// CardPresentationController: the card starts `verticalInset` (the status
    /// bar's height, 0 here) plus `verticalSpacing` (16) below the top, and its
    /// animator is a property animator driven to the end.
    @Test func cardPresentsBelowTheSpacing() {
        let delegates: [(String, UIViewControllerTransitioningDelegate)] = [
            ("Swift 5", CorpusSwift5.CardTransitionManager(configuration: CorpusSwift5.CardConfiguration())),
            ("Swift 6", CorpusSwift6.CardTransitionManager(configuration: CorpusSwift6.CardConfiguration())),
        ]
        for (mode, delegate) in delegates {
            presentAndDismiss(delegate) { modal, _ in
                #expect(modal.view.frame.minY == 16, "\(mode): \(modal.view.frame)")
                #expect(modal.view.layer.cornerRadius == 12, "\(mode): the card's top corners are rounded")
            }
        }
    }
}
