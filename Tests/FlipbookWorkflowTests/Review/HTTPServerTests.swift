import FlipbookWorkflow
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The review command's HTTP/1.1 server (Sources/FlipbookWorkflow/Review/HTTP) through
/// its surface: ``HTTPServer/start(host:port:limits:handler:)``, raw bytes
/// on a real loopback socket, ``HTTPServer/stop(timeout:)``.
@Suite struct HTTPServerTests {
    /// Answers `METHOD PATH?QUERY|BODY`; `/slow` first sleeps `slowSeconds`.
    struct Echo: HTTPHandler {
        let calls = Counter()
        var slowSeconds = 0.0
        func respond(to request: HTTPRequest) -> HTTPResponse {
            calls.add()
            if request.path == "/slow" { usleep(useconds_t(slowSeconds * 1e6)) }
            let text =
                "\(request.method) \(request.path)\(request.query.map { "?" + $0 } ?? "")|"
                + String(decoding: request.body, as: UTF8.self)
            return HTTPResponse(status: .ok, headers: ["Content-Type": "text/plain", "X-Test": "yes"], body: Data(text.utf8))
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() {
            lock.lock()
            count += 1
            lock.unlock()
        }
        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }

    static func start(_ handler: Echo = Echo(), limits: HTTPServer.Limits = HTTPServer.Limits()) throws -> HTTPServer {
        try HTTPServer.start(host: "127.0.0.1", port: 0, limits: limits, handler: handler)
    }

    static func client(_ server: HTTPServer, readTimeout: Double = 5) throws -> HTTPTestClient {
        try #require(HTTPTestClient(host: server.host, port: server.port, readTimeout: readTimeout))
    }

    @Test func portZeroListensOnARealPortAndAnswers() throws {
        let server = try Self.start()
        defer { server.stop() }
        #expect(server.port != 0)
        let client = try Self.client(server)
        client.send("GET /hello?x=1 HTTP/1.1\r\nHost: test\r\n\r\n")
        let answer = try #require(client.response())
        #expect(answer.statusLine == "HTTP/1.1 200 OK")
        #expect(answer.text == "GET /hello?x=1|")
        #expect(answer.header("Content-Length") == "\(answer.body.count)")
        #expect(answer.header("X-Test") == "yes")
        #expect(answer.header("Date")?.hasSuffix(" GMT") == true)
        #expect(answer.header("Connection") == nil, "HTTP/1.1 keeps the connection")
    }

    @Test(arguments: [
        "GARBAGE\r\n\r\n",
        "GET /x\r\nHost: a\r\n\r\n",
        "GET  /x HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET x HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /x HTTP/1.1 extra\r\nHost: a\r\n\r\n",
        "G(T /x HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /a b HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /x HTTP/1.1\r\n\r\n",
        "GET /x HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
        "GET /x HTTP/1.1\r\nHost: a\r\nNo colon here\r\n\r\n",
        "GET /x HTTP/1.1\r\nHost: a\r\nX-Bad : 1\r\n\r\n",
        "GET /x HTTP/1.1\r\nHost: a\r\nX-Fold: 1\r\n  2\r\n\r\n",
        "GET /x HTTP/1.1\r\nHost: a\r\nX-Ctl: a\u{1}b\r\n\r\n",
        "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n",
        "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
        "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 12x\r\n\r\n",
    ])
    func aMalformedRequestIs400AndClosesTheConnection(request: String) throws {
        let echo = Echo()
        let server = try Self.start(echo)
        defer { server.stop() }
        let client = try Self.client(server)
        client.send(request)
        let answer = try #require(client.response())
        #expect(answer.status == 400, "\(request.debugDescription): \(answer.statusLine)")
        #expect(answer.header("Connection") == "close")
        #expect(client.closedByServer())
        #expect(echo.calls.value == 0, "the handler never sees it")
    }

    @Test func otherRefusals() throws {
        let server = try Self.start()
        defer { server.stop() }
        for (request, status) in [
            ("GET /x HTTP/2.0\r\nHost: a\r\n\r\n", 505),
            ("GET /x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 411),
        ] {
            let client = try Self.client(server)
            client.send(request)
            #expect(client.response()?.status == status, "\(request.debugDescription)")
            #expect(client.closedByServer())
        }
    }

    @Test func anOversizedHeadIs431() throws {
        var limits = HTTPServer.Limits()
        limits.parser.maxHeadBytes = 4096
        limits.parser.maxFieldCount = 20
        let echo = Echo()
        let server = try Self.start(echo, limits: limits)
        defer { server.stop() }
        let long = try Self.client(server)
        long.send("GET /x HTTP/1.1\r\nHost: a\r\nX-Long: \(String(repeating: "a", count: 5000))\r\n\r\n")
        #expect(long.response()?.status == 431)
        let unterminated = try Self.client(server)
        unterminated.send("GET /" + String(repeating: "b", count: 4100))
        #expect(unterminated.response()?.status == 431, "refused as soon as the head is too long, without waiting for its end")
        let many = try Self.client(server)
        many.send("GET /x HTTP/1.1\r\nHost: a\r\n" + (0..<21).map { "X-\($0): 1\r\n" }.joined() + "\r\n")
        #expect(many.response()?.status == 431)
        // Just within both limits.
        let within = try Self.client(server)
        let head = "GET /x HTTP/1.1\r\nHost: a\r\n" + (0..<18).map { "X-\($0): 1\r\n" }.joined()
        let pad = 4096 - head.utf8.count - "X-Pad: \r\n\r\n".utf8.count
        within.send(head + "X-Pad: \(String(repeating: "p", count: pad))\r\n\r\n")
        #expect(within.response()?.status == 200)
        #expect(echo.calls.value == 1)
    }

    @Test func aBodyIsReadToItsContentLength() throws {
        var limits = HTTPServer.Limits()
        limits.parser.maxBodyBytes = 100
        let server = try Self.start(limits: limits)
        defer { server.stop() }
        let client = try Self.client(server)
        // Head and body in separate writes, the body itself split.
        client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\nhello")
        usleep(50_000)
        client.send(" world")
        #expect(client.response()?.text == "POST /echo|hello world")
        // At the limit, then over it: 413 before the body is sent.
        client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\n" + String(repeating: "z", count: 100))
        #expect(client.response()?.text == "POST /echo|" + String(repeating: "z", count: 100))
        client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 101\r\n\r\n")
        let tooLarge = try #require(client.response())
        #expect(tooLarge.status == 413)
        #expect(client.closedByServer())
        // Expect: 100-continue gets its interim answer, then the final one.
        let expecting = try Self.client(server)
        expecting.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\n")
        #expect(expecting.response()?.status == 100)
        expecting.send("abc")
        #expect(expecting.response()?.text == "POST /echo|abc")
    }

    @Test func headHasTheLengthOfGetButNoBody() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Self.client(server)
        client.send("HEAD /page HTTP/1.1\r\nHost: a\r\n\r\nGET /page HTTP/1.1\r\nHost: a\r\n\r\n")
        let head = try #require(client.response(head: true))
        // The GET's status line follows HEAD's blank line directly: had the HEAD
        // answer carried a body, this would read it as a status line and fail.
        let get = try #require(client.response())
        #expect(head.status == 200 && get.status == 200, "\(head.statusLine) / \(get.statusLine)")
        #expect(head.body.isEmpty)
        #expect(get.text == "GET /page|")
        #expect(head.header("Content-Length") == "\("HEAD /page|".utf8.count)")
        #expect(client.leftover == 0)
    }

    @Test func keepAliveCarriesSeveralRequestsAndCloseEndsIt() throws {
        let echo = Echo()
        let server = try Self.start(echo)
        defer { server.stop() }
        let client = try Self.client(server)
        client.send("GET /one HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(client.response()?.text == "GET /one|")
        client.send("GET /two HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(client.response()?.text == "GET /two|")
        // Pipelined: both in one write, answered in order.
        client.send("GET /three HTTP/1.1\r\nHost: a\r\n\r\nPOST /four HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\n\r\n4")
        #expect(client.response()?.text == "GET /three|")
        #expect(client.response()?.text == "POST /four|4")
        // Connection: close is answered, then the server closes.
        client.send("GET /five HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
        let last = try #require(client.response())
        #expect(last.text == "GET /five|" && last.header("Connection") == "close")
        #expect(client.closedByServer())
        #expect(echo.calls.value == 5)
        // HTTP/1.0 closes after one answer.
        let old = try Self.client(server)
        old.send("GET /six HTTP/1.0\r\n\r\n")
        #expect(old.response()?.header("Connection") == "close")
        #expect(old.closedByServer())
    }

    @Test func aSilentOrHalfSentClientDoesNotHoldUpStop() throws {
        let server = try Self.start()
        let silent = try Self.client(server)
        let half = try Self.client(server)
        half.send("GET /x HTTP/1.1\r\nHost: a\r\n")
        let idle = try Self.client(server)
        idle.send("GET /x HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(idle.response()?.status == 200)
        // Wait until the server has all three connections.
        var waited = 0
        while server.openConnections < 3 && waited < 200 {
            usleep(10_000)
            waited += 1
        }
        #expect(server.openConnections == 3)
        let start = HTTPSocket.now()
        server.stop(timeout: 5)
        let took = HTTPSocket.now() - start
        #expect(took < 1, "stop took \(took) s with idle connections (its bound was 5 s)")
        #expect(server.openConnections == 0)
        #expect(silent.closedByServer() && half.closedByServer() && idle.closedByServer())
        #expect(HTTPTestClient(port: server.port) == nil, "the listening socket is closed")
    }

    @Test func stopFinishesAnAnswerInFlightWithinItsBound() async throws {
        let server = try Self.start(Echo(slowSeconds: 0.4))
        let client = try Self.client(server)
        client.send("GET /slow HTTP/1.1\r\nHost: a\r\n\r\n")
        usleep(100_000)  // the handler is running
        let start = HTTPSocket.now()
        server.stop(timeout: 5)
        let took = HTTPSocket.now() - start
        let answer = try #require(client.response())
        #expect(answer.text == "GET /slow|" && answer.header("Connection") == "close")
        #expect(took > 0.15 && took < 2, "stop waited for the answer: \(took) s")

        // A handler slower than the bound: stop returns at the bound.
        let stuck = try Self.start(Echo(slowSeconds: 3))
        let other = try Self.client(stuck)
        other.send("GET /slow HTTP/1.1\r\nHost: a\r\n\r\n")
        usleep(100_000)
        let again = HTTPSocket.now()
        stuck.stop(timeout: 0.3)
        let bounded = HTTPSocket.now() - again
        #expect(bounded >= 0.25 && bounded < 1.5, "stop(timeout: 0.3) took \(bounded) s")
    }

    @Test func aStalledRequestTimesOutWith408() throws {
        var limits = HTTPServer.Limits()
        limits.requestTimeout = 0.3
        limits.idleTimeout = 0.3
        let server = try Self.start(limits: limits)
        defer { server.stop() }
        let start = HTTPSocket.now()
        let half = try Self.client(server)
        half.send("GET /x HTTP/1.1\r\n")
        #expect(half.response()?.status == 408)
        #expect(half.closedByServer())
        let silent = try Self.client(server)
        #expect(silent.closedByServer(), "closed without an answer")
        #expect(HTTPSocket.now() - start < 3)
        // A keep-alive connection is closed once idle for idleTimeout.
        let idle = try Self.client(server)
        idle.send("GET /x HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(idle.response()?.status == 200)
        #expect(idle.closedByServer())
    }

    @Test func anAddressInUseOrNotAnAddressIsAClearError() throws {
        let first = try Self.start()
        #expect(throws: HTTPServerError.cannotListen(errno: EADDRINUSE)) {
            try HTTPServer.start(host: "127.0.0.1", port: first.port, handler: Echo())
        }
        #expect(HTTPServerError.cannotListen(errno: EADDRINUSE).isAddressInUse)
        let session = ReviewSession(
            candidates: URL(fileURLWithPath: "/nonexistent-candidates"), goldens: URL(fileURLWithPath: "/nonexistent"))
        do {
            _ = try ReviewServer.start(session: session, host: "localhost", port: first.port)
            Issue.record("a second review server listened on port \(first.port)")
        } catch let error as CLIError {
            guard case .coded(let code, let message) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(code == "FB-REVIEW-ADDRESS")
            #expect(
                message
                    == "cannot listen on localhost:\(first.port): the address is in use (another program listens on it; give another --port, or none)"
            )
        }
        for host in ["999.1.1.1", "example.org", "127.0.0.1:80", "::zz", ""] {
            #expect(throws: HTTPServerError.badAddress(host)) { try HTTPServer.start(host: host, port: 0, handler: Echo()) }
        }
        // Once stopped, the port is free again.
        first.stop()
        let second = try HTTPServer.start(host: "127.0.0.1", port: first.port, handler: Echo())
        #expect(second.port == first.port)
        second.stop()
    }

    @Test func ipv6Loopback() throws {
        let started = Result { () throws(HTTPServerError) -> HTTPServer in
            try HTTPServer.start(host: "::1", port: 0, handler: Echo())
        }
        if case .failure(let error) = started,
            error == .cannotListen(errno: EADDRNOTAVAIL) || error == .cannotListen(errno: EAFNOSUPPORT)
        {
            return  // no IPv6 loopback on this machine
        }
        let server = try started.get()
        defer { server.stop() }
        let client = try #require(HTTPTestClient(host: "::1", port: server.port))
        client.send("GET /six HTTP/1.1\r\nHost: [::1]\r\n\r\n")
        #expect(client.response()?.text == "GET /six|")
    }

    /// The review handler over the server: both `/TOKEN` and `/TOKEN/` are the
    /// page, and a request the server refuses is answered in the API's JSON,
    /// with the page's security headers.
    @Test func theReviewServerServesThePageWithAndWithoutTheSlash() throws {
        let session = ReviewSession(
            candidates: URL(fileURLWithPath: "/nonexistent-candidates"), goldens: URL(fileURLWithPath: "/nonexistent"))
        let review = try ReviewServer.start(session: session, host: "127.0.0.1", port: 0)
        defer { review.stop() }
        #expect(review.url() == "http://127.0.0.1:\(review.port)/\(review.token)/")
        let client = try #require(HTTPTestClient(port: review.port))
        for path in ["/\(review.token)", "/\(review.token)/", "/\(review.token)/index.html"] {
            client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(review.port)\r\n\r\n")
            let page = try #require(client.response())
            #expect(page.status == 200 && page.text.contains("/\(review.token)/review.js"), "\(path)")
            #expect(page.header("X-Content-Type-Options") == "nosniff")
        }
        client.send("GET /\(review.token)/review.css HTTP/1.1\r\nHost: 127.0.0.1:\(review.port)\r\n\r\n")
        #expect(client.response()?.header("Content-Type") == "text/css; charset=utf-8")
        client.send("GET /other HTTP/1.1\r\nHost: 127.0.0.1:\(review.port)\r\n\r\n")
        #expect(client.response()?.status == 403)
        client.send("BROKEN\r\n\r\n")
        let refused = try #require(client.response())
        #expect(refused.status == 400 && refused.header("Content-Type") == "application/json")
        #expect(refused.text.contains("\"error\":\"bad-request\""), "\(refused.text)")
        #expect(refused.header("Content-Security-Policy")?.hasPrefix("default-src 'none'") == true)
    }
}
