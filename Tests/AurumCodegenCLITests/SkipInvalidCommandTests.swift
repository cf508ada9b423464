import Foundation
import Testing
@testable import AurumCodegenCLI

/// `--skip-invalid` and `tokens.skipInvalid` on the command line: without them every error and exit 1 with
/// nothing written; with them each token left out is a warning, the rest is written, exit 0.
@Suite final class SkipInvalidCommandTests {
    let sandbox: CommandSandbox

    init() throws {
        sandbox = try CommandSandbox("skip-invalid")
        try sandbox.write("tokens.json", """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 1] } },
            "border": { "$value": "{color.undefined}" },
            "focus": { "$value": "{color.border}" }
          },
          "space": { "$type": "dimension", "m": { "$value": { "value": 16, "unit": "px" } } }
        }
        """)
    }

    @Test func withoutTheFlagEveryErrorExitsOneAndWritesNothing() throws {
        let result = sandbox.run(["generate", "tokens.json", "--output", "Out"])
        #expect(result.code == 1)
        #expect(result.err.contains("tokens.json:5:17: error: unknown alias target {color.undefined}: no token has the path color.undefined"))
        #expect(!sandbox.exists("Out"))
    }

    @Test func withTheFlagTheRestIsGenerated() throws {
        let result = sandbox.run(["generate", "tokens.json", "--output", "Out", "--skip-invalid"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("tokens.json:5:17: warning: skipped color.border: unknown alias target {color.undefined}: no token has the path color.undefined"))
        #expect(result.err.contains("tokens.json:6:16: warning: skipped color.focus: depends on color.border, which is skipped"))
        #expect(result.out.contains("tokens: 2 (1 color, 1 dimension)"))
        #expect(result.out.contains("skipped (--skip-invalid): 2 tokens, 1 invalid and 1 depending on it"))
        let colors = try sandbox.read("Out/AurumColors.swift")
        #expect(colors.contains("static var blue: AurumColor"))
        #expect(!colors.contains("border") && !colors.contains("focus"))
    }

    @Test func validateTakesTheFlagToo() {
        #expect(sandbox.run(["validate", "tokens.json"]).code == 1)
        let result = sandbox.run(["validate", "tokens.json", "--skip-invalid"])
        #expect(result.code == 0)
        #expect(result.err.contains("warning: skipped color.border"))
    }

    /// The build plugin runs `generate --config … --plugin-output …`: the configuration's key is what it honours.
    @Test func theConfigurationKeyReachesThePluginOutput() throws {
        try sandbox.write("aurum-codegen.json", #"{"tokens": {"files": ["tokens.json"], "skipInvalid": true}, "swift": {"output": "Out"}}"#)
        let result = sandbox.run(["generate", "--quiet", "--config", "aurum-codegen.json", "--plugin-output", "Plugin"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("warning: skipped color.focus: depends on color.border, which is skipped"))
        #expect(try sandbox.read("Plugin/AurumGenerated.swift").contains("blue"))

        try sandbox.write("aurum-codegen.json", #"{"tokens": {"files": ["tokens.json"], "skipInvalid": false}, "swift": {"output": "Out"}}"#)
        #expect(sandbox.run(["generate", "--quiet", "--config", "aurum-codegen.json", "--plugin-output", "Plugin2"]).code == 1)
        try sandbox.write("aurum-codegen.json", #"{"tokens": {"files": ["tokens.json"], "skipInvalid": "yes"}}"#)
        let wrong = sandbox.run(["generate", "--config", "aurum-codegen.json", "--output", "Out"])
        #expect(wrong.code == 1)
        #expect(wrong.err.contains("skipInvalid"))
    }
}
