// UIKit's view names.
import Flipbook

/// `UIView`. See https://developer.apple.com/documentation/uikit/uiview
public typealias UIView = Flipbook.View
/// `UIWindow`.
public typealias UIWindow = Flipbook.Window
/// `UILabel`.
public typealias UILabel = Flipbook.Label
/// `UIImageView`.
public typealias UIImageView = Flipbook.ImageView
/// `UIScrollView`.
public typealias UIScrollView = Flipbook.ScrollView
/// `UIScrollViewDelegate`.
public typealias UIScrollViewDelegate = Flipbook.ScrollViewDelegate
/// `UIStackView`.
public typealias UIStackView = Flipbook.StackView
/// `UIVisualEffectView`.
public typealias UIVisualEffectView = Flipbook.VisualEffectView
/// `UIVisualEffect`.
public typealias UIVisualEffect = Flipbook.VisualEffect
/// `UIBlurEffect`.
public typealias UIBlurEffect = Flipbook.BlurEffect
/// `UIVibrancyEffect`.
public typealias UIVibrancyEffect = Flipbook.VibrancyEffect
/// `UIControl`.
public typealias UIControl = Flipbook.Control
/// `UIButton`.
public typealias UIButton = Flipbook.Button
/// `UIPageControl`.
public typealias UIPageControl = Flipbook.PageControl
/// `UIAction`.
public typealias UIAction = Flipbook.ControlAction
/// `UICollectionView`.
public typealias UICollectionView = Flipbook.CollectionView
/// `UICollectionViewCell`.
public typealias UICollectionViewCell = Flipbook.CollectionViewCell
/// `UICollectionViewLayout`.
public typealias UICollectionViewLayout = Flipbook.CollectionViewLayout
/// `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = Flipbook.CollectionViewFlowLayout
/// `UICollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = Flipbook.CollectionViewLayoutAttributes
/// `UICollectionViewDataSource`.
public typealias UICollectionViewDataSource = Flipbook.CollectionViewDataSource
/// `UICollectionViewDelegate`.
public typealias UICollectionViewDelegate = Flipbook.CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = Flipbook.CollectionViewDelegateFlowLayout
/// `UITableView`.
public typealias UITableView = Flipbook.TableView
/// `UITableViewCell`.
public typealias UITableViewCell = Flipbook.TableViewCell
/// `UITableViewDataSource`.
public typealias UITableViewDataSource = Flipbook.TableViewDataSource
/// `UITableViewDelegate`.
public typealias UITableViewDelegate = Flipbook.TableViewDelegate
/// `UIListContentConfiguration`.
public typealias UIListContentConfiguration = Flipbook.ListContentConfiguration
/// `UINavigationBar`.
public typealias UINavigationBar = Flipbook.NavigationBar
/// `UINavigationBarAppearance`.
public typealias UINavigationBarAppearance = Flipbook.NavigationBarAppearance
/// `UINavigationItem`.
public typealias UINavigationItem = Flipbook.NavigationItem
/// `UIBarButtonItem`.
public typealias UIBarButtonItem = Flipbook.BarButtonItem
/// `UIToolbar`.
public typealias UIToolbar = Flipbook.Toolbar
/// `UITabBar`.
public typealias UITabBar = Flipbook.TabBar
/// `UITabBarItem`.
public typealias UITabBarItem = Flipbook.TabBarItem
/// `UITabBarDelegate`.
public typealias UITabBarDelegate = Flipbook.TabBarDelegate
/// `UIScreen` (`UIScreen.main` is the window's screen).
public typealias UIScreen = Flipbook.Screen
/// `UIApplication`.
public typealias UIApplication = Flipbook.Application
/// `UIAccessibility` (`UIAccessibility.isReduceMotionEnabled`, ...).
public typealias UIAccessibility = Flipbook.Accessibility
/// `UIStatusBarStyle`.
public typealias UIStatusBarStyle = Flipbook.StatusBarStyle
/// `UIStatusBarAnimation`.
public typealias UIStatusBarAnimation = Flipbook.StatusBarAnimation

extension Flipbook.Control {
    /// `UIControl.Event`. (Flipbook names it ``ControlEvents`` at the top level so that
    /// `Event`, Flipbook's `UIEvent`, is not hidden in control subclasses; under UIKit's
    /// names that event type is `UIEvent`, so the nested name is free.)
    public typealias Event = Flipbook.ControlEvents
}
