import FlipbookCairo
import Testing

@Suite struct VersionTests {
    @Test func reportsLibraryVersions() {
        #expect(RendererVersions.cairo.split(separator: ".").count == 3)
        #expect(RendererVersions.libpng.hasPrefix("1."))
    }
}
