import FlipbookTestingCore
import FlipbookWorkflow
import Foundation
import Testing

/// What `verify` and `record` ask of the golden run, apart from the
/// argument parser: the sampling as a `--sample` value, and the commands
/// printed for the user to paste.
struct GoldenRequestTests {
    func request(
        sample: String? = nil, sampling: FrameSampling = GoldenRequest.defaultSampling, scale: Double? = nil,
        plugins: [String] = [], goldens: String = "goldens"
    ) -> GoldenRequest {
        GoldenRequest(
            scenes: ["a.yaml"], goldens: goldens, sample: sample, sampling: sampling, givenSampling: nil, artifacts: nil,
            candidates: nil, shard: nil, shardCount: nil, variant: nil, scale: scale, plugins: plugins, json: false)
    }

    @Test(arguments: [
        FrameSampling.all, .evenly(5), .every(3), .indices([0, 7, 9]), .percents([0, 0.5, 1]),
        .percents([0.125, 0.3, 0.07]),
    ])
    func aSamplingWrittenAsASampleValueNamesTheSameFrames(sampling: FrameSampling) throws {
        let text = GoldenRequest.sampleText(sampling)
        // Read back the way `--sample` reads it (FrameSampling's own parser takes the description form).
        switch sampling {
        case .percents(let list):
            let read = text.split(separator: ",").map { Double($0.dropLast())! / 100 }
            #expect(read == list, "\(text)")
        default:
            #expect(!text.isEmpty && !text.contains(" "), "\(text)")
        }
        #expect(GoldenRequest.sampleText(.percents([0, 0.5, 1])) == "0%,50%,100%")
        #expect(
            GoldenRequest.sampleText(.indices([0, 7, 9])) == "frames:0,7,9" && GoldenRequest.sampleText(.every(3)) == "every:3")
    }

    @Test func theRecordCommandRepeatsEveryOptionThatShapesTheGolden() {
        let command = request(scale: 1.5, plugins: ["/p/lib spin.so"], goldens: "my goldens")
            .recordCommand(scene: "scenes/a.yaml", sampling: .evenly(4))
        #expect(
            command == "flipbook record scenes/a.yaml --goldens 'my goldens' --sample 4 --scale 1.5 --plugin '/p/lib spin.so'")
        #expect(request(sample: "all").recordCommand(scene: "a.yaml", sampling: .evenly(4)).contains("--sample all"))
        #expect(GoldenRequest.scaleText(2) == "2" && GoldenRequest.scaleText(0.5) == "0.5")
    }

    @Test func shellQuotingKeepsPlainWordsAndQuotesTheRest() {
        #expect(ShellQuote.word("scenes/a-b_c.yaml") == "scenes/a-b_c.yaml")
        #expect(ShellQuote.word("it's here") == "'it'\\''s here'")
        #expect(ShellQuote.word("") == "''")
    }

    @Test func aShardIsParsedOnlyAsIOfN() {
        #expect(Shard.parse("2/4") == Shard(index: 2, count: 4))
        #expect(Shard.parse(" 1 / 1 ") == Shard(index: 1, count: 1) || Shard.parse(" 1 / 1 ") == nil)
        for bad in ["0/4", "5/4", "1/0", "a/b", "1", "", "-1/2"] { #expect(Shard.parse(bad) == nil, "\(bad)") }
        let names = (1...10).map { "s\($0)" }
        let parts = (1...3).map { Shard(index: $0, count: 3).select(names) { $0 } }
        #expect(parts.flatMap { $0 }.sorted() == names.sorted(), "the shards cover every scene once")
    }
}
