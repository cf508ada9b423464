import Foundation
import AurumCodegenCore

/// `import figma-assets`: a Figma file's icon and image components → an `.xcassets` catalog, icons.json merged,
/// and the record of what was written. Live (`--file-key`, FIGMA_ACCESS_TOKEN) or from saved responses
/// (`--file`, `--images`, `--bodies`).
struct FigmaAssetsImport {
    let arguments: ParsedArguments
    let context: CommandContext

    private var directory: URL { URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true) }
    private func url(_ path: String, relativeTo base: URL? = nil) -> URL {
        URL(fileURLWithPath: path, relativeTo: base ?? directory).standardizedFileURL
    }

    func run() throws -> Int32 {
        // The configuration's `assets` section, when there is one.
        var configuration = AssetsConfiguration()
        var configDirectory = directory
        var configFileKey: String?
        let configPath = arguments.option("config")
        let defaultConfig = directory.appendingPathComponent(ConfigurationLoader.fileName)
        if configPath != nil || FileManager.default.fileExists(atPath: defaultConfig.path) {
            let loaded = try ConfigurationLoader.load(contentsOf: configPath.map { url($0) } ?? defaultConfig,
                                                      displayPath: configPath ?? ConfigurationLoader.fileName)
            configuration = loaded.assets ?? configuration
            configDirectory = loaded.directory
            configFileKey = loaded.figmaFileKey
        }
        guard let out = arguments.option("out") ?? configuration.catalog.map({ url($0, relativeTo: configDirectory).path }) else {
            throw UsageError("missing '--out <Assets.xcassets>'", help: "or set 'assets.catalog' in \(ConfigurationLoader.fileName)")
        }
        guard out.hasSuffix(".xcassets") || out.hasSuffix(".xcassets/") else {
            throw UsageError("'--out' must name an asset catalog folder ending in .xcassets, not '\(out)'")
        }
        let catalogURL = url(out)
        let iconsPath = arguments.isGiven("icons") ? arguments.option("icons")! : "tokens/icons.json"
        let iconsURL = arguments.isGiven("icons") ? url(iconsPath) : url(iconsPath, relativeTo: configDirectory)
        let recordURL = arguments.option("record").map { url($0) } ?? url(configuration.record, relativeTo: configDirectory)
        let options = configuration.options
        var diagnostics = DiagnosticCollector()

        let fileKey = arguments.option("file-key") ?? (arguments.option("file") == nil ? configFileKey : nil)
        let selection: FigmaAssetSelection.Result
        var bodies: [AssetRenderKey: Data] = [:]
        var stats = AssetFetch.Stats()
        var requests = 0
        switch (arguments.option("file"), fileKey) {
        case (let path?, nil):
            guard let bodiesPath = arguments.option("bodies") else {
                throw UsageError("'--file' needs '--bodies <dir>': the downloaded renders, named <node-id>.<format> (7210-100.pdf, 7210-100@2x.png)")
            }
            let json = try JSONReader.parse(contentsOf: url(path), displayPath: path)
            selection = FigmaAssetSelection.select(json, file: path, options: options, diagnostics: &diagnostics)
            bodies = try SavedAssetRenders.load(selection, options: options, images: arguments.options("images"), bodies: bodiesPath,
                                                directory: directory, diagnostics: &diagnostics)
        case (nil, let key?):
            guard let key = FigmaFileReference.fileKey(from: key) else {
                throw UsageError("'\(key)' is not a Figma file key or file URL")
            }
            _ = try ImportCommand.apiOptions(arguments)
            let client: any FigmaAssetsREST
            do throws(DiagnosticError) {
                guard let assets = try ImportCommand.client(arguments, verbose: arguments.flag("verbose"), context) as? any FigmaAssetsREST else {
                    throw DiagnosticError(.error("this Figma client cannot fetch images"))
                }
                client = assets
                let (json, file) = try client.file(fileKey: key)
                selection = FigmaAssetSelection.select(json, file: file, options: options, diagnostics: &diagnostics)
            } catch {
                context.report(error.diagnostics)
                return ExitCode.unavailable
            }
            if !diagnostics.hasErrors {
                let cacheURL = arguments.option("cache").map { url($0) } ?? url(configuration.cache, relativeTo: configDirectory)
                let progress = ProgressLine(context: context)
                (bodies, stats) = AssetFetch.bodies(selection, fileKey: key, options: options, client: client,
                                                    cache: arguments.flag("no-cache") ? nil : AssetRenderCache(directory: cacheURL),
                                                    progress: { progress.show($0) }, diagnostics: &diagnostics)
                progress.finish()
            }
            requests = client.requestCount
        case (_?, _?):
            throw UsageError("give either '--file' (a saved file response) or '--file-key', not both")
        case (nil, nil):
            throw UsageError("missing the Figma file", help: "pass '--file-key <key>' to fetch it, or '--file <file.json> --images <images.json> --bodies <dir>'")
        }
        if diagnostics.hasErrors {
            context.report(diagnostics.sorted)
            return ExitCode.inputError
        }

        var readDiagnostics = DiagnosticCollector()
        let names = FileManager.default.fileExists(atPath: catalogURL.path)
            ? Set(AssetCatalogReader.read(catalogURL, displayPath: out, diagnostics: &readDiagnostics).map(\.name)) : []
        let existing = FigmaAssetsImporter.Existing(
            iconsText: FileManager.default.contents(atPath: iconsURL.path).map { String(decoding: $0, as: UTF8.self) },
            iconsPath: iconsPath, record: try AssetRecord.load(recordURL, displayPath: arguments.option("record") ?? configuration.record),
            catalogNames: names, catalogHasContents: FileManager.default.fileExists(atPath: catalogURL.appendingPathComponent("Contents.json").path))
        let result = FigmaAssetsImporter.run(selection, bodies: bodies, existing: existing, options: options, diagnostics: &diagnostics)
        context.report(diagnostics.sorted)
        if diagnostics.hasErrors { return ExitCode.inputError }

        let dryRun = arguments.flag("dry-run")
        let report = try result.write(catalog: catalogURL, icons: iconsURL, record: recordURL, dryRun: dryRun)
        let icons = result.assets.filter { $0.kind == .icon }.count
        var summary = "\(dryRun ? "would write" : "wrote") \(report.written) of \(result.catalogFiles.count) files to \(out) (\(icons) icon\(icons == 1 ? "" : "s"), \(result.assets.count - icons) image\(result.assets.count - icons == 1 ? "" : "s")"
        if report.unchanged > 0 { summary += ", \(report.unchanged) unchanged" }
        if report.removed > 0 { summary += ", \(report.removed) removed" }
        summary += ")"
        if result.addedIcons > 0 { summary += "; \(result.addedIcons) icon\(result.addedIcons == 1 ? "" : "s") added to \(iconsPath)" }
        if fileKey != nil { summary += "; \(stats.downloaded) downloaded, \(stats.cached) from the cache, \(requests) request\(requests == 1 ? "" : "s")" }
        context.print(summary)
        return ExitCode.success
    }
}

/// The count, bytes and ETA of running downloads on one line of a terminal's standard error, redrawn in place;
/// nothing when standard error is not a terminal (CI logs get the summary line only).
private final class ProgressLine: @unchecked Sendable {
    private let context: CommandContext
    private let lock = NSLock()
    private var shown = false
    private var last = Date.distantPast
    private var lastDone = 0

    init(context: CommandContext) { self.context = context }

    func show(_ progress: AssetDownloadProgress) {
        guard context.io.standardErrorIsTerminal else { return }
        lock.withLock {
            let now = Date()
            // Downloads finish on several threads: a count older than the one shown is skipped.
            guard progress.done > lastDone, progress.done == progress.total || now.timeIntervalSince(last) > 0.1 else { return }
            last = now
            lastDone = progress.done
            shown = true
            context.io.writeError("\r\u{1B}[2K" + progress.line)
        }
    }

    func finish() {
        lock.withLock { if shown { context.io.writeError("\n") } }
    }
}
