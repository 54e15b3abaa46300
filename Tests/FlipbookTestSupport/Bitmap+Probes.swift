import Flipbook

extension Bitmap {
    /// The pixel at column `x`, row `y` (from the top left, in pixels) as
    /// `[r, g, b, a]`, each 0...255 (not premultiplied), for `#expect` messages.
    public func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = self[x, y]
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// The bounding box, in pixels and inclusive, of the pixels for which `test` holds; nil when none.
    public func box(where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> (
        minX: Int, minY: Int, maxX: Int, maxY: Int
    )? {
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            for x in 0..<width where test(self[x, y]) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }
}
