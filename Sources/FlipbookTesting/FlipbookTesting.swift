import Flipbook
import FlipbookCairo
