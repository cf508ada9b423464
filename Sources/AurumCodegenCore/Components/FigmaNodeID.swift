import Foundation

/// A Figma main-component or component-set node ID in API form (`5575:14226`).
/// Instance IDs (`I5575:1;2:3`) and the URL form (`5575-14226`) are rejected with a specific
/// message: Code Connect can only connect main components, and the URL form is derived, not stored.
struct FigmaNodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `5575:14226`.
    let apiForm: String

    /// Why a string is not a usable node ID.
    struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    init(validating text: String) throws(ParseError) {
        guard Self.isAPIForm(text) else { throw ParseError(message: Self.problem(with: text)) }
        apiForm = text
    }

    init?(_ text: String) {
        guard Self.isAPIForm(text) else { return nil }
        apiForm = text
    }

    /// `5575-14226`, as Figma writes it in `node-id=` URL parameters.
    var urlForm: String { apiForm.replacingOccurrences(of: ":", with: "-") }

    var description: String { apiForm }

    static func < (a: FigmaNodeID, b: FigmaNodeID) -> Bool { a.apiForm < b.apiForm }

    private static func isAPIForm(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(isDigit) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func problem(with text: String) -> String {
        if text.isEmpty { return "empty Figma node ID" }
        if text.hasPrefix("I") && text.contains(";") {
            return "'\(text)' is an instance node ID; Code Connect connects only main components and component sets, so use the main component's ID"
        }
        let dashed = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        if dashed.count == 2 && dashed.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) {
            return "'\(text)' is the URL form of a node ID; write the API form '\(text.replacingOccurrences(of: "-", with: ":"))'"
        }
        return "'\(text)' is not a Figma node ID (expected the API form '<digits>:<digits>', e.g. '5575:14226')"
    }
}
