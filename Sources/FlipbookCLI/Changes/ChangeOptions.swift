import ArgumentParser

/// `flipbook verify`'s options for running only what changed.
struct ChangeOptions: ParsableArguments {
    @Flag(
        name: .customLong("changed-only"),
        help: ArgumentHelp(
            "Skip each scene whose inputs (scene bytes, images, plugins, Flipbook's and the libraries' "
                + "versions, the font file, --scale) match the fingerprint its golden recorded."))
    var changedOnly = false

    @Flag(help: "Print why each scene was rendered or skipped.")
    var explain = false
}
