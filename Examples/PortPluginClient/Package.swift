// swift-tools-version:6.0
// An app's transition code tested on Linux without a copy: the test target links
// to the app's folder (Tests/ToastAppTests/App -> ../../App) and the FlipbookPort
// build-tool plugin compiles those files ported by `flipbook port`
// (docs/porting-from-uikit.md). Flipbook is the checkout at ../Flipbook
// (scripts/port-plugin-check.sh makes that link and builds this package).
import PackageDescription

let package = Package(
    name: "ToastApp",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../Flipbook")],
    targets: [
        .testTarget(
            name: "ToastAppTests",
            dependencies: [
                .product(name: "UIKit", package: "Flipbook"),
                .product(name: "Flipbook", package: "Flipbook"),
            ],
            // The app's files are compiled as the plugin ports them, not as they are.
            exclude: ["App", "flipbook-port.txt"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "FlipbookPort", package: "Flipbook")]),
    ]
)
