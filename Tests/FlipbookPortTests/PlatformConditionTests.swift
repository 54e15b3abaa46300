import FlipbookPort
import Foundation
import Testing

/// `flipbook port` rewrites `#if os(iOS)` into `#if canImport(UIKit)`, so a
/// UIKit library that wraps its files in `#if os(iOS)` (Drops,
/// Tests/Corpus/Drops) compiles against the `UIKit` product instead of to
/// nothing.
@Suite struct PlatformConditionTests {
    func port(_ source: String) throws -> PortedFile {
        var context = PortContext()
        context.collect(from: source)
        return try Porter(context: context).port(source, file: "Drop.swift")
    }

    @Test func aFileWrappedInOSiOSIsCompiledWhereUIKitCanBeImported() throws {
        let before = """
            //  Licence header

            #if os(iOS)
            import UIKit

            struct AnimationContext {
              let view: UIView
            }
            #endif

            """
        let ported = try port(before)
        #expect(
            ported.text == """
                //  Licence header

                #if canImport(UIKit)
                import UIKit

                struct AnimationContext {
                  let view: UIView
                }
                #endif

                """)
        #expect(
            ported.notes.map(\.description) == [
                "Drop.swift:3:5: note: rewrote 'os(iOS)' as 'canImport(UIKit)': the code is written for iOS's UIKit, which the UIKit product provides here, and 'os(iOS)' is false on Linux"
            ])
    }

    @Test func onlyTheIOSPartOfACompoundConditionChanges() throws {
        let before = """
            #if !os(iOS) && os(macOS)
            let a = 1
            #elseif os(iOS) || os(tvOS)
            let b = 2
            #elseif targetEnvironment(macCatalyst)
            let c = 3
            #endif

            """
        let ported = try port(before)
        #expect(
            ported.text == """
                #if !canImport(UIKit) && os(macOS)
                let a = 1
                #elseif canImport(UIKit) || os(tvOS)
                let b = 2
                #elseif targetEnvironment(macCatalyst)
                let c = 3
                #endif

                """)
        #expect(ported.notes.map { "\($0.line):\($0.column)" } == ["1:6", "3:9"])
    }

    @Test func otherPlatformsAndCallsOutsideConditionsStay() throws {
        for before in [
            "#if os(macOS)\nimport AppKit\n#endif\n",
            "#if canImport(UIKit)\nimport UIKit\n#endif\n",
            "let x = os(iOS)\n",
            "if #available(iOS 13.0, *) { print(1) }\n",
        ] {
            let ported = try port(before)
            #expect(ported.text == before)
            #expect(ported.notes.isEmpty)
        }
    }

    @Test func portingAPortedFileChangesNothing() throws {
        let once = try port("#if os(iOS)\nimport UIKit\n#endif\n")
        let twice = try port(once.text)
        #expect(twice.text == once.text)
        #expect(twice.notes.isEmpty)
    }

    @Test func aNestedConditionInsideAClassIsRewrittenToo() throws {
        let before = "final class A {\n  #if os(iOS)\n  var x = 1\n  #endif\n}\n"
        let ported = try port(before)
        #expect(ported.text == "final class A {\n  #if canImport(UIKit)\n  var x = 1\n  #endif\n}\n")
    }
}
