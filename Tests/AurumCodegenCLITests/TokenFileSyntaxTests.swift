import Foundation
import Testing
@testable import AurumCodegenCLI
@testable import AurumCodegenCore

/// Token files in JSON5 and JSONC, and `.json` files with comments outside strict mode, read as the same tokens as
/// their strict JSON spelling: `generate` writes the same Swift, `--strict` points at the comment, `migrate` names
/// the result `*.tokens.json`.
@Suite struct TokenFileSyntaxTests {
    let sandbox: CommandSandbox
    var directory: URL { sandbox.directory }

    init() throws { sandbox = try CommandSandbox("syntax") }


    func swiftFiles(in folder: String) throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".swift") { files[name] = try sandbox.read("\(folder)/\(name)") }
        return files
    }

    static let strictColors = #"{ "color": { "$type": "color", "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] }, "$description": "Links." } } }"#
    static let strictSpace = #"{ "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } }, "large": { "$value": "{space.small}" } } }"#

    @Test func json5AndJSONCFilesGenerateTheSameSwiftAsStrictJSON() throws {
        try sandbox.write("strict/colors.json", Self.strictColors)
        try sandbox.write("strict/space.json", Self.strictSpace)
        try sandbox.write("relaxed/colors.json5", """
            // Brand colours.
            {
              color: {
                $type: 'color',
                brand: { $value: { colorSpace: 'srgb', components: [0, .4, 1.], }, $description: 'Links.' },
              },
            }
            """)
        try sandbox.write("relaxed/space.jsonc", """
            {
              /* The spacing scale. */
              "space": { "$type": "dimension",
                "small": { "$value": { "value": 4, "unit": "px" } }, // the base
                "large": { "$value": "{space.small}" },
              },
            }
            """)
        let strict = sandbox.run(["generate", "strict", "--output", "A"])
        let relaxed = sandbox.run(["generate", "relaxed", "--output", "B"])
        #expect(strict.code == 0 && relaxed.code == 0, "\(strict.err)\(relaxed.err)")
        let a = try swiftFiles(in: "A"), b = try swiftFiles(in: "B")
        #expect(!a.isEmpty && a.keys.sorted() == b.keys.sorted())
        // The header names the input folder; everything below it is the same.
        for (name, text) in a {
            #expect(b[name]?.split(separator: "\n").dropFirst() == text.split(separator: "\n").dropFirst(), "\(name)")
        }
        #expect(try sandbox.read("B/AurumColors.swift").contains("Links."))
    }

    @Test func commentsInJSONFilesAreReadOutsideStrictModeAndLocatedInIt() throws {
        try sandbox.write("tokens/space.json", """
            {
              // The spacing scale.
              "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } }
            }
            """)
        let compatible = sandbox.run(["generate", "tokens", "--output", "out"])
        #expect(compatible.code == 0, "\(compatible.err)")
        let strict = sandbox.run(["validate", "--strict", "tokens"])
        #expect(strict.code == 1)
        #expect(strict.err.contains("tokens/space.json:2:3: error:"), "\(strict.err)")
    }

    @Test func aFolderOfJSON5FilesIsFoundAndAnEmptyOneNamesEveryExtension() throws {
        try sandbox.write("only5/a.json5", "{ a: { $type: 'number', $value: 1 } }")
        #expect(sandbox.run(["validate", "only5"]).code == 0)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = sandbox.run(["validate", "empty"])
        #expect(empty.code == 1)
        #expect(empty.err.contains("holds no token files (*.json, *.json5, *.jsonc, *.tokens)"), "\(empty.err)")
    }

    /// `.tokens` is the DTCG format's recommended extension: such files are found in folders and read as JSON.
    @Test func aFolderOfDotTokensFilesIsFound() throws {
        try sandbox.write("dtcg/color.tokens", #"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#)
        try sandbox.write("dtcg/space.tokens", #"{ "space": { "$type": "number", "one": { "$value": 1 } } }"#)
        let validate = sandbox.run(["validate", "dtcg"])
        #expect(validate.code == 0, "\(validate.err)")
        #expect(validate.out.contains("2 token files read"), "\(validate.out)")
        let migrated = sandbox.run(["migrate", "dtcg", "--out", "out"])
        #expect(migrated.code == 0, "\(migrated.err)")
        #expect(try sandbox.read("out/space.tokens.json").contains(#""$value": 1"#))
    }

    @Test func migrateNamesJSON5FilesAsTokenFiles() throws {
        try sandbox.write("in/core.json5", "{ size: { $type: 'number', $value: 0x10 } }")
        let migrated = sandbox.run(["migrate", "in", "--out", "out"])
        #expect(migrated.code == 0, "\(migrated.err)")
        #expect(try sandbox.read("out/core.tokens.json").contains(#""$value": 16"#))
    }
}
