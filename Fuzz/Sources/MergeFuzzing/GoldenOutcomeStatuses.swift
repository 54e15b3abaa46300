/// The statuses of `GoldenOutcome` (Sources/FlipbookWorkflow/Golden/GoldenOutcome.swift), which
/// ShardResult.swift names; that file brings the whole golden machinery with it, so the merge
/// fuzz target has this copy of the list. Keep the two equal.
enum GoldenOutcome {
    enum Status: String {
        case passed, failed, missing, recorded, rerecorded, refreshed, unchanged, skipped, error

        static let allOrdered: [Self] = [.passed, .skipped, .unchanged, .refreshed, .recorded, .rerecorded, .failed, .missing, .error]
    }
}
