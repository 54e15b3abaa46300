// Written as for iOS: the presented card, laid out with anchors, styled by
// the design system's `Button` (a name Flipbook also has, which `import UIKit`
// must not bring: were it there, `Button` below would be ambiguous).
import UIKit
import UIKitClientDesign

/// A view drawn from a design-system button style.
final class ButtonView: UIView {
    let titleLabel = UILabel()
    let style: Button

    init(style: Button) {
        self.style = style
        super.init(frame: .zero)
        backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        layer.cornerRadius = CGFloat(style.cornerRadius)
        titleLabel.text = style.title
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CardViewController: UIViewController {
    let doneButton = ButtonView(style: Button.primary("Done"))
    let header = UIView()
    private(set) var lifeCycle: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 20, trailing: 20)
        header.backgroundColor = .lightGray
        for subview in [header, doneButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        let headerHeight: NSLayoutDimension = header.heightAnchor
        let buttonBottom: NSLayoutYAxisAnchor = doneButton.bottomAnchor
        let buttonLeading: NSLayoutXAxisAnchor = doneButton.leadingAnchor
        let width = NSLayoutConstraint(item: header, attribute: NSLayoutConstraint.Attribute.width,
                                       relatedBy: NSLayoutConstraint.Relation.equal, toItem: view,
                                       attribute: .width, multiplier: 0.5, constant: 0)
        width.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: margins.topAnchor),
            header.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            headerHeight.constraint(equalToConstant: 6),
            width,
            buttonLeading.constraint(equalTo: margins.leadingAnchor),
            doneButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buttonBottom.constraint(equalTo: margins.bottomAnchor),
            doneButton.heightAnchor.constraint(equalToConstant: CGFloat(doneButton.style.height)),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lifeCycle.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lifeCycle.append("viewDidAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lifeCycle.append("viewDidDisappear")
    }
}
