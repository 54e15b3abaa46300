// Empty on purpose. The toolchain's swift-testing declares cross-import
// overlays for `Testing` with Apple's `UIKit` (Testing.swiftcrossimport), which
// exist only on Apple platforms. A file that imports both Testing and this
// package's `UIKit` would otherwise fail with "no such module '_Testing_UIKit'".
