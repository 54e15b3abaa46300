import FlipbookCairo
import FlipbookTestingCore
import Foundation

/// A candidate checked and ready to promote: its golden files, verified
/// against candidate.json's hashes.
package struct CheckedCandidate {
    /// What the candidate belongs to: its manifest's ``FilmManifest/candidate`` part.
    package var manifest: FilmManifest.Candidate
    /// The candidate's folder.
    package var folder: URL
    /// `golden/` inside it.
    package var golden: URL { folder.appendingPathComponent(CandidateLayout.goldenFolder) }
    /// The golden file names, sorted, manifest.json among them.
    package var files: [String]
    /// The sampled frames the candidate's manifest pins.
    package var frameCount: Int

    package init(manifest: FilmManifest.Candidate, folder: URL, files: [String], frameCount: Int) {
        self.manifest = manifest
        self.folder = folder
        self.files = files
        self.frameCount = frameCount
    }
}

/// Reads and checks candidates for `flipbook accept`. Every check happens
/// before anything is promoted; each failure is a catalogue error (exit 2).
package struct CandidateLoader {
    package let store: CandidateStore
    /// The goldens folder the candidates must have been made against (absolute).
    package let goldens: URL

    /// The names of the scenes with a candidate, sorted.
    package func names() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: store.folder.path)) ?? []
        return entries.filter {
            !$0.hasPrefix(".")
                && FileManager.default.fileExists(
                    atPath: store.folder(of: $0).appendingPathComponent(CandidateLayout.fileName).path)
        }.sorted()
    }

    /// Whether `scene` has a candidate folder.
    package func exists(_ scene: String) -> Bool {
        FileManager.default.fileExists(atPath: store.folder(of: scene).path)
    }

    /// Loads `scene`'s candidate and checks it against the scene file at
    /// `scenePath` (nil: the path the candidate recorded) and the golden.
    /// - Throws: `FB-ACCEPT-NO-CANDIDATE`, `FB-ACCEPT-CORRUPT`, `FB-ACCEPT-OTHER-SCENE` or `FB-ACCEPT-STALE`.
    package func load(_ scene: String, scenePath: String?) throws -> CheckedCandidate {
        let folder = store.folder(of: scene)
        guard exists(scene) else {
            throw CLIError.coded(
                "FB-ACCEPT-NO-CANDIDATE",
                "no candidate for scene '\(scene)' in \(store.folder.path): "
                    + "verify keeps one only for a scene that fails; run flipbook verify first")
        }
        func corrupt(_ what: String) -> CLIError {
            .coded(
                "FB-ACCEPT-CORRUPT",
                "the candidate of '\(scene)' at \(folder.path) is damaged: \(what); run flipbook verify again")
        }
        let manifestURL = folder.appendingPathComponent(CandidateLayout.fileName)
        guard let data = try? Data(contentsOf: manifestURL) else { throw corrupt("\(CandidateLayout.fileName) cannot be read") }
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["scenePath"] != nil {
            throw corrupt(
                "\(CandidateLayout.fileName) was written by an older Flipbook, before candidates held their film's manifest")
        }
        let film: FilmManifest
        do { film = try JSONDecoder().decode(FilmManifest.self, from: data) } catch {
            throw corrupt("\(CandidateLayout.fileName) is not a candidate manifest (\(FilmError.decodingText(error)))")
        }
        guard film.format == 1 else {
            throw corrupt("\(CandidateLayout.fileName) has format \(film.format); this Flipbook reads format 1")
        }
        guard let manifest = film.candidate else {
            throw corrupt("\(CandidateLayout.fileName) is not a candidate manifest (the key 'candidate' is missing)")
        }
        guard manifest.scene == scene else { throw corrupt("\(CandidateLayout.fileName) names scene '\(manifest.scene)'") }

        // Every golden file is there, with the hash verify wrote, and nothing else.
        let golden = folder.appendingPathComponent(CandidateLayout.goldenFolder)
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: golden.path)) ?? [])
        guard manifest.files["manifest.json"] != nil else { throw corrupt("it lists no manifest.json") }
        for name in manifest.files.keys.sorted() {
            guard !name.contains("/"), !name.hasPrefix("."), GoldenFiles.isGoldenFile(name) else {
                throw corrupt("it lists the file '\(name)'")
            }
            guard let bytes = try? Data(contentsOf: golden.appendingPathComponent(name)) else {
                throw corrupt("golden/\(name) is missing")
            }
            guard CandidateLayout.hash(bytes) == manifest.files[name] else {
                throw corrupt("golden/\(name) does not have the hash candidate.json records")
            }
        }
        if let extra = present.subtracting(manifest.files.keys).sorted().first {
            throw corrupt("golden/\(extra) is not listed in candidate.json")
        }
        let filmstrip: FilmManifest
        do {
            filmstrip = try Diffing<FilmManifest>.manifest.fromData(
                try Data(contentsOf: golden.appendingPathComponent("manifest.json")))
        } catch {
            throw corrupt("golden/manifest.json is not a filmstrip manifest")
        }
        for index in filmstrip.sampledFrames where manifest.files[filmstrip.fileName(ofFrame: index)] == nil {
            throw corrupt("golden/\(filmstrip.fileName(ofFrame: index)) is missing")
        }

        // It belongs to these scene bytes, these goldens and this golden.
        let path = scenePath ?? manifest.scenePath
        guard let sceneBytes = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            throw CLIError.coded(
                "FB-ACCEPT-OTHER-SCENE",
                "the scene file \(path) of the candidate '\(scene)' cannot be read, "
                    + "so the candidate cannot be checked against it")
        }
        let hash = CandidateLayout.hash(sceneBytes)
        guard hash == manifest.sceneHash else {
            throw CLIError.coded(
                "FB-ACCEPT-OTHER-SCENE",
                "the candidate '\(scene)' was rendered from other scene input "
                    + "(\(InputFingerprint.short(manifest.sceneHash))) than \(path) now holds (\(InputFingerprint.short(hash))); "
                    + "run flipbook verify again")
        }
        // The golden is the one verify checked (the same bytes, or none in both), wherever the
        // goldens folder is now: candidates made elsewhere (a CI job's artifacts) are accepted too.
        let current = (try? Data(contentsOf: goldens.appendingPathComponent(scene).appendingPathComponent("manifest.json")))
            .map(CandidateLayout.hash)
        guard current == manifest.goldenManifestHash else {
            let made = URL(fileURLWithPath: manifest.goldens).standardizedFileURL.path
            if made != goldens.path {
                throw CLIError.coded(
                    "FB-ACCEPT-STALE",
                    "the candidate of '\(scene)' was made against the goldens in \(made), "
                        + "and the golden in \(goldens.path) is not the one it checked; run flipbook verify again "
                        + "with --goldens \(goldens.path)")
            }
            throw CLIError.coded(
                "FB-ACCEPT-STALE",
                "the golden of '\(scene)' changed since verify made the candidate; "
                    + "run flipbook verify again")
        }
        return CheckedCandidate(
            manifest: manifest, folder: folder, files: manifest.files.keys.sorted(),
            frameCount: filmstrip.sampledFrames.count)
    }

    package init(store: CandidateStore, goldens: URL) {
        self.store = store
        self.goldens = goldens
    }
}
