import ArgumentParser

/// One output `flipbook render --outputs` can ask for.
enum RenderOutput: String, CaseIterable, ExpressibleByArgument {
    case frames, filmstrip, apng, gif, mp4, webm, manifest, trace
}

/// `--outputs`: a comma-separated list of ``RenderOutput``s. Parsing never
/// fails; ``problem`` holds what is wrong, which the command's `validate()`
/// reports (so the message names the list and the choices).
struct RenderOutputList: ExpressibleByArgument {
    /// The outputs named, in order.
    var outputs: [RenderOutput] = []
    /// What is wrong with the list as typed; nil when every item is an output.
    var problem: String?

    init(argument: String) {
        // Every item named, none empty: '--outputs ""' (an empty variable in a script) would write nothing.
        let names = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let choices = RenderOutput.allCases.map(\.rawValue).joined(separator: ", ")
        if names.contains(where: \.isEmpty) {
            problem =
                "--outputs: name at least one output, separated by commas without empty items (got '\(argument)'); choose from "
                + choices
            return
        }
        for name in names {
            guard let output = RenderOutput(rawValue: name) else {
                problem = "--outputs: unknown output '\(name)'; choose from " + choices
                return
            }
            outputs.append(output)
        }
    }

    func contains(_ output: RenderOutput) -> Bool { outputs.contains(output) }
}
