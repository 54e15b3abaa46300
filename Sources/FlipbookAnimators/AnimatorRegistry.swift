import Flipbook
// The registry of named animators arrives with the films work.
