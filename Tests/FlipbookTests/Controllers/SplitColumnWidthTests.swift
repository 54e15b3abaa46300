import Flipbook
import Foundation
import Testing

/// The primary column's width properties as Apple documents them: each
/// defaults to `automaticDimension`
/// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredprimarycolumnwidth,
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/minimumprimarycolumnwidth,
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/maximumprimarycolumnwidth,
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredprimarycolumnwidthfraction),
/// and a preferred width takes precedence over the fraction. The 320 points
/// of the automatic width are Flipbook's reading (``SplitViewController/defaultColumnWidth``).
@MainActor @Suite struct SplitColumnWidthTests {
    func split(width: CGFloat = 1000) -> SplitViewController {
        let window = Window(size: CGSize(width: width, height: 600), scale: 1)
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(ViewController(), for: .primary)
        split.setViewController(ViewController(), for: .secondary)
        window.rootViewController = split
        window.tick()
        return split
    }

    @Test func theWidthPropertiesDefaultToAutomaticDimension() {
        let s = split()
        #expect(s.preferredPrimaryColumnWidth == SplitViewController.automaticDimension)
        #expect(s.preferredPrimaryColumnWidthFraction == SplitViewController.automaticDimension)
        #expect(s.minimumPrimaryColumnWidth == SplitViewController.automaticDimension)
        #expect(s.maximumPrimaryColumnWidth == SplitViewController.automaticDimension)
        #expect(s.primaryColumnWidth == SplitViewController.defaultColumnWidth && SplitViewController.defaultColumnWidth == 320)
    }

    @Test func aPreferredWidthTakesPrecedenceOverTheFractionWithinTheLimits() {
        let s = split()
        s.preferredPrimaryColumnWidthFraction = 0.5
        #expect(s.primaryColumnWidth == 500)
        s.preferredPrimaryColumnWidth = 280
        #expect(s.primaryColumnWidth == 280, "the preferred width wins over the fraction")
        s.minimumPrimaryColumnWidth = 300
        #expect(s.primaryColumnWidth == 300)
        s.minimumPrimaryColumnWidth = SplitViewController.automaticDimension
        s.maximumPrimaryColumnWidth = 250
        #expect(s.primaryColumnWidth == 250)
        s.preferredPrimaryColumnWidth = SplitViewController.automaticDimension
        #expect(s.primaryColumnWidth == 250, "the fraction's 500, capped")
        s.maximumPrimaryColumnWidth = SplitViewController.automaticDimension
        #expect(s.primaryColumnWidth == 500)
    }
}
