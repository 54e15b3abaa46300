import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

#if canImport(Glibc)
import Glibc
#endif

/// File-system failures are said in sentences chosen from the `errno`, never
/// in Foundation's words ("couldn’t be saved in the folder", NSCocoaErrorDomain).
@Suite struct FilmErrorWordsTests {
    static let foundationPhrases = [
        "couldn’t", "couldn't", "NSCocoaErrorDomain", "Error Domain", "The file “", "The operation",
        "CocoaError", "NSPOSIXErrorDomain", "UserInfo",
    ]

    static func hasNoFoundationWords(_ text: String) -> Bool {
        !foundationPhrases.contains { text.contains($0) }
    }

    func scratch() throws -> URL { try temporaryFolder("words") }

    @Test func foundationErrorsGiveTheirErrno() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("somefile")
        try Data("x".utf8).write(to: file)
        // Reading a missing file; writing under a file; creating a folder under a file.
        do {
            _ = try Data(contentsOf: folder.appendingPathComponent("none"))
            Issue.record("read a missing file")
        } catch {
            #expect(FilmError.posixCode(of: error) == ENOENT)
            let words = try #require(FilmError(path: "p", reading: true, error: error))
            #expect(words.reason == "the file does not exist")
        }
        do {
            try Data("x".utf8).write(to: file.appendingPathComponent("x"))
            Issue.record("wrote under a file")
        } catch {
            #expect(FilmError.posixCode(of: error) == ENOTDIR, "\(error)")
            let words = try #require(FilmError(path: "p", doing: "the manifest cannot be written", error: error))
            #expect(words.reason == "the manifest cannot be written: a part of the path is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: file.appendingPathComponent("x"), withIntermediateDirectories: true)
            Issue.record("made a folder under a file")
        } catch {
            #expect(FilmError.posixCode(of: error) == ENOTDIR, "\(error)")
        }
        #expect(FilmError.posixCode(of: CocoaError(.fileWriteOutOfSpace)) == ENOSPC)
        #expect(FilmError.posixCode(of: POSIXError(.EROFS)) == EROFS)
        #expect(FilmError.posixCode(of: PNGError(path: nil, reason: .empty)) == nil, "not a file error")
    }

    @Test func aFolderUnderAFileNamesThePartAtFault() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("somefile")
        try Data("x".utf8).write(to: file)
        #expect(
            throws: FilmError(
                path: file.path + "/x/y", reason: "the golden's folder cannot be created: '\(file.path)' is a file, not a folder")
        ) {
            try FilmError.createFolder(file.appendingPathComponent("x/y"), what: "the golden's folder")
        }
        #expect(throws: FilmError(path: file.path, reason: "the output folder is a file; choose a folder")) {
            try FilmError.createFolder(file, what: "the output folder")
        }
        try FilmError.createFolder(folder.appendingPathComponent("a/b/c"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a/b/c").path))
    }

    @Test func savingAndReadingSayWhatFailed() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("somefile")
        try Data("x".utf8).write(to: file)
        do {
            try FilmError.save(Data("{}".utf8), to: file.appendingPathComponent("manifest.json"), what: "the manifest")
            Issue.record("saved")
        } catch {
            #expect(error.reason == "the manifest cannot be written: '\(file.path)' is a file, not a folder")
            #expect(Self.hasNoFoundationWords(error.description))
        }
        do {
            try FilmError.save(Data(), to: folder.appendingPathComponent("none/manifest.json"))
            Issue.record("saved")
        } catch {
            #expect(error.reason == "the file cannot be written: the folder does not exist")
        }
        do {
            _ = try FilmError.read(folder, what: "the manifest")
            Issue.record("read a folder")
        } catch {
            #expect(error.reason == "the manifest cannot be read: it is a folder, not a file")
        }
        do {
            _ = try FilmManifest.read(from: folder.appendingPathComponent("none.json"))
            Issue.record("read a missing manifest")
        } catch {
            #expect("\(error)".hasSuffix("the manifest cannot be read: the file does not exist"), "\(error)")
        }
        try Data("{\"fps\": 1}".utf8).write(to: folder.appendingPathComponent("bad.json"))
        do {
            _ = try FilmManifest.read(from: folder.appendingPathComponent("bad.json"))
            Issue.record("read a bad manifest")
        } catch {
            #expect("\(error)".contains("not a valid film manifest (the key '"), "\(error)")
            #expect(!"\(error)".contains("keyNotFound"), "Swift's own dump of the decoding error: \(error)")
        }
    }
}
