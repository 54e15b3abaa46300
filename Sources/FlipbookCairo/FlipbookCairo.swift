import CCairo
import Flipbook

/// The versions of the C libraries the renderer runs on, for manifests and bug reports.
public enum RendererVersions {
    /// cairo's version string, such as "1.16.0".
    public static var cairo: String { String(cString: cairo_version_string()) }
    /// libpng's version string, such as "1.6.39".
    public static var libpng: String { String(cString: png_get_libpng_ver(nil)) }
}
