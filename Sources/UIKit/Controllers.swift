// UIKit's view controller and presentation names.
import Flipbook

/// `UIViewController`. See https://developer.apple.com/documentation/uikit/uiviewcontroller
public typealias UIViewController = Flipbook.ViewController
/// `UINavigationController`.
public typealias UINavigationController = Flipbook.NavigationController
/// `UINavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = Flipbook.NavigationControllerDelegate
/// `UITabBarController`.
public typealias UITabBarController = Flipbook.TabBarController
/// `UITabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = Flipbook.TabBarControllerDelegate
/// `UITableViewController`.
public typealias UITableViewController = Flipbook.TableViewController
/// `UICollectionViewController`. See https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
public typealias UICollectionViewController = Flipbook.CollectionViewController
/// `UISplitViewController`. See https://developer.apple.com/documentation/uikit/uisplitviewcontroller
public typealias UISplitViewController = Flipbook.SplitViewController
/// `UISplitViewControllerDelegate`.
public typealias UISplitViewControllerDelegate = Flipbook.SplitViewControllerDelegate
/// `UIPageViewController`. See https://developer.apple.com/documentation/uikit/uipageviewcontroller
public typealias UIPageViewController = Flipbook.PageViewController
/// `UIPageViewControllerDataSource`.
public typealias UIPageViewControllerDataSource = Flipbook.PageViewControllerDataSource
/// `UIPageViewControllerDelegate`.
public typealias UIPageViewControllerDelegate = Flipbook.PageViewControllerDelegate
/// `UIStoryboardSegue`.
public typealias UIStoryboardSegue = Flipbook.StoryboardSegue
/// `UIPresentationController`.
/// See https://developer.apple.com/documentation/uikit/uipresentationcontroller
public typealias UIPresentationController = Flipbook.PresentationController
/// `UIContentContainer`.
public typealias UIContentContainer = Flipbook.ContentContainer
/// `UIAdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = Flipbook.AdaptivePresentationControllerDelegate
/// `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = Flipbook.ModalPresentationStyle
/// `UIModalTransitionStyle`.
public typealias UIModalTransitionStyle = Flipbook.ModalTransitionStyle
