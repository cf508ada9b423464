import Foundation
import Testing
@testable import AurumCodegenCLI

/// How each file was read, on the command line: `generate` prints one line per format and idiom for the run,
/// `validate --verbose` lists the idioms under each file, and `validate` says how many token files it read.
@Suite final class ReadingSummaryCommandTests {
    let sandbox: CommandSandbox

    init() throws {
        sandbox = try CommandSandbox("reading-summary")
        try sandbox.write("base.tokens.json", """
        {
          "color": {
            "$type": "color",
            "accent": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
            "legacy": { "value": { "colorSpace": "srgb", "components": [0, 0, 1] } }
          },
          "space": { "0.5": { "$value": { "value": 2, "unit": "px" }, "$type": "dimension" } }
        }
        """)
        try sandbox.write("more.tokens.json", """
        { "count": { "$value": 3 }, "color": { "$type": "color", "accent": { "$value": { "colorSpace": "srgb", "components": [0, 1, 0] } } } }
        """)
    }

    @Test func generatePrintsOneLinePerIdiomForTheRun() throws {
        let result = sandbox.run(["generate", "base.tokens.json", "more.tokens.json", "--output", "Out"])
        #expect(result.code == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("read as DTCG 2025.10: ") && $0.hasSuffix("more.tokens.json") })
        #expect(lines.contains("  DTCG 2025.10: 1 token uses value/type instead of $value/$type (1 file)"))
        #expect(lines.contains("  DTCG 2025.10: 1 token has no type and takes it from its JSON value (1 file)"))
        #expect(lines.contains { $0.hasPrefix("  DTCG 2025.10: 1 token or group name contains \".\"") })
        #expect(result.err.contains("more.tokens.json:1:58: warning: 1 token path of "))
        #expect(result.err.contains("base.tokens.json is defined again in ") && result.err.contains("the first is color.accent"))
        // The name starts at the nearest lettered segment (space.0.5 → space0_5; README, Swift names).
        #expect(try sandbox.read("Out/AurumSpace.swift").contains("space0_5"))
    }

    @Test func validateVerboseListsTheIdiomsPerFileAndCountsTheFiles() {
        let result = sandbox.run(["validate", "--verbose", "base.tokens.json", "more.tokens.json"])
        #expect(result.code == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        let base = lines.firstIndex { $0.hasPrefix("  ") && $0.contains("base.tokens.json: DTCG 2025.10") }
        let more = lines.firstIndex { $0.hasPrefix("  ") && $0.contains("more.tokens.json: DTCG 2025.10") }
        #expect(base != nil && more != nil)
        if let base, let more {
            #expect(Array(lines[(base + 1)..<more]).contains("    1 token uses value/type instead of $value/$type"))
            #expect(lines[more + 1] == "    1 token has no type and takes it from its JSON value (1 number)")
        }
        #expect(lines.last == "2 inputs valid (2 token files read, 4 warnings)")
    }
}
