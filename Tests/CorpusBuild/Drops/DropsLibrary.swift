// Drops (Tests/Corpus/Drops) as `flipbook port` makes it, compiled in the Swift 5 language mode
// its package declares. Its sources are the FlipbookPort plugin's output for the folder listed in
// flipbook-port.txt; this file only keeps the target's folder non-empty.
