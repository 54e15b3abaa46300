import ArgumentParser

/// Options of every command that runs scene documents: the scale to draw
/// at and the animator plugins to load first.
struct SceneInputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Pixels per point, overriding the scene's canvas scale; in [0.01, 8].", valueName: "S"))
    var scale: Double?

    @Option(
        name: .customLong("plugin"), help: ArgumentHelp("A plugin library of animators to load; repeatable.", valueName: "PATH"))
    var plugins: [String] = []

    func validate() throws {
        if let scale, !(scale >= 0.01 && scale <= 8 && scale.isFinite) {
            throw ValidationError("--scale must be a number in [0.01, 8], got \(scale)")
        }
    }
}
