import Foundation

/// Stage 1 of a run, read: the configured token inputs, each file parsed in the dialect it is written in, and
/// every context's sources gathered in resolution order (`TokenSources`). Nothing is resolved yet.
package struct ReadStage {
    package let configuration: AurumConfiguration
    /// Parses each file once however many contexts use it, and keeps how each was read.
    let loader: SourceLoader

    package init(configuration: AurumConfiguration) {
        self.configuration = configuration
        loader = SourceLoader(options: configuration.tokens.loadOptions)
    }

    /// Every token file read so far and the format it was read as; complete also when reading failed.
    package var inputs: [ReadInput] { loader.inputs }

    package func run() throws(DiagnosticError) -> TokenSources {
        switch configuration.tokens.source {
        case .resolver(let path): try TokenLoader.read(resolver: configuration.url(for: path), loader: loader)
        case .files(let paths): try TokenLoader.read(files: paths.map(configuration.url(for:)), loader: loader)
        }
    }
}
