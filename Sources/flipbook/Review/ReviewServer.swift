import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP side of `flipbook review`, served by FlyingFox. Every path starts
/// with the session's token (`/TOKEN/...`); any other request gets 403.
///
/// - `GET /TOKEN/`: the page; `GET /TOKEN/review.js`, `/TOKEN/review.css`: its script and style.
/// - `GET /TOKEN/api/scenes`: the scenes with candidates (JSON).
/// - `GET /TOKEN/files/{expected|actual|diff}/SCENE/FILE`: a frame (PNG).
/// - `POST /TOKEN/api/scenes/SCENE/approve`: accepts the candidate (as `flipbook accept`).
/// - `POST /TOKEN/api/scenes/SCENE/reject`: removes the candidate.
///
/// Errors are JSON `{"error": CODE, "message": TEXT}` (CODE a catalogue code, or `forbidden`, `not-found`, `method-not-allowed`) with a 4xx status
/// (404 no such scene or file, 405 wrong method, 409 a candidate accept refuses)
/// or 500 when a file cannot be written.
struct ReviewHandler: HTTPHandler {
    let session: ReviewSession
    let token: String

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            .map { String($0).removingPercentEncoding ?? "\u{0}" }
        guard let first = segments.first, Self.sameToken(first, token) else {
            return Self.error(.forbidden, "forbidden", "this page needs the URL flipbook review printed, with its token")
        }
        let rest = Array(segments.dropFirst())
        let method = request.method.rawValue
        func only(_ allowed: String, _ make: () throws -> HTTPResponse) rethrows -> HTTPResponse {
            guard method == allowed || (allowed == "GET" && method == "HEAD") else {
                return Self.error(.methodNotAllowed, "method-not-allowed", "\(method) is not allowed here; use \(allowed)",
                                  headers: [.init("Allow"): allowed])
            }
            return try make()
        }
        switch rest.count {
        case 0:
            // (FlyingFox drops a trailing slash: /TOKEN/ arrives as /TOKEN.)
            return only("GET") { Self.ok(Data(ReviewPage.html(token: token).utf8), type: "text/html; charset=utf-8") }
        case 1 where rest[0].isEmpty || rest[0] == "index.html":
            return only("GET") { Self.ok(Data(ReviewPage.html(token: token).utf8), type: "text/html; charset=utf-8") }
        case 1 where rest[0] == "review.js":
            return only("GET") { Self.ok(Data(ReviewPage.script.utf8), type: "text/javascript; charset=utf-8") }
        case 1 where rest[0] == "review.css":
            return only("GET") { Self.ok(Data(ReviewPage.style.utf8), type: "text/css; charset=utf-8") }
        case 2 where rest == ["api", "scenes"]:
            return try only("GET") {
                let object = ScenesResponse(goldens: session.loader.goldens.path, candidates: session.store.folder.path,
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
                return Self.ok(try Self.json(Decision(scene: scene, decision: "approved", files: files)), type: "application/json")
            }
            try session.reject(scene)
            return Self.ok(try Self.json(Decision(scene: scene, decision: "rejected", files: [])), type: "application/json")
        } catch {
            let user = ErrorCatalogue.userError(for: error)
            let status: HTTPStatusCode
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
    static func sameToken(_ given: String, _ token: String) -> Bool {
        let a = Array(given.utf8), b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    static func json(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// The headers of every answer: nothing cached, nothing loaded from elsewhere.
    static func headers(_ type: String) -> HTTPHeaders {
        [.contentType: type, .cacheControl: "no-store",
         .init("Content-Security-Policy"): "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
         .init("X-Content-Type-Options"): "nosniff", .init("Referrer-Policy"): "no-referrer"]
    }

    static func ok(_ body: Data, type: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: headers(type), body: body)
    }

    static func error(_ status: HTTPStatusCode, _ code: String, _ message: String, headers extra: HTTPHeaders = [:]) -> HTTPResponse {
        var all = headers("application/json")
        for (name, value) in extra { all[name] = value }
        let body = (try? json(Failure(error: code, message: message))) ?? Data()
        return HTTPResponse(statusCode: status, headers: all, body: body)
    }
}

/// A running review server: listening once ``start()`` returns.
final class ReviewServer: Sendable {
    let server: HTTPServer
    let token: String
    let host: String
    private let runTask: Task<Void, any Error>

    /// Parses `host` (an IPv4 or IPv6 address, or `localhost`) and `port`
    /// (0: any free port), then listens.
    /// - Throws: `FB-REVIEW-ADDRESS` when the host is not an address or the
    ///   port cannot be listened on.
    static func start(session: ReviewSession, host: String, port: UInt16) async throws -> ReviewServer {
        let name = host == "localhost" ? "127.0.0.1" : host
        let token = makeToken()
        let handler = ReviewHandler(session: session, token: token)
        let server: HTTPServer
        do {
            if name.contains(":") {
                server = HTTPServer(address: try .inet6(ip6: name, port: port), pool: HTTPServer.defaultPool(), logger: .disabled, handler: handler)
            } else {
                server = HTTPServer(address: try .inet(ip4: name, port: port), pool: HTTPServer.defaultPool(), logger: .disabled, handler: handler)
            }
        } catch {
            throw CLIError.coded("FB-REVIEW-ADDRESS", "--host '\(host)' is not an IPv4 or IPv6 address (such as 127.0.0.1 or ::1)")
        }
        let failure = Failure()
        let task = Task {
            do { try await server.run() } catch { failure.set(error); throw error }
        }
        // Listening, or the reason it cannot listen, whichever comes first (run() fails at once when it cannot
        // bind; the bound on the wait only keeps a broken system from hanging the command).
        var waits = 0
        while !(await server.isListening) {
            if let error = failure.get() {
                let reason: String
                if let socket = error as? SocketError, case .failed(_, let errno, let message) = socket {
                    reason = errno == EADDRINUSE ? "the address is in use (another program listens on it; give another --port, or none)" : message
                } else {
                    reason = "\(error)"
                }
                throw CLIError.coded("FB-REVIEW-ADDRESS", "cannot listen on \(host):\(port): \(reason)")
            }
            waits += 1
            guard waits < 6000 else {
                task.cancel()
                throw CLIError.coded("FB-REVIEW-ADDRESS", "cannot listen on \(host):\(port): the server did not start")
            }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return ReviewServer(server: server, token: token, host: name, runTask: task)
    }

    private init(server: HTTPServer, token: String, host: String, runTask: Task<Void, any Error>) {
        self.server = server
        self.token = token
        self.host = host
        self.runTask = runTask
    }

    /// The port listened on.
    func port() async -> UInt16 {
        switch await server.listeningAddress {
        case .ip4(_, let port), .ip6(_, let port): return port
        default: return 0
        }
    }

    /// The page's address, token included.
    func url() async -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(await port())/\(token)/"
    }

    /// Stops listening and waits at most `timeout` seconds for open connections.
    func stop(timeout: TimeInterval = 1) async {
        await server.stop(timeout: timeout)
        runTask.cancel()
    }

    /// 32 random hex digits (128 bits) from the system's generator.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }
            .map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
    }
}

/// The error the server's run ended with, read by the task that waits for it to listen.
private final class Failure: @unchecked Sendable {
    private let lock = NSLock()
    private var error: (any Error)?
    func set(_ newValue: any Error) { lock.lock(); error = newValue; lock.unlock() }
    func get() -> (any Error)? { lock.lock(); defer { lock.unlock() }; return error }
}
