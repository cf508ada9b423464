import Foundation
import Testing
@testable import AurumCodegenCLI
@testable import AurumCodegenCore

/// `generate` and `validate` driven in-process on real files in a temporary directory.
@Suite final class GenerateCommandTests {
    let directory: URL

    deinit { try? FileManager.default.removeItem(at: directory) }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let capture = CapturedOutput()
        let code = AurumCodegenCommandLine.main(arguments, io: .capturing(into: capture, currentDirectory: directory.path))
        return (code, capture.standardOutput, capture.standardError)
    }

    static let good = """
    {
      "color": {
        "$type": "color",
        "purple": { "500": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.2, 0.9], "alpha": 1 } } },
        "brand": { "$value": "{color.purple.500}", "$description": "Brand colour." }
      },
      "space": { "$type": "dimension", "m": { "$value": { "value": 16, "unit": "px" } } }
    }
    """

    @Test func generatesFromFilesAloneAndPrintsASummary() throws {
        try write("a.tokens.json", Self.good)
        let first = run(["generate", "a.tokens.json", "--output", "Out"])
        #expect(first.code == 0, "\(first.err)")
        #expect(first.out.contains("tokens: 3 (2 color, 1 dimension)"))
        #expect(first.out.contains("modes: none"))
        #expect(first.out.contains(" written, 0 unchanged in "))
        let colors = try String(contentsOf: directory.appendingPathComponent("Out/AurumColors.swift"), encoding: .utf8)
        #expect(colors.contains("static var purple500: AurumColor"))
        #expect(colors.contains("/// Brand colour."))

        let second = run(["generate", "a.tokens.json", "--output", "Out"])
        #expect(second.code == 0)
        #expect(second.out.contains("swift: 0 written"))
    }

    @Test func inputErrorsExitOneWithLocationsAndWriteNothing() throws {
        try write("bad.tokens.json", """
        {
          "color": {
            "$type": "color",
            "brand": { "$value": "{color.nope}" }
          }
        }
        """)
        let result = run(["generate", "bad.tokens.json", "--output", "Out"])
        #expect(result.code == 1)
        #expect(result.err.contains("bad.tokens.json:4:"))
        #expect(result.err.contains("error:"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out").path))
    }

    @Test func usageErrorsExit64() throws {
        try write("a.tokens.json", Self.good)
        #expect(run(["generate", "a.tokens.json"]).code == 64)            // no --output
        #expect(run(["generate"]).code == 64)                             // no config here
        #expect(run(["generate", "--ouptut", "x", "a.tokens.json"]).code == 64)
    }

    @Test func dryRunWritesNothing() throws {
        try write("a.tokens.json", Self.good)
        let result = run(["generate", "a.tokens.json", "--output", "Out", "--dry-run", "--verbose"])
        #expect(result.code == 0)
        #expect(result.out.contains("would write"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out").path))
    }

    @Test func validateReportsAndExits() throws {
        try write("a.tokens.json", Self.good)
        try write("bad.tokens.json", #"{ "x": { "$type": "dimension", "$value": { "value": 1, "unit": "pt" } } }"#)
        let ok = run(["validate", "a.tokens.json"])
        #expect(ok.code == 0)
        #expect(ok.out.contains("1 input valid"))
        let bad = run(["validate", "bad.tokens.json"])
        #expect(bad.code == 1)
        #expect(bad.err.contains("bad.tokens.json:1:"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out").path))
    }

    @Test func theRepositoryConfigGeneratesWithNoArguments() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let capture = CapturedOutput()
        let code = AurumCodegenCommandLine.main(["generate", "--dry-run"], io: .capturing(into: capture, currentDirectory: root.path))
        #expect(code == 0, "\(capture.standardError)")
        #expect(capture.standardOutput.contains("modes: theme = light | dark (default light)"))
        // The checked-in reference output is current: a dry run would write nothing.
        #expect(capture.standardOutput.contains("swift: 0 would write"))
    }

    @Test func pluginOutputWritesTheFixedFileSet() throws {
        try write("a.tokens.json", Self.good)
        try write("aurum-codegen.json", #"{ "tokens": { "files": ["a.tokens.json"] }, "swift": { "prefix": "Fx", "output": "Configured" } }"#)
        let first = run(["generate", "--config", "aurum-codegen.json", "--plugin-output", "Plugin", "--shards", "2"])
        #expect(first.code == 0, "\(first.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Plugin").path).sorted()
        #expect(names == FixedSwiftLayout(prefix: "Fx", shards: 2).fileNames.sorted())
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Configured").path))
        let second = run(["generate", "--config", "aurum-codegen.json", "--plugin-output", "Plugin", "--shards", "2"])
        #expect(second.out.contains("swift: 0 written, 3 unchanged"))
        let quiet = run(["generate", "--config", "aurum-codegen.json", "--plugin-output", "Plugin", "--shards", "2", "--quiet"])
        #expect(quiet.code == 0 && quiet.out.isEmpty && quiet.err.isEmpty)
    }

    @Test func pluginOutputOptionsAreChecked() throws {
        try write("a.tokens.json", Self.good)
        #expect(run(["generate", "a.tokens.json", "--plugin-output", "P", "--shards", "0"]).code == 64)
        #expect(run(["generate", "a.tokens.json", "--plugin-output", "P", "--output", "O"]).code == 64)
        #expect(run(["generate", "a.tokens.json", "--output", "O", "--shards", "2"]).code == 64)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("P").path))
    }

    @Test func onlyWritesTheNamedOutputs() throws {
        try write("a.tokens.json", Self.good)
        try write("aurum-codegen.json", #"{ "tokens": { "files": ["a.tokens.json"] }, "swift": { "output": "Out" } }"#)
        #expect(run(["generate", "--only", "pages"]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out").path))
        #expect(run(["generate", "--only", "pages,swift"]).code == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out/AurumColors.swift").path))
        #expect(run(["generate", "--only", "figma"]).code == 64)
        #expect(run(["generate", "--only", "swift", "--plugin-output", "P"]).code == 64)
    }

    @Test func onlyCodeConnectAndPagesOfTheRepositoryConfig() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let capture = CapturedOutput()
        let code = AurumCodegenCommandLine.main(["generate", "--only", "code-connect,pages", "--dry-run"],
                                                io: .capturing(into: capture, currentDirectory: root.path))
        #expect(code == 0, "\(capture.standardError)")
        let labels = capture.standardOutput.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }
        #expect(labels.contains("code connect") && labels.contains("code connect (.figma.swift)") && labels.contains("pages"))
        #expect(!labels.contains("component swift"), "\(capture.standardOutput)")
    }
}

/// `validate` with the repository's configuration checks the manifests against the tokens too.
@Suite struct ValidateConfigurationTests {
    @Test func anUnknownTokenInAManifestIsAnError() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-validate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("tokens"), to: copy.appendingPathComponent("tokens"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("aurum-codegen.json"), to: copy.appendingPathComponent("aurum-codegen.json"))

        func validate() -> (Int32, String) {
            let capture = CapturedOutput()
            let code = AurumCodegenCommandLine.main(["validate"], io: .capturing(into: capture, currentDirectory: copy.path))
            return (code, capture.standardError)
        }
        #expect(validate().0 == 0)

        let manifest = copy.appendingPathComponent("tokens/components/AurumNavBar.component.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("\"{color.text.brand.normal}\"") }) + 1
        try text.replacingOccurrences(of: "\"{color.text.brand.normal}\"", with: "\"{color.text.brand.nope}\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let (code, errors) = validate()
        #expect(code == 1)
        #expect(errors.contains("tokens/components/AurumNavBar.component.json:\(line):"), "\(errors)")
        #expect(errors.contains("color.text.brand.nope"))
    }
}
