/// How one token file that is not DTCG 2025.10 is read: its dialect, its key style, and whether
/// non-2025.10 constructs are read (compatible mode, counted in one summary warning per kind) or
/// reported (strict mode, an error at each). A 2025.10 file has no profile and takes the exact path.
///
/// A class: every definition of the file refers to the same one.
final class DialectProfile: @unchecked Sendable {
    let dialect: TokenDialect
    let detection: DialectDetection
    let strict: Bool
    /// Points per rem, for Tokens Studio line heights in px against a font size in rem.
    let remBase: Double

    init(detection: DialectDetection, strict: Bool, remBase: Double) {
        self.dialect = detection.dialect
        self.detection = detection
        self.strict = strict
        self.remBase = remBase
    }

    /// Compatible mode's profile for DTCG 2025.10 files: their values are read exactly, and only a value
    /// the exact reader rejects is read again under it (`ValueReader.lenient`).
    static func compatible(remBase: Double) -> DialectProfile {
        DialectProfile(detection: DialectDetection(dialect: .dtcg2025, role: .tokens, usesBareKeys: false,
                                                   reason: "DTCG 2025.10, read in compatible mode", evidence: nil),
                       strict: false, remBase: remBase)
    }

    var bareKeys: Bool { detection.usesBareKeys }

    /// The unit a plain number has where a type's rule gives one: the rule's, except in a file whose
    /// numbers are pixels by its exporter (`DialectDetection.numbersArePixels`).
    func unitless(_ ruled: UnitString.UnitlessDimension) -> UnitString.UnitlessDimension {
        detection.numbersArePixels && ruled == .rem ? .px : ruled
    }

    /// What a number without a unit means where a dimension is expected, when the token's type says
    /// nothing more: Tokens Studio and Figma write pixels; Style Dictionary's `size/remToPt` reads rem;
    /// DTCG drafts require a unit.
    var unitlessDimension: UnitString.UnitlessDimension {
        if detection.numbersArePixels { return .px }
        switch dialect {
        case .tokensStudio, .figma, .theo, .spectrum: return .px
        case .styleDictionary: return .rem
        case .dtcg2025, .dtcgDraft: return .rejected
        }
    }

    /// Tokens Studio writes a line height without a unit as pixels (Figma's line height); the DTCG
    /// drafts and Style Dictionary as the multiplier DTCG means.
    var unitlessLineHeightIsPixels: Bool { dialect == .tokensStudio }
}

/// The per-run options of reading token inputs: the configuration's `tokens.format`, `tokens.strict`,
/// `tokens.skipInvalid`, `tokens.remBase` and `tokens.figma`.
package struct TokenLoadOptions: Hashable, Sendable {
    /// Read every file as this dialect instead of detecting it.
    package var format: TokenDialect?
    /// Non-2025.10 constructs are errors at their own line:column.
    package var strict: Bool
    /// `tokens.skipInvalid` / `--skip-invalid`: a token that cannot be read or resolved is left out with every
    /// token that depends on it, each a warning, instead of failing the run.
    package var skipInvalid = false
    package var remBase: Double
    /// Figma exports: collection → the mode that is the default context (else the first file's).
    package var figmaDefaultModes: [String: String]
    /// Figma exports: collection → the modifier's name and its contexts' names (mode → context).
    package var figmaModifiers: [String: FigmaModifierNaming]

    package struct FigmaModifierNaming: Hashable, Sendable {
        package var name: String?
        package var contexts: [String: String]
        package init(name: String? = nil, contexts: [String: String] = [:]) {
            self.name = name
            self.contexts = contexts
        }
    }

    package init(format: TokenDialect? = nil, strict: Bool = false, remBase: Double = 16,
                 figmaDefaultModes: [String: String] = [:], figmaModifiers: [String: FigmaModifierNaming] = [:]) {
        self.format = format
        self.strict = strict
        self.remBase = remBase
        self.figmaDefaultModes = figmaDefaultModes
        self.figmaModifiers = figmaModifiers
    }
}
