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

extension View {
    /// Reports a diagnostic about this view (to its window's sink, if set).
    func reportDiagnostic(_ code: String, _ message: String) {
        Diagnostics.report(code, message, from: self)
    }
}

extension Layer {
    /// Reports a diagnostic about this layer (to its window's sink, if set).
    func reportDiagnostic(_ code: String, _ message: String) {
        Diagnostics.report(code, message, from: self)
    }
}

extension GestureRecognizer {
    /// Reports a diagnostic about this recognizer (to its view's window's sink, if set).
    func reportDiagnostic(_ code: String, _ message: String) {
        Diagnostics.report(code, message, from: self)
    }
}
