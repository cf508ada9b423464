import Foundation
import Testing
@testable import AurumCodegenCore

/// A configuration is untrusted input (it arrives in pull requests): the folders it names must lie inside its
/// package root, files are written only inside them, and stale removal touches only the tool's own files.
@Suite struct ConfinedWritesTests {
    /// A package at `<tmp>/pkg` (Package.swift) with the configuration in `pkg/Sources/T`, and a folder beside it.
    struct Sandbox {
        let base: URL
        var package: URL { base.appendingPathComponent("pkg") }
        var configDirectory: URL { package.appendingPathComponent("Sources/T") }
        var outside: URL { base.appendingPathComponent("outside") }

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-confined-\(UUID().uuidString)")
            let fm = FileManager.default
            try fm.createDirectory(at: base.appendingPathComponent("pkg/Sources/T"), withIntermediateDirectories: true)
            try fm.createDirectory(at: base.appendingPathComponent("outside"), withIntermediateDirectories: true)
            try "// swift-tools-version: 6.1\n".write(to: base.appendingPathComponent("pkg/Package.swift"), atomically: true, encoding: .utf8)
        }

        func remove() { try? FileManager.default.removeItem(at: base) }

        /// The diagnostics of loading `json` as `pkg/Sources/T/aurum-codegen.json`.
        func errors(_ json: String) -> [String] {
            do {
                _ = try ConfigurationLoader.parse(json, file: "aurum-codegen.json", directory: configDirectory)
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
    }

    @Test func outputsInsideThePackageRootAreAccepted() throws {
        let box = try Sandbox()
        defer { box.remove() }
        // The package root is the folder with Package.swift, two levels up: `../../Docs` stays inside it.
        #expect(box.errors(#"{ "tokens": { "files": ["a.json"] }, "swift": { "output": "Generated" }, "pages": { "output": "../../Docs/Components" }, "codeConnect": { "output": "./x/../Connect", "legacyOutput": "../.." } }"#) == [])
    }

    @Test func escapesAbsolutePathsAndSymlinksOutAreErrorsAtTheirValue() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try FileManager.default.createSymbolicLink(atPath: box.configDirectory.appendingPathComponent("linked").path,
                                                   withDestinationPath: box.outside.path)
        let errors = box.errors("""
        {
          "tokens": { "files": ["a.json"] },
          "swift": { "output": "../../../outside" },
          "components": { "output": "\(box.outside.path)/Components" },
          "pages": { "output": "linked/Pages" },
          "codeConnect": { "output": "Connect", "legacyOutput": "../../.." }
        }
        """)
        #expect(errors.count == 4, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("aurum-codegen.json:3:24: error: 'swift.output' ('../../../outside') leads to '") && $0.contains("outside the package root") && $0.contains("\"allowOutsideRoot\": true") })
        #expect(errors.contains { $0.hasPrefix("aurum-codegen.json:4:29: error: 'components.output'") && $0.contains("is an absolute path") })
        #expect(errors.contains { $0.hasPrefix("aurum-codegen.json:5:24: error: 'pages.output' ('linked/Pages') leads through a symlink to '") })
        #expect(errors.contains { $0.hasPrefix("aurum-codegen.json:6:57: error: 'codeConnect.legacyOutput' ('../../..')") })
    }

    @Test func aDanglingSymlinkThatLeadsOutIsAnErrorToo() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try FileManager.default.createSymbolicLink(atPath: box.configDirectory.appendingPathComponent("dangling").path,
                                                   withDestinationPath: box.outside.appendingPathComponent("not-yet").path)
        let errors = box.errors(#"{ "tokens": { "files": ["a.json"] }, "swift": { "output": "dangling/Swift" } }"#)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("leads through a symlink") == true)
    }

    @Test func allowOutsideRootIsATypedOptIn() throws {
        let box = try Sandbox()
        defer { box.remove() }
        #expect(box.errors(#"{ "allowOutsideRoot": true, "tokens": { "files": ["a.json"] }, "swift": { "output": "../../../outside" } }"#) == [])
        let wrong = box.errors(#"{ "allowOutsideRoot": "yes", "tokens": { "files": ["a.json"] }, "swift": { "output": "Generated" } }"#)
        #expect(wrong == ["aurum-codegen.json:1:23: error: 'allowOutsideRoot' must be a boolean, not a string"])
        #expect(box.errors(#"{ "allowOutsideRot": true, "tokens": { "files": ["a.json"] } }"#).first?.contains("did you mean 'allowOutsideRoot'?") == true)
    }

    @Test func withoutPackageOrRepositoryTheConfigurationsFolderIsTheRoot() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-rootless-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base.appendingPathComponent("config"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        // /tmp holds no Package.swift or .git above it.
        #expect(PackageRoot.of(configurationDirectory: base.appendingPathComponent("config")) == PackageRoot.physicalPath(base.appendingPathComponent("config").path))
    }

    @Test func physicalPathsFollowSymlinksBeforeApplyingDotDot() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let deep = box.outside.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: box.package.appendingPathComponent("link").path, withDestinationPath: deep.path)
        // Lexically `pkg/link/..` is `pkg`; on disk it is `outside/a`.
        let physicalOutside = PackageRoot.physicalPath(box.outside.path)
        #expect(PackageRoot.physicalPath(box.package.path + "/link/../c") == physicalOutside + "/a/c")
        #expect(PackageRoot.physicalPath(box.package.path + "/./new/../Docs") == PackageRoot.physicalPath(box.package.path) + "/Docs")
    }

    // MARK: Writing

    @Test func generatedFilePathsThatLeaveTheirFolderAreRefusedBeforeAnythingIsWritten() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let out = box.package.appendingPathComponent("Out")
        for path in ["../Escape.swift", "/abs.swift", "a//b.swift", "a/./b.swift", "a\nb.swift"] {
            #expect(throws: DiagnosticError.self) {
                try OutputWriter().write([GeneratedFile(relativePath: "Fine.swift", contents: "x"), GeneratedFile(relativePath: path, contents: "x")], to: out)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Fine.swift").path))
    }

    @Test func aSymlinkedFolderInsideAnOutputCannotRedirectTheWrite() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let out = box.package.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("Sub").path, withDestinationPath: box.outside.path)
        do {
            _ = try OutputWriter().write([GeneratedFile(relativePath: "Sub/Evil.swift", contents: "x")], to: out)
            Issue.record("writing through a symlink that leads out must fail")
        } catch {
            #expect(error.diagnostics.first?.message.contains("would be written through a symlink") == true)
        }
        #expect((try FileManager.default.contentsOfDirectory(atPath: box.outside.path)) == [])
    }

    @Test func stagedFilesThatAKilledRunLeftAreRemovedByTheNextWrite() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let out = box.package.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let leftover = ".Colors.swift.aurum-\(UUID().uuidString).tmp"
        try "half a fi".write(to: out.appendingPathComponent(leftover), atomically: false, encoding: .utf8)
        try "mine".write(to: out.appendingPathComponent(".keep.tmp"), atomically: false, encoding: .utf8)
        _ = try OutputWriter().write([GeneratedFile(relativePath: "Colors.swift", contents: "// new\n")], to: out)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [".keep.tmp", "Colors.swift"])
        #expect(OutputWriter.isStagedFileName(leftover))
        #expect(!OutputWriter.isStagedFileName(".aurum-\(UUID().uuidString).tmp"))
        #expect(!OutputWriter.isStagedFileName("Colors.swift.aurum-\(UUID().uuidString).tmp"))
    }

    // MARK: Stale files

    @Test func staleRemovalSkipsHiddenFoldersNestedPackagesAndFilesThatOnlyMentionTheTool() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let root = box.package
        let header = GeneratedFiles.lineComment(toolVersion: "0.0.1", inputs: ["x.json"]) + "\n"
        func write(_ relative: String, _ text: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Old.swift", header)
        try write(".build/plugins/outputs/AurumGenerated.swift", header)
        try write("Nested/Package.swift", "// swift-tools-version: 6.1\n")
        try write("Nested/Sources/AurumColors.swift", header)
        try write("Vendored/.git/HEAD", "ref: refs/heads/main\n")
        try write("Vendored/Colors.swift", header)
        try write("Notes.swift", "// This file was Generated by aurum-codegen once; now it is mine.\n")
        try write("Sources/T/Deep.swift", "let x = 1 // Generated by aurum-codegen 0.1.0 from a. Do not edit.\n")
        #expect(GeneratedFiles.generated(under: root, suffixes: [".swift"]) == ["Old.swift"])
    }

    @Test func headerInputsStayOnOneCommentLine() {
        let header = GeneratedFiles.lineComment(toolVersion: "1.0", inputs: ["a\nb.json", "c\u{2028}d */ --> e.json", "f\u{202E}g\th.json"])
        #expect(!header.contains { $0.isNewline })
        // As diagnostics show a path: a right-to-left override in a path would otherwise reorder the line shown.
        #expect(header == #"// Generated by aurum-codegen 1.0 from a\nb.json, c\u{2028}d *\/ --\> e.json, f\u{202E}g\th.json. Do not edit."#)
        #expect(GeneratedFiles.isGenerated(head: Array((header + "\n").utf8)))
        #expect(GeneratedFiles.headerStarts == ["// Generated by aurum-codegen ", "<!-- Generated by aurum-codegen ", "/* Generated by aurum-codegen ",
                                                "\"author\" : \"Generated by aurum-codegen "])
    }

    // MARK: Two runs at once

    @Test func aSecondWriterWaitsForTheFirstAndGivesUpWithAClearMessage() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let out = box.package.appendingPathComponent("Out")
        let first = try OutputLock.acquire([out])
        do {
            _ = try OutputLock.acquire([out], timeout: 0.2)
            Issue.record("a second lock on the same folder must wait, then fail")
        } catch {
            #expect(error.diagnostics.first?.message.hasPrefix("another aurum-codegen run has been writing '") == true)
        }
        first.release()
        let second = try OutputLock.acquire([out], timeout: 0.2)
        second.release()
    }
}
