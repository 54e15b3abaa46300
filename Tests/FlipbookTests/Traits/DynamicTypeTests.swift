import Foundation
import Testing

@testable import Flipbook

/// Dynamic Type: preferred fonts from Apple's table, scaled custom values,
/// and labels that follow the text size.
@MainActor @Suite struct DynamicTypeTests {
    @Test func preferredFontsHaveTheTablesSizesAtLargeAndAtTheExtremes() {
        let large = TraitCollection(preferredContentSizeCategory: .large)
        let expected: [(Font.TextStyle, CGFloat, CGFloat, CGFloat)] = [
            (.largeTitle, 34, 31, 60), (.title1, 28, 25, 58), (.title2, 22, 19, 56), (.title3, 20, 17, 55),
            (.headline, 17, 14, 53), (.body, 17, 14, 53), (.callout, 16, 13, 51), (.subheadline, 15, 12, 49),
            (.footnote, 13, 12, 44), (.caption1, 12, 11, 43), (.caption2, 11, 11, 40),
        ]
        for (style, atLarge, smallest, largest) in expected {
            #expect(Font.preferredFont(forTextStyle: style, compatibleWith: large).pointSize == atLarge, "\(style)")
            #expect(
                Font.preferredFont(
                    forTextStyle: style, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraSmall)
                ).pointSize == smallest)
            #expect(
                Font.preferredFont(
                    forTextStyle: style,
                    compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
                ).pointSize == largest)
        }
        #expect(Font.preferredFont(forTextStyle: .headline, compatibleWith: large).weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17, "no traits: large")
    }

    @Test func categoriesCompareBySizeAndParseShortNames() {
        #expect(ContentSizeCategory.small < .large && ContentSizeCategory.large < .accessibilityMedium)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory(name: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "xxl") == .extraExtraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }

    @Test func fontMetricsScaleByTheStylesRatio() {
        let ax1 = TraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(FontMetrics.default.scaledValue(for: 17, compatibleWith: ax1) == 28)
        let custom = Font(familyName: "DejaVu Serif", pointSize: 20)
        #expect(
            FontMetrics(forTextStyle: .title1).scaledFont(for: custom, compatibleWith: ax1).pointSize == 20 * (CGFloat(38) / 28))
        #expect(FontMetrics.default.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax1).pointSize == 30)
    }

    @Test func aLabelThatAdjustsFollowsTheWindowsTextSize() {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        let adjusting = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        adjusting.font = .preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = Label(frame: CGRect(x: 0, y: 40, width: 300, height: 40))
        fixed.font = .preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection)
        window.addSubview(adjusting)
        window.addSubview(fixed)
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(adjusting.font.pointSize == 23)
        #expect(adjusting.font.textStyle == .body)
        #expect(fixed.font.pointSize == 17, "a label that does not adjust keeps its font")
    }

    @Test func preferredFontWithoutTraitsUsesTheDrivenWindowsTextSize() {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        window.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 14)
        _ = window
    }
}
