/// Decides whether diagnostics on a stream may use ANSI colour.
package enum ColorPolicy {
    /// Colour only on a terminal, never when `NO_COLOR` is set to anything, even the empty
    /// string (https://no-color.org), and never for `TERM=dumb`, which cannot show escapes.
    package static func shouldColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    static let bold = "\u{1B}[1m"
    static let boldCyan = "\u{1B}[1;36m"
    static let reset = "\u{1B}[0m"
}
