import ArgumentParser

@main
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Runs UIKit-style view-controller transitions headlessly and draws every frame.",
        subcommands: [CurveCommand.self])
}
