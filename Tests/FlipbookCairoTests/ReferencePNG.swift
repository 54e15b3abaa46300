import Flipbook
import FlipbookTestSupport
import Foundation

/// An independent PNG decoder and test-image generator, run with python3 (standard library
/// only) so that the libpng-based `PNGDecoder` is checked against code that shares nothing
/// with it. `generate` writes PNGs of every layout together with the RGBA pixels they
/// encode, computed from the source samples rather than by decoding.
enum ReferencePNG {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Folder of the pixelmatch conformance fixtures: `$FLIPBOOK_CONFORMANCE` or the
    /// project's copy, `Tests/Fixtures/pixelmatch`.
    static var conformanceFolder: URL {
        if let path = ProcessInfo.processInfo.environment["FLIPBOOK_CONFORMANCE"] {
            return URL(fileURLWithPath: path)
        }
        return packageRoot.appendingPathComponent("Tests/Fixtures/pixelmatch")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL { try FlipbookTestSupport.temporaryFolder("png") }

    /// Decodes each PNG with the Python decoder.
    static func decode(_ files: [URL]) throws -> [Bitmap] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = ["decode"]
        for (index, file) in files.enumerated() {
            arguments += [file.path, folder.appendingPathComponent("\(index).rgba").path]
        }
        try run(arguments)
        return try files.indices.map { try readRGBA(folder.appendingPathComponent("\($0).rgba")) }
    }

    /// Writes the generated PNGs and their expected pixels into `folder`; returns the case names.
    static func generate(into folder: URL) throws -> [String] {
        try run(["generate", folder.path])
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// Reads a `.rgba` file: big-endian width and height, then RGBA8 pixels.
    static func readRGBA(_ url: URL) throws -> Bitmap {
        let data = [UInt8](try Data(contentsOf: url))
        guard data.count >= 8 else { throw Failure(description: "\(url.path): too short") }
        let width = data[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = data[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard let bitmap = Bitmap(width: width, height: height, pixels: Array(data[8...])) else {
            throw Failure(description: "\(url.path): size does not match the pixel count")
        }
        return bitmap
    }

    private static func run(_ arguments: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptURL = folder.appendingPathComponent("pngref.py")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptURL.path] + arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 pngref.py failed: \(String(decoding: message, as: UTF8.self))")
        }
    }

    static let script = #"""
        import struct, sys, zlib, os

        ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}

        def paeth(a, b, c):
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            return a if pa <= pb and pa <= pc else (b if pb <= pc else c)

        def unfilter(data, pos, rows, stride, bpp):
            out, prev = [], bytearray(stride)
            for _ in range(rows):
                f = data[pos]; line = bytearray(data[pos + 1:pos + 1 + stride]); pos += 1 + stride
                for i in range(stride):
                    a = line[i - bpp] if i >= bpp else 0
                    b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
                    if f == 1: line[i] = (line[i] + a) & 255
                    elif f == 2: line[i] = (line[i] + b) & 255
                    elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
                    elif f == 4: line[i] = (line[i] + paeth(a, b, c)) & 255
                    elif f != 0: raise ValueError('bad filter')
                out.append(line); prev = line
            return out, pos

        def samples(line, count, depth):
            if depth == 8: return list(line[:count])
            if depth == 16: return [line[2 * i] << 8 | line[2 * i + 1] for i in range(count)]
            per = 8 // depth; mask = (1 << depth) - 1
            return [(line[i // per] >> (8 - depth * (i % per + 1))) & mask for i in range(count)]

        def decode(path):
            data = open(path, 'rb').read()
            assert data[:8] == b'\x89PNG\r\n\x1a\n'
            pos, idat, plte, trns = 8, b'', None, None
            while pos < len(data):
                n, kind = struct.unpack('>I4s', data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]
                if kind == b'IHDR': w, h, depth, ctype, _, _, inter = struct.unpack('>IIBBBBB', body)
                elif kind == b'PLTE': plte = body
                elif kind == b'tRNS': trns = body
                elif kind == b'IDAT': idat += body
                pos += 12 + n
            raw = zlib.decompress(idat); ch = CHANNELS[ctype]
            bpp = max(1, ch * depth // 8)
            out = bytearray(w * h * 4)
            passes = ADAM7 if inter else [(0, 0, 1, 1)]
            pos = 0
            for (x0, y0, dx, dy) in passes:
                pw = (w - x0 + dx - 1) // dx if w > x0 else 0
                ph = (h - y0 + dy - 1) // dy if h > y0 else 0
                if pw == 0 or ph == 0: continue
                lines, pos = unfilter(raw, pos, ph, (pw * ch * depth + 7) // 8, bpp)
                for j, line in enumerate(lines):
                    s = samples(line, pw * ch, depth)
                    for i in range(pw):
                        px = s[i * ch:(i + 1) * ch]
                        if ctype == 3:
                            k = px[0]; r, g, b = plte[3 * k:3 * k + 3]
                            a = trns[k] if trns is not None and k < len(trns) else 255
                        else:
                            hi = [(v >> 8) if depth == 16 else (v * 255 // ((1 << depth) - 1)) for v in px]
                            if ctype in (0, 4): r = g = b = hi[0]
                            else: r, g, b = hi[:3]
                            if ctype in (4, 6): a = hi[-1]
                            elif trns is not None:
                                key = struct.unpack('>H', trns[:2]) if ctype == 0 else struct.unpack('>HHH', trns[:6])
                                a = 0 if tuple(px) == key else 255
                            else: a = 255
                        o = ((y0 + j * dy) * w + x0 + i * dx) * 4
                        out[o:o + 4] = bytes((r, g, b, a))
            return w, h, bytes(out)

        def chunk(kind, body):
            return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body) & 0xffffffff)

        def pack(vals, depth):
            if depth == 8: return bytes(vals)
            if depth == 16: return b''.join(struct.pack('>H', v) for v in vals)
            per = 8 // depth; out = bytearray((len(vals) + per - 1) // per)
            for i, v in enumerate(vals): out[i // per] |= v << (8 - depth * (i % per + 1))
            return bytes(out)

        def filt(line, prev, f, bpp):
            out = bytearray(len(line))
            for i in range(len(line)):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
                pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][f]
                out[i] = (line[i] - pred) & 255
            return bytes([f]) + bytes(out)

        def encode(path, w, h, depth, ctype, px, inter=False, plte=None, trns=None, extra=b''):
            ch = CHANNELS[ctype]; bpp = max(1, ch * depth // 8); raw = b''; row_no = 0
            for (x0, y0, dx, dy) in (ADAM7 if inter else [(0, 0, 1, 1)]):
                xs = list(range(x0, w, dx)); ys = list(range(y0, h, dy))
                if not xs or not ys: continue
                prev = bytes((len(xs) * ch * depth + 7) // 8)
                for y in ys:
                    line = pack([v for x in xs for v in px[y][x]], depth)
                    raw += filt(line, prev, row_no % 5, bpp); prev = line; row_no += 1
            body = chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, depth, ctype, 0, 0, 1 if inter else 0)) + extra
            if plte: body += chunk(b'PLTE', plte)
            if trns is not None: body += chunk(b'tRNS', trns)
            open(path, 'wb').write(b'\x89PNG\r\n\x1a\n' + body + chunk(b'IDAT', zlib.compress(raw, 6)) + chunk(b'IEND', b''))

        def generate(folder):
            w, h = 13, 11
            val = lambda x, y, c, m: (x * 37 + y * 101 + c * 59 + x * y * 7) % (m + 1)
            gamma = chunk(b'gAMA', struct.pack('>I', 20000)) + chunk(b'sRGB', b'\x00')
            cases = []
            for depth in (1, 2, 4, 8, 16):
                cases.append((f'grey{depth}', depth, 0, {}))
                cases.append((f'palette{depth}', depth, 3, {}) if depth <= 8 else None)
            cases = [c for c in cases if c]
            cases += [('grey8-trns', 8, 0, {'trns': True}), ('grey16-trns', 16, 0, {'trns': True}),
                      ('greyalpha8', 8, 4, {}), ('greyalpha16', 16, 4, {}), ('rgb8', 8, 2, {}), ('rgb16', 16, 2, {}),
                      ('rgb8-trns', 8, 2, {'trns': True}), ('rgb16-trns', 16, 2, {'trns': True}), ('rgba8', 8, 6, {}),
                      ('rgba16', 16, 6, {}), ('palette8-trns', 8, 3, {'trns': True}), ('palette2-trns', 2, 3, {'trns': True}),
                      ('rgba8-interlaced', 8, 6, {'inter': True}), ('palette4-interlaced', 4, 3, {'inter': True, 'trns': True}),
                      ('grey16-interlaced', 16, 0, {'inter': True}), ('rgb8-gamma', 8, 2, {'extra': gamma}),
                      ('greyalpha8-interlaced', 8, 4, {'inter': True}), ('grey1-interlaced', 1, 0, {'inter': True})]
            for name, depth, ctype, opt in cases:
                m = (1 << depth) - 1; ch = CHANNELS[ctype]
                px = [[tuple(val(x, y, c, m) for c in range(ch)) for x in range(w)] for y in range(h)]
                plte = trns = None
                if ctype == 3:
                    n = 1 << depth
                    plte = bytes((i * 53 + c * 91) % 256 for i in range(n) for c in range(3))
                    if opt.get('trns'): trns = bytes((i * 97) % 256 for i in range(max(1, n // 2)))
                elif opt.get('trns'):
                    trns = b''.join(struct.pack('>H', v) for v in px[3][4])
                path = os.path.join(folder, name + '.png')
                encode(path, w, h, depth, ctype, px, opt.get('inter', False), plte, trns, opt.get('extra', b''))
                # expected pixels straight from the source samples, not from a decoder
                exp = bytearray()
                for y in range(h):
                    for x in range(w):
                        s = px[y][x]
                        if ctype == 3:
                            r, g, b = plte[3 * s[0]:3 * s[0] + 3]
                            a = trns[s[0]] if trns is not None and s[0] < len(trns) else 255
                        else:
                            hi = [(v >> 8) if depth == 16 else v * 255 // m for v in s]
                            r, g, b = (hi[0],) * 3 if ctype in (0, 4) else hi[:3]
                            a = hi[-1] if ctype in (4, 6) else (0 if trns is not None and s == px[3][4] else 255)
                        exp += bytes((r, g, b, a))
                open(os.path.join(folder, name + '.rgba'), 'wb').write(bytes(struct.pack('>II', w, h)) + exp)

        if __name__ == '__main__':
            if sys.argv[1] == 'generate': generate(sys.argv[2])
            else:
                for src, dst in zip(sys.argv[2::2], sys.argv[3::2]):
                    w, h, px = decode(src)
                    open(dst, 'wb').write(struct.pack('>II', w, h) + px)
        """#
}
