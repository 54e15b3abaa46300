// swift-tools-version:6.1
import PackageDescription

/// Hosts of animator plugins export their symbols, so a plugin compiled against
/// Flipbook's modules (and not linked with them) binds to the host's one copy
/// of the runtime at load time: see docs/plugins.md.
let exportsSymbolsToPlugins: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux])),
    .unsafeFlags(["-Xlinker", "-export_dynamic"], .when(platforms: [.macOS])),
]

let package = Package(
    name: "Flipbook",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .library(name: "FlipbookCairo", targets: ["FlipbookCairo"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        .library(name: "FlipbookTestingCore", targets: ["FlipbookTestingCore"]),
        .library(name: "FlipbookAnimators", targets: ["FlipbookAnimators"]),
        .library(name: "FlipbookScene", targets: ["FlipbookScene"]),
        .executable(name: "flipbook", targets: ["FlipbookCLI"]),
        .executable(name: "flipbook-port", targets: ["FlipbookPortTool"]),
        // assertSnapshot(of: film, as: .filmstrip) for swift-snapshot-testing users (docs/snapshot-testing.md).
        .library(name: "FlipbookSnapshotTesting", targets: ["FlipbookSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `flipbook port` reads and rewrites Swift source on its syntax tree.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Only the FlipbookSnapshotTesting product builds it (SwiftPM fetches it for every client).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // `swift package generate-documentation --target Flipbook` builds the DocC catalogues
        // (Sources/*/Documentation.docc); a command plugin only, so no product links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // (`flipbook review`'s HTTP server is the project's own, Sources/FlipbookWorkflow/Review/HTTP: a package
        // server would bring FoundationNetworking, and with it libcurl and ~35 more libraries, into every
        // start of the CLI.)
    ],
    targets: [
        // System libraries: cairo and libpng, through pkg-config.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev", "libpng-dev"])]),
        // The whole-buffer PNG encoder: the row encoder (level 1) and PNG framing;
        // libdeflate (Debian's libdeflate-dev) computes its checksums and the other levels.
        .target(name: "CPixelCodec", linkerSettings: [.linkedLibrary("deflate")]),
        // giflib (Debian's libgif-dev): LZW coding and framing of the animated GIF output.
        .systemLibrary(name: "CGif", path: "Sources/CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        // The runtime. No Cairo here: it builds and tests without any C library.
        .target(name: "Flipbook"),
        // Renderer, PNG codec, film writers.
        .target(name: "FlipbookCairo", dependencies: ["Flipbook", "CCairo", "CPixelCodec", "CGif"]),
        // The standard animators and presentation controllers, and the registry.
        .target(name: "FlipbookAnimators", dependencies: ["Flipbook"]),
        // Scene documents (YAML/JSON), declarative animators, plugin loading.
        .target(name: "FlipbookScene", dependencies: [
            "Flipbook", "FlipbookCairo", "FlipbookAnimators", .product(name: "Yams", package: "Yams"),
        ]),
        // `flipbook port`: rewrites what only the Objective-C runtime can do (`@objc optional`
        // requirements and their calls, `#selector` target-action) into Swift that compiles on Linux.
        .target(name: "FlipbookPort", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Golden filmstrip assertions and image diff.
        .target(name: "FlipbookTestingCore", dependencies: ["Flipbook", "FlipbookCairo"]),
        .target(name: "FlipbookTesting", dependencies: ["FlipbookTestingCore", "Flipbook", "FlipbookCairo"]),
        // Snapshot strategies for pointfreeco/swift-snapshot-testing: .filmstrip for a Film, .image for a frame.
        .target(name: "FlipbookSnapshotTesting", dependencies: [
            "FlipbookTestingCore", "Flipbook", "FlipbookCairo",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // What the command-line tool does beyond wiring: golden checking (verify, record), candidates and
        // their acceptance, shard results and their merge, the review server and its HTTP stack, audit
        // sweeps, the error catalogue. No argument parsing: its types are `package`, for the CLI and tests.
        .target(name: "FlipbookWorkflow", dependencies: [
            "Flipbook", "FlipbookCairo", "FlipbookTestingCore", "FlipbookAnimators", "FlipbookScene",
        ]),
        // The command-line tool (the `flipbook` product and binary): commands, options and output only.
        // Not named `flipbook`: a module name differing from `Flipbook` only by case is a trap on
        // case-insensitive file systems.
        // What both tools' `main` share: errors through the catalogue, one line each, on standard error.
        .target(name: "FlipbookCommandLine", dependencies: [
            "FlipbookWorkflow", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "FlipbookCLI", dependencies: [
            "Flipbook", "FlipbookCairo", "FlipbookTestingCore", "FlipbookAnimators", "FlipbookScene",
            "FlipbookWorkflow", "FlipbookCommandLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: exportsSymbolsToPlugins),
        // The `flipbook-port` tool, which `flipbook port` runs: apart from `flipbook`, so that only it links
        // swift-syntax (half the size of `flipbook` before, and part of every render's start).
        .executableTarget(name: "FlipbookPortTool", dependencies: [
            "FlipbookPort", "FlipbookWorkflow", "FlipbookCommandLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Benchmarks (`make bench`), never timed tests.
        .executableTarget(name: "EngineBench", dependencies: ["Flipbook"], path: "Benchmarks/EngineBench"),
        .executableTarget(name: "LayoutBench", dependencies: ["Flipbook"], path: "Benchmarks/LayoutBench"),
        // The drawing phase of a render (first frame handed over to last file written), two threads / one.
        .executableTarget(name: "RenderPhaseBench", dependencies: ["Flipbook", "FlipbookAnimators", "FlipbookCairo", "FlipbookScene"],
                          path: "Benchmarks/RenderPhaseBench"),
        .executableTarget(name: "DiffBench", dependencies: ["Flipbook", "FlipbookCairo", "FlipbookTestingCore"],
                          path: "Benchmarks/DiffBench"),
        // Transition code written in UIKit's idioms and ported by deleting the
        // prefixes (Examples/PortedTransitions): the same files compiled in the
        // Swift 5 and in the Swift 6 language mode (Swift6/ holds links to Swift5/).
        .target(name: "PortedTransitionsSwift5", dependencies: ["Flipbook"],
                path: "Examples/PortedTransitions/Swift5",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "PortedTransitionsSwift6", dependencies: ["Flipbook"],
                path: "Examples/PortedTransitions/Swift6",
                swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "PortedTransitionsTests", dependencies: [
            "PortedTransitionsSwift5", "PortedTransitionsSwift6", "Flipbook", "FlipbookCairo",
        ]),
        // What the test targets share: the one seeded random generator, temporary folders, pixel probes.
        .target(name: "FlipbookTestSupport", dependencies: ["Flipbook"], path: "Tests/FlipbookTestSupport"),
        .testTarget(name: "FlipbookTests", dependencies: ["Flipbook", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookCairoTests", dependencies: ["Flipbook", "FlipbookCairo", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting", "FlipbookTestingCore", "FlipbookCairo", "Flipbook",
                                                                "FlipbookTestSupport"],
                    exclude: ["__Filmstrips__"]),
        .testTarget(name: "FlipbookAnimatorsTests", dependencies: ["FlipbookAnimators", "Flipbook", "FlipbookCairo", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookSceneTests", dependencies: ["FlipbookScene", "FlipbookAnimators", "FlipbookCairo", "Flipbook",
                                                            "FlipbookTesting", "FlipbookTestingCore", "FlipbookTestSupport"],
                    linkerSettings: exportsSymbolsToPlugins),
        .testTarget(name: "CLITests", dependencies: ["FlipbookCLI", "FlipbookCairo", "Flipbook"]),
        .testTarget(name: "FlipbookWorkflowTests", dependencies: ["FlipbookWorkflow", "FlipbookTestingCore", "FlipbookCairo", "Flipbook"]),
        .testTarget(name: "FlipbookPortTests", dependencies: ["FlipbookPort"]),
    ]
)

#if os(Linux)
// `import UIKit`, `import QuartzCore` and `import CoreGraphics` on Linux: UIKit's names over
// Flipbook's types, so source written for Apple platforms compiles as written
// (docs/porting-from-uikit.md). Only on Linux: on Apple platforms these module names are the
// system's own frameworks, which a module of the same name would hide.
package.products.append(.library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics"]))
package.targets += [
    // UIKit's, Core Animation's and Core Graphics' names as aliases of Flipbook's types;
    // none of them re-exports Flipbook, so no Flipbook-only name reaches a client.
    .target(name: "CoreGraphics", dependencies: ["Flipbook", "_Testing_CoreGraphics"]),
    .target(name: "QuartzCore", dependencies: ["Flipbook", "CoreGraphics"]),
    .target(name: "UIKit", dependencies: ["Flipbook", "QuartzCore", "CoreGraphics", "_Testing_UIKit"]),
    // Empty stand-ins for swift-testing's cross-import overlays with Apple's UIKit and
    // CoreGraphics, so that `import Testing` next to `import UIKit` compiles here.
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    // Source written for iOS (`import UIKit`, the app's own `PresentationController` class, a
    // design-system module with its own `Button` and `Animation`), compiled unchanged against
    // the UIKit product in both language modes.
    .target(name: "UIKitClientDesign", path: "Examples/UIKitClient/Design"),
    .target(name: "UIKitClientSwift5", dependencies: ["UIKit", "UIKitClientDesign"], path: "Examples/UIKitClient/Swift5",
            swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "UIKitClientSwift6", dependencies: ["UIKit", "UIKitClientDesign"], path: "Examples/UIKitClient/Swift6",
            swiftSettings: [.swiftLanguageMode(.v6)]),
    // What `flipbook port` makes of Examples/Porting/Before (FlipbookPortTests checks the text),
    // compiled in both language modes and run by UIKitTests.
    .target(name: "PortedExampleSwift5", dependencies: ["UIKit"], path: "Examples/Porting/After",
            swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "PortedExampleSwift6", dependencies: ["UIKit"], path: "Examples/Porting/AfterSwift6",
            swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(name: "UIKitTests", dependencies: [
        "UIKitClientSwift5", "UIKitClientSwift6", "PortedExampleSwift5", "PortedExampleSwift6",
        "UIKit", "QuartzCore", "CoreGraphics", "Flipbook",
    ]),
]
#endif

// `flipbook port` as a SwiftPM build-tool plugin: a target lists an app's folders (symlinks)
// in its `flipbook-port.txt` and builds them ported, without a copy (docs/porting-from-uikit.md).
package.products.append(.plugin(name: "FlipbookPort", targets: ["FlipbookPortPlugin"]))
// The plugin's tool is the `flipbook-port` tool's target; SwiftPM looks the tool up as a product named
// after the target (swiftlang/swift-package-manager#8831), so the same target is also the product
// `FlipbookPortTool`, built only when a target uses the plugin.
package.products.append(.executable(name: "FlipbookPortTool", targets: ["FlipbookPortTool"]))
package.targets.append(.plugin(name: "FlipbookPortPlugin", capability: .buildTool(), dependencies: [.target(name: "FlipbookPortTool")]))

#if os(Linux)
// The corpus (Tests/Corpus): open-source UIKit transition code the team did not write, kept
// unmodified, built through the FlipbookPort plugin against the UIKit product in the Swift 5
// and Swift 6 language modes (Tests/CorpusBuild holds links to it), and run by CorpusTests.
let corpusRepositories = ["CardPresentationController", "SPStorkController", "SPLarkController"]
package.targets += [
    .target(name: "CorpusSwift5", dependencies: ["UIKit"], path: "Tests/CorpusBuild/Swift5",
            exclude: ["flipbook-port.txt"] + corpusRepositories,
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["FlipbookPortPlugin"]),
    .target(name: "CorpusSwift6", dependencies: ["UIKit"], path: "Tests/CorpusBuild/Swift6",
            exclude: ["flipbook-port.txt"] + corpusRepositories,
            swiftSettings: [.swiftLanguageMode(.v6)], plugins: ["FlipbookPortPlugin"]),
    .testTarget(name: "CorpusTests", dependencies: ["CorpusSwift5", "CorpusSwift6", "UIKit", "Flipbook"]),
    // A UIKit library with its own XCTest suite, both kept unmodified in Tests/Corpus/ViewAnimator
    // (origin and licence in Tests/Corpus/README.md): the library built through the FlipbookPort
    // plugin against the UIKit product, in the Swift 5 language mode its package declares, and its
    // suite compiled as it is (`flipbook port` changes nothing in it; a test target that runs the
    // plugin would link the plugin's copy of the flipbook tool into the test bundle beside CLITests' one).
    .target(name: "ViewAnimator", dependencies: ["UIKit"], path: "Tests/CorpusBuild/ViewAnimator",
            exclude: ["flipbook-port.txt", "Sources", "Classes"],
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["FlipbookPortPlugin"]),
    .testTarget(name: "ViewAnimatorTests", dependencies: ["ViewAnimator", "UIKit"],
                path: "Tests/Corpus/ViewAnimator/ViewAnimatorTests",
                swiftSettings: [.swiftLanguageMode(.v5)]),
    // Drops, a UIKit library whose XCTest suite presents in windows and waits on animations, both kept
    // unmodified in Tests/Corpus/Drops (origin and licence in Tests/Corpus/README.md): the library built
    // through the FlipbookPort plugin (its files are wrapped in `#if os(iOS)`, which the port rewrites),
    // in the Swift 5 language mode its package declares. Its suite must be ported too, but a test target
    // that runs the plugin links a second copy of the flipbook tool into the test bundle, so the suite
    // compiled is `flipbook port`'s output kept in Tests/CorpusBuild/DropsTests/Ported, which
    // FlipbookPortTests (CorpusPortOutputTests) checks is byte for byte the port of Tests/Corpus/Drops/Tests.
    .target(name: "Drops", dependencies: ["UIKit"], path: "Tests/CorpusBuild/Drops",
            exclude: ["flipbook-port.txt", "Sources"],
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["FlipbookPortPlugin"]),
    .testTarget(name: "DropsTests", dependencies: ["Drops", "UIKit"], path: "Tests/CorpusBuild/DropsTests",
                swiftSettings: [.swiftLanguageMode(.v5)]),
]
#endif

// `FLIPBOOK_WARNINGS_AS_ERRORS=1` (set by `make test`, so by CI) makes every warning in the
// project's own Swift targets an error. Code the team did not write keeps its warnings: the
// corpus under Tests/Corpus is kept unmodified, and its upstream warnings are not ours to fix.
// (An environment switch, not a fixed setting: a client building Flipbook with a newer compiler
// must not fail on a warning that compiler adds.)
let codeKeptUnmodified: Set<String> = [
    "CorpusSwift5", "CorpusSwift6", "ViewAnimator", "ViewAnimatorTests", "Drops", "DropsTests",
]
let cTargets: Set<String> = ["CPixelCodec"]
if Context.environment["FLIPBOOK_WARNINGS_AS_ERRORS"] == "1" {
    for target in package.targets
    where target.type != .system && target.type != .plugin
        && !codeKeptUnmodified.contains(target.name) && !cTargets.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-warnings-as-errors"])]
    }
}
