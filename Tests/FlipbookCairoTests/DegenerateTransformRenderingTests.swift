import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Transforms that squash a layer flatter than doubles can invert, found by
/// `make fuzz` (transitions: fuzzed sublayer transforms on views' layers). Each
/// factor passed the renderer's check while the product under the frame's
/// scale did not, and Cairo failed the whole frame with "invalid matrix (not
/// invertible)". What is squashed that flat draws nothing; the rest of the
/// frame draws.
@MainActor
@Suite struct DegenerateTransformRenderingTests {
    /// A white window with a red view holding a label, whose layer's sublayer
    /// transform is `squash`, drawn at a tenth of its size.
    func frame(_ squash: Transform3D) throws -> Bitmap {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        window.backgroundColor = .white
        let holder = View(frame: CGRect(x: 0, y: 200, width: 320, height: 280))
        holder.backgroundColor = .red
        let label = Label(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        label.text = "Flipbook"
        holder.addSubview(label)
        window.addSubview(holder)
        holder.layer.sublayerTransform = squash
        var tree = window.renderTree()
        tree.scale = 0.1
        return try CairoRenderer().render(tree)
    }

    @Test(arguments: [false, true])
    func aSublayerTransformSquashedBelowDoublesDrawsTheRestOfTheFrame(perspective: Bool) throws {
        var squash = Transform3D(scaleX: 0.9375, y: .leastNonzeroMagnitude, z: 1)
        if perspective { squash.m34 = -0.0026 }
        let bitmap = try frame(squash)
        #expect(bitmap.rgba(5, 5) == [255, 255, 255, 255], "the window")
        #expect(bitmap.rgba(16, 40) == [255, 0, 0, 255], "the view")
    }

    /// A text layer's glyphs larger than FreeType's pixel-size limit (0xFFFF
    /// pixels per em; found by `make fuzz` with a font size of 8 000 000
    /// points) failed the whole frame with "error occurred in libfreetype",
    /// and measuring such a font left the shared font face in error, so every
    /// later text of the process failed too. Such fonts are now measured at
    /// 32 768 points and scaled, and beyond 32 768 pixels per em glyphs are
    /// filled as outlines scaled up: the full block (U+2588) of a text layer
    /// placed half an em above the window covers it, as it does below the
    /// limit, and a label drawn afterwards still has ink.
    @Test(arguments: [30_000.0, 90_000.0, 2_000_000.0])
    func textLargerThanFreeTypeDrawsIsFilledAsOutlines(size: Double) throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let text = TextLayer()
        text.string = "\u{2588}"
        text.font = "DejaVu Sans"  // whose full block spans the em box these points are in
        text.fontSize = CGFloat(size)
        text.foregroundColor = .red
        text.alignmentMode = .left
        text.frame = CGRect(x: -0.1 * size, y: -0.5 * size, width: 2 * size, height: 2 * size)
        window.layer.addSublayer(text)
        let bitmap = try CairoRenderer().render(window.renderTree())
        #expect(bitmap.rgba(50, 50) == [255, 0, 0, 255], "\(bitmap.rgba(50, 50))")
        #expect(bitmap.rgba(2, 97) == [255, 0, 0, 255], "\(bitmap.rgba(2, 97))")

        let after = Window(size: CGSize(width: 100, height: 40), scale: 1)
        after.backgroundColor = .white
        let label = Label(frame: after.bounds)
        label.text = "\u{2588}\u{2588}\u{2588}"
        label.font = Font(familyName: Font.systemFamilyName, pointSize: 30)
        after.addSubview(label)
        let ink = try CairoRenderer().render(after.renderTree())
        #expect((0..<100).contains { ink.rgba($0, 20) == [0, 0, 0, 255] }, "a label after the large text has ink")
    }

    /// Round corners of a huge radius: `cairo_arc` splits an arc into a number
    /// of curves that grows with the radius without bound, and a layer 1e300
    /// points wide with round corners and a border never finished drawing
    /// (found by `make fuzz`). Above a million pixels corners are 64 curves a
    /// quarter turn: a corner of radius 2 000 000 pixels whose 45° point is at
    /// the middle of the window still has its edge there, within a pixel.
    @Test func cornersOfAHugeRadiusDrawInBoundedTimeAndInPlace() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let r: CGFloat = 2_000_000
        let c = CGPoint(x: 50 + r / 2.squareRoot(), y: 50 + r / 2.squareRoot())
        let corner = Layer()
        corner.frame = CGRect(x: c.x - r, y: c.y - r, width: 2 * r + 10, height: 2 * r + 10)
        corner.backgroundColor = .red
        corner.cornerRadius = r
        window.layer.addSublayer(corner)
        let bitmap = try CairoRenderer().render(window.renderTree())
        #expect(bitmap.rgba(60, 60) == [255, 0, 0, 255] && bitmap.rgba(51, 51) == [255, 0, 0, 255], "inside the arc")
        #expect(bitmap.rgba(40, 40) == [255, 255, 255, 255] && bitmap.rgba(48, 48) == [255, 255, 255, 255], "outside it")
        #expect(bitmap.rgba(95, 30) == [255, 0, 0, 255] && bitmap.rgba(30, 95) == [255, 0, 0, 255], "further in")

        let huge = Layer()
        huge.frame = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
        huge.cornerRadius = 1e300
        huge.borderWidth = 1
        huge.borderColor = .blue
        window.layer.addSublayer(huge)
        _ = try CairoRenderer().render(window.renderTree())
    }

    /// A layer placed 1e308 points away under a skewing transform, with a
    /// shadow (found by `make fuzz`): the clip's box in its user space
    /// overflowed, mapped back to pixels it had NaN coordinates, and
    /// Foundation's `CGRect.intersection` on Linux traps on NaN, killing the
    /// process. Such a box is now taken in device space, boxes with NaN meet
    /// nothing, and the frame draws.
    @Test func aShadowOfALayerBeyondTheRangeOfDoublesDoesNotTrap() throws {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        window.backgroundColor = .white
        let far = Layer()
        far.bounds = CGRect(x: 0, y: 0, width: 309.5, height: .greatestFiniteMagnitude)
        far.anchorPoint = CGPoint(x: -1, y: -1)
        far.position = CGPoint(x: 138.75, y: 8.988465674311579e307)
        far.transform = Transform3D(
            m11: .pi, m12: -1, m13: 0, m14: 0, m21: -1, m22: -1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: -16, m42: -16, m43: 0, m44: 1)
        far.masksToBounds = true
        far.borderWidth = 17.75
        far.shadowOpacity = 0.6875
        far.shadowRadius = 9.6875
        far.shadowOffset = CGSize(width: 102.5, height: 99.5)
        far.shadowPath = CGPath(ellipseIn: CGRect(x: 32.5, y: 14, width: 16, height: 80))
        window.layer.addSublayer(far)
        var tree = window.renderTree()
        tree.scale = 0.13333333333333333
        _ = try CairoRenderer().render(tree)
        #expect(
            CGRect(x: 0, y: CGFloat.nan, width: 1, height: CGFloat.nan).intersectionOrNull(
                CGRect(x: 0, y: 0, width: 5, height: 5)
            ).isNull)
    }

    /// A round corner under a matrix with entries of 1e300 (found by `make
    /// fuzz`, a timeout): the squares of the entries overflow in Cairo's
    /// measure of the circle, which then looks for ever for an angle small
    /// enough. Such corners are drawn as curves of bounded number.
    @Test func aRoundCornerUnderAnOverflowingMatrixDrawsInBoundedTime() throws {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 296, height: 296)
        layer.position = CGPoint(x: 444, y: 444)
        layer.transform = Transform3D(
            m11: -0.46875, m12: 3.9375, m13: 0, m14: 0, m21: 1e300, m22: 1e300, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: 296, m42: 296, m43: 0, m44: 1)
        layer.backgroundColor = .red
        layer.cornerRadius = 2.5e-301
        layer.borderWidth = 11.84375
        layer.borderColor = .blue
        window.layer.addSublayer(layer)
        var tree = window.renderTree()
        tree.scale = 0.13333333333333333
        _ = try CairoRenderer().render(tree)
    }

    /// A stroke 1e14 pixels wide: Cairo's pen has a vertex count that grows
    /// with the width (1e12 took seconds, 1e14 failed the frame with "out of
    /// memory"). Half-widths beyond 4 000 000 pixels are held there, and the
    /// stroke still covers the window.
    @Test func aStrokeWiderThanMillionsOfPixelsCoversTheWindow() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let shape = ShapeLayer()
        shape.frame = window.bounds
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 50, height: 50))
        shape.fillColor = nil
        shape.strokeColor = .red
        shape.lineWidth = 1e14
        shape.lineJoin = .round
        window.layer.addSublayer(shape)
        let bitmap = try CairoRenderer().render(window.renderTree())
        #expect(bitmap.rgba(1, 1) == [255, 0, 0, 255] && bitmap.rgba(98, 98) == [255, 0, 0, 255])
    }

    /// A sheared layer's shadow blurred with a radius of a million points
    /// (found by `make fuzz`): the clip's box, taken in the layer's space and
    /// mapped back, was far wider than the window, the blur's reach added
    /// 196 608 pixels, and the surface was wider than Cairo makes: the frame
    /// failed. The box keeps within the blur's reach of the clip in device
    /// space, and the surface to 32 767 pixels around it: the frame draws.
    @Test func aShadowBlurredFartherThanCairosLargestSurfaceDraws() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let layer = Layer()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        layer.backgroundColor = .red
        layer.shadowOpacity = 1
        layer.shadowRadius = 1e6
        // Sheared: the clip's box in the layer's space, mapped back, is far wider than the window.
        layer.setAffineTransform(CGAffineTransform(a: 1, b: 0, c: 1000, d: 1, tx: 0, ty: 0))
        window.layer.addSublayer(layer)
        let bitmap = try CairoRenderer().render(window.renderTree())
        // The shadow is spread over hundreds of thousands of pixels: the window stays white around the layer.
        #expect(close(bitmap.rgba(5, 95), [255, 255, 255, 255], 2), "\(bitmap.rgba(5, 95))")
    }

    /// A shape layer in perspective whose path is 1.8e308 points tall (found by
    /// `make fuzz`): the flat picture's scale (4096 pixels over the extent) is
    /// so small that its square underflows, Cairo could not invert the
    /// matrix, and the frame failed with "invalid matrix". Nothing is drawn of
    /// such a layer; the frame draws.
    @Test func aLayerInPerspectiveTallerThanDoublesCanScaleDoesNotFailTheFrame() throws {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        let shape = ShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: -16, height: -16)
        shape.position = CGPoint(x: -24, y: -24)
        shape.transform = Transform3D(
            m11: -0.46639698723467615, m12: 0.8426168977939591, m13: -0.2692036661163848, m14: -0.9506254459734839,
            m21: -0.8832883798243576, m22: -0.4600391343240517, m23: 0.09036389189072469, m24: 0.31909749323912157,
            m31: -0.04770207925949157, m32: 0.27992991701935277, m33: 0.9588345807238386, m34: 3.385884613181055,
            m41: 0, m42: 0, m43: 0, m44: -1)
        shape.backgroundColor = .red
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 174.5, y: -1.7976931348623157e308, width: 47, height: 1.7976931348623157e308))
        shape.path = path
        window.layer.addSublayer(shape)
        var tree = window.renderTree()
        tree.scale = 0.13333333333333333
        _ = try CairoRenderer().render(tree)
    }

    /// A text layer with a font size of 8e-300 points (found by `make fuzz`):
    /// the font matrix's determinant underflows, Cairo could not invert it,
    /// and the frame failed with "invalid matrix"; and laying out its
    /// truncated lines, the number of lines that fit the height (1e301) was
    /// converted to an Int, which traps. The count is held at the number of
    /// lines, glyphs under a ten-thousandth of a pixel are not drawn, and the
    /// frame draws.
    @Test func textOfAVanishingSizeDoesNotFailTheFrame() throws {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        let text = TextLayer()
        text.string = "attributed"
        text.fontSize = 8e-300
        text.isWrapped = true
        text.truncationMode = .middle
        text.alignmentMode = .left
        text.bounds = CGRect(x: 0, y: 0, width: 37, height: 131)
        text.position = CGPoint(x: 55.5, y: 72.5)
        text.anchorPoint = CGPoint(x: 2.78125, y: 0.84375)
        text.setAffineTransform(
            CGAffineTransform(
                a: 3.982140441010152, b: -0.6273229396183978, c: 0.6954044989568285,
                d: 4.4143107214298585, tx: 0, ty: 0))
        window.layer.addSublayer(text)
        var tree = window.renderTree()
        tree.scale = 0.13333333333333333
        _ = try CairoRenderer().render(tree)
    }

    /// A layer skewed by 1e15 points per point (found by `make fuzz`,
    /// Fuzz/regressions/transitions/skew-beyond-fixed-point.bin: a
    /// half-transparent gradient layer, 249 x 26, in a 320 x 480 window drawn
    /// 64 pixels high): Cairo's fill of its background never returned. A
    /// matrix mapping one point beyond Cairo's 24.8 fixed-point range draws
    /// nothing; the frame around it draws, and a layer scaled to the edge of
    /// that range still draws. The limit catches the hang; it is generous
    /// because it also counts the wait for the main actor behind other tests,
    /// which passed 3 minutes under AddressSanitizer on a loaded 2-core machine
    /// (the test itself takes milliseconds).
    @Test(.timeLimit(.minutes(10)))
    func aLayerSkewedBeyondFixedPointDrawsTheRestOfTheFrame() throws {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        window.backgroundColor = .white
        let base = View(frame: CGRect(x: 0, y: 400, width: 320, height: 80))
        base.backgroundColor = .blue
        window.addSubview(base)
        let skewed = GradientLayer()
        skewed.type = .conic
        skewed.colors = [Color.red.cgColor, Color.clear.cgColor]
        skewed.backgroundColor = Color(red: 0.945, green: 0.831, blue: 0.341, alpha: 0.5).cgColor
        skewed.bounds = CGRect(x: 0, y: 0, width: 249, height: 26)
        skewed.position = CGPoint(x: 194.5, y: 167)
        var skew = Transform3D.identity
        skew.m11 = 3.0625
        skew.m12 = 3.15625
        skew.m21 = 1e15
        skew.m22 = 2.8125
        skew.m41 = 215
        skew.m42 = 0.25
        skewed.transform = skew
        window.layer.addSublayer(skewed)
        var tree = window.renderTree()
        tree.scale = 64.0 / 480
        let bitmap = try CairoRenderer().render(tree)
        #expect(bitmap.rgba(2, 2) == [255, 255, 255, 255], "the window")
        #expect(bitmap.rgba(20, 60) == [0, 0, 255, 255], "the view below")

        let zoomed = Window(size: CGSize(width: 100, height: 100), scale: 1)
        zoomed.backgroundColor = .white
        let dot = View(frame: CGRect(x: 50, y: 50, width: 1, height: 1))
        dot.backgroundColor = .red
        dot.transform = CGAffineTransform(scaleX: 8_000_000, y: 8_000_000)
        zoomed.addSubview(dot)
        let filled = try CairoRenderer().render(zoomed.renderTree())
        #expect(filled.rgba(5, 5) == [255, 0, 0, 255], "a point scaled by 8e6 covers the window")
    }
}

extension DegenerateTransformRenderingTests {
    /// A gradient layer squashed a billion times under a 3-D transform whose
    /// affine part is still invertible (found by `make fuzz`): Cairo ran out
    /// of memory filling it, and the whole frame failed. What covers less
    /// than a pixel's worth of area draws nothing; the rest of the frame draws.
    @Test(arguments: [GradientLayerType.axial, .radial, .conic])
    func aGradientSquashedABillionTimesLeavesTheRestOfTheFrame(kind: GradientLayerType) throws {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        window.backgroundColor = .white
        let holder = View(frame: CGRect(x: 0, y: 200, width: 320, height: 280))
        holder.backgroundColor = .red
        window.addSubview(holder)
        let gradient = GradientLayer()
        gradient.type = kind
        gradient.colors = [Color.blue.cgColor, Color.green.cgColor]
        gradient.bounds = CGRect(x: 0, y: 0, width: 272, height: 296)
        gradient.position = CGPoint(x: 198, y: 291)
        gradient.anchorPoint = CGPoint(x: 2.5625, y: 2.28125)
        gradient.transform = Transform3D(
            m11: 0.9375, m12: 0.84375, m13: 0, m14: 0, m21: 0, m22: 1e-9, m23: 0, m24: 0,
            m31: 343.125, m32: 36, m33: 123.0625, m34: 1.125,
            m41: 651.0625, m42: 205, m43: 169.53125, m44: 1.5625)
        gradient.shadowOpacity = 1
        gradient.borderWidth = 2
        window.layer.addSublayer(gradient)
        var tree = window.renderTree()
        tree.scale = 0.4 / 3
        let bitmap = try CairoRenderer().render(tree)
        #expect(bitmap.rgba(5, 5) == [255, 255, 255, 255], "the window")
        #expect(bitmap.rgba(20, 60) == [255, 0, 0, 255], "the view")
    }
}

extension DegenerateTransformRenderingTests {
    /// A window 1.8e308 points wide drawn at 3.6e-307 pixels per point (found
    /// by `make fuzz`): the scale squared underflows, and Cairo failed the
    /// frame with "invalid matrix". Such a scale is refused with a clear
    /// error before drawing; the smallest allowed one draws.
    @Test func aScaleWhoseSquareUnderflowsIsRefusedClearly() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .red
        var tree = window.renderTree()
        tree.size = CGSize(width: 1.7976931348623157e308, height: 1.7976931348623157e308)
        tree.scale = 3.560118173611523e-307
        #expect {
            try CairoRenderer().render(tree)
        } throws: { error in
            "\(error)".contains("the scale must be at least 1e-150")
        }
        tree.size = CGSize(width: 64e150, height: 64e150)
        tree.scale = CairoRenderer.minimumScale
        let bitmap = try CairoRenderer().render(tree)
        #expect(bitmap.width == 64 && bitmap.height == 64)
    }
}
