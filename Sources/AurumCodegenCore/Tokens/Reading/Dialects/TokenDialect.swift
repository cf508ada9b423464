/// The token file formats aurum-codegen reads. DTCG 2025.10 is the standard and is read exactly;
/// the others are what teams already have, read in compatible mode and written as 2025.10 by `migrate`.
///
/// Raw values are the spellings `tokens.format` in aurum-codegen.json and `--format` accept.
package enum TokenDialect: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// DTCG Format Module 2025.10: colour and dimension objects, `$value`/`$type`.
    case dtcg2025 = "dtcg"
    /// DTCG drafts before 2025.10 (Figma, Tokens Studio in W3C mode, Style Dictionary 4, Terrazzo until
    /// 2025): `$value`/`$type`, but colours, dimensions and durations as CSS strings, weights by name.
    case dtcgDraft = "dtcg-draft"
    /// Figma's variable exports: the native DTCG export and figma/variables-github-action-example's
    /// files (one per collection and mode; `$type` color, number, string, boolean; `com.figma` extensions).
    case figma
    /// Tokens Studio for Figma: `value`/`type` (or `$value`/`$type`), its own types, math,
    /// `studio.tokens` colour modifiers, `$themes.json` and `$metadata.json`.
    case tokensStudio = "tokens-studio"
    /// Style Dictionary 3 and 4 legacy: `value`, `type` or the CTI category, `comment`,
    /// `{a.b.value}` references, `attributes`.
    case styleDictionary = "style-dictionary"
    /// Salesforce Theo: a root of `props` (tokens with `value`, `type`, `category`), `aliases` used as
    /// `{!NAME}`, `global` (merged into every prop) and `imports` (see `TheoDocument`).
    case theo
    /// Adobe Spectrum (adobe/spectrum-tokens): a root of flat token names, each with a `$schema` naming its
    /// type, `value` or `sets` of per-mode values, and `uuid` (see `SpectrumDocument`); or the design-data-spec's
    /// cascade files, an array of tokens named by `name` objects (see `SpectrumCascadeDocument`).
    case spectrum

    /// How messages name the dialect ("read as Tokens Studio").
    package var displayName: String {
        switch self {
        case .dtcg2025: "DTCG 2025.10"
        case .dtcgDraft: "a DTCG draft before 2025.10"
        case .figma: "a Figma variables export"
        case .tokensStudio: "Tokens Studio"
        case .styleDictionary: "Style Dictionary (legacy)"
        case .theo: "Theo"
        case .spectrum: "Adobe Spectrum"
        }
    }

    package var description: String { rawValue }

    /// Whether token objects are written with bare `value`/`type` keys rather than `$value`/`$type`.
    /// Tokens Studio writes either (its "W3C" setting picks `$`), so this is a property of a file, not
    /// of the dialect: see `DialectDetection.usesBareKeys`.
    var canUseBareKeys: Bool { self == .tokensStudio || self == .styleDictionary || self == .theo || self == .spectrum }
}
