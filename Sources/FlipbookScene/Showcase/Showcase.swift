import Flipbook
import Foundation

/// Still pictures that show what the renderer draws: cards with shadows and
/// gradients, perspective, group opacity, text, and the symbol images. `flipbook gallery`
/// renders them into `Renders/showcase/`; each is built with the public view API.
@preconcurrency @MainActor
package enum Showcase {
    /// The names of the pictures, in order.
    package static let names = ["cards", "perspective", "group-opacity", "typography", "symbols"]

    /// A window (375 x 667 pt) holding the named picture, or nil for an unknown name.
    package static func window(named name: String, scale: CGFloat = 2) -> Window? {
        let window = Window(size: CGSize(width: 375, height: 667), scale: scale)
        window.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        switch name {
        case "cards": cards(in: window)
        case "perspective": perspective(in: window)
        case "group-opacity": groupOpacity(in: window)
        case "typography": typography(in: window)
        case "symbols": symbols(in: window)
        default: return nil
        }
        return window
    }

    static func title(_ text: String, in window: Window) {
        let label = Label(frame: CGRect(x: 20, y: 24, width: 335, height: 40))
        label.text = text
        label.font = .boldSystemFont(ofSize: 26)
        label.textColor = Color(white: 0.1)
        window.addSubview(label)
    }

    static func card(_ frame: CGRect) -> View {
        let card = View(frame: frame)
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.18
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        return card
    }

    static func cards(in window: Window) {
        title("Cards", in: window)
        let first = card(CGRect(x: 20, y: 84, width: 335, height: 220))
        let heading = Label(frame: CGRect(x: 20, y: 16, width: 295, height: 30))
        heading.text = "Inbox"
        heading.font = .boldSystemFont(ofSize: 22)
        first.addSubview(heading)
        let body = Label(frame: CGRect(x: 20, y: 50, width: 295, height: 60))
        body.text = "Rounded corners, a soft shadow, a gradient and wrapped text, drawn by Cairo."
        body.numberOfLines = 0
        body.lineBreakMode = .byWordWrapping
        body.font = .systemFont(ofSize: 15)
        body.textColor = Color(white: 0.35)
        first.addSubview(body)
        var spec = SceneGradient(
            kind: .linear,
            gradient: Gradient(colors: [
                Color(red: 1, green: 0.55, blue: 0.1),
                Color(red: 0.55, green: 0.1, blue: 0.55),
            ]))
        spec.start = CGPoint(x: 0, y: 0.5)
        spec.end = CGPoint(x: 1, y: 0.5)
        let bar = GradientView(frame: CGRect(x: 20, y: 130, width: 295, height: 70), spec: spec)
        bar.layer.cornerRadius = 12
        bar.clipsToBounds = true
        first.addSubview(bar)
        window.addSubview(first)

        let second = card(CGRect(x: 20, y: 330, width: 160, height: 160))
        second.backgroundColor = Color(red: 0.20, green: 0.40, blue: 0.85)
        second.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        second.layer.cornerRadius = 40
        window.addSubview(second)

        let third = View(frame: CGRect(x: 195, y: 330, width: 160, height: 160))
        third.backgroundColor = .white
        third.layer.cornerRadius = 80
        third.layer.borderWidth = 6
        third.layer.borderColor = Color(red: 0.85, green: 0.35, blue: 0.25)
        let checker = ImageView(image: Image(bitmap: checkerboard(size: 64, cell: 8)))
        checker.frame = CGRect(x: 48, y: 48, width: 64, height: 64)
        third.addSubview(checker)
        window.addSubview(third)

        let rotated = card(CGRect(x: 110, y: 530, width: 155, height: 90))
        rotated.backgroundColor = Color(red: 0.2, green: 0.7, blue: 0.45)
        rotated.transform = CGAffineTransform(rotationAngle: -0.12)
        window.addSubview(rotated)
    }

    static func perspective(in window: Window) {
        title("Perspective", in: window)
        for (i, angle) in [-0.9, -0.45, 0, 0.45, 0.9].enumerated() {
            let panel = View(frame: CGRect(x: 107.5, y: 80 + Double(i) * 112, width: 160, height: 96))
            panel.backgroundColor = Color(red: 0.20 + 0.12 * Double(i), green: 0.40, blue: 0.85 - 0.1 * Double(i))
            panel.layer.cornerRadius = 12
            panel.transform3D = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                .concatenating(.perspective(eyeDistance: 500))
            let label = Label(frame: panel.bounds)
            label.text = String(format: "%+.0f°", angle * 180 / .pi)
            label.textAlignment = .center
            label.textColor = .white
            label.font = .boldSystemFont(ofSize: 22)
            panel.addSubview(label)
            window.addSubview(panel)
        }
    }

    static func groupOpacity(in window: Window) {
        title("Group opacity", in: window)
        for (i, alpha) in [1.0, 0.5].enumerated() {
            let group = View(frame: CGRect(x: 40, y: 90 + Double(i) * 280, width: 295, height: 240))
            group.alpha = alpha
            for (j, color) in [Color(red: 0.85, green: 0.35, blue: 0.25), Color(red: 0.20, green: 0.40, blue: 0.85)].enumerated()
            {
                let disc = View(frame: CGRect(x: 20 + Double(j) * 95, y: 20, width: 160, height: 160))
                disc.backgroundColor = color
                disc.layer.cornerRadius = 80
                group.addSubview(disc)
            }
            let caption = Label(frame: CGRect(x: 0, y: 196, width: 295, height: 30))
            caption.text = alpha == 1 ? "alpha 1" : "alpha 0.5: one layer, no see-through"
            caption.textAlignment = .center
            caption.font = .systemFont(ofSize: 15)
            group.addSubview(caption)
            window.addSubview(group)
        }
    }

    static func typography(in window: Window) {
        title("Text", in: window)
        let samples: [(String, TextAlignment, Int, Font)] = [
            ("Left aligned, the system font 17", .left, 1, .systemFont(ofSize: 17)),
            ("Centred and bold", .center, 1, .boldSystemFont(ofSize: 20)),
            ("Right aligned", .right, 1, .systemFont(ofSize: 17)),
            ("A long line that does not fit on one line is truncated at its tail", .left, 1, .systemFont(ofSize: 17)),
            (
                "Word wrapping breaks a paragraph into lines that fit the label's width, as UILabel does with numberOfLines = 0.",
                .left, 0, .systemFont(ofSize: 15)
            ),
            ("Monospaced: let x = 42", .left, 1, .monospacedSystemFont(ofSize: 15)),
        ]
        var y: CGFloat = 84
        for (text, alignment, lines, font) in samples {
            let height: CGFloat = lines == 0 ? 90 : 36
            let box = View(frame: CGRect(x: 20, y: y, width: 335, height: height))
            box.backgroundColor = .white
            box.layer.cornerRadius = 8
            let label = Label(frame: box.bounds.insetBy(dx: 12, dy: 4))
            label.text = text
            label.textAlignment = alignment
            label.numberOfLines = lines
            label.lineBreakMode = lines == 0 ? .byWordWrapping : .byTruncatingTail
            label.font = font
            box.addSubview(label)
            window.addSubview(box)
            y += height + 12
        }
    }

    static func checkerboard(size: Int, cell: Int) -> Bitmap {
        var bitmap = Bitmap(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size {
                let dark = ((x / cell) + (y / cell)) % 2 == 0
                bitmap[x, y] = dark ? (40, 40, 48, 255) : (235, 235, 240, 255)
            }
        }
        return bitmap
    }
}
