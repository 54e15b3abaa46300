import Foundation

/// The status bar Flipbook draws over a window made for a device
/// (``Window/init(device:scale:clock:)``): the time "9:41", cellular signal
/// bars, Wi-Fi and a full battery, in the window's ``Window/statusBarFrame``,
/// drawn after everything else.
///
/// - Phones with a notch or island (a status bar 44 points or taller) show
///   the time centred in the left "ear" and the icons centred in the right
///   one, the time in the system font, semibold 17 points.
/// - Other phones (iPhone SE) show signal and Wi-Fi at the left, the time
///   centred, the battery at the right, the time semibold 12 points; iPads
///   show the time at the left and Wi-Fi and battery at the right.
///
/// The content is black or white (``StatusBarStyle``): the preferred style
/// of the controller in charge (the top presented controller of the root,
/// following `childForStatusBarStyle`); ``StatusBarStyle/default`` is white
/// in dark appearance and black otherwise. Nothing is drawn when that
/// controller prefers the status bar hidden, when the window has no device,
/// or when the status bar has no height (landscape phones). Apple's pages:
/// https://developer.apple.com/documentation/uikit/uistatusbarstyle and
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle.
struct StatusBarDrawing {
    /// The status bar's rectangle, in window points; its origin is the window's.
    var frame: CGRect
    var idiom: Device.Idiom
    /// The content's colour: black or white.
    var color: Color
    var measurer: any TextMeasuring

    /// The time every status bar shows, as Apple's product pictures do.
    static let time = "9:41"

    /// The drawing as a node for the top of the window's render tree.
    var node: RenderNode {
        var properties = LayerProperties()
        properties.bounds = CGRect(origin: .zero, size: frame.size)
        properties.position = CGPoint(x: frame.midX, y: frame.midY)
        return RenderNode(kind: "StatusBar", properties: properties, content: DisplayList(commands: commands))
    }

    var commands: [DrawCommand] {
        let w = frame.width
        let h = frame.height
        let midY = h / 2
        let notched = h >= 44 && idiom == .phone
        let font = Font.systemFont(ofSize: notched ? 17 : 12, weight: .semibold)
        let timeWidth = measurer.width(of: Self.time, font: font)
        let baseline = midY + font.pointSize * 0.36
        var out: [DrawCommand] = []
        func time(atCentre x: CGFloat) {
            out.append(
                .text(
                    TextRun(
                        text: Self.time, font: font, color: color,
                        origin: CGPoint(x: (x - timeWidth / 2).rounded(), y: baseline.rounded()))))
        }
        let signalWidth: CGFloat = 17
        let wifiWidth: CGFloat = 15.5
        let batteryWidth: CGFloat = 27.5
        let gap: CGFloat = 5
        if notched {
            let ear = w * 0.2925  // the width left of the notch or island, minus the corner
            time(atCentre: ear / 2 + 16)
            let icons = signalWidth + gap + wifiWidth + gap + batteryWidth
            var x = w - ear / 2 - 16 - icons / 2
            out += signal(x: x, midY: midY)
            x += signalWidth + gap
            out += wifi(x: x, midY: midY)
            x += wifiWidth + gap
            out += battery(x: x, midY: midY)
        } else if idiom == .pad {
            out.append(.text(TextRun(text: Self.time, font: font, color: color, origin: CGPoint(x: 20, y: baseline.rounded()))))
            var x = w - 20 - batteryWidth - gap - wifiWidth
            out += wifi(x: x, midY: midY)
            x += wifiWidth + gap
            out += battery(x: x, midY: midY)
        } else {
            out += signal(x: 6, midY: midY)
            out += wifi(x: 6 + signalWidth + gap, midY: midY)
            time(atCentre: w / 2)
            out += battery(x: w - 6 - batteryWidth, midY: midY)
        }
        return out
    }

    /// Four bars rising left to right, 3 points wide, 11 points tall at most.
    private func signal(x: CGFloat, midY: CGFloat) -> [DrawCommand] {
        let bottom = midY + 5.5
        return [4, 6.5, 9, 11.5].enumerated().map { i, height in
            let rect = CGRect(x: x + CGFloat(i) * 4.6, y: bottom - height, width: 3.2, height: height)
            return .fill(Path(roundedRect: rect, cornerRadius: 1), .color(color), .nonZero)
        }
    }

    /// Wi-Fi: a dot and two bands, sectors of 90 degrees opening upward.
    private func wifi(x: CGFloat, midY: CGFloat) -> [DrawCommand] {
        let centre = CGPoint(x: x + wifiHalfWidth, y: midY + 5.5)
        return [(0, 3.6), (5.3, 7.8), (9.5, 11)].map { inner, outer in
            .fill(Self.sector(centre, inner: inner, outer: outer), .color(color), .nonZero)
        }
    }

    private var wifiHalfWidth: CGFloat { 11 * 0.7071 }

    /// An annular sector from -135 to -45 degrees (y down: opening upward),
    /// its arcs flattened to 16 segments each.
    private static func sector(_ c: CGPoint, inner: CGFloat, outer: CGFloat) -> Path {
        var path = Path()
        let steps = 16
        func point(_ r: CGFloat, _ i: Int) -> CGPoint {
            let a = -0.75 * CGFloat.pi + CGFloat(i) / CGFloat(steps) * 0.5 * .pi
            return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
        path.move(to: point(outer, 0))
        for i in 1...steps { path.addLine(to: point(outer, i)) }
        if inner > 0 {
            for i in stride(from: steps, through: 0, by: -1) { path.addLine(to: point(inner, i)) }
        } else {
            path.addLine(to: c)
        }
        path.closeSubpath()
        return path
    }

    /// A full battery: a rounded outline at 35 % of the colour, the charge
    /// inside it, the terminal's nub at 40 %.
    private func battery(x: CGFloat, midY: CGFloat) -> [DrawCommand] {
        let body = CGRect(x: x + 0.5, y: midY - 6, width: 24.5, height: 12)
        let faint = color.withAlphaComponent(color.alpha * 0.35)
        return [
            .stroke(Path(roundedRect: body, cornerRadius: 3.8), .color(faint), StrokeStyle(lineWidth: 1)),
            .fill(Path(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 2), .color(color), .nonZero),
            .fill(
                Path(roundedRect: CGRect(x: body.maxX + 1.2, y: midY - 2, width: 1.6, height: 4), cornerRadius: 0.8),
                .color(color.withAlphaComponent(color.alpha * 0.4)), .nonZero),
        ]
    }
}
