import Foundation

/// The back button of a navigation bar: the chevron and the back title.
///
/// Its frame starts at the bar's origin and is 44 points tall, so its
/// subviews' frames are in bar coordinates: the chevron at
/// ``NavigationBar/Metrics/backChevronX``, the title after it. The
/// transition moves and fades the chevron and the title on their own.
@MainActor
final class NavigationBarBackButton: Control {
    let chevron = BarChevronView(frame: .zero)
    let titleLabel = Label(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = NavigationBar.Metrics.itemFont
        titleLabel.lineBreakMode = .byClipping
        addSubview(chevron)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("NavigationBarBackButton is made by bars only") }

    func setTint(_ color: Color) {
        chevron.color = color
        titleLabel.textColor = color
    }
}
