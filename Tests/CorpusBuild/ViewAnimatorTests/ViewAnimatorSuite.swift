// ViewAnimator's own XCTest suite (Tests/Corpus/ViewAnimator/ViewAnimatorTests), unmodified, as
// `flipbook port` makes it; this file only keeps the target's folder non-empty.
