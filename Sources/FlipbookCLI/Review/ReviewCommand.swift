import ArgumentParser
import FlipbookCairo
import FlipbookWorkflow
import Foundation

/// `flipbook review [--goldens DIR] [--candidates DIR] [--port N] [--host H]`:
/// serves a page on loopback to look at each failing scene's candidate
/// (expected, actual, diff, a slider, a frame scrubber) and approve it
/// (as `flipbook accept`) or reject it (the candidate is removed).
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Serves a local web page to review the candidates verify kept, and approve or reject each scene.",
        discussion: """
            Prints the page's URL (http://127.0.0.1:PORT/TOKEN/: the token is random, and a request without it \
            gets 403) and serves until interrupted (Ctrl-C, SIGTERM: it stops after any approval in flight, \
            with status 0). The page lists the scenes that have a candidate, each with its expected (golden), \
            actual (candidate) and diff frames, a slider between expected and actual and a scrubber over the \
            sampled frames. Approve promotes the scene's candidate exactly as 'flipbook accept' does (checked \
            against its scene file and golden, without rendering); Reject removes the candidate and leaves \
            the golden alone. Keys: j / k next / previous scene, a approve, r reject, [ / ] previous / next frame. \
            It listens on 127.0.0.1 only, unless --host names another address. \
            Exit status: 0 stopped, 2 bad input (no candidates, no goldens folder, a bad host, a port in use).
            """)

    @Option(help: ArgumentHelp("The goldens folder (default: the one the candidates were checked against).", valueName: "DIR"))
    var goldens: String?

    @Option(help: ArgumentHelp("Where verify kept the candidates (default ARTIFACTS/flipbook-candidates).", valueName: "DIR"))
    var candidates: String?

    @Option(
        help: ArgumentHelp(
            "The artifacts folder verify used (default $FLIPBOOK_ARTIFACTS, else .build/flipbook-artifacts).",
            valueName: "DIR"))
    var artifacts: String?

    @Option(help: ArgumentHelp("The port to listen on (default: any free port).", valueName: "N"))
    var port: Int?

    @Option(
        help: ArgumentHelp(
            "The address to listen on: 127.0.0.1 unless given (::1, or 0.0.0.0 to let other machines in).",
            valueName: "H"))
    var host: String = "127.0.0.1"

    func validate() throws {
        if let port, !(1...65535).contains(port) {
            throw ValidationError("--port must be in 1...65535 (leave it out for any free port)")
        }
        if let goldens, goldens.isEmpty { throw ValidationError("--goldens must name a folder") }
        if let candidates, candidates.isEmpty { throw ValidationError("--candidates must name a folder") }
        if let artifacts, artifacts.isEmpty { throw ValidationError("--artifacts must name a folder") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address") }
    }

    func run() throws {
        let store = CandidateStore(folder: CandidateStore.root(candidates: candidates, artifacts: artifacts))
        let goldensURL = try Self.goldens(goldens, store: store)
        let session = ReviewSession(candidates: store.folder, goldens: goldensURL)

        let server = try ReviewServer.start(session: session, host: host, port: UInt16(port ?? 0))
        print(
            "reviewing \(session.scenes().count) scene\(session.scenes().count == 1 ? "" : "s") with candidates in \(store.folder.path) "
                + "against \(goldensURL.path)")
        print("open \(server.url())")
        print("press Ctrl-C to stop")
        fflush(nil)

        TerminationCleanup.serviceStop = {
            server.stop(timeout: 1)
            print("stopped")
            fflush(nil)
        }
        // Serves until a signal ends the process (TerminationCleanup).
        while true { sleep(3600) }
    }

    /// The goldens folder: `given`, or the one every candidate names.
    /// - Throws: `FB-REVIEW-NO-CANDIDATES` when there is no candidate,
    ///   `FB-REVIEW-GOLDENS` when the folder does not exist.
    static func goldens(_ given: String?, store: CandidateStore) throws -> URL {
        let names = CandidateLoader(store: store, goldens: store.folder).names()
        guard !names.isEmpty else {
            throw CLIError.coded(
                "FB-REVIEW-NO-CANDIDATES",
                "no candidates to review in \(store.folder.path): verify keeps one only for a "
                    + "scene that fails; run flipbook verify first, or give the --candidates folder it used")
        }
        let url: URL
        if let given {
            url = URL(fileURLWithPath: given).standardizedFileURL
        } else {
            let named = Set(
                names.compactMap { name in
                    (try? Data(contentsOf: store.folder(of: name).appendingPathComponent(CandidateLayout.fileName)))
                        .flatMap { try? JSONDecoder().decode(FilmManifest.self, from: $0) }?.candidate?.goldens
                })
            guard named.count == 1, let only = named.first else {
                throw CLIError.badInput(
                    "the candidates in \(store.folder.path) were checked against "
                        + (named.isEmpty ? "no readable goldens folder" : "\(named.count) goldens folders")
                        + "; give --goldens DIR")
            }
            url = URL(fileURLWithPath: only).standardizedFileURL
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw CLIError.coded(
                "FB-REVIEW-GOLDENS", "the goldens folder \(url.path) does not exist; give the --goldens folder verify checked")
        }
        guard isFolder.boolValue else {
            throw CLIError.coded("FB-REVIEW-GOLDENS", "the goldens folder \(url.path) is not a folder")
        }
        return url
    }
}
