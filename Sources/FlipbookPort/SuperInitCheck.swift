import SwiftSyntax

/// Finds `super.init()` in a designated initializer of a class that
/// descends from a UIKit class whose `init()` is a convenience initializer
/// (`UIView` and its subclasses, `UIViewController` and its subclasses,
/// `UIGestureRecognizer`...).
///
/// UIKit rejects that line at compile time ("must call a designated
/// initializer of the superclass 'UIViewController'"): `UIView`'s designated
/// initializers are `init(frame:)` and `init?(coder:)`, `UIViewController`'s
/// `init(nibName:bundle:)` and `init?(coder:)`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)).
/// Swift on Linux accepts it for classes that descend from `NSObject` and
/// then fails to link (an undefined `ViewController.init()`), so the port
/// reports it as an error with the call UIKit expects instead.
struct SuperInitCheck {
    /// UIKit classes whose `init()` is a convenience initializer, and the
    /// designated call a subclass makes instead.
    static let designatedCall: [String: String] = {
        var calls: [String: String] = [:]
        let views = [
            "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView",
            "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
            "UITableViewHeaderFooterView", "UITextField", "UITextView", "UISwitch", "UISlider",
            "UIStepper", "UISegmentedControl", "UIPageControl", "UIProgressView",
            "UIActivityIndicatorView", "UIStackView", "UIVisualEffectView", "UINavigationBar",
            "UITabBar", "UIToolbar", "UISearchBar", "UIDatePicker", "UIPickerView", "UIWindow",
        ]
        for name in views { calls[name] = "super.init(frame: .zero)" }
        let controllers = [
            "UIViewController", "UINavigationController", "UITabBarController",
            "UITableViewController", "UICollectionViewController", "UIPageViewController",
            "UISplitViewController", "UIAlertController", "UISearchController",
        ]
        for name in controllers { calls[name] = "super.init(nibName: nil, bundle: nil)" }
        for name in [
            "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
            "UIScreenEdgePanGestureRecognizer", "UILongPressGestureRecognizer",
            "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
        ] {
            calls[name] = "super.init(target: nil, action: nil)"
        }
        return calls
    }()

    /// The class each class of the files being ported names first in its
    /// inheritance clause (``PortContext/superclasses``).
    let superclasses: [String: String]

    /// The designated call for a class that descends from one of UIKit's
    /// classes with a convenience `init()`, following the files' own classes;
    /// nil for any other class.
    func designatedCall(forClassInheritingFrom name: String) -> String? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if let call = Self.designatedCall[current] { return call }
            guard let next = superclasses[current] else { return nil }
            current = next
        }
        return nil
    }

    /// The `super.init()` calls of `node`'s designated initializers that UIKit rejects, with the call to make instead.
    func violations(in node: ClassDeclSyntax) -> [(call: FunctionCallExprSyntax, fix: String)] {
        guard let parent = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            let fix = designatedCall(forClassInheritingFrom: Self.unqualified(parent))
        else { return [] }
        var found: [(FunctionCallExprSyntax, String)] = []
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }),
                let body = initializer.body
            else { continue }
            let finder = BareSuperInitFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            found += finder.calls.map { ($0, fix) }
        }
        return found
    }

    /// `UIKit.UIView` -> `UIView`.
    static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

/// The `super.init()` calls (no arguments) in an initializer's body, not
/// those of closures or nested types inside it.
final class BareSuperInitFinder: SyntaxVisitor {
    private(set) var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.arguments.isEmpty, node.trailingClosure == nil,
            let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.`init`),
            member.base?.is(SuperExprSyntax.self) == true
        {
            calls.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
