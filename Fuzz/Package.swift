// swift-tools-version:6.0
// libFuzzer targets for Flipbook's untrusted-input surfaces (`make fuzz`).
// Kept out of the main package so `make test` never builds them: each target's
// main.swift hands its test function to libFuzzer's `LLVMFuzzerRunDriver`, so it
// only links with `-sanitize=fuzzer` (see the Makefile's `fuzz` target).
import PackageDescription

let package = Package(
    name: "FlipbookFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Flipbook", path: "..")],
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
        .executableTarget(name: "FuzzTransitions", dependencies: ["FuzzSupport", "TransitionFuzzing", .product(name: "Flipbook", package: "Flipbook")]),
    ]
)
