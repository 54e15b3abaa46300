import CCairo
import Flipbook
import Foundation
import Testing

@testable import FlipbookCairo

/// The renderer against the same picture drawn with direct Cairo calls, the
/// way the reference workload's baseline (`Benchmarks/baselines/cairo_baseline.c`) draws it.
@MainActor
@Suite struct HandWrittenCairoTests {
    /// The baseline's rounded rectangle, in device pixels.
    private func rounded(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    @Test func roundedRectAndTextMatchAHandWrittenCairoProgram() throws {
        let window = Window(size: CGSize(width: 160, height: 100), scale: 2)
        window.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.98)
        let row = View(frame: CGRect(x: 16.25, y: 20, width: 130, height: 56))
        row.backgroundColor = .white
        row.layer.cornerRadius = 12
        row.addSubview(
            DrawingView(frame: row.bounds) { _, ctx in
                // The font named as the hand-written program names it (the system font is Inter).
                ctx.drawText(
                    "Inbox row 1", at: CGPoint(x: 16, y: 34), font: Font(familyName: "DejaVu Sans", pointSize: 16),
                    color: Color(red: 0.2, green: 0.2, blue: 0.25))
                ctx.drawText(
                    "Title", at: CGPoint(x: 8, y: 16), font: Font(familyName: "DejaVu Sans", pointSize: 10, weight: .bold),
                    color: .black)
            })
        window.addSubview(row)
        let ours = try CairoRenderer().renderSurface(window.renderTree())

        let reference = try CairoImageSurface(width: 320, height: 200)
        let cr = cairo_create(reference.pointer)!
        cairo_set_source_rgb(cr, 0.97, 0.97, 0.98)
        cairo_rectangle(cr, 0, 0, 320, 200)
        cairo_fill(cr)
        rounded(cr, 32.5, 40, 260, 112, 24)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0.2, 0.2, 0.25)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 32)
        cairo_move_to(cr, 64.5, 108)
        cairo_show_text(cr, "Inbox row 1")
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 20)
        cairo_move_to(cr, 48.5, 72)
        cairo_show_text(cr, "Title")
        cairo_destroy(cr)

        let a = ours.bitmap()
        let b = reference.bitmap()
        #expect(a.width == b.width && a.height == b.height)
        var differing = 0
        var largest = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            let d = (0..<4).map { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) }.max()!
            if d > 0 { differing += 1 }
            largest = max(largest, d)
        }
        #expect(differing == 0, "\(differing) pixels differ, by up to \(largest)")
    }
}
