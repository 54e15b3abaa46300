import Foundation

/// Gives a page view controller the pages around the one shown
/// (`UIPageViewControllerDataSource`,
/// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource).
/// A swipe asks for the page after (towards the trailing or bottom edge) or
/// before; nil means there is none and the swipe does not turn the page.
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerBefore viewController: ViewController
    ) -> ViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerAfter viewController: ViewController
    ) -> ViewController?
    /// The number of pages for the page indicator (`presentationCount(for:)`); 0 by default.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// The index of the page shown, for the page indicator (`presentationIndex(for:)`); 0 by default.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Told of page turns made by gestures (`UIPageViewControllerDelegate`,
/// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate);
/// every method has a default.
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A gesture is about to turn to `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: PageViewController,
        willTransitionTo pendingViewControllers: [ViewController])
    /// A gesture-driven turn finished: `completed` is false when the page
    /// went back (the swipe was too short); `previousViewControllers` are the
    /// pages shown before it.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
    /// The spine location for a page-curl controller when the orientation changes.
    func pageViewController(
        _ pageViewController: PageViewController,
        spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation
}

extension PageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: PageViewController,
        willTransitionTo pendingViewControllers: [ViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: PageViewController,
        spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
