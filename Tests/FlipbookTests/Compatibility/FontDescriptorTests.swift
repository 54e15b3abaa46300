import Foundation
import Testing

@testable import Flipbook

/// `UIFontDescriptor.withSymbolicTraits(_:)`
/// (https://developer.apple.com/documentation/uikit/uifontdescriptor/withsymbolictraits(_:))
/// and `UIFont(descriptor:size:)`
/// (https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)),
/// the idiom Drops (Tests/Corpus/Drops) uses to make a Dynamic Type font bold.
@MainActor
@Suite struct FontDescriptorTests {
    @Test func boldTraitMakesADynamicTypeFontBoldAndKeepsItsSizeAndStyle() throws {
        let subheadline = Font.preferredFont(forTextStyle: .subheadline)
        let descriptor = try #require(subheadline.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = Font(descriptor: descriptor, size: subheadline.pointSize)
        #expect(bold.weight == .bold)
        #expect(bold.pointSize == subheadline.pointSize)
        #expect(bold.familyName == subheadline.familyName)
        #expect(bold.textStyle == .subheadline)
        #expect(descriptor.symbolicTraits == .traitBold)
        #expect(subheadline.fontDescriptor.symbolicTraits.isEmpty)
    }

    @Test func traitsTakePrecedenceOverTheFontsOwn() throws {
        let boldItalic = Font(familyName: "DejaVu Sans", pointSize: 12, weight: .bold, isItalic: true)
        let italic = try #require(boldItalic.fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(
            Font(descriptor: italic, size: 0) == Font(familyName: "DejaVu Sans", pointSize: 12, weight: .regular, isItalic: true))
        let heavy = Font(familyName: "Inter", pointSize: 12, weight: .heavy)
        let stillHeavy = try #require(heavy.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(Font(descriptor: stillHeavy, size: 0).weight == .heavy)
        #expect(Font(descriptor: stillHeavy, size: 0).isItalic)
    }

    @Test func aSizeOfZeroKeepsTheDescriptorsSize() {
        let font = Font.systemFont(ofSize: 15)
        #expect(Font(descriptor: font.fontDescriptor, size: 0).pointSize == 15)
        #expect(Font(descriptor: font.fontDescriptor, size: 22).pointSize == 22)
        #expect(font.fontDescriptor.pointSize == 15)
        #expect(FontDescriptor.SymbolicTraits.traitItalic.rawValue == 1 && FontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
    }
}
