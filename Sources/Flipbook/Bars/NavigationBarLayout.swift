import Foundation

/// Where everything of one navigation item goes in a bar of a given width,
/// in bar coordinates (points, origin at the bar's top left; the 44-point
/// row is `y` 0 to 44, the large-title strip 44 to 96; a compact bar's row is 32).
///
/// Rules (``NavigationBar/Metrics`` has the numbers):
/// - right items from the trailing edge inward: the first item's right edge
///   at `width - 16`, 8 points between items;
/// - the back button (unless hidden, or replaced by left items without
///   `leftItemsSupplementBackButton`): the chevron at x = 8, its title 6
///   points after it; the title is the first of the back item's candidates
///   (`backButtonTitle`, its title, "Back", none) that ends 8 points before
///   the centred title and the right items;
/// - left items after the back button (or from x = 16), 8 points apart;
/// - the title (or title view) centred on the bar, moved inward to keep 8
///   points from the items on each side, and clipped to the space between them;
/// - a large title at x = 16 in the strip below, 44 points tall.
///
/// Each text frame is as wide as its text (rounded up) and 44 points tall,
/// so moving a label never re-lays out or truncates its text.
struct NavigationBarLayout: Equatable {
    var height: CGFloat
    var backButtonShown = false
    var backTitle = ""
    var chevron = CGRect.zero
    var backLabel = CGRect.zero
    /// The back button's frame: from the bar's origin to 8 points past its title.
    var backButton = CGRect.zero
    var title = CGRect.zero
    var titleView = CGRect.zero
    var largeTitle: CGRect?
    var left: [CGRect] = []
    var right: [CGRect] = []

    @MainActor
    static func make(
        item: NavigationItem, backItem: NavigationItem?, width: CGFloat, isLarge: Bool,
        titleFont: Font, largeTitleFont: Font, row: CGFloat = NavigationBar.Metrics.height,
        measurer: any TextMeasuring
    ) -> NavigationBarLayout {
        typealias M = NavigationBar.Metrics
        var layout = NavigationBarLayout(height: row + (isLarge ? M.largeTitleExtraHeight : 0))

        var x = width - M.edgeMargin
        for barItem in item.rightBarButtonItems ?? [] {
            let w = BarItemButton.width(of: barItem, measurer: measurer)
            layout.right.append(CGRect(x: x - w, y: 0, width: w, height: row))
            x -= w + M.itemSpacing
        }
        let rightLimit = (layout.right.last?.minX ?? width - M.edgeMargin + M.itemSpacing) - M.itemSpacing

        let titleText = isLarge ? nil : item.title
        let titleWidth =
            item.titleView?.bounds.width
            ?? titleText.map { measurer.width(of: $0, font: titleFont).rounded(.up) } ?? 0
        let centredMinX = (width - titleWidth) / 2

        let hasLeft = !(item.leftBarButtonItems ?? []).isEmpty
        var leftX = M.edgeMargin
        if let backItem, !item.hidesBackButton, !hasLeft || item.leftItemsSupplementBackButton {
            layout.backButtonShown = true
            let chevronY = (row - M.chevronSize.height) / 2
            layout.chevron = CGRect(origin: CGPoint(x: M.backChevronX, y: chevronY), size: M.chevronSize)
            let labelX = layout.chevron.maxX + M.backTitleGap
            let limit = min(titleWidth > 0 ? centredMinX : rightLimit, rightLimit) - M.itemSpacing
            let candidates = backItem.backButtonTitleCandidates
            layout.backTitle =
                candidates.first { text in
                    text.isEmpty || labelX + measurer.width(of: text, font: M.itemFont).rounded(.up) <= limit
                } ?? ""
            let labelWidth = layout.backTitle.isEmpty ? 0 : measurer.width(of: layout.backTitle, font: M.itemFont).rounded(.up)
            layout.backLabel = CGRect(x: labelX, y: 0, width: labelWidth, height: row)
            layout.backButton = CGRect(
                x: 0, y: 0, width: (labelWidth > 0 ? layout.backLabel.maxX : layout.chevron.maxX) + M.itemSpacing,
                height: row)
            leftX = layout.backButton.maxX
        }
        if hasLeft && (!layout.backButtonShown || item.leftItemsSupplementBackButton) {
            for barItem in item.leftBarButtonItems ?? [] {
                let w = BarItemButton.width(of: barItem, measurer: measurer)
                layout.left.append(CGRect(x: leftX, y: 0, width: w, height: row))
                leftX += w + M.itemSpacing
            }
        } else if !layout.backButtonShown {
            leftX = M.edgeMargin
        }
        let leftLimit = layout.left.isEmpty ? (layout.backButtonShown ? layout.backButton.maxX : M.edgeMargin) : leftX

        // The title: centred, then moved inward, then clipped.
        let available = max(0, rightLimit - leftLimit)
        let w = min(titleWidth, available)
        var minX = (width - w) / 2
        if minX < leftLimit { minX = leftLimit }
        if minX + w > rightLimit { minX = rightLimit - w }
        let height = item.titleView?.bounds.height ?? row
        if item.titleView != nil {
            layout.titleView = CGRect(x: minX, y: (row - height) / 2, width: w, height: height)
        } else {
            layout.title = CGRect(x: minX, y: 0, width: w, height: row)
        }
        if isLarge, let text = item.title {
            let lw = min(measurer.width(of: text, font: largeTitleFont).rounded(.up), max(0, width - 2 * M.edgeMargin))
            layout.largeTitle = CGRect(x: M.edgeMargin, y: row, width: lw, height: M.largeTitleLabelHeight)
        }
        return layout
    }
}
