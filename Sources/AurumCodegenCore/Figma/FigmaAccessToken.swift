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
        secret.isEmpty || !text.contains(secret) ? text : text.replacingOccurrences(of: secret, with: "<redacted>")
    }

    /// A response body with every occurrence of the secret's bytes replaced, before anything reads it: a server
    /// (or a proxy) that echoes the token cannot get it into a diagnostic, a report or an imported file.
    package func redacting(_ body: [UInt8]) -> [UInt8] {
        let needle = Array(secret.utf8)
        guard !needle.isEmpty, body.count >= needle.count else { return body }
        var out: [UInt8] = []
        var i = 0
        var changed = false
        while i < body.count {
            if body[i] == needle[0], i + needle.count <= body.count, body[i..<(i + needle.count)].elementsEqual(needle) {
                if !changed { out.reserveCapacity(body.count); out.append(contentsOf: body[..<i]); changed = true }
                out.append(contentsOf: "<redacted>".utf8)
                i += needle.count
            } else {
                if changed { out.append(body[i]) }
                i += 1
            }
        }
        return changed ? out : body
    }

    /// `value` with the secret replaced in every string and key, for what JSON escapes (`\u0066igd_…`) spelt
    /// differently in the bytes.
    package func redacting(_ value: JSONValue) -> JSONValue {
        guard !secret.isEmpty else { return value }
        var copy = value
        switch value.kind {
        case .string(let text): copy.kind = .string(redacting(text))
        case .array(let items): copy.kind = .array(items.map(redacting))
        case .object(let object):
            copy.kind = .object(JSONObject(object.members.map {
                JSONObject.Member(key: redacting($0.key), keyPosition: $0.keyPosition, value: redacting($0.value))
            }))
        case .null, .bool, .number: break
        }
        return copy
    }
}
