import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTesting
@testable import FlipbookTestingCore

/// `assertFilmstrip(named:variants:film:)`: one golden per variant,
/// `<name>@<variant>`, each film made in the variant's window and settings.
@Suite @MainActor struct AssertFilmstripVariantsTests {
    /// A box sliding over the system background, in the variant's window.
    static func film(_ variant: Variant, distance: CGFloat = 60) -> Film {
        let window = variant.makeWindow(size: CGSize(width: 100, height: 60), scale: 1, clock: ManualClock(fps: 20))
        window.backgroundColor = .systemBackground
        let box = View(frame: CGRect(x: 0, y: 20, width: 20, height: 20))
        box.backgroundColor = .systemRed
        window.addSubview(box)
        let recorder = FilmRecorder(
            window: window,
            stateSource: FilmStateClosure { t in
                FilmFrameState(percentComplete: min(1, t / 0.45), phase: t < 0.45 ? .running : .done)
            })
        // Under Reduce Motion the box fades in place instead of moving.
        let reduced = Accessibility.isReduceMotionEnabled
        if reduced { box.alpha = 0 }
        View.animate(withDuration: 0.45, delay: 0, options: .curveLinear) {
            if reduced { box.alpha = 1 } else { box.frame.origin.x = distance }
        }
        recorder.start()
        window.tick(frames: 9)
        return recorder.stop()
    }

    static let variants = [
        Variant(appearance: .light), Variant(appearance: .dark), Variant(appearance: .dark, reduceMotion: true),
    ]

    @Test func eachVariantHasItsOwnGoldenAndItsOwnPictures() throws {
        let box = try Sandbox()
        withKnownIssue {
            assertFilmstrip(
                named: "slide", variants: Self.variants, sampling: .all, record: .missing,
                goldensDirectory: box.goldens
            ) { Self.film($0) }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Recorded a new golden 'slide@")
        }
        for name in ["slide@light", "slide@dark", "slide@dark_reduced-motion"] {
            #expect(fileExists(box.golden(name).appendingPathComponent("manifest.json")), "\(name)")
        }
        let again = assertFilmstrip(
            named: "slide", variants: Self.variants, sampling: .all, record: .never,
            goldensDirectory: box.goldens
        ) { Self.film($0) }
        #expect(again.count == 3 && again.allSatisfy(\.passed))
        // The dark golden's first frame is dark, the light one's light.
        let light = try PNGDecoder.decode(contentsOf: box.golden("slide@light").appendingPathComponent("frame-0000.png"))
        let dark = try PNGDecoder.decode(contentsOf: box.golden("slide@dark").appendingPathComponent("frame-0000.png"))
        let l = light[90, 5]
        let d = dark[90, 5]
        #expect([l.r, l.g, l.b] == [255, 255, 255] && [d.r, d.g, d.b] == [0, 0, 0])
        #expect(Accessibility.isReduceMotionEnabled == false)
    }

    @Test func aChangeInOneVariantFailsOnlyThatOne() throws {
        let box = try Sandbox()
        withKnownIssue {
            assertFilmstrip(
                named: "slide", variants: Self.variants, sampling: .all, record: .missing,
                goldensDirectory: box.goldens
            ) { Self.film($0) }
        }
        var failures: [String] = []
        withKnownIssue {
            let results = assertFilmstrip(
                named: "slide", variants: Self.variants, sampling: .all, record: .never,
                goldensDirectory: box.goldens
            ) { variant in
                // Only the full-motion dark film changes: its box travels farther.
                Self.film(variant, distance: variant.appearance == .dark && variant.reduceMotion == nil ? 70 : 60)
            }
            failures = results.filter { !$0.passed }.map(\.goldenFolder.lastPathComponent)
        }
        #expect(failures == ["slide@dark"])
    }
}
