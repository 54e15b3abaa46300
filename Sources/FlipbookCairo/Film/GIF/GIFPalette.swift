/// The colour table of one GIF frame and each colour's index in it
/// (docs/gif.md, "Palette").
///
/// When the frame's changed rectangle has at most ``maximumColours``
/// distinct colours (flat interface pictures usually do), the table is
/// exactly those colours, in ascending `0xRRGGBB` order, and the frame is
/// lossless. Otherwise it is a median cut of those pixels' colours into
/// ``maximumColours`` boxes: the box with the most pixels among those that
/// can still be split is cut across its widest channel at its pixel-weighted
/// median, and each box's colour is the pixel-weighted mean of its colours.
/// A colour maps to its own box's colour: no dithering, so a picture that
/// does not change keeps the same indices and the next frame's unchanged
/// pixels stay transparent. One more index, the last, is reserved for
/// transparency. The same pixels always give the same table.
struct GIFPalette {
    /// Colours a frame's table holds besides the transparent index.
    static let maximumColours = 255

    /// The table, `0xRRGGBB`, at most ``maximumColours`` entries.
    private(set) var colours: [UInt32] = []
    /// Whether the table holds every colour exactly.
    private(set) var isExact = true
    private var index: [UInt32: UInt8] = [:]

    /// A palette for a histogram of `0xRRGGBB` colours and their pixel counts.
    init(histogram: [UInt32: Int]) {
        if histogram.count <= Self.maximumColours {
            colours = histogram.keys.sorted()
            for (i, c) in colours.enumerated() { index[c] = UInt8(i) }
            return
        }
        isExact = false
        // Deterministic order: by colour value.
        let entries = histogram.sorted { $0.key < $1.key }.map { (colour: $0.key, count: $0.value) }
        var boxes: [Box] = [Box(entries: entries)]
        while boxes.count < Self.maximumColours {
            // The most populated box that has more than one colour.
            var best = -1
            for (i, box) in boxes.enumerated() where box.entries.count > 1 {
                if best < 0 || box.pixels > boxes[best].pixels { best = i }
            }
            guard best >= 0 else { break }
            let (a, b) = boxes[best].split()
            boxes[best] = a
            boxes.append(b)
        }
        for (i, box) in boxes.enumerated() {
            colours.append(box.mean)
            for e in box.entries { index[e.colour] = UInt8(i) }
        }
    }

    /// The index of a colour of the histogram the palette was made from.
    func indexOf(_ colour: UInt32) -> UInt8 { index[colour] ?? 0 }

    /// The table entry at `i` as `0xRRGGBB`.
    func colour(at i: UInt8) -> UInt32 { colours[Int(i)] }

    /// The transparent index: just after the colours.
    var transparentIndex: UInt8 { UInt8(colours.count) }

    /// A set of colours and their pixel counts.
    private struct Box {
        var entries: [(colour: UInt32, count: Int)]
        var pixels: Int

        init(entries: [(colour: UInt32, count: Int)]) {
            self.entries = entries
            pixels = entries.reduce(0) { $0 + $1.count }
        }

        /// Cuts across the widest of red, green and blue at the pixel-weighted median.
        func split() -> (Box, Box) {
            var low = [255, 255, 255]
            var high = [0, 0, 0]
            for e in entries {
                for c in 0..<3 {
                    let v = Int((e.colour >> UInt32(16 - 8 * c)) & 0xFF)
                    low[c] = min(low[c], v)
                    high[c] = max(high[c], v)
                }
            }
            var channel = 0
            for c in 1..<3 where high[c] - low[c] > high[channel] - low[channel] { channel = c }
            let shift = UInt32(16 - 8 * channel)
            let sorted = entries.sorted {
                let a = ($0.colour >> shift) & 0xFF
                let b = ($1.colour >> shift) & 0xFF
                return a != b ? a < b : $0.colour < $1.colour
            }
            var seen = 0
            var cut = 1
            for (i, e) in sorted.enumerated() {
                seen += e.count
                if seen * 2 >= pixels {
                    cut = i + 1
                    break
                }
            }
            cut = min(max(1, cut), sorted.count - 1)
            return (Box(entries: Array(sorted[..<cut])), Box(entries: Array(sorted[cut...])))
        }

        /// The pixel-weighted mean colour, rounded.
        var mean: UInt32 {
            var sum = [0, 0, 0]
            for e in entries {
                for c in 0..<3 { sum[c] += Int((e.colour >> UInt32(16 - 8 * c)) & 0xFF) * e.count }
            }
            let total = max(1, pixels)
            let rgb = sum.map { UInt32(($0 + total / 2) / total) }
            return rgb[0] << 16 | rgb[1] << 8 | rgb[2]
        }
    }
}
