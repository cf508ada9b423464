import Foundation

/// The Figma file the components and icons live in. Node URLs are Figma's own link form,
/// `https://www.figma.com/design/<fileKey>/<fileName>?node-id=5575-14226`.
public struct FigmaFileReference: Hashable, Sendable {
    /// Used until the configuration names the real file, so every generated link shows what is missing.
    /// It starts with `_` on purpose: Figma's Code Connect CLI reads the key as `(file|design)/([a-zA-Z0-9]+)`,
    /// so it finds no key in these links and refuses to publish them, where a placeholder starting with a
    /// letter would be cut at the first `_` and published against a file of that name.
    static let placeholderKey = "_SET_FIGMA_FILE_KEY_"

    var fileKey: String
    /// The URL's name segment; Figma ignores it, people read it.
    var fileName: String

    init(fileKey: String = FigmaFileReference.placeholderKey, fileName: String = "Aurum") {
        self.fileKey = fileKey
        self.fileName = fileName
    }

    /// False while the key is the placeholder.
    var hasFileKey: Bool { fileKey != Self.placeholderKey }

    /// `https://www.figma.com/design/<fileKey>/<fileName>`.
    var documentURL: String { "https://www.figma.com/design/\(fileKey)/\(fileName)" }

    func nodeURL(_ node: FigmaNodeID) -> String { documentURL + "?node-id=" + node.urlForm }

    /// Both parts go into URLs, comments and string literals unescaped, so they are limited to URL-safe text.
    func problems() -> [String] {
        var problems: [String] = []
        if hasFileKey && !Self.isFileKey(fileKey) {
            problems.append("Figma file key '\(fileKey)' must be letters and digits, as in https://www.figma.com/design/<fileKey>/…")
        }
        if fileName.isEmpty || !fileName.unicodeScalars.allSatisfy({ Self.isKeyCharacter($0) || "-._~".unicodeScalars.contains($0) }) {
            problems.append("Figma file name '\(fileName)' must be letters, digits, '-', '.', '_' or '~' (write spaces as '-', as Figma's links do)")
        }
        return problems
    }

    private static func isKeyCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }

    /// The file key from a key or a Figma URL (`https://www.figma.com/design/<key>/…`).
    public static func fileKey(from text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let url = URL(string: trimmed), let host = url.host, host.hasSuffix("figma.com") {
            let parts = url.path.split(separator: "/").map(String.init)
            if let index = parts.firstIndex(where: { ["file", "design", "proto", "board"].contains($0) }), index + 1 < parts.count {
                return isFileKey(parts[index + 1]) ? parts[index + 1] : nil
            }
            return nil
        }
        return isFileKey(trimmed) ? trimmed : nil
    }

    /// Figma file keys are ASCII letters and digits.
    static func isFileKey(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isKeyCharacter)
    }
}
