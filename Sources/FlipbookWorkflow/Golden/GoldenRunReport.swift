import Foundation

/// What `flipbook verify --json` and `flipbook record --json` print: a shard
/// result (``ShardResult`` reads it, `flipbook merge` joins several).
package struct GoldenRunReport: JSONReport {
    package var format = ShardResult.format
    package var version = ShardResult.version
    /// `verify` or `record`.
    package var command: String
    /// The goldens folder (absolute).
    package var goldens: String
    /// Scenes by status.
    package var counts: [String: Int]
    package var scenes: [GoldenOutcome.Record]
    /// Wall-clock seconds of the whole run.
    package var seconds: Double
    /// The shard taken, when not the whole list.
    package var shard: ShardPart?

    package init(command: String, goldens: String, counts: [String: Int], scenes: [GoldenOutcome.Record], seconds: Double) {
        self.command = command
        self.goldens = goldens
        self.counts = counts
        self.scenes = scenes
        self.seconds = seconds
    }

    /// Which shard of how many, of how many scenes, and the hash of the whole scene list.
    package struct ShardPart: Codable, Equatable {
        package var index: Int
        package var count: Int
        package var scenes: Int
        package var sceneList: String
    }
}
