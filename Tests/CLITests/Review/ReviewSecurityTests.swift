import Foundation
import Testing

/// The review server refuses foreign pages (docs/golden-tests.md, "Threat model
/// of flipbook review"): a request whose `Host` is not the address it listens
/// on (DNS rebinding), a change whose `Origin`/`Referer` is not its own page
/// (cross-site request), framing by another page, and pictures that are
/// symbolic links out of the goldens or candidates folder. Through the built
/// binary and a raw socket, so every header is what the test wrote.
@Suite struct ReviewSecurityTests {
    typealias Workspace = AcceptCommandTests.Workspace

    /// One request on a fresh connection: `GET` or `POST` of `path` (after the token) with `fields`.
    static func send(_ review: ReviewProcess, _ method: String, _ path: String, _ fields: [(String, String)]) throws
        -> TestResponse
    {
        let client = try #require(HTTPTestClient(port: UInt16(review.url.port!)))
        var text = "\(method) /\(review.token)/\(path) HTTP/1.1\r\n"
        for (name, value) in fields { text += "\(name): \(value)\r\n" }
        text += (method == "POST" ? "Content-Length: 0\r\n" : "") + "Connection: close\r\n\r\n"
        #expect(client.send(text))
        return try #require(client.response(head: method == "HEAD"), "\(method) \(path): no answer")
    }

    static func errorCode(_ response: TestResponse) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])?["error"] as? String
    }

    @Test func aRequestForAnotherHostIsRefusedEvenWithTheToken() throws {
        let w = try ReviewCommandTests.failingWorkspace()
        defer { w.remove() }
        let review = try ReviewCommandTests.startReview(w)
        defer { _ = review.stop() }
        let port = review.url.port!
        let before = try filesWithBytes(w.goldens)
        let own = "127.0.0.1:\(port)"
        // The server's own address, and localhost (which no DNS answer can rebind), are served.
        for host in [own, "localhost:\(port)", "LOCALHOST:\(port)"] {
            let answer = try Self.send(review, "GET", "api/scenes", [("Host", host)])
            #expect(answer.status == 200, "Host \(host): \(answer.status) \(answer.text)")
        }
        // A rebinding page's own name, another port, no Host, two Hosts: refused, the body says why.
        for fields in [
            [("Host", "attacker.example")], [("Host", "attacker.example:\(port)")], [("Host", "127.0.0.1:\(port + 1)")],
            [("Host", "127.0.0.1")], [("Host", "127.0.0.2:\(port)")], [("Host", own), ("Host", "attacker.example")],
        ] {
            // (Two Host fields are a bad request to the parser already: 400.)
            let expected = fields.count == 2 ? ("bad-request", 400) : ("forbidden-host", 403)
            for path in ["", "api/scenes", "files/actual/fade/frame-0010.png"] {
                let answer = try Self.send(review, "GET", path, fields)
                #expect(
                    answer.status == expected.1 && Self.errorCode(answer) == expected.0,
                    "\(fields) \(path): \(answer.status) \(answer.text)")
                #expect(!answer.text.contains("frame-0010"), "nothing of the review is told")
            }
            let approve = try Self.send(review, "POST", "api/scenes/fade/approve", fields + [("Origin", "http://" + own)])
            #expect(
                approve.status == expected.1 && Self.errorCode(approve) == expected.0,
                "\(fields): \(approve.status) \(approve.text)")
        }
        let noHost = try #require(HTTPTestClient(port: UInt16(port)))
        #expect(noHost.send("GET /\(review.token)/api/scenes HTTP/1.0\r\n\r\n"))
        #expect(noHost.response()?.status == 403)
        #expect(try filesWithBytes(w.goldens) == before, "no golden changed")
        #expect(FileManager.default.fileExists(atPath: w.candidates.appendingPathComponent("fade/candidate.json").path))
    }

    @Test func onEveryAddressAnAddressIsAcceptedAndANameIsNot() throws {
        let w = try ReviewCommandTests.failingWorkspace()
        defer { w.remove() }
        let review = try ReviewCommandTests.startReview(w, ["--host", "0.0.0.0"])
        defer { _ = review.stop() }
        let port = review.url.port!
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "10.1.2.3:\(port)"] {
            #expect(try Self.send(review, "GET", "api/scenes", [("Host", host)]).status == 200, "\(host)")
        }
        for host in ["attacker.example:\(port)", "127.0.0.1:\(port + 1)", "127.0.0.1", "0x7f.1:\(port)"] {
            let answer = try Self.send(review, "GET", "api/scenes", [("Host", host)])
            #expect(answer.status == 403 && Self.errorCode(answer) == "forbidden-host", "\(host): \(answer.status)")
        }
    }

    @Test func aChangeFromAnotherOriginIsRefused() throws {
        let w = try ReviewCommandTests.failingWorkspace()
        defer { w.remove() }
        let review = try ReviewCommandTests.startReview(w)
        defer { _ = review.stop() }
        let own = "127.0.0.1:\(review.url.port!)"
        let before = try filesWithBytes(w.goldens)
        for fields in [
            [("Origin", "http://attacker.example")], [("Origin", "null")], [("Origin", "https://\(own)")],
            [("Origin", "http://\(own).attacker.example")], [], [("Referer", "http://attacker.example/\(review.token)/")],
            [("Referer", "http://\(own).attacker.example/")],
            [("Origin", "http://attacker.example"), ("Referer", "http://\(own)/")],
        ] {
            for action in ["approve", "reject"] {
                let answer = try Self.send(review, "POST", "api/scenes/fade/\(action)", [("Host", own)] + fields)
                #expect(
                    answer.status == 403 && Self.errorCode(answer) == "forbidden-origin",
                    "\(action) \(fields): \(answer.status) \(answer.text)")
            }
        }
        #expect(try filesWithBytes(w.goldens) == before, "no golden changed")
        #expect(
            FileManager.default.fileExists(atPath: w.candidates.appendingPathComponent("fade/candidate.json").path),
            "no candidate removed")
        // The page's own Origin, or (from a browser that sends none) its Referer, may change things.
        let reject = try Self.send(
            review, "POST", "api/scenes/push/reject", [("Host", own), ("Referer", "http://\(own)/\(review.token)/")])
        #expect(reject.status == 200, "\(reject.text)")
        let approve = try Self.send(review, "POST", "api/scenes/fade/approve", [("Host", own), ("Origin", "http://\(own)")])
        #expect(approve.status == 200, "\(approve.text)")
        #expect(try filesWithBytes(w.goldens)["fade/manifest.json"] != before["fade/manifest.json"])
    }

    @Test func everyAnswerForbidsFramingAndForeignContent() throws {
        let w = try ReviewCommandTests.failingWorkspace()
        defer { w.remove() }
        let review = try ReviewCommandTests.startReview(w)
        defer { _ = review.stop() }
        let own = "127.0.0.1:\(review.url.port!)"
        for (method, path, fields) in [
            ("GET", "", [("Host", own)]), ("GET", "api/scenes", [("Host", own)]),
            ("GET", "files/actual/fade/frame-0010.png", [("Host", own)]),
            ("GET", "", [("Host", "attacker.example")]), ("POST", "api/scenes/fade/approve", [("Host", own)]),
        ] {
            let answer = try Self.send(review, method, path, fields)
            let policy = answer.header("Content-Security-Policy") ?? ""
            #expect(policy.contains("frame-ancestors 'none'") && policy.contains("default-src 'none'"), "\(path): \(policy)")
            #expect(answer.header("X-Frame-Options") == "DENY", "\(path)")
            #expect(answer.header("Referrer-Policy") == "same-origin", "\(path): the token never goes to another site")
        }
    }

    @Test func aPictureThatIsASymbolicLinkOutOfItsFolderIsNotServed() throws {
        let w = try ReviewCommandTests.failingWorkspace()
        defer { w.remove() }
        let secret = w.folder.appendingPathComponent("secret.png")
        try Data("secret bytes".utf8).write(to: secret)
        let candidateFrame = w.candidates.appendingPathComponent("fade/golden/frame-0005.png")
        let diffFrame = w.candidates.appendingPathComponent("fade/diffs/frame-0005-diff.png")
        let goldenFrame = w.goldens.appendingPathComponent("fade/frame-0005.png")
        for link in [candidateFrame, diffFrame, goldenFrame] {
            try FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
        }
        // A golden folder that is itself a link out of the goldens folder.
        let outside = w.folder.appendingPathComponent("outside-golden")
        try FileManager.default.moveItem(at: w.goldens.appendingPathComponent("push"), to: outside)
        try FileManager.default.createSymbolicLink(at: w.goldens.appendingPathComponent("push"), withDestinationURL: outside)
        let review = try ReviewCommandTests.startReview(w)
        defer { _ = review.stop() }
        let own = [("Host", "127.0.0.1:\(review.url.port!)")]
        for path in [
            "files/actual/fade/frame-0005.png", "files/diff/fade/frame-0005-diff.png", "files/expected/fade/frame-0005.png",
            "files/expected/push/frame-0000.png",
        ] {
            let answer = try Self.send(review, "GET", path, own)
            #expect(answer.status == 404, "\(path): \(answer.status)")
            #expect(!answer.text.contains("secret bytes"), "\(path)")
        }
        // Files that are really inside are served.
        let real = try Self.send(review, "GET", "files/actual/fade/frame-0010.png", own)
        let bytes = try Data(contentsOf: w.candidates.appendingPathComponent("fade/golden/frame-0010.png"))
        #expect(real.status == 200 && Data(real.body) == bytes)
    }
}
