import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookScene

#if canImport(Glibc)
import Glibc
#endif

/// The last step of a render moves its files from the staging folder into the output
/// folder by name (`OutputFolder.Mover`): it replaces a file render wrote, and never
/// replaces a folder, a link or anything else that appeared there meanwhile.
@Suite struct OutputFolderMoverTests {
    func fresh(_ name: String = #function) throws -> (out: URL, staging: URL) {
        let out = try scratchFolder(name)
        try? FileManager.default.removeItem(at: out)
        let staging = out.appendingPathComponent(".flipbook-staging-1")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        return (out, staging)
    }

    func text(_ url: URL) -> String? { (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) } }

    @Test func movesByNameAndReplacesARegularFile() throws {
        let (out, staging) = try fresh()
        defer { try? FileManager.default.removeItem(at: out) }
        try Data("new 0".utf8).write(to: staging.appendingPathComponent("frame-0000.png"))
        try Data("new 1".utf8).write(to: staging.appendingPathComponent("frame-0001.png"))
        try Data("old 1".utf8).write(to: out.appendingPathComponent("frame-0001.png"))
        let mover = try OutputFolder(url: out, framePrefix: "frame-").mover(from: staging)
        try mover.place("frame-0000.png")
        try mover.place("frame-0001.png")
        #expect(text(out.appendingPathComponent("frame-0000.png")) == "new 0")
        #expect(text(out.appendingPathComponent("frame-0001.png")) == "new 1")
        #expect(try FileManager.default.contentsOfDirectory(atPath: staging.path).isEmpty)
    }

    @Test func refusesAFolderOrALinkInTheWayAndLeavesBothSidesAlone() throws {
        let (out, staging) = try fresh()
        defer { try? FileManager.default.removeItem(at: out) }
        try Data("new".utf8).write(to: staging.appendingPathComponent("frame-0002.png"))
        try Data("new".utf8).write(to: staging.appendingPathComponent("frame-0003.png"))
        let folder = out.appendingPathComponent("frame-0002.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: folder.appendingPathComponent("keep.txt"))
        let target = out.appendingPathComponent("elsewhere.txt")
        try Data("precious".utf8).write(to: target)
        #expect(symlink(target.path, out.appendingPathComponent("frame-0003.png").path) == 0)
        let mover = try OutputFolder(url: out, framePrefix: "frame-").mover(from: staging)
        for (name, kind) in [("frame-0002.png", "a folder"), ("frame-0003.png", "a symbolic link")] {
            do {
                try mover.place(name)
                Issue.record("\(name) was moved over \(kind)")
            } catch let error as FilmError {
                #expect(error.path == out.appendingPathComponent(name).path)
                #expect(error.reason.hasPrefix("is \(kind), not a file render wrote"), "\(error.reason)")
            }
            #expect(text(staging.appendingPathComponent(name)) == "new", "the staged file stays")
        }
        #expect(text(folder.appendingPathComponent("keep.txt")) == "precious")
        #expect(text(target) == "precious")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: out.appendingPathComponent("frame-0003.png").path)
                == target.path)
    }

    @Test func aMissingStagedFileIsAnErrorNamingTheTarget() throws {
        let (out, staging) = try fresh()
        defer { try? FileManager.default.removeItem(at: out) }
        try Data("old".utf8).write(to: out.appendingPathComponent("frame-0004.png"))
        let mover = try OutputFolder(url: out, framePrefix: "frame-").mover(from: staging)
        do {
            try mover.place("frame-0004.png")
            Issue.record("a file that is not staged was moved")
        } catch let error as FilmError {
            #expect(error.path == out.appendingPathComponent("frame-0004.png").path)
            #expect(error.reason.hasPrefix("the file cannot be moved into place"), "\(error.reason)")
        }
        #expect(text(out.appendingPathComponent("frame-0004.png")) == "old", "the file there is untouched")
    }

    @Test func aMissingFolderIsAnError() throws {
        let (out, staging) = try fresh()
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.removeItem(at: staging)
        #expect(throws: FilmError.self) { try OutputFolder(url: out, framePrefix: "frame-").mover(from: staging) }
    }
}
