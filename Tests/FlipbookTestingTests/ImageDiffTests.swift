import Flipbook
import FlipbookTesting
import Foundation
import Testing

@Suite struct ImageDiffTests {
    func canvas(_ width: Int, _ height: Int, _ fill: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) -> Bitmap {
        Bitmap(width: width, height: height, fill: (fill.0, fill.1, fill.2, fill.3))
    }

    @Test func exactCountsAndLocatesDifferences() throws {
        let a = canvas(5, 4)
        var b = a
        b[3, 1] = (255, 255, 254, 255)
        b[0, 2] = (0, 0, 0, 255)
        let result = try ImageDiff.exact(a, b)
        #expect(result.differingPixels == 2)
        #expect(result.totalPixels == 20)
        #expect(result.firstDifference?.x == 3 && result.firstDifference?.y == 1)
        #expect(try ImageDiff.exact(a, a).firstDifference == nil)
    }

    @Test func sizeMismatchThrows() {
        #expect(throws: ImageDiffError.sizeMismatch(expectedWidth: 4, expectedHeight: 4, actualWidth: 4, actualHeight: 5)) {
            try ImageDiff.pixelmatch(canvas(4, 4), canvas(4, 5))
        }
        #expect(throws: ImageDiffError.self) { try ImageDiff.exact(canvas(3, 4), canvas(4, 4)) }
        #expect(throws: ImageDiffError.self) { try DiffTolerance.exact.compare(canvas(3, 4), canvas(4, 4)) }
    }

    @Test func darkerPixelsUseTheAlternateColor() throws {
        let a = canvas(5, 5)
        var b = a
        b[2, 2] = (0, 0, 0, 255)  // darker in the second image
        var c = canvas(5, 5, (0, 0, 0, 255))
        c[2, 2] = (255, 255, 255, 255)  // lighter in the second image
        let options = PixelmatchOptions(diffColor: .init(255, 0, 0), diffColorAlt: .init(0, 255, 0))
        let darker = try ImageDiff.pixelmatch(a, b, options: options, producesDiffImage: true)
        #expect(darker.mismatchedPixels == 1)
        let darkImage = try #require(darker.diffImage)
        #expect(darkImage[2, 2] == (0, 255, 0, 255))
        let lighter = try ImageDiff.pixelmatch(canvas(5, 5, (0, 0, 0, 255)), c, options: options, producesDiffImage: true)
        #expect(lighter.mismatchedPixels == 1)
        let lightImage = try #require(lighter.diffImage)
        #expect(lightImage[2, 2] == (255, 0, 0, 255))
        // background: white blended at alpha 0.1 over white stays 255; black becomes 255 - 25.5 -> 229
        #expect(darkImage[0, 0] == (255, 255, 255, 255))
        #expect(lightImage[0, 0] == (229, 229, 229, 255))
    }

    @Test func thresholdDecidesSmallDifferences() throws {
        let a = canvas(3, 3, (100, 100, 100, 255))
        var b = a
        b[1, 1] = (104, 100, 100, 255)
        // YIQ delta of a red step of 4: 0.5053 (4 * 0.29889531)^2 + 0.299 (4 * 0.59597799)^2 + 0.1957 (4 * 0.21147017)^2
        let delta = 16 * (0.5053 * 0.29889531 * 0.29889531 + 0.299 * 0.59597799 * 0.59597799 + 0.1957 * 0.21147017 * 0.21147017)
        let tight = (delta / 35215).squareRoot() * 0.99
        let loose = (delta / 35215).squareRoot() * 1.01
        #expect(try ImageDiff.pixelmatch(a, b, options: .init(threshold: tight)).mismatchedPixels == 1)
        #expect(try ImageDiff.pixelmatch(a, b, options: .init(threshold: loose)).mismatchedPixels == 0)
    }

    @Test func toleranceLimits() throws {
        let a = canvas(10, 10)
        var b = a
        for x in 0..<3 { b[x, 0] = (0, 0, 0, 255) }
        #expect(try DiffTolerance.exact.compare(a, b).passed == false)
        #expect(try DiffTolerance.exact.compare(a, a).passed)
        #expect(try DiffTolerance.maxDifferingPixels(.count(3)).compare(a, b).passed)
        #expect(try DiffTolerance.maxDifferingPixels(.count(2)).compare(a, b).passed == false)
        #expect(try DiffTolerance.maxDifferingPixels(.ratio(0.03)).compare(a, b).passed)
        #expect(try DiffTolerance.maxDifferingPixels(.ratio(0.029)).compare(a, b).passed == false)
        let outcome = try DiffTolerance.pixelmatch().compare(a, b, producesDiffImage: true)
        #expect(outcome.differingPixels == 3 && outcome.totalPixels == 100 && !outcome.passed)
        #expect(try #require(outcome.diffImage)[1, 0] == (255, 0, 0, 255))
        #expect(DiffTolerance.Limit.ratio(0.5).allows(6, of: 10) == false)
        // tiny colour changes pass pixelmatch but not exact
        var c = a
        c[5, 5] = (254, 255, 255, 255)
        #expect(try DiffTolerance.pixelmatch().compare(a, c).passed)
        #expect(try DiffTolerance.exact.compare(a, c).differingPixels == 1)
        let exactImage = try #require(try DiffTolerance.exact.compare(a, c, producesDiffImage: true).diffImage)
        // One level apart: under pixelmatch's threshold, so a pink tint (about 25 %), not solid red.
        let tinted = exactImage[5, 5]
        #expect(tinted.r == 255 && tinted.g == tinted.b && (185...195).contains(tinted.g) && tinted.a == 255, "\(tinted)")
        #expect(exactImage[0, 0] == (255, 255, 255, 255))
    }

    @Test func identicalImagesWithMaskLeaveATransparentImage() throws {
        let a = canvas(4, 4, (10, 20, 30, 255))
        let result = try ImageDiff.pixelmatch(a, a, options: .init(diffMask: true), producesDiffImage: true)
        #expect(result.mismatchedPixels == 0)
        #expect(result.diffImage?.pixels.allSatisfy { $0 == 0 } == true)
    }
}
