import Foundation

/// A plain DTCG token file, loaded the way `generate` loads `tokens.files` (parse, groups, `$extends`, aliases,
/// types), then rendered to Swift with the default templates, so the namer and the emitters see whatever loaded.
enum TokenFileFuzz {
    static let templates = try! TemplateLoader.library(overrides: nil)

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let url = fuzzScratchDirectory.appendingPathComponent("fuzz.tokens.json")
        guard FileManager.default.createFile(atPath: url.path, contents: Data(buffer: bytes)),
              let tokens = try? TokenLoader.load(files: [url]),
              let input = try? SwiftGenerationInput(tokens, remBase: 16, inputs: ["fuzz.tokens.json"]) else { return }
        _ = try? SwiftGenerator(options: SwiftGenerationOptions()).generate(input, templates: templates)
    }
}
