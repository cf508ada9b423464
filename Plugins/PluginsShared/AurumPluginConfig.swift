import Foundation

/// What the plugins read from a target's `aurum-codegen.json` without running the tool: the prefix that names
/// the generated files, and every file the tool will read. The tool reports any mistake in these files with its
/// position, so whatever cannot be read here is left for it to report.
struct AurumPluginConfig {
    static let fileName = "aurum-codegen.json"
    /// Passed to the tool as `--shards`; `outputFiles` names the files the tool then writes.
    static let shards = 4

    let url: URL
    /// `swift.prefix`, default `Aurum`.
    let prefix: String
    /// The configuration, the token files (a resolver and every file it references), the component manifests
    /// and icons (when there is a `components` section) and the user templates.
    let inputs: [URL]
    /// `codeConnect` and `pages` output folders, relative to the configuration or absolute.
    let documentationOutputs: [String]

    init(url: URL) {
        self.url = url
        let directory = url.deletingLastPathComponent()
        let root = Self.readObject(url) ?? [:]
        let tokens = root["tokens"] as? [String: Any] ?? [:]
        let swift = root["swift"] as? [String: Any] ?? [:]
        prefix = swift["prefix"] as? String ?? "Aurum"
        let codeConnect = root["codeConnect"] as? [String: Any] ?? [:]
        let pages = root["pages"] as? [String: Any] ?? [:]
        documentationOutputs = [codeConnect["output"], codeConnect["legacyOutput"], pages["output"]].compactMap { $0 as? String }

        var inputs = [url]
        if let resolver = (tokens["resolver"] as? String).map({ Self.resolve($0, in: directory) }) {
            inputs.append(resolver)
            inputs += Self.fileReferences(in: Self.readJSON(resolver)).map { Self.resolve($0, in: resolver.deletingLastPathComponent()) }
        }
        inputs += (tokens["files"] as? [Any] ?? []).compactMap { $0 as? String }.map { Self.resolve($0, in: directory) }
        // The tool's defaults for these two paths, as in ComponentsConfiguration.
        if let components = root["components"] as? [String: Any] {
            let manifests = Self.resolve(components["manifests"] as? String ?? "tokens/components", in: directory)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: manifests.path(percentEncoded: false))) ?? []
            inputs += names.filter { $0.hasSuffix(".component.json") }.sorted().map { manifests.appending(path: $0) }
            inputs.append(Self.resolve(components["icons"] as? String ?? "tokens/icons.json", in: directory))
        }
        if let templates = (swift["templates"] as? String).map({ Self.resolve($0, in: directory) }) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: templates.path(percentEncoded: false))) ?? []
            inputs += names.filter { $0.hasSuffix(".mustache") }.sorted().map { templates.appending(path: $0) }
        }
        // A missing input is the tool's to report; declaring it would only make the build system fail first.
        var seen = Set<String>()
        self.inputs = inputs.filter {
            let path = $0.path(percentEncoded: false)
            return seen.insert(path).inserted && FileManager.default.fileExists(atPath: path)
        }
    }

    /// The tool's `--plugin-output` file set (`FixedSwiftLayout.fileNames`), in `directory`.
    func outputFiles(in directory: URL) -> [URL] {
        let shards = (0..<Self.shards).map { $0 == 0 ? "\(prefix)Generated.swift" : "\(prefix)Generated+\($0).swift" }
        return (shards + ["\(prefix)Generated+SwiftUI.swift"]).map { directory.appending(path: $0) }
    }

    /// Arguments for `aurum-codegen generate` writing the fixed file set into `directory`.
    func buildArguments(output directory: URL) -> [String] {
        ["generate", "--quiet", "--config", url.path(percentEncoded: false),
         "--plugin-output", directory.path(percentEncoded: false), "--shards", String(Self.shards)]
    }

    /// Arguments for `aurum-codegen generate` writing the Code Connect files and pages where the configuration says.
    func documentationArguments() -> [String] {
        ["generate", "--config", url.path(percentEncoded: false), "--only", "code-connect,pages"]
    }

    /// The one configuration among a target's files, or a message saying what to do.
    static func find(in files: [URL], target: String) throws -> AurumPluginConfig {
        let configs = files.filter { $0.lastPathComponent == fileName }
        guard configs.count == 1 else {
            throw PluginProblem(configs.isEmpty
                ? "target '\(target)' has no \(fileName); add one to the target's directory naming its tokens (see the aurum-codegen README)"
                : "target '\(target)' has \(configs.count) \(fileName) files (\(configs.map { $0.path(percentEncoded: false) }.joined(separator: ", "))); keep one")
        }
        return AurumPluginConfig(url: configs[0])
    }

    /// Every `"$ref"` naming another file (`"primitives/color.tokens.json"`, not `"#/sets/base"`), without its fragment.
    static func fileReferences(in json: Any?) -> [String] {
        switch json {
        case let object as [String: Any]:
            var refs: [String] = []
            if let ref = object["$ref"] as? String, let file = ref.split(separator: "#", omittingEmptySubsequences: false).first, !file.isEmpty {
                refs.append(String(file))
            }
            for key in object.keys.sorted() where key != "$ref" { refs += fileReferences(in: object[key]) }
            return refs
        case let array as [Any]:
            return array.flatMap(fileReferences(in:))
        default:
            return []
        }
    }

    static func resolve(_ path: String, in directory: URL) -> URL {
        path.hasPrefix("/") ? URL(filePath: path) : directory.appending(path: path)
    }

    static func readJSON(_ url: URL) -> Any? {
        guard let data = FileManager.default.contents(atPath: url.path(percentEncoded: false)) else { return nil }
        return try? JSONSerialization.jsonObject(with: data)
    }

    static func readObject(_ url: URL) -> [String: Any]? {
        readJSON(url) as? [String: Any]
    }
}

/// A mistake in how the plugin is used, shown as the build's error message.
struct PluginProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
