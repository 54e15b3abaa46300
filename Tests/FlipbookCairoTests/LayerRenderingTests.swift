import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Backgrounds, corners, borders, group opacity and clipping, checked pixel by pixel.
@MainActor
@Suite struct LayerRenderingTests {
    @Test(arguments: [1, 2])
    func coloursLandAtTheirPoints(scale: Int) throws {
        let s = CGFloat(scale)
        let window = Window(size: CGSize(width: 100, height: 80), scale: s)
        window.backgroundColor = .white
        let red = View(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(red)
        let bitmap = try render(window, look: "colours-\(scale)x")
        #expect(bitmap.width == 100 * scale && bitmap.height == 80 * scale)
        func at(_ x: CGFloat, _ y: CGFloat) -> [Int] { bitmap.rgba(Int(x * s), Int(y * s)) }
        #expect(at(20, 20) == [255, 0, 0, 255])
        #expect(at(10, 10) == [255, 0, 0, 255])  // first pixel inside
        #expect(bitmap.rgba(40 * scale - 1, 30 * scale - 1) == [255, 0, 0, 255])  // last pixel inside
        #expect(at(40, 30) == [255, 255, 255, 255])  // first pixel outside
        #expect(at(5, 5) == [255, 255, 255, 255])
        #expect(bitmap.rgba(10 * scale - 1, 20 * scale) == [255, 255, 255, 255])
    }

    @Test func perCornerRadiiRoundOnlyTheMaskedCorners() throws {
        let window = Window(size: CGSize(width: 120, height: 120), scale: 2)
        let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        card.backgroundColor = .blue
        card.layer.cornerRadius = 30
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        window.addSubview(card)
        let b = try render(window, look: "corners")
        // Rounded: top-left and bottom-right corner pixels are empty.
        #expect(b[21, 21].a == 0)
        #expect(b[218, 218].a == 0)
        // Square: top-right and bottom-left corner pixels are full.
        #expect(b.rgba(218, 21) == [0, 0, 255, 255])
        #expect(b.rgba(21, 218) == [0, 0, 255, 255])
        #expect(b.rgba(120, 120) == [0, 0, 255, 255])
        // On the diagonal of the rounded corner, the arc (radius 60 px) crosses
        // at 60 - 60/sqrt(2) = 17.6 px from the corner: outside empty, inside full.
        #expect(b[20 + 14, 20 + 14].a == 0)
        #expect(b[20 + 21, 20 + 21].a == 255)
    }

    @Test func borderIsDrawnInsideTheBoundsAboveChildren() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let parent = View(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        parent.layer.borderWidth = 5
        parent.layer.borderColor = .blue
        let child = View(frame: parent.bounds)
        child.backgroundColor = .red
        parent.addSubview(child)
        window.addSubview(parent)
        let b = try render(window, look: "border")
        #expect(b.rgba(22, 50) == [0, 0, 255, 255])  // border over the child
        #expect(b.rgba(77, 50) == [0, 0, 255, 255])
        #expect(b.rgba(25, 50) == [255, 0, 0, 255])  // just inside the border
        #expect(b.rgba(19, 50) == [255, 255, 255, 255])  // nothing outside the bounds
        #expect(b.rgba(80, 50) == [255, 255, 255, 255])
    }

    @Test func groupOpacityComposesTheSubtreeAsOneLayer() throws {
        let window = Window(size: CGSize(width: 120, height: 50), scale: 1)
        window.backgroundColor = .white
        let parent = View(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        parent.alpha = 0.5
        let back = View(frame: CGRect(x: 0, y: 0, width: 70, height: 50))
        back.backgroundColor = .red
        let front = View(frame: CGRect(x: 40, y: 0, width: 70, height: 50))
        front.backgroundColor = .blue
        parent.addSubview(back)
        parent.addSubview(front)
        window.addSubview(parent)
        let b = try render(window, look: "group-opacity")
        let overlap = b.rgba(55, 25)
        let frontOnly = b.rgba(90, 25)
        let backOnly = b.rgba(20, 25)
        // The overlap shows only the front child at half alpha over white...
        #expect(overlap == frontOnly)
        #expect(close(frontOnly, [128, 128, 255, 255], 1))
        #expect(close(backOnly, [255, 128, 128, 255], 1))
        // ...not the back child showing through (which would give red > 128 here).
        #expect(overlap[0] < 140)
    }

    @Test func opacityOfOneElementMatchesTheGroupedResult() throws {
        func picture(grouped: Bool) throws -> Bitmap {
            let window = Window(size: CGSize(width: 40, height: 40), scale: 1)
            window.backgroundColor = .white
            let v = View(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
            v.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.4)
            v.layer.cornerRadius = 8
            v.alpha = 0.3
            if grouped {
                v.layer.borderWidth = 1
                v.layer.borderColor = Color(red: 0.2, green: 0.6, blue: 0.4)
            }
            window.addSubview(v)
            return try render(window)
        }
        let single = try picture(grouped: false)
        let group = try picture(grouped: true)
        // Away from the border, a single background at alpha and the group agree.
        for (x, y) in [(20, 20), (10, 20), (30, 12)] {
            #expect(close(single.rgba(x, y), group.rgba(x, y), 1))
        }
        #expect(close(single.rgba(20, 20), [194, 224, 209, 255], 2))
    }

    @Test func masksToBoundsClipsContentAndChildren() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 2)
        window.backgroundColor = .white
        let parent = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        parent.clipsToBounds = true
        parent.layer.cornerRadius = 10
        let outside = View(frame: CGRect(x: 50, y: 50, width: 30, height: 30))
        outside.backgroundColor = .green
        let straddling = View(frame: CGRect(x: -20, y: 20, width: 40, height: 10))
        straddling.backgroundColor = .red
        let filling = View(frame: parent.bounds)
        filling.backgroundColor = Color(white: 0, alpha: 0.1)
        parent.addSubview(filling)
        parent.addSubview(outside)
        parent.addSubview(straddling)
        window.addSubview(parent)
        let b = try render(window, look: "clipping")
        // No green anywhere: the child outside the parent leaves no pixels.
        #expect(b.box { $0.g > 200 && $0.r < 100 } == nil)
        // The red child only inside the parent, from its left edge at x 10 pt.
        let red = try #require(b.box { $0.r > 200 && $0.g < 100 })
        #expect(red.minX == 20 && red.maxX == 59)
        #expect(red.minY == 60 && red.maxY == 79)
        // The rounded corner of the clip cuts the filling child.
        #expect(b.rgba(21, 21) == [255, 255, 255, 255])
        #expect(b[40, 40].r < 240)
    }

    @Test func affineTransformsTurnAboutTheAnchorPoint() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 2)
        window.backgroundColor = .white
        let bar = View(frame: CGRect(x: 30, y: 40, width: 40, height: 20))  // centre (50, 50)
        bar.backgroundColor = .red
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let hinged = View(frame: CGRect(x: 10, y: 80, width: 30, height: 10))
        hinged.backgroundColor = .blue
        hinged.anchorPoint = .zero
        hinged.center = CGPoint(x: 10, y: 80)
        hinged.transform = CGAffineTransform(rotationAngle: -.pi / 2)  // turns up about its top-left corner
        window.addSubview(bar)
        window.addSubview(hinged)
        let b = try render(window, look: "affine")
        let red = try #require(b.box { $0.r > 200 && $0.g < 60 && $0.b < 60 })
        #expect(red.minX == 80 && red.maxX == 119 && red.minY == 60 && red.maxY == 139)
        let blue = try #require(b.box { $0.b > 200 && $0.r < 60 })
        #expect(blue.minX == 20 && blue.maxX == 39 && blue.minY == 100 && blue.maxY == 159)
    }
}
