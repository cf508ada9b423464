/// One problem found in the inputs, rendered the way Xcode and SwiftPM show compiler output:
/// `path:line:column: error: message`, followed by `note:` lines that point elsewhere.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error, warning, note, remark

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            case .remark: 3
            }
        }

        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// A secondary location, such as the first definition of a duplicate.
    public struct Note: Hashable, Sendable {
        var message: String
        var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    var message: String
    var location: SourceLocation?
    var notes: [Note]

    init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation? = nil, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    static func warning(_ message: String, at location: SourceLocation? = nil, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    var file: String? { location?.file }
    var line: Int? { location?.line }
    var column: Int? { location?.column }

    /// The diagnostic and its notes, one line each, without colour.
    public var description: String { rendered(colored: false) }

    public func rendered(colored: Bool) -> String {
        var lines = [Self.line(location, severity.rawValue, message, colored: colored, severity: severity)]
        for note in notes {
            lines.append(Self.line(note.location, "note", note.message, colored: colored, severity: .note))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: SourceLocation?, _ label: String, _ text: String, colored: Bool, severity: Severity) -> String {
        let prefix = location.map { OneLineText.escaped("\($0): ") } ?? ""
        let message = OneLineText.escaped(text)
        guard colored else { return "\(prefix)\(label): \(message)" }
        let color: String
        switch severity {
        case .error: color = "\u{1B}[1;31m"
        case .warning: color = "\u{1B}[1;35m"
        case .note, .remark: color = "\u{1B}[1;90m"
        }
        return "\u{1B}[1m\(prefix)\u{1B}[0m\(color)\(label):\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m"
    }
}

extension Diagnostic: Comparable {
    /// Deterministic order: by file, line, column, then severity and message.
    /// Diagnostics without a location sort first.
    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        switch (a.location, b.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (.some(l), .some(r)) where l != r: return l < r
        default:
            if a.severity != b.severity { return a.severity < b.severity }
            return a.message < b.message
        }
    }
}
