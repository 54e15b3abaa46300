import Foundation

/// The SF Symbol names Flipbook draws (``Image/init(systemName:)``), each
/// with its own drawing: the chevrons, bar-button and tab-bar symbols that
/// apps use most, and their `.fill` variants. Other names have no image, as
/// UIKit answers nil for a name it does not know.
///
/// The drawings are Flipbook's (polylines, circles and curves placed by
/// hand in a 17-point design box), not copies of Apple's glyphs.
public enum SymbolCatalogue {
    /// Every name drawn, sorted.
    public static var names: [String] { glyphs.keys.sorted() }

    /// The drawing of `name`, nil for a name not in the catalogue.
    static func glyph(named name: String) -> SymbolGlyph? { glyphs[name] }

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private typealias G = SymbolGlyph

    private static let glyphs: [String: SymbolGlyph] = {
        var table: [String: SymbolGlyph] = [:]
        // Chevrons: two strokes meeting at a right angle, a little heavier than the outlines.
        let chevronLeft = G(7.5, 15, [.stroke(G.line(p(7.5, 0), p(0, 7.5), p(7.5, 15)), 1.15)])
        let chevronRight = G(7.5, 15, [.stroke(G.line(p(0, 0), p(7.5, 7.5), p(0, 15)), 1.15)])
        table["chevron.left"] = chevronLeft
        table["chevron.backward"] = chevronLeft
        table["chevron.right"] = chevronRight
        table["chevron.forward"] = chevronRight
        table["chevron.up"] = G(15, 7.5, [.stroke(G.line(p(0, 7.5), p(7.5, 0), p(15, 7.5)), 1.15)])
        table["chevron.down"] = G(15, 7.5, [.stroke(G.line(p(0, 0), p(7.5, 7.5), p(15, 0)), 1.15)])

        // Marks.
        table["xmark"] = G(13, 13, [.stroke(G.line(p(0, 0), p(13, 13)), 1), .stroke(G.line(p(13, 0), p(0, 13)), 1)])
        table["plus"] = G(15, 15, [.stroke(G.line(p(7.5, 0), p(7.5, 15)), 1), .stroke(G.line(p(0, 7.5), p(15, 7.5)), 1)])
        table["minus"] = G(15, 0, [.stroke(G.line(p(0, 0), p(15, 0)), 1)])
        table["checkmark"] = G(15, 14, [.stroke(G.line(p(0, 8), p(5, 14), p(15, 0)), 1.1)])
        table["line.3.horizontal"] = G(17, 11, [0, 5.5, 11].map { .stroke(G.line(p(0, $0), p(17, $0)), 1) })
        table["ellipsis"] = G(17, 0, [0, 8.5, 17].map { .solid(G.circle(p($0, 0), 0.9)) })

        // Circles and what sits in them.
        let c = p(9.5, 9.5)
        let ring = SymbolGlyph.Part.stroke(G.circle(c, 9.5), 1)
        let disc = G.circle(c, 10.3)
        table["circle"] = G(19, 19, [ring])
        table["circle.fill"] = G(19, 19, [.fill(disc, .nonZero)])
        table["info.circle"] = G(
            19, 19, [ring, .stroke(G.line(p(9.5, 8.6), p(9.5, 14.4)), 1), .solid(G.circle(p(9.5, 5.4), 0.55))])
        var info = disc
        info.addPath(G.polygon([p(8.55, 8), p(10.45, 8), p(10.45, 15), p(8.55, 15)]))
        info.addPath(G.circle(p(9.5, 5.4), 1.3))
        table["info.circle.fill"] = G(19, 19, [.fill(info, .evenOdd)])
        let check = [p(5.6, 10), p(8.4, 13.2), p(13.6, 6.2)]
        table["checkmark.circle"] = G(19, 19, [ring, .stroke(G.line(check[0], check[1], check[2]), 1)])
        var checkHole = disc
        checkHole.addPath(G.polygon(G.band(check, halfWidth: 1)))
        table["checkmark.circle.fill"] = G(19, 19, [.fill(checkHole, .evenOdd)])
        table["xmark.circle"] = G(
            19, 19,
            [
                ring, .stroke(G.line(p(6.3, 6.3), p(12.7, 12.7)), 1),
                .stroke(G.line(p(12.7, 6.3), p(6.3, 12.7)), 1),
            ])
        var xHole = disc
        xHole.addPath(G.polygon(G.cross(c, arm: 4.6, halfWidth: 0.95, rotation: .pi / 4)))
        table["xmark.circle.fill"] = G(19, 19, [.fill(xHole, .evenOdd)])
        table["plus.circle"] = G(
            19, 19, [ring, .stroke(G.line(p(9.5, 5), p(9.5, 14)), 1), .stroke(G.line(p(5, 9.5), p(14, 9.5)), 1)])
        var plusHole = disc
        plusHole.addPath(G.polygon(G.cross(c, arm: 4.8, halfWidth: 0.95, rotation: 0)))
        table["plus.circle.fill"] = G(19, 19, [.fill(plusHole, .evenOdd)])
        table["ellipsis.circle"] = G(19, 19, [ring] + [5.3, 9.5, 13.7].map { .solid(G.circle(p($0, 9.5), 0.55)) })

        // Gear: eight teeth around a hub with a hole.
        let teeth = G.polygon(G.gear(c, root: 7.7, tip: 9.6, teeth: 8))
        let hub = G.circle(c, 3)
        let gearOutline = G(19, 19, [.stroke(teeth, 1), .stroke(hub, 1)])
        table["gear"] = gearOutline
        table["gearshape"] = gearOutline
        var gearFill = G.polygon(G.gear(c, root: 8.4, tip: 10.3, teeth: 8))
        gearFill.addPath(G.circle(c, 2.8))
        table["gearshape.fill"] = G(19, 19, [.fill(gearFill, .evenOdd)])

        // House: a roof over walls with a door.
        let roof = G.line(p(0, 8.5), p(10, 0), p(20, 8.5))
        table["house"] = G(
            20, 17,
            [
                .stroke(roof, 1),
                .stroke(
                    G.line(
                        p(3, 6.2), p(3, 17), p(8, 17), p(8, 11.2), p(12, 11.2),
                        p(12, 17), p(17, 17), p(17, 6.2)), 1),
            ])
        table["house.fill"] = G(
            20, 17,
            [
                .stroke(roof, 1),
                .fill(
                    G.polygon([
                        p(2.4, 6.4), p(10, 0.4), p(17.6, 6.4), p(17.6, 17.8),
                        p(12, 17.8), p(12, 11.4), p(8, 11.4), p(8, 17.8),
                        p(2.4, 17.8),
                    ]), .nonZero),
            ])

        // Magnifying glass: a lens and a heavier handle.
        table["magnifyingglass"] = G(
            16, 16, [.stroke(G.circle(p(6.6, 6.6), 6.6), 1), .stroke(G.line(p(11.4, 11.4), p(16, 16)), 1.3)])

        // Person: a head over shoulders.
        var shoulders = Path()
        shoulders.move(to: p(0, 16))
        shoulders.addCurve(to: p(7, 9.8), control1: p(0, 12.2), control2: p(3.2, 9.8))
        shoulders.addCurve(to: p(14, 16), control1: p(10.8, 9.8), control2: p(14, 12.2))
        shoulders.closeSubpath()
        table["person"] = G(14, 16, [.stroke(G.circle(p(7, 3.8), 3.8), 1), .stroke(shoulders, 1)])
        table["person.fill"] = G(14, 16, [.solid(G.circle(p(7, 3.8), 3.8)), .solid(shoulders)])
        var bust = Path()
        bust.move(to: p(3.6, 16.6))
        bust.addCurve(to: p(15.4, 16.6), control1: p(5.2, 12.2), control2: p(13.8, 12.2))
        let personCircle = G(19, 19, [ring, .stroke(G.circle(p(9.5, 7.6), 3.1), 1), .stroke(bust, 1)])
        table["person.circle"] = personCircle
        table["person.crop.circle"] = personCircle
        var personDisc = disc
        personDisc.addPath(G.circle(p(9.5, 7.6), 3.6))
        var bustHole = Path()
        bustHole.move(to: p(3.4, 16.2))
        bustHole.addCurve(to: p(15.6, 16.2), control1: p(5, 11.4), control2: p(14, 11.4))
        bustHole.addCurve(to: p(3.4, 16.2), control1: p(12.4, 19.4), control2: p(6.6, 19.4))
        bustHole.closeSubpath()
        personDisc.addPath(bustHole)
        table["person.circle.fill"] = G(19, 19, [.fill(personDisc, .evenOdd)])
        table["person.crop.circle.fill"] = table["person.circle.fill"]

        // Heart.
        var heart = Path()
        heart.move(to: p(9.5, 17))
        heart.addCurve(to: p(0, 5.2), control1: p(4.2, 13.4), control2: p(0, 9.8))
        heart.addCurve(to: p(5, 0), control1: p(0, 2.1), control2: p(2.2, 0))
        heart.addCurve(to: p(9.5, 3), control1: p(7.1, 0), control2: p(8.7, 1.3))
        heart.addCurve(to: p(14, 0), control1: p(10.3, 1.3), control2: p(11.9, 0))
        heart.addCurve(to: p(19, 5.2), control1: p(16.8, 0), control2: p(19, 2.1))
        heart.addCurve(to: p(9.5, 17), control1: p(19, 9.8), control2: p(14.8, 13.4))
        heart.closeSubpath()
        table["heart"] = G(19, 17, [.stroke(heart, 1)])
        table["heart.fill"] = G(19, 17, [.solid(heart)])

        // Star: five points.
        let star = G.polygon(G.star(p(9.5, 10), outer: 10, inner: 4.4))
        table["star"] = G(19, 18, [.stroke(star, 1)])
        table["star.fill"] = G(19, 18, [.solid(star)])

        // Bell: a dome on a flared rim, a knob and a clapper.
        var bell = Path()
        bell.move(to: p(0, 14.5))
        bell.addLine(to: p(1.9, 12.1))
        bell.addLine(to: p(1.9, 7.6))
        bell.addCurve(to: p(8, 1.4), control1: p(1.9, 4), control2: p(4.6, 1.4))
        bell.addCurve(to: p(14.1, 7.6), control1: p(11.4, 1.4), control2: p(14.1, 4))
        bell.addLine(to: p(14.1, 12.1))
        bell.addLine(to: p(16, 14.5))
        bell.closeSubpath()
        var clapper = Path()
        clapper.move(to: p(5.6, 16.2))
        clapper.addCurve(to: p(10.4, 16.2), control1: p(6.2, 18.6), control2: p(9.8, 18.6))
        let knob = SymbolGlyph.Part.stroke(G.line(p(8, 0), p(8, 1.4)), 1)
        table["bell"] = G(16, 18, [.stroke(bell, 1), knob, .stroke(clapper, 1)])
        var clapperSolid = clapper
        clapperSolid.closeSubpath()
        table["bell.fill"] = G(16, 18, [.solid(bell), knob, .solid(clapperSolid)])

        // Trash: a lid with a handle over a tapered can.
        let lid = SymbolGlyph.Part.stroke(G.line(p(0, 3), p(16, 3)), 1)
        let handle = SymbolGlyph.Part.stroke(G.line(p(5, 3), p(5.6, 0), p(10.4, 0), p(11, 3)), 1)
        let can = G.line(p(2, 3), p(3.2, 19), p(12.8, 19), p(14, 3))
        table["trash"] = G(
            16, 19,
            [
                lid, handle, .stroke(can, 1),
                .stroke(G.line(p(6.2, 7), p(6.5, 15.5)), 0.8), .stroke(G.line(p(9.8, 7), p(9.5, 15.5)), 0.8),
            ])
        table["trash.fill"] = G(16, 19, [lid, handle, .solid(G.polygon([p(2, 3), p(3.2, 19), p(12.8, 19), p(14, 3)]))])

        // Share: an arrow out of an open tray.
        table["square.and.arrow.up"] = G(
            15, 20,
            [
                .stroke(G.line(p(7.5, 0.6), p(7.5, 12.6)), 1),
                .stroke(G.line(p(3.6, 4.4), p(7.5, 0.5), p(11.4, 4.4)), 1),
                .stroke(G.line(p(4.6, 8), p(0, 8), p(0, 20), p(15, 20), p(15, 8), p(10.4, 8)), 1),
            ])
        return table
    }()
}
