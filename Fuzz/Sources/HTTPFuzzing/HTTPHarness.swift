import FuzzSupport
import Foundation

/// The HTTP fuzz target's test: the review server's request parser
/// (``HTTPRequestParser``) on arbitrary bytes, request after pipelined request.
///
/// Every buffer ends in a request, a refusal or "more bytes needed", never a
/// trap; a request consumes at least one byte and no more than there are, has
/// a path that starts with `/`, fields without CR or LF, a body of exactly its
/// `Content-Length`; parsing the bytes it consumed alone gives the same request;
/// and a buffer cut short of a request's end never yields a request.
public func fuzzHTTP(_ input: UnsafeRawBufferPointer) {
    var limits = HTTPRequestParser.Limits()
    (limits.maxHeadBytes, limits.maxFieldCount, limits.maxBodyBytes) = (4096, 32, 65_536)
    let parser = HTTPRequestParser(limits: limits)
    var buffer = Array(input)
    for _ in 0..<64 {
        switch parser.parse(buffer) {
        case .incomplete, .refused:
            return
        case .request(let request, let consumed):
            require(consumed > 0 && consumed <= buffer.count, "consumed \(consumed) of \(buffer.count)")
            require(request.path.hasPrefix("/"), "path '\(request.path)'")
            require(request.version == "HTTP/1.0" || request.version == "HTTP/1.1", "version \(request.version)")
            require(!request.method.isEmpty && !request.method.contains(" "), "method '\(request.method)'")
            for (name, value) in request.headers {
                require(!name.contains("\r") && !name.contains("\n") && !value.contains("\r") && !value.contains("\n"), "field \(name)")
            }
            if let length = request.headers["Content-Length"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
                require(request.body.count == length, "body \(request.body.count) for Content-Length \(length)")
            } else {
                require(request.body.isEmpty, "a body of \(request.body.count) bytes without Content-Length")
            }
            let alone = Array(buffer[..<consumed])
            if case .request(let again, let used) = parser.parse(alone) {
                require(used == consumed && again.path == request.path && again.method == request.method && again.body == request.body,
                        "the consumed bytes alone parse differently")
            } else {
                require(false, "the consumed bytes alone are not a request")
            }
            if consumed > 1, case .request = parser.parse(Array(buffer[..<(consumed - 1)])), request.body.isEmpty == false {
                require(false, "a request cut one byte short of its body's end is a request")
            }
            buffer.removeFirst(consumed)
        }
    }
}
