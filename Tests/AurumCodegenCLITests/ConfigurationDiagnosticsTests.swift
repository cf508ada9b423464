import Foundation
import Testing
@testable import AurumCodegenCLI
@testable import AurumCodegenCore

/// Every section of aurum-codegen.json is read when the configuration loads, so a misspelt key anywhere (here in
/// `drift` and `check`, which used to be read late or not at all) stops every command at its line and column.
@Suite final class ConfigurationDiagnosticsTests {
    let directory: URL

    deinit { try? FileManager.default.removeItem(at: directory) }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-config-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try GenerateCommandTests.good.write(to: directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        try """
        {
          "tokens": { "files": ["a.tokens.json"] },
          "swift": { "output": "Generated" },
          "check": { "output": ["swift"] },
          "drift": { "allowlist": "allow.json" }
        }
        """.write(to: directory.appendingPathComponent("aurum-codegen.json"), atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String]) -> (code: Int32, err: String) {
        let capture = CapturedOutput()
        let code = AurumCodegenCommandLine.main(arguments, io: .capturing(into: capture, currentDirectory: directory.path))
        return (code, capture.standardError)
    }

    @Test(arguments: [["validate"], ["generate"], ["generate", "--plugin-output", "Plugin"], ["check"],
                      ["drift", "--variables", "v.json"]])
    func aTypoInAnySectionStopsTheCommand(arguments: [String]) {
        let (code, err) = run(arguments)
        #expect(code != 0)
        #expect(err.contains("aurum-codegen.json:4:14: error: unknown key 'output' in 'check'; did you mean 'outputs'?"))
        #expect(err.contains("aurum-codegen.json:5:14: error: unknown key 'allowlist' in 'drift'; did you mean 'allowList'?"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Generated").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Plugin").path))
    }

    /// The plugins' tool is the same command line without the Figma client: reaching the API is an error that
    /// says which tool can, never a crash; saved files still work.
    @Test func withoutAFigmaClientLiveFigmaIsAClearError() throws {
        try #"{ "tokens": { "files": ["a.tokens.json"] } }"#.write(to: directory.appendingPathComponent("aurum-codegen.json"),
                                                                    atomically: true, encoding: .utf8)
        let capture = CapturedOutput()
        let io = CommandIO.capturing(into: capture, environment: ["FIGMA_ACCESS_TOKEN": "x"], currentDirectory: directory.path)
        let code = AurumCodegenCommandLine.main(["drift", "--figma-file", "AbC123", "--only", "tokens"], io: io)
        #expect(code == 2)
        #expect(capture.standardError.contains("error: this tool reads Figma only from saved files; run 'aurum-codegen' (not the plugins' tool) to reach the Figma API"),
                "\(capture.standardError)")
    }
}
