import Flipbook
import FlipbookCairo
import FlipbookTestingCore
import Foundation
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == Film, Format == Bitmap {
    /// A film as its filmstrip: the contact sheet of sampled frames that
    /// `flipbook render` writes as `filmstrip.png` (8 frames evenly spaced,
    /// the first and the last included, each captioned with its index, time,
    /// percent and state, over a timeline of every frame's state), stored as a
    /// PNG in `__Snapshots__` and compared pixel for pixel.
    ///
    /// ```swift
    /// assertSnapshot(of: film, as: .filmstrip)
    /// ```
    ///
    /// Call it on the main actor (an XCTest test, or a `@MainActor` Swift
    /// Testing test; the compiler checks it): the sheet is laid out with
    /// Flipbook's views.
    @MainActor
    public static var filmstrip: SnapshotTesting.Snapshotting<Film, Bitmap> { .filmstrip() }

    /// A film as its filmstrip (see ``filmstrip``), with the sheet's layout
    /// and the comparison's tolerance chosen.
    /// - Parameters:
    ///   - samples: frames shown, evenly spaced, the first and the last included (at least 2).
    ///   - columns: thumbnails a row.
    ///   - thumbnailWidth: a thumbnail's width in points.
    ///   - scale: pixels per point of the sheet.
    ///   - tolerance: how the sheets are compared; exact by default.
    @MainActor
    public static func filmstrip(
        samples: Int = 8, columns: Int = 4, thumbnailWidth: CGFloat = 160, scale: CGFloat = 2,
        tolerance: DiffTolerance = .exact
    ) -> SnapshotTesting.Snapshotting<Film, Bitmap> {
        let writer = FilmstripWriter(
            options: FilmstripOptions(
                columns: columns, samples: samples,
                thumbnailWidth: thumbnailWidth, scale: scale))
        // This strategy is made on the main actor (its caller is isolated to it, checked by the compiler), and
        // assertSnapshot calls a synchronous strategy at once, from its caller: the closure runs there too.
        return SnapshotTesting.Snapshotting<Bitmap, Bitmap>.flipbookImage(tolerance).pullback { (film: Film) -> Bitmap in
            MainActor.assumeIsolated {
                do { return try writer.render(film) } catch {
                    return FlipbookSnapshotProblem.picture("the filmstrip cannot be drawn: \(error)")
                }
            }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == FilmFrame, Format == Bitmap {
    /// One frame of a film as the picture it draws, stored as a PNG and compared pixel for pixel.
    ///
    /// ```swift
    /// assertSnapshot(of: film.frames.last!, as: .image)
    /// ```
    public static var image: SnapshotTesting.Snapshotting<FilmFrame, Bitmap> { .image() }

    /// One frame as a picture, compared under `tolerance` (exact by default).
    public static func image(tolerance: DiffTolerance = .exact) -> SnapshotTesting.Snapshotting<FilmFrame, Bitmap> {
        SnapshotTesting.Snapshotting<Bitmap, Bitmap>.flipbookImage(tolerance).pullback { (frame: FilmFrame) -> Bitmap in
            do { return try CairoRenderer().render(frame.tree) } catch {
                return FlipbookSnapshotProblem.unmatchable("frame \(frame.index) cannot be drawn: \(error)")
            }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == Bitmap, Format == Bitmap {
    /// Bitmaps stored as PNG and compared with Flipbook's image comparison
    /// under `tolerance`; a failure says how many pixels differ, attaches the
    /// expected, actual and diff pictures, and names the diff picture's file.
    public static func flipbookImage(_ tolerance: DiffTolerance = .exact) -> SnapshotTesting.Snapshotting<Bitmap, Bitmap> {
        SnapshotTesting.Snapshotting(pathExtension: "png", diffing: .flipbookImage(tolerance), snapshot: { $0 })
    }
}

extension SnapshotTesting.Diffing where Value == Bitmap {
    /// PNG files compared by ``FlipbookTestingCore/DiffTolerance``; see
    /// ``SnapshotTesting/Snapshotting/flipbookImage(_:)``.
    public static func flipbookImage(_ tolerance: DiffTolerance = .exact) -> SnapshotTesting.Diffing<Bitmap> {
        let core = FlipbookTestingCore.Diffing<Bitmap>.image(tolerance)
        return .diff(
            toData: { bitmap in (try? PNGEncoder().encode(bitmap)) ?? Data() },
            fromData: { data in (try? PNGDecoder.decode(data)) ?? Bitmap(width: 0, height: 0) },
            diffV2: { expected, actual in
                guard let failure = core.diff(expected, actual) else { return nil }
                var message = failure.message
                if let diff = failure.attachments.first(where: { $0.role == "diff" }),
                    let path = FlipbookSnapshotProblem.saveDiff(diff.data)
                {
                    message +=
                        "\ndiff picture (unchanged pixels grey, changes red, slight changes pink, anti-aliasing yellow): \(path)"
                }
                return (message, failure.attachments.map { .data($0.data, name: "\($0.role).\($0.pathExtension)") })
            })
    }
}
