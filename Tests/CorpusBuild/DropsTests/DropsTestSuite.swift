// Drops' own XCTest suite (Tests/Corpus/Drops/Tests) as `flipbook port` makes it, in Ported/: the
// output of `flipbook port Tests/Corpus/Drops/Tests --out Tests/CorpusBuild/DropsTests/Ported`
// (every file is wrapped in `#if os(iOS)`, which becomes `#if canImport(UIKit)`, and `import XCTest`
// gets `import UIKit` beside it). The FlipbookPort plugin cannot run on a test target here (it would
// link a second copy of the flipbook tool into the test bundle), so the output is kept, and
// CorpusPortOutputTests (Tests/FlipbookPortTests) fails when it is not exactly the port of the
// unmodified files. To refresh it after changing the port, run the command above.
