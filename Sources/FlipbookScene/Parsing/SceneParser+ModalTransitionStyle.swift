import Flipbook
import Foundation
import Yams

extension SceneParser {
    /// The modal transition styles a document may name (`transitionStyle:`),
    /// by the Swift names of UIKit's cases, in the order messages list them.
    static let modalTransitionStyles: [ModalTransitionStyle] = [.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl]

    /// The ``ModalTransitionStyle`` a `transitionStyle:` value names; an
    /// unknown name is a "unknown transition style" error with a suggestion.
    func modalTransitionStyle(_ node: Node) throws(SceneError) -> ModalTransitionStyle {
        let name = try choice(node, "transition style", Self.modalTransitionStyles.map(\.description))
        return Self.modalTransitionStyles.first { $0.description == name }!
    }
}
