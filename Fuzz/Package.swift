// swift-tools-version:6.0
// libFuzzer targets for Flipbook's untrusted-input surfaces (`make fuzz`).
// Kept out of the main package so `make test` never builds them: each target's
// main.swift hands its test function to libFuzzer's `LLVMFuzzerRunDriver`, so it
// only links with `-sanitize=fuzzer` (see the Makefile's `fuzz` target).
import PackageDescription

let package = Package(
    name: "FlipbookFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Flipbook", path: ".."),
                   // The merge target compiles the CLI's shard files, which name the argument parser.
                   .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")],
    targets: [
        .executableTarget(name: "FuzzScene", dependencies: ["FuzzSupport", .product(name: "FlipbookScene", package: "Flipbook")]),
        .executableTarget(name: "FuzzRender", dependencies: ["FuzzSupport", .product(name: "FlipbookScene", package: "Flipbook"),
                                                            .product(name: "FlipbookCairo", package: "Flipbook"),
                                                            .product(name: "FlipbookAnimators", package: "Flipbook")]),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", .product(name: "FlipbookCairo", package: "Flipbook")]),
        .executableTarget(name: "FuzzCurve", dependencies: ["FuzzSupport", .product(name: "Flipbook", package: "Flipbook")]),
        .target(name: "FuzzSupport"),
        // SwiftPM gives a multi-file executable its own `main`; the harness is a library so each target stays one file.
        .target(name: "TransitionFuzzing", dependencies: ["FuzzSupport", .product(name: "Flipbook", package: "Flipbook"),
                                                         .product(name: "FlipbookCairo", package: "Flipbook")]),
        // `flipbook merge`'s input and `flipbook review`'s request parser: files of the CLI
        // (an executable, so not a product) compiled again here through symbolic links.
        .target(name: "MergeFuzzing", dependencies: ["FuzzSupport", .product(name: "FlipbookTestingCore", package: "Flipbook"),
                                                    .product(name: "FlipbookCairo", package: "Flipbook"),
                                                    .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "FuzzMerge", dependencies: ["FuzzSupport", "MergeFuzzing"]),
        .target(name: "HTTPFuzzing", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzHTTP", dependencies: ["FuzzSupport", "HTTPFuzzing"]),
        .executableTarget(name: "FuzzTransitions", dependencies: ["FuzzSupport", "TransitionFuzzing", .product(name: "Flipbook", package: "Flipbook")]),
    ]
)
