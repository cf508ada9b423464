import AurumCodegenFixtures
import Foundation
import Testing
@testable import AurumCodegenCore

/// A corpus row as the test runs it: the set and the constructs outside DTCG 2025.10 its README row names, each
/// of which must be reported in a summary warning.
struct CorpusRow: CustomTestStringConvertible, Sendable {
    var corpusSet: CorpusSet
    var warns: [CompatibilityConstruct]

    var name: String { corpusSet.name }
    var kind: CorpusSet.Kind { corpusSet.kind }
    var testDescription: String { corpusSet.name }

    /// From the README's "format" column: hex strings, `"2px"` strings, missing or extra typography members,
    /// `value`/`type`, Tokens Studio math, Figma's string and boolean variables.
    static let warnings: [String: [CompatibilityConstruct]] = [
        "playground figma-sds": [.typographyMissingMember],
        "playground github-primer": [.hexColorString, .dimensionString],
        "figma-sds": [.hexColorString],
        "figma-variables-github-action-example": [.stringToken, .booleanToken],
        "style-dictionary basic": [.hexColorString, .dimensionString, .typographyMissingMember],
        "style-dictionary integration": [.valueTypeKeys],
        "patternfly": [.valueTypeKeys],
        "tokens-studio lion": [.valueTypeKeys],
        "tokens-studio digdir": [.mathExpression],
        "terrazzo typography.resolver.json": [.compositeExtraMember, .relativeLetterSpacing],
    ]

    static let all: [CorpusRow] = CorpusSet.all(in: TestPaths.shared.appendingPathComponent("corpus")).map {
        CorpusRow(corpusSet: $0, warns: warnings[$0.name] ?? [])
    }

    func inputURLs() throws -> [URL] {
        try corpusSet.inputs.map { try TestPaths.sharedFile("corpus/" + $0) }
    }
}
