import AurumCodegenCore
import Foundation

/// A Figma personal access token. It prints as `<redacted>` however it is printed (interpolation,
/// `dump`, `debugPrint`), so a log line or error message cannot leak it by accident.
public struct FigmaAccessToken: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The environment variable the token is read from.
    public static let environmentVariable = "FIGMA_ACCESS_TOKEN"

    /// The secret itself; only the HTTP layer reads it.
    public let secret: String

    public init(_ secret: String) {
        self.secret = secret
    }

    /// The token from `FIGMA_ACCESS_TOKEN`, or an error saying how to provide one.
    public static func fromEnvironment(_ environment: [String: String]) throws(DiagnosticError) -> FigmaAccessToken {
        let value = environment[environmentVariable]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !value.isEmpty else {
            throw DiagnosticError(.error("\(environmentVariable) is not set: create a personal access token with the file_variables:read and file_content:read scopes in Figma's settings and export it"))
        }
        return FigmaAccessToken(value)
    }

    public var description: String { "<redacted>" }
    public var debugDescription: String { "FigmaAccessToken(<redacted>)" }
    public var customMirror: Mirror { Mirror(self, children: []) }

    /// `text` with every occurrence of the secret replaced, for messages built from server output.
    public func redacting(_ text: String) -> String {
        secret.isEmpty ? text : text.replacingOccurrences(of: secret, with: "<redacted>")
    }
}
