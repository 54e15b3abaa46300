// Drops' own XCTest suite (Tests/Corpus/Drops/Tests) as `flipbook port` makes it: its files are
// wrapped in `#if os(iOS)`, which the port rewrites to `#if canImport(UIKit)`. The sources are the
// FlipbookPort plugin's output for the folder listed in flipbook-port.txt; this file only keeps
// the target's folder non-empty.
