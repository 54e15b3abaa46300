import Foundation

/// A fresh, empty folder under the temporary directory for one test:
/// `flipbook-<name>-<process id>-<8 random hexadecimal digits>`, created with
/// its parents. The test removes it when done (or leaves it to the system's
/// cleaning of the temporary directory).
/// - Throws: what `FileManager.createDirectory` throws.
public func temporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
