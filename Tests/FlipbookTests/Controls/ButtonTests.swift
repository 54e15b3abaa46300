import Flipbook
import Foundation
import Testing

/// Buttons: per-state values with UIKit's fallback to `.normal`, the system
/// and custom defaults, layout and intrinsic size, configurations, pixels.
@MainActor
@Suite struct ButtonTests {
    @Test func aStateWithoutItsOwnValueUsesTheNormalOne() {
        let button = Button(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.currentTitle == "Follow" && button.titleLabel?.text == "Follow")
        button.isHighlighted = true
        #expect(button.currentTitle == "Follow", "highlighted has no title of its own")
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.titleLabel?.text == "Following")
        #expect(button.title(for: .disabled) == "Follow")
    }

    @Test func aSystemButtonIsTintedAndFadesWhileHighlighted() {
        let button = Button(type: .system)
        button.setTitle("Done", for: .normal)
        #expect(button.currentTitleColor == .systemBlue && button.titleLabel?.textColor == .systemBlue)
        button.isHighlighted = true
        #expect(button.titleLabel?.textColor == Color.systemBlue.withAlphaComponent(0.2))
        button.isHighlighted = false
        button.tintColor = .red
        #expect(button.titleLabel?.textColor == .red, "the tint colours the title")
        button.isEnabled = false
        #expect(button.titleLabel?.textColor != .red, "disabled is grey")
        let custom = Button(frame: .zero)
        custom.setTitle("Go", for: .normal)
        #expect(custom.buttonType == .custom && custom.currentTitleColor == .white)
        custom.isHighlighted = true
        #expect(custom.currentTitleColor == .white, "a custom button does not change when highlighted")
        custom.setTitleColor(.yellow, for: .highlighted)
        #expect(custom.titleLabel?.textColor == .yellow)
    }

    @Test func theIntrinsicSizeIsTheTitlePlusUIKitsPadding() throws {
        let button = Button(type: .system)
        button.setTitle("Done", for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label.font == Font.systemFont(ofSize: 18), "UIFont.buttonFontSize")
        let text = label.sizeThatFits(.zero)
        #expect(text.width > 20 && text.height > 18)
        #expect(button.intrinsicContentSize == CGSize(width: text.width, height: text.height + 12))
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: text.width + 20, height: text.height + 20))
        button.sizeToFit()
        button.layoutIfNeeded()
        #expect(
            abs(label.frame.midX - button.bounds.midX) < 1e-9 && abs(label.frame.midY - button.bounds.midY) < 1e-9,
            "the title is centred: \(label.frame) in \(button.bounds)")
    }

    @Test func aFilledConfigurationHasATintedBackgroundAndAWhiteTitle() throws {
        var configuration = Button.Configuration.filled()
        configuration.title = "Continue"
        configuration.cornerStyle = .capsule
        let button = Button(configuration: configuration)
        let label = try #require(button.titleLabel)
        #expect(label.text == "Continue" && label.textColor == .white && button.backgroundColor == .systemBlue)
        let text = label.sizeThatFits(.zero)
        #expect(button.intrinsicContentSize == CGSize(width: text.width + 24, height: text.height + 14))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == button.bounds.height / 2, "a capsule")
        button.isHighlighted = true
        #expect(button.backgroundColor == Color.systemBlue.withAlphaComponent(0.75))
        var tinted = Button.Configuration.tinted()
        tinted.title = "Later"
        button.isHighlighted = false
        button.configuration = tinted
        #expect(button.backgroundColor == Color.systemBlue.withAlphaComponent(0.15) && label.textColor == .systemBlue)
    }

    @Test func aPrimaryActionGivesTheTitleAndRunsOnTap() throws {
        var ran = 0
        let button = Button(primaryAction: ControlAction(title: "Share") { _ in ran += 1 })
        #expect(button.buttonType == .system && button.currentTitle == "Share")
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
    }

    /// A button laid out by constraints takes its intrinsic size, and a
    /// longer title makes it wider at the next layout.
    @Test func constraintsSizeAButtonByItsTitle() {
        let window = Window(size: CGSize(width: 320, height: 200), scale: 1)
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        LayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        let short = button.frame
        #expect(short.size == button.intrinsicContentSize && abs(short.midX - 160) < 1e-9)
        button.setTitle("Continue to checkout", for: .normal)
        window.layoutIfNeeded()
        #expect(
            button.frame.width > short.width + 50 && button.frame.size == button.intrinsicContentSize,
            "\(short) then \(button.frame)")
        #expect(abs(button.frame.midX - 160) < 1e-9 && button.frame.minY == 20)
    }
}
