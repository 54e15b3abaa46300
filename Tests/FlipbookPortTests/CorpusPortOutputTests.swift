import FlipbookPort
import Foundation
import Testing

/// The Drops suite the package compiles (Tests/CorpusBuild/DropsTests/Ported)
/// is `flipbook port`'s output for the unmodified suite (Tests/Corpus/Drops/Tests),
/// byte for byte, file for file: the suite runs as its authors wrote it, ported.
@Suite struct CorpusPortOutputTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    func swiftFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func theCompiledDropsSuiteIsThePortOfTheUnmodifiedOne() throws {
        let original = Self.root.appending(path: "Corpus/Drops/Tests")
        let ported = Self.root.appending(path: "CorpusBuild/DropsTests/Ported")
        let names = try swiftFiles(in: original)
        #expect(names.count == 10)
        #expect(try swiftFiles(in: ported) == names, "one ported file for each file of the suite")
        var sources: [String: String] = [:]
        var context = PortContext()
        for name in names {
            let text = try String(contentsOf: original.appending(path: name), encoding: .utf8)
            sources[name] = text
            context.collect(from: text)
        }
        let porter = Porter(context: context)
        for name in names {
            let expected = try porter.port(sources[name]!, file: name).text
            let kept = try String(contentsOf: ported.appending(path: name), encoding: .utf8)
            #expect(
                kept == expected,
                "\(name) is not the port's output; run flipbook port Tests/Corpus/Drops/Tests --out Tests/CorpusBuild/DropsTests/Ported"
            )
            #expect(kept.contains("#if canImport(UIKit)") && !kept.contains("os(iOS)"))
        }
    }
}
