import Foundation

/// A row of dots, one a page, the current one brighter (`UIPageControl`,
/// https://developer.apple.com/documentation/uikit/uipagecontrol).
///
/// The dots are centred in the bounds, ``dotDiameter`` points wide,
/// ``dotPitch`` points from centre to centre. Colours as Apple documents
/// them: the current page's dot opaque white, the others translucent white
/// (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpageindicatortintcolor,
/// .../pageindicatortintcolor), unless ``currentPageIndicatorTintColor`` or
/// ``pageIndicatorTintColor`` is set. The dot size, the pitch, the 0.3 alpha
/// of the translucent white and the 37-point height of
/// ``size(forNumberOfPages:)`` are Flipbook's readings of iOS, not values
/// Apple documents. Taps on the control do not change pages.
@preconcurrency @MainActor
open class PageControl: Control {
    /// A dot's diameter, points (a reading).
    public static let dotDiameter: CGFloat = 7
    /// From one dot's centre to the next, points (a reading).
    public static let dotPitch: CGFloat = 16
    /// The control's height as ``size(forNumberOfPages:)`` gives it, points (a reading).
    public static let preferredHeight: CGFloat = 37

    /// The number of dots (`numberOfPages`), 0 or more; 0 by default.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            rebuildDots()
        }
    }
    /// The bright dot (`currentPage`), kept within `0..<numberOfPages`; 0 by default.
    open var currentPage = 0 {
        didSet {
            currentPage = max(0, min(currentPage, numberOfPages - 1))
            colorDots()
        }
    }
    /// Hides the control when there is one page (`hidesForSinglePage`); false by default.
    open var hidesForSinglePage = false { didSet { rebuildDots() } }
    /// The other pages' dots (`pageIndicatorTintColor`); nil means translucent white.
    open var pageIndicatorTintColor: Color? { didSet { colorDots() } }
    /// The current page's dot (`currentPageIndicatorTintColor`); nil means opaque white.
    open var currentPageIndicatorTintColor: Color? { didSet { colorDots() } }

    private var dots: [View] = []

    /// The smallest size that shows `pageCount` dots (`size(forNumberOfPages:)`), points.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        return CGSize(
            width: count == 0 ? 0 : (count - 1) * Self.dotPitch + Self.dotDiameter + 2 * Self.dotPitch,
            height: Self.preferredHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let d = Self.dotDiameter
        let first = b.midX - CGFloat(dots.count - 1) * Self.dotPitch / 2
        for (i, dot) in dots.enumerated() {
            dot.frame = CGRect(x: first + CGFloat(i) * Self.dotPitch - d / 2, y: b.midY - d / 2, width: d, height: d)
        }
    }

    private func rebuildDots() {
        let wanted = hidesForSinglePage && numberOfPages == 1 ? 0 : numberOfPages
        while dots.count > wanted { dots.removeLast().removeFromSuperview() }
        while dots.count < wanted {
            let dot = View(frame: .zero)
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotDiameter / 2
            addSubview(dot)
            dots.append(dot)
        }
        colorDots()
        setNeedsLayout()
    }

    private func colorDots() {
        for (i, dot) in dots.enumerated() {
            dot.backgroundColor =
                i == currentPage
                ? (currentPageIndicatorTintColor ?? .white)
                : (pageIndicatorTintColor ?? Color(white: 1, alpha: 0.3))
        }
    }
}
