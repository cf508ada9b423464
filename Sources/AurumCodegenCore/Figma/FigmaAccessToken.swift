import Foundation

/// A Figma personal access token. It prints as `<redacted>` however it is printed (interpolation,
/// `dump`, `debugPrint`), so a log line or error message cannot leak it by accident.
package struct FigmaAccessToken: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The environment variable the token is read from.
    package static let environmentVariable = "FIGMA_ACCESS_TOKEN"

    /// The secret itself; only the HTTP layer reads it.
    package let secret: String

    package init(_ secret: String) {
        self.secret = secret
    }

    /// The token from `FIGMA_ACCESS_TOKEN`, or an error saying how to provide one.
    package static func fromEnvironment(_ environment: [String: String]) throws(DiagnosticError) -> FigmaAccessToken {
        let value = environment[environmentVariable]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !value.isEmpty else {
            throw DiagnosticError(.error("\(environmentVariable) is not set: create a personal access token with the file_variables:read and file_content:read scopes in Figma's settings and export it"))
        }
        return FigmaAccessToken(value)
    }

    package var description: String { "<redacted>" }
    package var debugDescription: String { "FigmaAccessToken(<redacted>)" }
    package var customMirror: Mirror { Mirror(self, children: []) }

    /// `text` with every occurrence of the secret replaced, for messages built from server output.
    package func redacting(_ text: String) -> String {
        secret.isEmpty ? text : text.replacingOccurrences(of: secret, with: "<redacted>")
    }
}
