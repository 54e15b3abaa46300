import Flipbook
import Foundation
import Yams

/// Reads scene documents (YAML, or JSON, which is YAML) into ``SceneDocument``s.
///
/// ```swift
/// let scene = try SceneLoader().load(contentsOf: URL(fileURLWithPath: "Renders/scenes/reference-push.yaml"))
/// ```
///
/// Every problem is a ``SceneError`` naming the file, line and column. The
/// limits of ``SceneLimits`` are enforced while reading; nothing in a
/// document runs code.
public struct SceneLoader: Sendable {
    /// What a loader accepts beyond the document itself.
    public struct Options: Sendable {
        /// Allows image paths that are absolute or leave the scene's folder. Default false.
        public var allowOutsidePaths = false
        /// When set, animator names outside it are refused with the closest known name.
        public var animatorNames: Set<String>?
        /// When set, presentation controller names outside it are refused likewise.
        public var presentationControllerNames: Set<String>?
        /// Replaces the document's `device:` (a variant's device): the
        /// canvas takes the device's size, whatever the document says.
        public var device: Device?

        /// Options; the defaults accept any animator and presentation controller name and keep image paths inside the scene's folder.
        public init(
            allowOutsidePaths: Bool = false, animatorNames: Set<String>? = nil,
            presentationControllerNames: Set<String>? = nil, device: Device? = nil
        ) {
            self.allowOutsidePaths = allowOutsidePaths
            self.animatorNames = animatorNames
            self.presentationControllerNames = presentationControllerNames
            self.device = device
        }
    }

    /// The options the loader reads documents with.
    public var options: Options

    /// A loader with `options`.
    public init(options: Options = Options()) { self.options = options }

    /// Reads the file at `url`; image paths are relative to its folder.
    public func load(contentsOf url: URL) throws(SceneError) -> SceneDocument {
        let file = url.lastPathComponent
        func fail(_ problem: String, _ hint: String? = nil) -> SceneError {
            SceneError(file: file, line: 1, column: 1, problem: problem, hint: hint)
        }
        let size: Int
        switch FileKind(path: url.path) {
        case .missing: throw fail("cannot read the scene file '\(url.path)'", "check that it exists and is readable")
        case .folder: throw fail("'\(url.path)' is a folder, not a scene file")
        case let .special(kind): throw fail("cannot read the scene file '\(url.path)': it is \(kind), not a regular file")
        case let .regularFile(bytes): size = bytes
        }
        guard size <= SceneLimits.maximumFileSize else { throw tooLarge(file, size) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw fail("cannot read the scene file '\(url.path)'", "check that it exists and is readable")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw fail("the scene file is not UTF-8 text") }
        return try parse(text, file: file, folder: url.deletingLastPathComponent())
    }

    /// Reads a document from text. `file` names it in errors; image paths are relative to `folder`.
    public func parse(_ text: String, file: String = "scene.yaml", folder: URL) throws(SceneError) -> SceneDocument {
        guard text.utf8.count <= SceneLimits.maximumFileSize else { throw tooLarge(file, text.utf8.count) }
        if let (line, column) = NestingScan.firstTooDeep(in: text) {
            throw SceneError(
                file: file, line: line, column: column,
                problem: "the document is nested more than \(NestingScan.limit) levels deep")
        }
        let root: Node?
        do {
            // `.basic` resolves no scalar tags: the parser reads every scalar as text itself (numbers, booleans,
            // nulls, `<<` merges), and Yams' default rules would compile seven ICU regular expressions per process.
            root = try Yams.compose(yaml: text, .basic)
        } catch let e as YamlError {
            throw Self.sceneError(e, file: file)
        } catch {
            throw SceneError(file: file, line: 1, column: 1, problem: "the document is not valid YAML (\(error))")
        }
        guard let root else {
            throw SceneError(
                file: file, line: 1, column: 1, problem: "the document is empty",
                hint: "a scene needs 'canvas', 'screens' and 'transition'")
        }
        try SceneParser.checkNodeCount(root, file: file)
        return try SceneParser(file: file, folder: folder, options: options, text: text).document(root)
    }

    private func tooLarge(_ file: String, _ size: Int) -> SceneError {
        SceneError(
            file: file, line: 1, column: 1,
            problem: "the scene file is \(size) bytes, more than the limit of \(SceneLimits.maximumFileSize) bytes (4 MiB)")
    }

    /// A Yams/libyaml error as a sentence with its position.
    static func sceneError(_ e: YamlError, file: String) -> SceneError {
        func make(_ context: YamlError.Context?, _ problem: String, _ mark: Mark) -> SceneError {
            var text = "invalid YAML: " + problem
            if let context { text += " " + context.text }
            return SceneError(file: file, line: mark.line, column: mark.column, problem: text)
        }
        switch e {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            return make(context, problem, mark)
        case let .reader(problem, _, _, _):
            return SceneError(file: file, line: 1, column: 1, problem: "invalid text: " + problem)
        default:
            return SceneError(file: file, line: 1, column: 1, problem: "the document is not valid YAML (\(e))")
        }
    }
}

extension SceneLoader {
    /// The document at `url` as each of its variants (``SceneDocument/variants``),
    /// or itself when it lists none: a variant with a device is read again
    /// for that device, so frames that default to the canvas fill it. `only`
    /// keeps the variant of that name.
    /// - Throws: ``SceneError`` for a bad file, or a variant name the scene does not list.
    public func loadVariants(contentsOf url: URL, only: String? = nil) throws(SceneError) -> [SceneDocument] {
        let base = try load(contentsOf: url)
        guard let variants = base.variants else {
            if let only {
                throw SceneError(
                    file: url.lastPathComponent, line: 1, column: 1,
                    problem: "the scene lists no variants, so there is no variant '\(only)'",
                    hint: "add 'variants:' to the scene, or leave out --variant")
            }
            return [base]
        }
        var chosen = variants.all
        if let only {
            chosen = chosen.filter { $0.name == only }
            if chosen.isEmpty {
                throw SceneError(
                    file: url.lastPathComponent, line: 1, column: 1, problem: "the scene has no variant '\(only)'",
                    hint: Suggestion.hint(for: only, among: variants.all.map(\.name)))
            }
        }
        var out: [SceneDocument] = []
        for variant in chosen {
            var document = base
            if let device = variant.device {
                var options = self.options
                options.device = device
                document = try SceneLoader(options: options).load(contentsOf: url)
            }
            document.variants = nil
            document.environment = variant
            out.append(document)
        }
        return out
    }
}
