// UIKit's trait names.
import Flipbook

/// `UITraitCollection`.
public typealias UITraitCollection = Flipbook.TraitCollection
/// `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = Flipbook.UserInterfaceSizeClass
/// `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = Flipbook.UserInterfaceStyle
/// `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = Flipbook.UserInterfaceLayoutDirection
/// `UITraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = Flipbook.TraitEnvironmentLayoutDirection
/// `UIContentSizeCategory`.
public typealias UIContentSizeCategory = Flipbook.ContentSizeCategory
/// `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = Flipbook.SemanticContentAttribute
/// `UITraitDefinition`.
public typealias UITraitDefinition = Flipbook.TraitDefinition
/// `UITraitUserInterfaceStyle`.
public typealias UITraitUserInterfaceStyle = Flipbook.TraitUserInterfaceStyle
/// `UITraitLayoutDirection`.
public typealias UITraitLayoutDirection = Flipbook.TraitLayoutDirection
/// `UITraitPreferredContentSizeCategory`.
public typealias UITraitPreferredContentSizeCategory = Flipbook.TraitPreferredContentSizeCategory
/// `UITraitHorizontalSizeClass`.
public typealias UITraitHorizontalSizeClass = Flipbook.TraitHorizontalSizeClass
/// `UITraitVerticalSizeClass`.
public typealias UITraitVerticalSizeClass = Flipbook.TraitVerticalSizeClass
/// `UITraitDisplayScale`.
public typealias UITraitDisplayScale = Flipbook.TraitDisplayScale
