import Foundation

/// The page indicator of a `.scroll` page view controller: "If both of the
/// methods in Supporting a Page Indicator are implemented and the page view
/// controller's transition style is `UIPageViewController.TransitionStyle.scroll`,
/// a page indicator is visible"
/// (https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource).
/// Swift cannot tell an implemented requirement from its default, so a
/// `presentationCount(for:)` above 0 stands for "implemented" (the default
/// answers 0).
extension PageViewController {
    /// The part of the view the pages use, points: the bounds, less the
    /// page indicator's height at the bottom while it is shown.
    var contentBounds: CGRect {
        let b = view.bounds
        guard indicator != nil else { return b }
        return CGRect(x: b.minX, y: b.minY, width: b.width, height: max(0, b.height - PageControl.preferredHeight))
    }

    /// How many views the pages put on screen: two with the spine in the middle, else one.
    var shownPageCount: Int { spineLocation == .mid ? 2 : 1 }

    /// How many view controllers ``setViewControllers(_:direction:animated:completion:)``
    /// takes: two with the spine in the middle or a double-sided page curl, else one.
    var expectedPageCount: Int {
        spineLocation == .mid || (transitionStyle == .pageCurl && isDoubleSided) ? 2 : 1
    }

    /// The page count the data source gives the indicator, or 0 for none.
    private var presentationCount: Int {
        guard transitionStyle == .scroll, let dataSource else { return 0 }
        return max(0, dataSource.presentationCount(for: self))
    }

    /// Asks the data source for the indicator's count and current index
    /// again, and shows, updates or removes the indicator.
    func reloadPageIndicator() {
        guard isViewLoaded else { return }
        let count = presentationCount
        guard count > 0, let dataSource else {
            if let indicator {
                indicator.removeFromSuperview()
                self.indicator = nil
                view.setNeedsLayout()
            }
            return
        }
        let control = indicator ?? makeIndicator()
        control.numberOfPages = count
        control.currentPage = dataSource.presentationIndex(for: self)
    }

    /// Places the indicator at the bottom of the view, making it when the
    /// data source first asks for one; run in the view's layout pass.
    func layoutPageIndicator() {
        if indicator == nil, presentationCount > 0 { reloadPageIndicator() }
        guard let indicator else { return }
        let b = view.bounds
        let h = PageControl.preferredHeight
        View.performWithoutAnimation {
            indicator.frame = CGRect(x: b.minX, y: b.maxY - h, width: b.width, height: h)
            view.bringSubviewToFront(indicator)
        }
    }

    /// Moves the current dot one page on, as a swipe that turned the page does.
    func advancePageIndicator(_ direction: NavigationDirection) {
        guard let indicator else { return }
        indicator.currentPage += direction == .forward ? 1 : -1
    }

    private func makeIndicator() -> PageControl {
        let control = PageControl(frame: .zero)
        control.isUserInteractionEnabled = false
        indicator = control
        View.performWithoutAnimation { view.addSubview(control) }
        view.setNeedsLayout()
        return control
    }
}
