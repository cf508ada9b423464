import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct ConfigurationLoaderTests {
    private let directory = URL(fileURLWithPath: "/project")

    private func parse(_ text: String) throws(DiagnosticError) -> AurumConfiguration {
        try ConfigurationLoader.parse(text, file: "aurum-codegen.json", directory: directory)
    }

    private func errors(_ text: String) -> [String] {
        do {
            _ = try parse(text)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func fullConfiguration() throws {
        let config = try parse("""
        {
          "$schema": "./aurum-codegen.schema.json",
          "tokens": { "resolver": "tokens/aurum.resolver.json", "remBase": 14 },
          "swift": {
            "output": "Sources/Tokens",
            "prefix": "DS",
            "accessLevel": "public",
            "naming": "nested",
            "namespaces": { "color": "Colors", "dimension": "Spacing" },
            "maxDeclarationsPerFile": 200,
            "templates": "templates/custom",
            "appearance": { "modifier": "mode", "light": "day", "dark": "night" }
          },
          "figma": { "fileKey": "abc123", "fileName": "Aurum" },
          "components": { "manifests": "components" }
        }
        """)
        #expect(config.tokens == TokensConfiguration(source: .resolver("tokens/aurum.resolver.json"), remBase: 14))
        #expect(config.tokens.inputs == ["tokens/aurum.resolver.json"])
        #expect(config.swift.output == "Sources/Tokens")
        #expect(config.swift.templates == "templates/custom")
        let options = config.swift.options
        #expect(options.prefix == "DS")
        #expect(options.accessLevel == .public)
        #expect(options.naming == .nested)
        #expect(options.namespaces == ["color": "Colors", "dimension": "Spacing"])
        #expect(options.maxDeclarationsPerFile == 200)
        #expect(options.appearance == .init(modifier: "mode", light: "day", dark: "night"))
        #expect(config.figma == FigmaFileReference(fileKey: "abc123", fileName: "Aurum"))
        #expect(config.components == ComponentsConfiguration(manifests: "components"))
        #expect(config.check == CheckConfiguration())
        #expect(config.drift == DriftConfiguration())
        #expect(config.url(for: "tokens/a.json").path == "/project/tokens/a.json")
        #expect(config.url(for: "/abs/a.json").path == "/abs/a.json")
    }

    @Test func defaults() throws {
        let config = try parse(#"{ "tokens": { "files": ["a.tokens.json", "b.tokens.json"] } }"#)
        #expect(config.tokens == TokensConfiguration(source: .files(["a.tokens.json", "b.tokens.json"]), remBase: 16))
        #expect(config.swift.output == nil)
        #expect(config.swift.options == SwiftGenerationOptions())
        #expect(SwiftGenerationOptions().prefix == "Aurum")
        #expect(SwiftGenerationOptions().accessLevel == .internal)
        #expect(SwiftGenerationOptions().naming == .flat)
        #expect(SwiftGenerationOptions().maxDeclarationsPerFile == 5_000)
    }

    @Test func unknownKeysSuggestTheClosestKnownKey() {
        #expect(errors("""
        {
          "tokens": { "resolver": "a.json", "rembase": 16 },
          "swfit": {},
          "swift": { "acessLevel": "public", "nmaing": "flat", "colours": {} }
        }
        """) == [
            "aurum-codegen.json:2:37: error: unknown key 'rembase' in 'tokens'; did you mean 'remBase'?",
            "aurum-codegen.json:3:3: error: unknown key 'swfit' in the configuration; did you mean 'swift'?",
            "aurum-codegen.json:4:14: error: unknown key 'acessLevel' in 'swift'; did you mean 'accessLevel'?",
            "aurum-codegen.json:4:38: error: unknown key 'nmaing' in 'swift'; did you mean 'naming'?",
            "aurum-codegen.json:4:56: error: unknown key 'colours' in 'swift'; expected one of: 'output', 'prefix', 'accessLevel', 'naming', 'namespaces', 'names', 'maxDeclarationsPerFile', 'templates', 'appearance', 'platforms', 'contrast', 'assetCatalog'",
        ])
    }

    @Test func wrongTypesAndValuesAreReportedAtTheValue() {
        #expect(errors("""
        {
          "tokens": { "resolver": 3, "remBase": -1 },
          "swift": {
            "output": "",
            "prefix": "my prefix",
            "accessLevel": "open",
            "naming": "Nested",
            "namespaces": { "color": 1, "size": "-x" },
            "maxDeclarationsPerFile": 1.5,
            "appearance": { "light": "day" }
          }
        }
        """) == [
            "aurum-codegen.json:2:27: error: 'tokens.resolver' must be a string, not a number",
            "aurum-codegen.json:2:41: error: 'tokens.remBase' must be greater than 0",
            "aurum-codegen.json:4:15: error: 'swift.output' must not be empty",
            "aurum-codegen.json:5:15: error: 'swift.prefix' must be a Swift identifier such as \"Aurum\", not 'my prefix'",
            "aurum-codegen.json:6:20: error: 'swift.accessLevel' must be one of 'internal', 'public', 'package', not 'open'",
            "aurum-codegen.json:7:15: error: 'swift.naming' must be one of 'flat', 'nested', not 'Nested'; did you mean 'nested'?",
            "aurum-codegen.json:8:30: error: 'swift.namespaces.color' must be a string, not a number",
            "aurum-codegen.json:8:41: error: namespace '-x' for group 'size' must continue the prefix into a Swift identifier, e.g. \"Colors\"",
            "aurum-codegen.json:9:31: error: 'swift.maxDeclarationsPerFile' must be a whole number greater than 0",
            "aurum-codegen.json:10:19: error: 'swift.appearance' needs the 'modifier' whose contexts are light and dark",
        ])
    }

    @Test func tokensSourceMustBeOneOfResolverOrFiles() {
        #expect(errors(#"{ "swift": {} }"#) == [
            "aurum-codegen.json:1:1: error: the configuration needs a 'tokens' section naming a 'resolver' or token 'files'",
        ])
        #expect(errors(#"{ "tokens": {} }"#) == ["aurum-codegen.json:1:13: error: 'tokens' needs a 'resolver' or 'files'"])
        #expect(errors(#"{ "tokens": { "resolver": "a", "files": ["b"] } }"#) == [
            "aurum-codegen.json:1:41: error: 'tokens' takes either 'resolver' or 'files', not both",
        ])
        #expect(errors(#"{ "tokens": { "files": [] } }"#) == ["aurum-codegen.json:1:24: error: 'tokens.files' must list at least one file"])
        #expect(errors(#"{ "tokens": { "files": ["a", ""] } }"#) == ["aurum-codegen.json:1:30: error: 'tokens.files' must hold only non-empty strings, not an empty string"])
        #expect(errors(#"[1]"#) == ["aurum-codegen.json:1:1: error: the configuration must be an object, not an array"])
    }

    @Test func jsonSyntaxErrorsHavePositions() {
        #expect(errors("{\n  \"tokens\": { \"resolver\": \"a\" },\n}") == ["aurum-codegen.json:2:32: error: trailing comma is not allowed"])
    }

    @Test func loadsTheRepositoryConfiguration() throws {
        let url = TestPaths.repoRoot.appendingPathComponent(ConfigurationLoader.fileName)
        let config = try ConfigurationLoader.load(contentsOf: url, displayPath: ConfigurationLoader.fileName)
        #expect(config.tokens.source == .resolver("tokens/aurum.resolver.json"))
        #expect(config.swift.output == "Tests/Reference/Aurum/Swift")
        #expect(config.directory.standardizedFileURL == TestPaths.repoRoot.standardizedFileURL)
    }
}
