import Flipbook

extension CairoRenderer {
    /// Starts loading the system family's regular and bold faces (fontconfig's
    /// configuration, the match, the font files) on a background thread and
    /// returns at once. Commands that render call it before parsing their
    /// input, so a few milliseconds of font set-up overlap the parsing; what
    /// is drawn is the same either way.
    public static func warmUpSystemFonts() {
        FontCache.shared.warmUp([.systemFont(ofSize: 17), .boldSystemFont(ofSize: 17)])
    }
}
