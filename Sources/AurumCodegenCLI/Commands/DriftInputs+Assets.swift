import Foundation
import AurumCodegenCore

extension DriftInputs {
    /// Both sides of the asset check: Figma's selection and renders (saved with `--assets-file` and
    /// `--asset-bodies`, or fetched through the render cache), and the catalog, record and icons.json on disk.
    func loadAssets(_ client: (any FigmaREST)?, configuration: AurumConfiguration?) throws(DiagnosticError) -> AssetDrift.Input {
        let settings = configuration?.assets ?? AssetsConfiguration()
        let base = configuration?.directory ?? directory
        func url(_ path: String, _ relativeTo: URL) -> URL { URL(fileURLWithPath: path, relativeTo: relativeTo).standardizedFileURL }
        guard let catalogPath = options.catalog ?? settings.catalog else {
            throw DiagnosticError(.error("the asset check needs the catalog: pass '--catalog <Assets.xcassets>' or set 'assets.catalog'"))
        }
        let catalogURL = options.catalog != nil ? url(catalogPath, directory) : url(catalogPath, base)
        var diagnostics = DiagnosticCollector()
        let selection: FigmaAssetSelection.Result
        var bodies: [AssetRenderKey: Data] = [:]
        if let file = options.assetsFile {
            let json = try JSONReader.parse(contentsOf: url(file, directory), displayPath: file)
            selection = FigmaAssetSelection.select(json, file: file, options: settings.options, diagnostics: &diagnostics)
            bodies = try SavedAssetRenders.load(selection, options: settings.options, images: [], bodies: options.assetBodies ?? ".",
                                                directory: directory, diagnostics: &diagnostics)
        } else {
            let rest: any FigmaREST
            if let client { rest = client } else { rest = try makeClient() }
            guard let key = options.fileKey, let assets = rest as? any FigmaAssetsREST else {
                throw DiagnosticError(.error("this Figma client cannot fetch images"))
            }
            let (json, file) = try assets.file(fileKey: key)
            selection = FigmaAssetSelection.select(json, file: file, options: settings.options, diagnostics: &diagnostics)
            (bodies, _) = AssetFetch.bodies(selection, fileKey: FigmaFileReference.fileKey(from: key) ?? key, options: settings.options, client: assets,
                                            cache: AssetRenderCache(directory: url(settings.cache, base)), progress: { _ in }, diagnostics: &diagnostics)
        }
        let recordShown = options.assetRecord ?? settings.record
        let record = try AssetRecord.load(options.assetRecord != nil ? url(recordShown, directory) : url(recordShown, base), displayPath: recordShown)
        let iconsURL = options.icons.map { url($0, directory) } ?? url(configuration?.components?.icons ?? "tokens/icons.json", base)
        let icons = FileManager.default.fileExists(atPath: iconsURL.path) ? try ComponentManifestLoader.loadIcons(iconsURL, displayPath: Self.relative(iconsURL.path, to: directory.path)) : nil
        let catalog = AssetCatalogReader.read(catalogURL, displayPath: Self.relative(catalogURL.path, to: directory.path), diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return AssetDrift.Input(selection: selection, options: settings.options, bodies: bodies, record: record, catalog: catalog,
                                icons: icons, recordPath: recordShown)
    }
}
