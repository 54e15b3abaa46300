import Flipbook
import Foundation

extension Showcase {
    /// Every symbol Flipbook draws (``SymbolCatalogue/names``), 20 points,
    /// regular, four to a row with its name under it.
    static func symbols(in window: Window) {
        title("Symbols", in: window)
        let names = SymbolCatalogue.names
        let columns = 4
        let cellWidth: CGFloat = 335 / CGFloat(columns)
        let cellHeight: CGFloat = 47
        for (i, name) in names.enumerated() {
            let x = 20 + CGFloat(i % columns) * cellWidth
            let y = 76 + CGFloat(i / columns) * cellHeight
            guard let image = Image(systemName: name, withConfiguration: .init(pointSize: 20)) else { continue }
            let view = ImageView(image: image)
            view.tintColor = Color(white: 0.15)
            view.contentMode = .center
            view.frame = CGRect(x: x, y: y, width: cellWidth, height: 28)
            window.addSubview(view)
            let label = Label(frame: CGRect(x: x, y: y + 29, width: cellWidth, height: 13))
            label.text = name
            label.font = .systemFont(ofSize: 9)
            label.textColor = Color(white: 0.4)
            label.textAlignment = .center
            window.addSubview(label)
        }
    }
}
