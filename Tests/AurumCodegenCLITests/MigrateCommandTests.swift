import Foundation
import Testing
@testable import AurumCodegenCLI
@testable import AurumCodegenCore

/// `migrate` driven in-process on real files: what it writes, that `generate` reads it back, and that
/// bad input exits 1 with located errors and writes nothing.
@Suite struct MigrateCommandTests {
    let sandbox: CommandSandbox
    var directory: URL { sandbox.directory }

    init() throws { sandbox = try CommandSandbox("migrate") }


    func tokensStudioProject() throws {
        try sandbox.write("ts/$themes.json", """
            [ { "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled" } },
              { "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } } ]
            """)
        try sandbox.write("ts/$metadata.json", #"{ "tokenSetOrder": ["core", "light", "dark"] }"#)
        try sandbox.write("ts/core.json", """
            {
              "space": { "base": { "value": "4", "type": "spacing", "description": "The grid." },
                         "lg": { "value": "{space.base} * 4", "type": "spacing" } },
              "white": { "value": "#ffffff", "type": "color" },
              "black": { "value": "#000000", "type": "color" }
            }
            """)
        try sandbox.write("ts/light.json", #"{ "bg": { "value": "{white}", "type": "color" }, "gap": { "value": "{space.lg}", "type": "spacing" } }"#)
        try sandbox.write("ts/dark.json", #"{ "bg": { "value": "{black}", "type": "color" }, "gap": { "value": "{space.lg}", "type": "spacing" } }"#)
    }

    @Test func migratesAFolderAndGenerateReadsItBackToTheSameSwift() throws {
        try tokensStudioProject()
        let migrated = sandbox.run(["migrate", "ts", "--out", "out"])
        #expect(migrated.code == 0, "\(migrated.err)")
        #expect(migrated.out.contains("wrote 4 of 4 files to out"), "\(migrated.out)")
        #expect(sandbox.exists("out/ts.resolver.json") && sandbox.exists("out/core.tokens.json") && sandbox.exists("out/light.tokens.json") && sandbox.exists("out/dark.tokens.json"))
        let core = try sandbox.read("out/core.tokens.json")
        #expect(core.contains(#""$schema": "https://www.designtokens.org/schemas/2025.10/format.json""#))
        #expect(core.contains(#""expression": "{space.base} * 4""#), "\(core)")
        #expect(core.contains(#""$description": "The grid.""#))
        #expect(try sandbox.read("out/light.tokens.json").contains(#""$value": "{white}""#))

        // Unchanged files are not rewritten.
        let again = sandbox.run(["migrate", "ts", "--out", "out"])
        #expect(again.code == 0)
        #expect(again.out.contains("wrote 0 of 4 files to out (4 unchanged)"), "\(again.out)")

        let original = sandbox.run(["generate", "ts", "--output", "A"])
        let roundTrip = sandbox.run(["generate", "out/ts.resolver.json", "--output", "B"])
        #expect(original.code == 0 && roundTrip.code == 0, "\(original.err)\(roundTrip.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("A").path).sorted()
        #expect(!names.isEmpty)
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("B").path).sorted()))
        for name in names {
            let a = try sandbox.read("A/\(name)"), b = try sandbox.read("B/\(name)")
            #expect(a.split(separator: "\n").dropFirst() == b.split(separator: "\n").dropFirst(), "\(name)")
        }
    }

    @Test func badInputExitsOneWithLocatedErrorsAndWritesNothing() throws {
        try tokensStudioProject()
        try sandbox.write("out/keep.txt", "mine")
        try sandbox.write("ts/light.json", """
            {
              "bg": { "value": "{white}", "type": "color" },
              "gap": { "value": "{space.lg} * * 2", "type": "spacing" },
              "fg": { "value": "#12345", "type": "color" }
            }
            """)
        let run = sandbox.run(["migrate", "ts", "--out", "out"])
        #expect(run.code == 1)
        #expect(run.err.contains("ts/light.json:3:"), "\(run.err)")
        #expect(run.err.contains("ts/light.json:4:"), "\(run.err)")
        #expect(run.err.contains(": error: "))
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
        #expect(written == ["keep.txt"])
    }

    @Test func invalidJSONIsReportedAtItsLocation() throws {
        try sandbox.write("draft.json", "{\n  \"color\": { \"$value\": \"#fff\" \"$type\": \"color\" }\n}\n")
        let run = sandbox.run(["migrate", "draft.json", "--out", "out"])
        #expect(run.code == 1)
        #expect(run.err.contains("draft.json:2:"), "\(run.err)")
        #expect(!sandbox.exists("out"))
    }

    @Test func commandLineMistakesExit64() throws {
        try tokensStudioProject()
        #expect(sandbox.run(["migrate", "ts"]).code == 64)
        #expect(sandbox.run(["migrate", "ts", "--out", "out", "--name", "a/b"]).code == 64)
        #expect(!sandbox.exists("out"))
    }

    @Test func dryRunWritesNothing() throws {
        try tokensStudioProject()
        let run = sandbox.run(["migrate", "ts", "--out", "out", "--dry-run", "--verbose"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("would write 4 of 4 files to out"), "\(run.out)")
        #expect(run.out.contains("would write core.tokens.json"))
        #expect(!sandbox.exists("out"))
    }
}
