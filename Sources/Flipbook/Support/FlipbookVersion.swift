/// The version of Flipbook: the libraries and the `flipbook` tool
/// (`flipbook --version` prints it). One constant, so the tool and the
/// libraries never disagree; raise it when a release changes behaviour.
public enum FlipbookVersion {
    /// Semantic version text, such as "0.1.0".
    public static let current = "0.1.0"
}
