import CYaml

/// The nesting of a document, found before Yams builds any node: Yams
/// builds nodes recursively, so a document nested tens of thousands deep
/// would exhaust the stack there.
///
/// The scan runs libyaml's event parser (iterative: its state lives on the
/// heap) over the text and counts open sequences and mappings, so quoting,
/// plain scalars, comments and flow or block style count exactly as YAML
/// defines them. Aliases are not expanded here (the node limit bounds them).
enum NestingScan {
    /// Refused above this many levels (a scene nested 64 views deep needs about 200).
    static let limit = 1000

    /// Where the nesting first exceeds ``limit``: (line, column), from 1.
    /// Nil when it never does, and when the text is not valid YAML up to that
    /// point (the YAML parser then reports the syntax error itself).
    static func firstTooDeep(in text: String) -> (line: Int, column: Int)? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> (line: Int, column: Int)? in
            guard let base = buffer.baseAddress else { return nil }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var depth = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > limit {
                        return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1)
                    }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                case YAML_STREAM_END_EVENT:
                    return nil
                default:
                    break
                }
            }
        }
    }
}
