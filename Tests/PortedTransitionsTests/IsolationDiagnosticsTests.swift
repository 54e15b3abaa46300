import Foundation
import Testing

/// A nonisolated helper that touches views, typechecked against the built
/// `Flipbook` module by the Swift compiler in each language mode: silent in
/// Swift 5 mode and warned about (not an error) in Swift 6 mode, which is
/// what the same code gets with UIKit, whose main-actor isolation the Clang
/// importer marks `@preconcurrency` as Flipbook declares its own.
@Suite struct IsolationDiagnosticsTests {
    static let helper = """
        import Foundation
        import Flipbook

        final class FrameHelper {
            func slide(_ view: View, by dx: CGFloat) {
                view.frame = view.frame.offsetBy(dx: dx, dy: 0)
            }
            func snapshot(_ controller: ViewController) -> View? {
                controller.view.snapshotView(afterScreenUpdates: false)
            }
        }
        """

    /// The folder with `Flipbook.swiftmodule`: the test bundle's build folder.
    static var modulesFolder: URL? {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [build, build.deletingLastPathComponent()] {
            let modules = candidate.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("Flipbook.swiftmodule").path) {
                return modules
            }
        }
        let fallback = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/Modules")
        return FileManager.default.fileExists(atPath: fallback.appendingPathComponent("Flipbook.swiftmodule").path)
            ? fallback : nil
    }

    /// Runs `swiftc -typecheck` on `source` in `mode` ("5" or "6"); returns its exit status and output.
    func typecheck(_ source: String, mode: String) throws -> (status: Int32, output: String) {
        let modules = try #require(Self.modulesFolder, "build the package first: swift build --build-tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Helper.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-parse-as-library", "-swift-version", mode,
            "-I", modules.path, file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func swift5ModeIsSilent() throws {
        let result = try typecheck(Self.helper, mode: "5")
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning") && !result.output.contains("error"), "\(result.output)")
    }

    @Test func swift6ModeWarnsAsWithUIKit() throws {
        let result = try typecheck(Self.helper, mode: "6")
        #expect(result.status == 0, "warnings, not errors: \(result.output)")
        #expect(
            result.output.contains("warning: main actor-isolated property 'frame' can not be mutated from a nonisolated context"),
            "\(result.output)")
        #expect(!result.output.contains("error:"), "\(result.output)")
    }

    @Test func aConformingClassIsMainActorInSwift6Mode() throws {
        let animator = """
            import Foundation
            import Flipbook

            final class Fade: NSObject, ViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
                    guard let toView = transitionContext.view(forKey: .to) else { return }
                    transitionContext.containerView.addSubview(toView)
                    toView.alpha = 0
                    View.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    }
                }
            }
            """
        for mode in ["5", "6"] {
            let result = try typecheck(animator, mode: mode)
            #expect(result.status == 0 && !result.output.contains("warning"), "Swift \(mode): \(result.output)")
        }
    }
}
