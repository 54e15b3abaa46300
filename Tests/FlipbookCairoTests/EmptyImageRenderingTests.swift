import Flipbook
import Foundation
import Testing

/// `UIImage()`, the empty image UIKit code passes where any image will do
/// (Drops' suite, Tests/Corpus/Drops, gives one to a drop's action): no
/// pixels, a zero size, and image views and buttons draw nothing of it.
@MainActor
@Suite struct EmptyImageRenderingTests {
    @Test func anEmptyImageHasNoSizeAndDrawsNothing() throws {
        let empty = Image()
        #expect(empty.size == .zero)
        #expect(empty.scale == 1)
        #expect(empty == Image())

        let window = Window(size: CGSize(width: 40, height: 40), scale: 1, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        let imageView = ImageView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        imageView.image = empty
        imageView.contentMode = .scaleAspectFit
        window.addSubview(imageView)
        let button = Button(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        button.setImage(empty, for: .normal)
        window.addSubview(button)
        window.tick()
        let bitmap = try render(window)
        #expect(bitmap.box { $0.r < 250 || $0.g < 250 || $0.b < 250 } == nil, "only the white background")
    }
}
