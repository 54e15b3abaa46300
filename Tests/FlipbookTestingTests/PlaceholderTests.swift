import Testing
import FlipbookTesting
