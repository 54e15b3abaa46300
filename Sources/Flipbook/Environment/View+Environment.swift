import Foundation

extension View {
    /// The measurer this view's text lays out with: its window's
    /// (``WindowEnvironment/textMeasurer``), or the standard one outside any window.
    package var textMeasurer: any TextMeasuring {
        window?.environment.textMeasurer ?? WindowEnvironment.standardTextMeasurer
    }
}

extension Layer {
    /// The measurer this layer's text lays out with: its host window's, or
    /// the standard one outside any window.
    package var textMeasurer: any TextMeasuring {
        hostWindow?.environment.textMeasurer ?? WindowEnvironment.standardTextMeasurer
    }
}
