import FlipbookCairo
import Foundation

/// What a golden was made from: named parts, each a hash of a file's bytes
/// or a version, such as `scene` (the scene document's SHA-256),
/// `image:photo.png`, `plugin:libSpin.so`, `flipbook` (Flipbook's version),
/// `cairo`, `pixman`, `freetype`, `libpng`, `font` (the font file's SHA-256).
///
/// The same inputs give the same frames, bit for bit, so a scene whose
/// fingerprint equals its golden's need not be rendered again
/// (`flipbook verify --changed-only`).
public typealias InputFingerprint = FilmManifest.Inputs

extension FilmManifest.Inputs {
    /// The fingerprint of `parts`: ``digest`` is `sha256:` and the SHA-256 of
    /// the parts as sorted `name=value` lines, one value that names the whole set.
    public init(parts: [String: String]) {
        let lines = parts.keys.sorted().map { "\($0)=\(parts[$0]!)\n" }.joined()
        self.init(parts: parts, digest: "sha256:" + SHA256.hex(of: Data(lines.utf8)))
    }

    /// Whether both name the same inputs with the same values.
    public func matches(_ other: InputFingerprint) -> Bool { parts == other.parts }

    /// What differs from `recorded`, one phrase per input in name order, such
    /// as `scene changed (sha256 3f2a9c01… -> 77b0e5d2…)`, `image:a.png is new`,
    /// `cairo 1.16.0 -> 1.18.0`; empty when they match.
    public func changes(from recorded: InputFingerprint) -> [String] {
        let names = Set(parts.keys).union(recorded.parts.keys).sorted()
        return names.compactMap { name in
            switch (recorded.parts[name], parts[name]) {
            case let (old?, new?) where old != new: return "\(name) changed (\(Self.short(old)) -> \(Self.short(new)))"
            case (nil, _?): return "\(name) is new"
            case (_?, nil): return "\(name) is gone"
            default: return nil
            }
        }
    }

    /// A hash shortened to its first 8 digits (`sha256:` prefix kept), a version as it is.
    package static func short(_ value: String) -> String {
        guard let colon = value.firstIndex(of: ":"), value.count > 24 else { return value }
        let digits = value[value.index(after: colon)...]
        return value[...colon] + digits.prefix(8) + "…"
    }
}
