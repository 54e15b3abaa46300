/// Why a timing curve could not be made: a malformed CSS text or a parameter
/// out of range. The description names the input, what was wrong and, for an
/// unknown word, the nearest known keyword.
public struct TimingCurveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text or parameter list that was rejected, e.g. `"ease-inn"` or
    /// `"cubic-bezier(1.5, 0, 0.5, 1)"`.
    public let input: String
    /// What was wrong, as a sentence fragment: `"unknown keyword 'ease-inn'"`.
    public let reason: String
    /// The closest known keyword when the input had an unknown word.
    public let suggestion: String?

    /// An error for `input`, saying why and, for an unknown word, the closest known one.
    public init(input: String, reason: String, suggestion: String? = nil) {
        self.input = input
        self.reason = reason
        self.suggestion = suggestion
    }

    public var description: String {
        var text = "invalid timing curve '\(input)': \(reason)"
        if let suggestion { text += "; did you mean '\(suggestion)'?" }
        return text
    }
}

extension TimingCurveError {
    /// What was wrong with a curve, without repeating the curve's text: the
    /// reason (and suggestion) of a `TimingCurveError`, else the error's
    /// description. For messages that already quote the text.
    public static func reason(of error: any Error) -> String {
        guard let error = error as? TimingCurveError else { return "\(error)" }
        return error.reason + (error.suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }

    /// The known word closest to `word` by edit distance, if reasonably close
    /// (within max(2, min(4, length / 2)) edits, or a prefix of one another).
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let word = word.lowercased()
        var best: (String, Int)? = nil
        for candidate in candidates {
            let distance = editDistance(word, candidate.lowercased())
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        let allowed = max(2, min(4, candidate.count / 2))
        let lowered = candidate.lowercased()
        if distance <= allowed || lowered.hasPrefix(word) || word.hasPrefix(lowered) {
            return candidate
        }
        return nil
    }

    /// Levenshtein distance; inputs are short keywords (bounded by the parser
    /// to 64 characters), so O(n·m) is cheap.
    static func editDistance(_ a: String, _ b: String) -> Int { EditDistance.between(a, b) }
}
