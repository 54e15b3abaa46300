import Foundation

/// `flipbook merge`'s `summary.json`: the report an unsharded `flipbook verify
/// --json` prints (format `flipbook-result`, ``ShardResult/version``), for the
/// scenes of every shard, sorted by name, with `seconds` the shards' sum and
/// no `shard` part.
///
/// Each scene object is the one its shard wrote, kept as JSON values (fields
/// this Flipbook does not know pass through).
package struct MergeSummary: JSONReport, Decodable, Equatable {
    package var format = ShardResult.format
    package var version = ShardResult.version
    /// `verify` or `record`.
    package var command: String
    /// The goldens folder, as shard 1 saw it.
    package var goldens: String
    /// Scenes per status.
    package var counts: [String: Int]
    /// The scene objects, sorted by name.
    package var scenes: [JSONValue]
    /// The shards' seconds added up (wall-clock seconds, rounded to milliseconds).
    package var seconds: Double

    package init(command: String, goldens: String, counts: [String: Int], scenes: [JSONValue], seconds: Double) {
        self.command = command
        self.goldens = goldens
        self.counts = counts
        self.scenes = scenes
        self.seconds = seconds
    }

    /// The file's bytes: sorted keys, pretty printed, slashes unescaped, a final newline.
    package func encoded() throws -> Data { Data((try text(pretty: true) + "\n").utf8) }
}
