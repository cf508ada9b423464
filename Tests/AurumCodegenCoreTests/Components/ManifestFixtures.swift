import Foundation
import Testing
@testable import AurumCodegenCore

/// Small inline manifests for diagnostics tests, and helpers that locate text in them
/// independently of the parser (1-based line, UTF-8 byte column).
enum ManifestFixtures {
    static let manifestFile = "tokens/components/AurumThing.component.json"
    static let iconsFile = "tokens/icons.json"

    static let manifest = """
    {
      "manifestVersion": 1,
      "name": "AurumThing",
      "figmaNode": "100:1",
      "family": "Navigation",
      "platform": "iOS 17+ · SwiftUI",
      "summary": "A thing.",
      "description": ["A thing for tests."],
      "source": "Sources/Aurum/AurumThing.swift",
      "codeConnect": {
        "legacyFile": "FigmaConnect/AurumThing.figma.swift",
        "example": { "call": "AurumThing", "arguments": [{ "property": "style" }, { "property": "icon" }] }
      },
      "properties": {
        "style": {
          "kind": "variant",
          "figma": "Style",
          "swift": { "parameter": "style", "type": "AurumThingStyle" },
          "default": "Plain",
          "options": [{ "figma": "Plain", "case": "plain" }, { "figma": "Fancy", "case": "fancy" }]
        },
        "icon": {
          "kind": "instanceSwap",
          "figma": "Icon#100:2",
          "swift": { "parameter": "icon", "type": "AurumIconAsset" },
          "default": "AurumIcons.User.home"
        },
        "showsBadge": { "kind": "boolean", "figma": "Badge#100:3", "default": false }
      },
      "tokens": ["{color.text.normal}"],
      "icons": []
    }
    """

    /// Trailing slots decided by a Type variant, as in AurumPageHeader.
    static let slotted = """
    {
      "manifestVersion": 1,
      "name": "AurumSlotted",
      "figmaNode": "200:1",
      "family": "Navigation",
      "platform": "iOS 17+ · SwiftUI",
      "summary": "Slots.",
      "description": ["Slots for tests."],
      "source": "Sources/Aurum/AurumSlotted.swift",
      "codeConnect": {
        "legacyFile": "FigmaConnect/AurumSlotted.figma.swift",
        "example": { "call": "AurumSlotted", "arguments": [{ "slot": "icon1" }, { "slot": "icon2" }] }
      },
      "properties": {
        "type": {
          "kind": "variant",
          "figma": "Type",
          "default": "None",
          "options": [
            { "figma": "None", "implies": { "icon1": "absent", "icon2": "absent" } },
            { "figma": "Icon", "implies": { "icon1": "present", "icon2": "absent" } },
            { "figma": "2 Icons", "implies": { "icon1": "present", "icon2": "present" } }
          ]
        },
        "cells": { "kind": "children", "layers": ["Cell 1", "Cell 2", "Cell 3"] }
      },
      "slots": {
        "icon1": { "swift": { "parameter": "icon1", "type": "AurumAction?" }, "example": ".init(icon: AurumIcons.User.home)" },
        "icon2": { "swift": { "parameter": "icon2", "type": "AurumAction?" }, "example": ".init(icon: AurumIcons.User.user)" }
      },
      "constraints": [
        { "when": { "icon2": "present" }, "require": { "icon1": "present" }, "message": "icon2 without icon1 is invalid." },
        { "count": "cells", "min": 2, "max": 3, "message": "2 to 3 cells." }
      ]
    }
    """

    static let slottedFile = "tokens/components/AurumSlotted.component.json"

    static let icons = """
    {
      "iconsVersion": 1,
      "namespace": "AurumIcons",
      "swiftType": "AurumIconAsset",
      "categories": {
        "User": {
          "icons": {
            "home": {
              "line": { "figmaNode": "9:1", "asset": "user-home-line" },
              "filled": { "figmaNode": "9:2", "asset": "user-home-filled" }
            },
            "user": { "line": { "figmaNode": "9:3", "asset": "user-user-line" } }
          }
        }
      }
    }
    """

    /// `text` with `target` replaced; fails the test if `target` does not occur exactly once.
    static func replacing(_ target: String, with replacement: String, in text: String,
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let parts = text.components(separatedBy: target)
        #expect(parts.count == 2, "fixture text '\(target)' must occur exactly once", sourceLocation: sourceLocation)
        return parts.joined(separator: replacement)
    }

    /// Where the `occurrence`-th (1-based) `needle` starts in `text`.
    static func location(of needle: String, occurrence: Int = 1, in text: String, file: String) -> AurumCodegenCore.SourceLocation? {
        let bytes = Array(text.utf8), target = Array(needle.utf8)
        var seen = 0, line = 1, lineStart = 0
        var i = 0
        while i + target.count <= bytes.count {
            if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
            if Array(bytes[i..<i + target.count]) == target {
                seen += 1
                if seen == occurrence { return .init(file: file, line: line, column: i - lineStart + 1) }
            }
            i += 1
        }
        return nil
    }

    static func parseIcons(_ text: String = icons) throws -> IconManifest {
        try IconManifest.parse(try JSONReader.parse(text, file: iconsFile), file: iconsFile)
    }

    /// Parse diagnostics of one manifest text.
    static func parseDiagnostics(_ text: String, file: String = manifestFile) throws -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        _ = ComponentManifest.parse(try JSONReader.parse(text, file: file), file: file, diagnostics: &diagnostics)
        return diagnostics.sorted
    }

    /// Parses every manifest (which must parse cleanly) and returns the validator's diagnostics.
    static func validationDiagnostics(_ manifests: [(text: String, file: String)], icons iconsText: String = icons,
                                      tokens: Set<String>? = nil) throws -> [Diagnostic] {
        let icons = try parseIcons(iconsText)
        let parsed = try manifests.map { try ComponentManifest.parse(try JSONReader.parse($0.text, file: $0.file), file: $0.file) }
        var diagnostics = DiagnosticCollector()
        ComponentManifestValidator(icons: icons, knownTokenPaths: tokens).validate(parsed, diagnostics: &diagnostics)
        return diagnostics.sorted
    }

    static func validationDiagnostics(_ text: String, file: String = manifestFile, icons: String = icons,
                                      tokens: Set<String>? = nil) throws -> [Diagnostic] {
        try validationDiagnostics([(text, file)], icons: icons, tokens: tokens)
    }
}
