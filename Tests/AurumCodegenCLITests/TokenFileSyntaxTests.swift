import Foundation
import Testing
@testable import AurumCodegenCLI
@testable import AurumCodegenCore

/// Token files in JSON5 and JSONC, and `.json` files with comments outside strict mode, read as the same tokens as
/// their strict JSON spelling: `generate` writes the same Swift, `--strict` points at the comment, `migrate` names
/// the result `*.tokens.json`.
@Suite final class TokenFileSyntaxTests {
    let directory: URL

    deinit { try? FileManager.default.removeItem(at: directory) }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-syntax-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let capture = CapturedOutput()
        let code = AurumCodegenCommandLine.main(arguments, io: .capturing(into: capture, currentDirectory: directory.path))
        return (code, capture.standardOutput, capture.standardError)
    }

    func swiftFiles(in folder: String) throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".swift") { files[name] = try read("\(folder)/\(name)") }
        return files
    }

    static let strictColors = #"{ "color": { "$type": "color", "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] }, "$description": "Links." } } }"#
    static let strictSpace = #"{ "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } }, "large": { "$value": "{space.small}" } } }"#

    @Test func json5AndJSONCFilesGenerateTheSameSwiftAsStrictJSON() throws {
        try write("strict/colors.json", Self.strictColors)
        try write("strict/space.json", Self.strictSpace)
        try write("relaxed/colors.json5", """
            // Brand colours.
            {
              color: {
                $type: 'color',
                brand: { $value: { colorSpace: 'srgb', components: [0, .4, 1.], }, $description: 'Links.' },
              },
            }
            """)
        try write("relaxed/space.jsonc", """
            {
              /* The spacing scale. */
              "space": { "$type": "dimension",
                "small": { "$value": { "value": 4, "unit": "px" } }, // the base
                "large": { "$value": "{space.small}" },
              },
            }
            """)
        let strict = run(["generate", "strict", "--output", "A"])
        let relaxed = run(["generate", "relaxed", "--output", "B"])
        #expect(strict.code == 0 && relaxed.code == 0, "\(strict.err)\(relaxed.err)")
        let a = try swiftFiles(in: "A"), b = try swiftFiles(in: "B")
        #expect(!a.isEmpty && a.keys.sorted() == b.keys.sorted())
        // The header names the input folder; everything below it is the same.
        for (name, text) in a {
            #expect(b[name]?.split(separator: "\n").dropFirst() == text.split(separator: "\n").dropFirst(), "\(name)")
        }
        #expect(try read("B/AurumColors.swift").contains("Links."))
    }

    @Test func commentsInJSONFilesAreReadOutsideStrictModeAndLocatedInIt() throws {
        try write("tokens/space.json", """
            {
              // The spacing scale.
              "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } }
            }
            """)
        let compatible = run(["generate", "tokens", "--output", "out"])
        #expect(compatible.code == 0, "\(compatible.err)")
        let strict = run(["validate", "--strict", "tokens"])
        #expect(strict.code == 1)
        #expect(strict.err.contains("tokens/space.json:2:3: error:"), "\(strict.err)")
    }

    @Test func aFolderOfJSON5FilesIsFoundAndAnEmptyOneNamesEveryExtension() throws {
        try write("only5/a.json5", "{ a: { $type: 'number', $value: 1 } }")
        #expect(run(["validate", "only5"]).code == 0)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = run(["validate", "empty"])
        #expect(empty.code == 1)
        #expect(empty.err.contains("holds no token files (*.json, *.json5, *.jsonc)"), "\(empty.err)")
    }

    @Test func migrateNamesJSON5FilesAsTokenFiles() throws {
        try write("in/core.json5", "{ size: { $type: 'number', $value: 0x10 } }")
        let migrated = run(["migrate", "in", "--out", "out"])
        #expect(migrated.code == 0, "\(migrated.err)")
        #expect(try read("out/core.tokens.json").contains(#""$value": 16"#))
    }
}
