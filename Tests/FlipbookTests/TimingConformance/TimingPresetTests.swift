import Foundation
import Testing

@testable import Flipbook

@Suite("Timing: named presets (named_curves.tsv)")
struct TimingPresetTests {
    @Test("every row with control points has a preset with those points, and no preset is unlisted")
    func presetsMatchTable() throws {
        let table = try TimingConformanceTable("named_curves.tsv")
        var listed = Set<String>()
        for row in table.rows {
            let name = try #require(row["name"])
            guard let x1 = row.number("x1") else {
                #expect(!TimingPresets.all.contains { $0.name == name }, "\(name) has no points in the table")
                continue
            }
            let y1 = try #require(row.number("y1"))
            let x2 = try #require(row.number("x2"))
            let y2 = try #require(row.number("y2"))
            let preset = try #require(TimingPresets.all.first { $0.name == name }, "no preset named \(name)")
            listed.insert(name)
            let points = try #require(preset.curve.controlPoints)
            #expect(points.x1 == x1 && points.y1 == y1 && points.x2 == x2 && points.y2 == y2, "\(name)")
            #expect(preset.platform == row["platform"], "\(name)")
            #expect(!preset.source.isEmpty)
        }
        #expect(Set(TimingPresets.all.map(\.name)) == listed)
    }

    /// The control points of the named row.
    func points(_ name: String) throws -> [Double] {
        let table = try TimingConformanceTable("named_curves.tsv")
        let row = try #require(table.rows.first { $0["name"] == name })
        return try ["x1", "y1", "x2", "y2"].map { try #require(row.number($0)) }
    }

    func points(of curve: TimingCurve) throws -> [Double] {
        let p = try #require(curve.controlPoints)
        return [p.x1, p.y1, p.x2, p.y2]
    }

    @Test("TimingCurve's shorthands and AnimationCurve use the table's CSS and UIKit rows")
    func shorthands() throws {
        #expect(try points(of: .ease) == points("CSS ease"))
        #expect(try points(of: .easeIn) == points("CSS ease-in"))
        #expect(try points(of: .easeOut) == points("CSS ease-out"))
        #expect(try points(of: .easeInOut) == points("CSS ease-in-out"))
        #expect(
            try points(of: AnimationCurve.easeInOut.timingCurve)
                == points("UIView.AnimationCurve.easeInOut (UIViewAnimationCurveEaseInOut=0)"))
        #expect(try points(of: AnimationCurve.easeIn.timingCurve) == points("UIView.AnimationCurve.easeIn (=1)"))
        #expect(try points(of: AnimationCurve.easeOut.timingCurve) == points("UIView.AnimationCurve.easeOut (=2)"))
        #expect(try points(of: AnimationCurve.linear.timingCurve) == points("UIView.AnimationCurve.linear (=3)"))
        #expect(
            try points(of: CubicTimingParameters().timingCurve)
                == points("UIView.AnimationCurve.easeInOut (UIViewAnimationCurveEaseInOut=0)"))
        #expect(AnimationCurve.easeInOut.rawValue == 0 && AnimationCurve.linear.rawValue == 3)
    }
}
