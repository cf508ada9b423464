import Foundation
import Testing
@testable import AurumCodegenCore

/// A component whose names and values hold quotes, backslashes, backticks, `${`, line breaks, tabs,
/// U+2028 and non-ASCII text: every output must stay valid and carry the text exactly.
enum EscapingFixtures {
    /// A Figma text value with everything that needs escaping somewhere.
    static let trickyText = "Say \"hi\" \\ `tick` ${x} \\(y)\nnext\tline\u{2028}end — café 日本 🪙"
    /// Figma names may not hold `'`, backticks or `${` (Figma's parsers do not escape them), but may hold the rest.
    static let trickyName = "Label \"quoted\" \\ back é 日本"
    static let trickyOption = "Größe \"L\" \\ 1"

    static let file = "tokens/components/AurumThing.component.json"

    static var manifestJSON: String {
        """
        {
          "manifestVersion": 1,
          "name": "AurumThing",
          "figmaNode": "100:1",
          "family": "Fixtures | \\"quoted\\"",
          "platform": "iOS 17+ · SwiftUI",
          "summary": "A thing with \\"quotes\\", a backslash \\\\ and `code` ${x}.",
          "description": ["First line\\nsecond line with | pipe and \\\\(interpolation)."],
          "source": "Sources/Aurum/Thing \\"é\\".swift",
          "codeConnect": {
            "legacyFile": "FigmaConnect/AurumThing.figma.swift",
            "imports": ["import Aurum"],
            "example": {
              "call": "AurumThing",
              "arguments": [{ "property": "label" }, { "property": "size" }, { "property": "icon" }, { "property": "shows" }]
            }
          },
          "properties": {
            "label": {
              "kind": "text",
              "figma": \(DTCGJSONRenderer.quoted(trickyName + "#100:2")),
              "description": "Text with */ and \\n a break.",
              "swift": { "parameter": "label", "type": "String" },
              "default": \(DTCGJSONRenderer.quoted(trickyText))
            },
            "size": {
              "kind": "variant",
              "figma": "Size \\"é\\"",
              "swift": { "parameter": "size", "type": "AurumThingSize" },
              "default": "Small",
              "options": [
                { "figma": "Small", "case": "small" },
                { "figma": \(DTCGJSONRenderer.quoted(trickyOption)), "case": "large", "description": "Big \\"one\\" \\\\ end" },
                { "figma": "日本", "case": "japan" }
              ]
            },
            "icon": {
              "kind": "instanceSwap",
              "figma": "Icon \\\\#100:3",
              "swift": { "parameter": "icon", "type": "AurumIconAsset" },
              "default": "AurumIcons.User.home"
            },
            "shows": {
              "kind": "boolean",
              "figma": "Shows \\"it\\"#100:4",
              "swift": { "parameter": "caption", "type": "String?", "values": { "true": "\\"Caption \\\\\\" ✓\\"", "false": null } },
              "default": true
            }
          },
          "intendedUse": { "summary": "Use it | anywhere.", "guidelines": ["One\\ntwo"] },
          "dont": ["Don't | break."]
        }
        """
    }

    static let iconsJSON = """
    {
      "iconsVersion": 1,
      "namespace": "AurumIcons",
      "swiftType": "AurumIconAsset",
      "categories": {
        "User": { "icons": { "home": { "line": { "figmaNode": "7210:102", "asset": "user-home-line" }, "filled": { "figmaNode": "7210:103", "asset": "user-home-filled" } } } }
      }
    }
    """

    static func inputs(manifest: String = manifestJSON) throws -> ([ComponentManifest], IconManifest) {
        let parsed = try ComponentManifest.parse(try JSONReader.parse(manifest, file: file), file: file)
        let icons = try IconManifest.parse(try JSONReader.parse(iconsJSON, file: "tokens/icons.json"), file: "tokens/icons.json")
        try ComponentManifestValidator(icons: icons).validate([parsed])
        return ([parsed], icons)
    }
}
