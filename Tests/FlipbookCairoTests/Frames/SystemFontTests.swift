import Flipbook
import Foundation
import Testing

@testable import FlipbookCairo

/// The system font: Inter (Debian's fonts-inter, installed by
/// scripts/ensure-deps.sh), a face per weight, Inter Display from 20
/// points; fonts naming another family keep it.
@Suite struct SystemFontTests {
    @Test func theSystemFontIsInterWithAFacePerWeight() {
        #expect(Font.systemFamilyName == "Inter")
        #expect(SystemFontFaces.interInstalled, "fonts-inter is installed (make deps)")
        #expect(SystemFontFaces.face(for: .systemFont(ofSize: 17)) == ("Inter", false))
        #expect(SystemFontFaces.face(for: .boldSystemFont(ofSize: 17)) == ("Inter", true))
        #expect(SystemFontFaces.face(for: .systemFont(ofSize: 17, weight: .semibold)) == ("Inter Semi Bold", false))
        #expect(SystemFontFaces.face(for: .systemFont(ofSize: 34, weight: .bold)) == ("Inter Display", true))
        #expect(SystemFontFaces.face(for: .systemFont(ofSize: 10, weight: .medium)) == ("Inter Medium", false))
        // Another family is drawn as named, weight by regular or bold.
        #expect(
            SystemFontFaces.face(for: Font(familyName: "DejaVu Sans", pointSize: 16, weight: .semibold)) == ("DejaVu Sans", true))
    }

    /// Semibold draws narrower than bold and wider than regular: each weight
    /// has its own face, where DejaVu has two.
    @Test func weightsMeasureApart() {
        let m = CairoTextMeasurer()
        let text = "Settings and Privacy"
        let regular = m.width(of: text, font: .systemFont(ofSize: 17))
        let semibold = m.width(of: text, font: .systemFont(ofSize: 17, weight: .semibold))
        let bold = m.width(of: text, font: .boldSystemFont(ofSize: 17))
        #expect(regular < semibold && semibold < bold, "\(regular) < \(semibold) < \(bold)")
        let dejavu = m.width(of: text, font: Font(familyName: "DejaVu Sans", pointSize: 17))
        #expect(abs(dejavu - regular) > 5, "Inter is narrower than DejaVu Sans: \(regular) vs \(dejavu)")
    }

    /// The manifest names the font file the system font resolved to, with its version.
    @Test func theManifestRecordsInterAndItsVersion() throws {
        let font = try #require(FilmManifest.currentVersions.font)
        #expect(font.family == "Inter")
        #expect(font.file.contains("Inter"), "\(font.file)")
        #expect(font.fullName == "Inter Regular")
        #expect(font.version != nil)
    }
}
