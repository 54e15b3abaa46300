/// Input `flipbook port` refuses: nothing is written for it.
public enum PortError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The source does not parse as Swift: the first error's place.
    case unparsable(file: String, line: Int, column: Int)

    public var description: String {
        switch self {
        case let .unparsable(file, line, column):
            return
                "\(file):\(line):\(column): error: the file does not parse as Swift; fix it so that it compiles for iOS, then port it"
        }
    }
}
