// CorpusSwift5: the corpus (Tests/Corpus) as `flipbook port` makes it, compiled in the Swift 5
// language mode. Its sources are the FlipbookPort plugin's output for the folders listed in
// flipbook-port.txt (links to Tests/Corpus); this file only keeps the target's folder non-empty.
