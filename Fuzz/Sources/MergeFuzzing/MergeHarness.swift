import FuzzSupport
import Foundation

/// The merge fuzz target's test: the input is one to four shard result files
/// separated by a line `#---`; each is checked as `flipbook merge` checks a
/// file (``ShardResult/parse(_:path:)``), and when all pass they are merged.
///
/// Every input must end in a result or a `CLIError`, never a trap, in time
/// proportional to its size (a shard count in the input is never counted up
/// to); a merge that succeeds gives a summary JSON can write, with finite
/// seconds and counts that add up to its scenes.
public func fuzzMerge(_ input: UnsafeRawBufferPointer) {
    let separator = Array("\n#---\n".utf8)
    var files: [Data] = []
    var start = 0, index = 0
    let bytes = Array(input)
    while index + separator.count <= bytes.count, files.count < 3 {
        if bytes[index..<(index + separator.count)].elementsEqual(separator) {
            files.append(Data(bytes[start..<index]))
            index += separator.count
            start = index
        } else {
            index += 1
        }
    }
    files.append(Data(bytes[start...]))
    var results: [ShardResult] = []
    for (n, data) in files.enumerated() {
        do { results.append(try ShardResult.parse(data, path: "shard-\(n + 1).json")) } catch {
            require(error is CLIError, "parse threw \(type(of: error)): \(error)")
            return
        }
    }
    let merge: ShardMerge
    do { merge = try ShardMerge(results) } catch {
        require(error is CLIError, "merge threw \(type(of: error)): \(error)")
        return
    }
    let summary = merge.summary
    require((try? summary.encoded()) != nil, "the summary cannot be written as JSON")
    require(summary.scenes.count == merge.scenes.count, "\(summary.scenes.count) scene objects for \(merge.scenes.count) scenes")
    require(merge.seconds.isFinite && merge.seconds >= 0, "summed seconds \(merge.seconds)")
    require(merge.counts.values.reduce(0, +) == merge.scenes.count, "counts \(merge.counts) for \(merge.scenes.count) scenes")
    require(merge.shards.count == merge.shards.first?.shard.count, "\(merge.shards.count) shards merged")
    _ = merge.failure
}
