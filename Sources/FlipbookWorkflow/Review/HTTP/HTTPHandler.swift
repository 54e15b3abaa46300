/// What an ``HTTPServer`` asks for the answer to each request.
///
/// Called on the connection's own thread, one request at a time per
/// connection, with several connections at once: it must be safe to call
/// from any thread. A request being answered when the server is told to stop
/// is finished (its answer written) within the stop's bound.
package protocol HTTPHandler: Sendable {
    /// The answer to `request` (a `HEAD` request's body is not sent).
    func respond(to request: HTTPRequest) -> HTTPResponse

    /// The answer to a request the server refuses before any handler sees it
    /// (400, 408, 411, 413, 431, 505): `message` says why. By default plain text.
    func refuse(_ status: HTTPStatus, _ message: String) -> HTTPResponse
}

extension HTTPHandler {
    package func refuse(_ status: HTTPStatus, _ message: String) -> HTTPResponse { .text(status, message) }
}
