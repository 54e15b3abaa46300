import FlipbookPort
import Testing

/// `super.init()` in a designated initializer of a `UIView` or
/// `UIViewController` subclass is a compile error with UIKit ("must call a
/// designated initializer of the superclass"; `UIViewController`'s
/// designated initializers are `init(nibName:bundle:)` and `init?(coder:)`,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:);
/// `UIView`'s `init(frame:)` and `init?(coder:)`,
/// https://developer.apple.com/documentation/uikit/uiview/init(frame:)).
/// Swift on Linux compiles it for classes that descend from `NSObject` and
/// fails to link, so the port reports it as an error naming the call to make.
@Suite struct SuperInitCheckTests {
    private func errors(_ source: String, others: [String] = []) throws -> [PortNote] {
        var context = PortContext()
        for text in [source] + others { context.collect(from: text) }
        return try Porter(context: context).port(source, file: "Screen.swift").notes.filter { $0.severity == .error }
    }

    @Test func aControllerOrViewCallingSuperInitIsReportedWithTheDesignatedCall() throws {
        let source = """
            import UIKit

            final class ProfileViewController: UIViewController {
                let user: String
                init(user: String) {
                    self.user = user
                    super.init()
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class Badge: UIKit.UILabel {
                init() {
                    super.init()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let found = try errors(source)
        #expect(found.map(\.line) == [7, 14])
        #expect(found.map(\.column) == [9, 9])
        #expect(found[0].message.contains("'super.init(nibName: nil, bundle: nil)'"))
        #expect(found[1].message.contains("'super.init(frame: .zero)'"))
        #expect(
            found[0].description.hasPrefix(
                "Screen.swift:7:9: error: 'super.init()' in a designated initializer of 'ProfileViewController'"))
    }

    @Test func aSubclassOfTheAppsOwnControllerInAnotherFileIsFollowed() throws {
        let base = "class BaseViewController: UIViewController {}"
        let source = """
            final class Settings: BaseViewController {
                init(section: Int) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(try errors(source, others: [base]).map(\.line) == [2])
        // Without the other file the base class is unknown: no error.
        #expect(try errors(source).isEmpty)
    }

    @Test func validCallsConvenienceInitializersAndOtherClassesAreLeftAlone() throws {
        let source = """
            final class A: UIViewController {
                init() { super.init(nibName: nil, bundle: nil) }
                convenience init(flag: Bool) { self.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class B: NSObject {
                override init() { super.init() }
            }
            final class C: UIView {
                init() {
                    super.init(frame: .zero)
                    let make = { () -> Void in _ = Helper() }
                    make()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class D: UIColor {}
            """
        #expect(try errors(source).isEmpty)
    }

    @Test func aClassWhoseInheritanceLoopsDoesNotHang() throws {
        var context = PortContext()
        context.collect(from: "class A: B {}\nclass B: A { init() { super.init() } }")
        let notes = try Porter(context: context).port("class B: A { init() { super.init() } }", file: "B.swift").notes
        #expect(notes.allSatisfy { $0.severity != .error })
    }
}
