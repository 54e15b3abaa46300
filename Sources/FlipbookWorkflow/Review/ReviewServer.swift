import Flipbook
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The HTTP side of `flipbook review`, served by ``HTTPServer``. Every path starts
/// with the session's token (`/TOKEN/...`); any other request gets 403.
///
/// - `GET /TOKEN/`: the page; `GET /TOKEN/review.js`, `/TOKEN/review.css`: its script and style.
/// - `GET /TOKEN/api/scenes`: the scenes with candidates (JSON).
/// - `GET /TOKEN/files/{expected|actual|diff}/SCENE/FILE`: a frame (PNG).
/// - `POST /TOKEN/api/scenes/SCENE/approve`: accepts the candidate (as `flipbook accept`).
/// - `POST /TOKEN/api/scenes/SCENE/reject`: removes the candidate.
///
/// Errors are JSON `{"error": CODE, "message": TEXT}` (CODE a catalogue code, or `forbidden`, `forbidden-host`,
/// `forbidden-origin` (see docs/golden-tests.md, "Threat model of flipbook review"), `not-found`, `method-not-allowed`,
/// or for a request the server refuses before routing it `bad-request`, `request-timeout`, `length-required`,
/// `content-too-large`, `header-fields-too-large`, `http-version-not-supported`) with a 4xx status
/// (404 no such scene or file, 405 wrong method, 409 a candidate accept refuses; 400, 408, 411, 413, 431 as the codes say)
/// or 500 when a file cannot be written (505 for an HTTP version other than 1.0 and 1.1).
package struct ReviewHandler: HTTPHandler {
    package let session: ReviewSession
    package let token: String
    /// The address listened on (numeric, IPv6 without brackets), for the Host and Origin checks.
    package let host: String
    /// The port listened on, set once the server listens (0 before: every request is refused).
    package let port = Locked<UInt16>(0)

    package func respond(to request: HTTPRequest) -> HTTPResponse {
        // Before anything else: only requests for this server's own address (a page of another
        // site that resolves its name to 127.0.0.1, DNS rebinding, sends its own name as Host),
        // and a change only from this server's own page (a page of another site posting here
        // sends its own Origin).
        if let refusal = checkHost(request) ?? checkOrigin(request) { return refusal }
        do {
            return try route(request)
        } catch {
            return Self.error(.internalServerError, "internal", "\(error)")
        }
    }

    /// The authority of this server: `127.0.0.1:PORT`, `[::1]:PORT`.
    package var authority: String {
        let port = port.withLock { $0 }
        return (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    /// Whether `value` (a Host field, or the authority of an Origin) names this server: its
    /// address and port, or `localhost` and its port when it listens on a loopback address.
    /// A name other than `localhost` is never accepted, so no DNS name can be rebound to it.
    package func isOwnAuthority(_ value: String) -> Bool {
        let given = value.lowercased()
        let port = port.withLock { $0 }
        guard port != 0 else { return false }
        if given == authority.lowercased() { return true }
        let loopback = host == "127.0.0.1" || host.hasPrefix("127.") || host == "::1"
        if (loopback || Self.isWildcard(host)) && given == "localhost:\(port)" { return true }
        // Listening on every address (--host 0.0.0.0 or ::): any address of the machine, written
        // as an address (no name, which could be rebound), with the port.
        guard Self.isWildcard(host), given.hasSuffix(":\(port)") else { return false }
        let name = String(given.dropLast(":\(port)".count))
        var buffer = [UInt8](repeating: 0, count: 16)
        if name.hasPrefix("["), name.hasSuffix("]") {
            return inet_pton(AF_INET6, String(name.dropFirst().dropLast()), &buffer) == 1
        }
        return inet_pton(AF_INET, name, &buffer) == 1
    }

    package static func isWildcard(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" }

    private func checkHost(_ request: HTTPRequest) -> HTTPResponse? {
        let values = request.headers.values("Host")
        guard values.count == 1, isOwnAuthority(values[0].trimmingCharacters(in: .whitespaces)) else {
            return Self.error(
                .forbidden, "forbidden-host",
                "this server answers only requests for http://\(authority)/ "
                    + "(the Host field was \(values.isEmpty ? "missing" : "'\(values.joined(separator: ", "))'"))")
        }
        return nil
    }

    /// A request that changes something (any method but GET and HEAD) must come from this
    /// server's own page: `Origin` is `http://AUTHORITY`, or without it `Referer` starts with `http://AUTHORITY/`.
    private func checkOrigin(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.method != "GET" && request.method != "HEAD" else { return nil }
        let origins = request.headers.values("Origin")
        let referers = request.headers.values("Referer")
        let allowed: Bool
        if !origins.isEmpty {
            allowed =
                origins.count == 1 && origins[0].lowercased().hasPrefix("http://")
                && isOwnAuthority(String(origins[0].dropFirst("http://".count)))
        } else if referers.count == 1, referers[0].lowercased().hasPrefix("http://") {
            let rest = referers[0].dropFirst("http://".count)
            allowed = isOwnAuthority(String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }))
        } else {
            allowed = false
        }
        guard allowed else {
            return Self.error(
                .forbidden, "forbidden-origin",
                "a change is accepted only from this server's own page "
                    + "(http://\(authority)/): the request's Origin (or Referer) is "
                    + (origins.first ?? referers.first).map { "'\($0)'" }.orEmptyMissing)
        }
        return nil
    }

    package func refuse(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        let codes = [
            400: "bad-request", 408: "request-timeout", 411: "length-required", 413: "content-too-large",
            431: "header-fields-too-large", 505: "http-version-not-supported",
        ]
        return Self.error(status, codes[status.code] ?? "bad-request", message)
    }

    private func route(_ request: HTTPRequest) throws -> HTTPResponse {
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            .map { String($0).removingPercentEncoding ?? "\u{0}" }
        guard let first = segments.first, Self.sameToken(first, token) else {
            return Self.error(.forbidden, "forbidden", "this page needs the URL flipbook review printed, with its token")
        }
        let rest = Array(segments.dropFirst())
        let method = request.method
        func only(_ allowed: String, _ make: () throws -> HTTPResponse) rethrows -> HTTPResponse {
            guard method == allowed || (allowed == "GET" && method == "HEAD") else {
                return Self.error(
                    .methodNotAllowed, "method-not-allowed", "\(method) is not allowed here; use \(allowed)",
                    headers: ["Allow": allowed])
            }
            return try make()
        }
        switch rest.count {
        case 0:
            // /TOKEN, without the trailing slash of the URL printed (/TOKEN/, the case below).
            return only("GET") { Self.ok(Data(ReviewPage.html(token: token).utf8), type: "text/html; charset=utf-8") }
        case 1 where rest[0].isEmpty || rest[0] == "index.html":
            return only("GET") { Self.ok(Data(ReviewPage.html(token: token).utf8), type: "text/html; charset=utf-8") }
        case 1 where rest[0] == "review.js":
            return only("GET") { Self.ok(Data(ReviewPage.script.utf8), type: "text/javascript; charset=utf-8") }
        case 1 where rest[0] == "review.css":
            return only("GET") { Self.ok(Data(ReviewPage.style.utf8), type: "text/css; charset=utf-8") }
        case 2 where rest == ["api", "scenes"]:
            return try only("GET") {
                let object = ScenesResponse(
                    goldens: session.loader.goldens.path, candidates: session.store.folder.path,
                    scenes: session.scenes())
                return Self.ok(try Self.json(object), type: "application/json")
            }
        case 4 where rest[0] == "files":
            return only("GET") {
                guard let kind = ReviewSession.Picture(rawValue: rest[1]) else {
                    return Self.error(.notFound, "not-found", "no pictures of kind '\(rest[1])'")
                }
                guard let data = session.picture(kind, scene: rest[2], file: rest[3]) else {
                    return Self.error(.notFound, "not-found", "no \(kind.rawValue) picture \(rest[3]) of scene '\(rest[2])'")
                }
                return Self.ok(data, type: "image/png")
            }
        case 4 where rest[0] == "api" && rest[1] == "scenes" && (rest[3] == "approve" || rest[3] == "reject"):
            return only("POST") { decide(rest[3], scene: rest[2]) }
        default:
            return Self.error(.notFound, "not-found", "no such page: \(request.path)")
        }
    }

    /// Approves or rejects `scene`, answering with what changed or the catalogue error.
    private func decide(_ action: String, scene: String) -> HTTPResponse {
        do {
            if action == "approve" {
                let files = try session.approve(scene)
                return Self.ok(
                    try Self.json(Decision(scene: scene, decision: "approved", files: files)), type: "application/json")
            }
            try session.reject(scene)
            return Self.ok(try Self.json(Decision(scene: scene, decision: "rejected", files: [])), type: "application/json")
        } catch {
            let user = ErrorCatalogue.userError(for: error)
            let status: HTTPStatus
            switch user.entry.code {
            case "FB-ACCEPT-NO-CANDIDATE": status = .notFound
            case "FB-ACCEPT-CORRUPT", "FB-ACCEPT-OTHER-SCENE", "FB-ACCEPT-STALE": status = .conflict
            default: status = .internalServerError
            }
            return Self.error(status, user.entry.code, user.message)
        }
    }

    private struct ScenesResponse: Encodable {
        var goldens: String
        var candidates: String
        var scenes: [ReviewScene]
    }

    private struct Decision: Encodable {
        var scene: String
        var decision: String
        var files: [String]
    }

    private struct Failure: Encodable {
        var error: String
        var message: String
    }

    /// Compares every byte, so the time taken does not tell how much of a guess was right.
    package static func sameToken(_ given: String, _ token: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    package static func json(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// The headers of every answer: nothing cached, nothing loaded from elsewhere, never in a
    /// frame of another page (clickjacking), and the address (with its token) never sent to
    /// another site; same-origin requests keep their `Origin`, which a change must carry
    /// (`no-referrer` would make the browser send `Origin: null`).
    package static func headers(_ type: String) -> HTTPHeaders {
        [
            "Content-Type": type, "Cache-Control": "no-store",
            "Content-Security-Policy":
                "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            "X-Frame-Options": "DENY", "Cross-Origin-Resource-Policy": "same-origin",
            "X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin",
        ]
    }

    package static func ok(_ body: Data, type: String) -> HTTPResponse {
        HTTPResponse(status: .ok, headers: headers(type), body: body)
    }

    package static func error(_ status: HTTPStatus, _ code: String, _ message: String, headers extra: HTTPHeaders = [:])
        -> HTTPResponse
    {
        var all = headers("application/json")
        for (name, value) in extra { all[name] = value }
        let body = (try? json(Failure(error: code, message: message))) ?? Data()
        return HTTPResponse(status: status, headers: all, body: body)
    }

    package init(session: ReviewSession, token: String, host: String) {
        self.session = session
        self.token = token
        self.host = host
    }
}

/// A running review server: listening once ``start(session:host:port:)`` returns.
package final class ReviewServer: Sendable {
    package let server: HTTPServer
    package let token: String
    package let host: String

    /// Parses `host` (an IPv4 or IPv6 address, or `localhost`) and `port`
    /// (0: any free port), then listens.
    /// - Throws: `FB-REVIEW-ADDRESS` when the host is not an address or the
    ///   port cannot be listened on.
    package static func start(session: ReviewSession, host: String, port: UInt16) throws -> ReviewServer {
        let name = host == "localhost" ? "127.0.0.1" : host
        let token = makeToken()
        do {
            let handler = ReviewHandler(session: session, token: token, host: name)
            let server = try HTTPServer.start(host: name, port: port, handler: handler)
            handler.port.withLock { $0 = server.port }
            return ReviewServer(server: server, token: token, host: name)
        } catch {
            switch error {
            case .badAddress:
                throw CLIError.coded(
                    "FB-REVIEW-ADDRESS", "--host '\(host)' is not an IPv4 or IPv6 address (such as 127.0.0.1 or ::1)")
            case .cannotListen:
                let reason =
                    error.isAddressInUse
                    ? "the address is in use (another program listens on it; give another --port, or none)"
                    : error.description
                throw CLIError.coded("FB-REVIEW-ADDRESS", "cannot listen on \(host):\(port): \(reason)")
            }
        }
    }

    private init(server: HTTPServer, token: String, host: String) {
        self.server = server
        self.token = token
        self.host = host
    }

    /// The port listened on.
    package var port: UInt16 { server.port }

    /// The page's address, token included.
    package func url() -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/\(token)/"
    }

    /// Stops listening and waits at most `timeout` seconds for open connections.
    package func stop(timeout: Double = 1) {
        server.stop(timeout: timeout)
    }

    /// 32 random hex digits (128 bits) from the system's generator.
    package static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }
            .map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
    }
}

private extension Optional where Wrapped == String {
    var orEmptyMissing: String { self ?? "missing" }
}
