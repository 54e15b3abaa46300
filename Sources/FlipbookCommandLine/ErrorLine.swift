import Foundation

/// Keeps an error on its line when a path the user gave holds a line break or
/// another control character (a scene file named `new\nline.yaml`).
package enum ErrorLine {
    /// `text` with every occurrence of a command-line argument that holds a
    /// control character (and of its file name and absolute path) written with
    /// escapes (`\n`, `\u{1B}`), so that it cannot split or forge lines.
    package static func escapingArguments(_ text: String, arguments: [String] = CommandLine.arguments) -> String {
        var result = text
        var forms: Set<String> = []
        for argument in arguments.dropFirst() where argument.unicodeScalars.contains(where: isControl) {
            forms.insert(argument)
            let url = URL(fileURLWithPath: argument)
            forms.insert(url.lastPathComponent)
            forms.insert(url.standardizedFileURL.path)
            forms.insert((url.lastPathComponent as NSString).deletingPathExtension)
        }
        // Longest first, so a path is escaped whole before its file name alone.
        for form in forms.filter({ $0.unicodeScalars.contains(where: isControl) }).sorted(by: { $0.count > $1.count }) {
            result = result.replacingOccurrences(of: form, with: escaped(form))
        }
        return result
    }

    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar == "\u{2028}"
            || scalar == "\u{2029}"
    }

    package static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
