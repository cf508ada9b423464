import Foundation
import Testing
import AurumCodegenCore
@testable import AurumCodegenCLI

/// `validate` with a configuration applies Figma's publish rules to the Code Connect files generate would write.
@Suite struct ValidateCodeConnectTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func project(figma: String, templates: String? = nil) throws -> URL {
        let directory = try ImportCommandTests.temporaryDirectory()
        let text = """
        {
          "tokens": { "resolver": "\(root.path)/tokens/aurum.resolver.json" },
          "swift": { \(templates.map { "\"templates\": \"\($0)\"" } ?? "") },
          "components": { "manifests": "\(root.path)/tokens/components", "icons": "\(root.path)/tokens/icons.json" },
          "codeConnect": { "output": "FigmaConnect/Templates" },
          "figma": \(figma)
        }
        """
        try text.write(to: directory.appendingPathComponent("aurum-codegen.json"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func theGeneratedFilesPassAndAMissingKeyIsOneWarning() throws {
        let configured = try Self.project(figma: #"{ "fileKey": "AbC123xyz" }"#)
        defer { try? FileManager.default.removeItem(at: configured) }
        let valid = ImportCommandTests.run(["validate"], in: configured)
        #expect(valid.code == ExitCode.success, "\(valid.error)")
        #expect(valid.output == "2 inputs valid (7 token files read)\n")

        let unset = try Self.project(figma: #"{ "fileName": "Aurum" }"#)
        defer { try? FileManager.default.removeItem(at: unset) }
        let warned = ImportCommandTests.run(["validate"], in: unset)
        #expect(warned.code == ExitCode.success)
        #expect(warned.error == "aurum-codegen.json:6:12: warning: 'figma.fileKey' is not set: Figma links are written with the placeholder key '_SET_FIGMA_FILE_KEY_', which Figma's Code Connect CLI refuses to publish; set it to the design file's key or URL\n")
    }

    /// A template override that drops the `// url=` directive and imports a helper module: Figma's CLI would
    /// refuse every file, so validate fails with each file's position.
    @Test func aTemplateOverrideThatBreaksThePublishRulesFails() throws {
        let directory = try Self.project(figma: #"{ "fileKey": "AbC123xyz" }"#, templates: "Templates")
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try String(contentsOf: Self.root.appendingPathComponent("templates/code-connect.figma.ts.mustache"), encoding: .utf8)
        let broken = original.replacingOccurrences(of: "// url={{url}}\n", with: "").replacingOccurrences(of: "import figma from 'figma'\n", with: "import figma from 'figma'\nimport { helper } from './helpers'\n")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try broken.write(to: directory.appendingPathComponent("Templates/code-connect.figma.ts.mustache"), atomically: true, encoding: .utf8)
        let run = ImportCommandTests.run(["validate"], in: directory)
        #expect(run.code == ExitCode.inputError)
        let errors = run.error.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 8, "\(run.error)")
        #expect(errors.contains { $0.hasPrefix("FigmaConnect/Templates/AurumNavBar.figma.ts:1:1: error: a template file needs a leading '// url=") })
        #expect(errors.contains { $0.hasPrefix("FigmaConnect/Templates/AurumNavBar.figma.ts:5:1: error: Figma's CLI allows only \"import figma from 'figma'\"") })
    }
}
