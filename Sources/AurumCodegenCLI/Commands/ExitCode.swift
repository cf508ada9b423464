/// Every exit status the tool returns, in one place.
package enum ExitCode {
    /// The command did what was asked.
    package static let success: Int32 = 0
    /// The inputs (tokens, manifests, templates, files) had errors, reported as diagnostics on
    /// stderr; `check`/`drift` also use it for "outputs are out of date".
    package static let inputError: Int32 = 1
    /// A remote service could not be used (the Figma API: network, token, plan, rate limit), so
    /// nothing could be checked or imported; the inputs may well be fine.
    package static let unavailable: Int32 = 2
    /// The command line was wrong: unknown option or subcommand, missing value, … (EX_USAGE from
    /// BSD sysexits.h, as swift-argument-parser uses).
    package static let usage: Int32 = 64
}
