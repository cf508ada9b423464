/// One output folder and the files a run puts there.
public struct PlannedOutput: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case swift, components, codeConnect, legacyCodeConnect, pages, catalog, assetCatalog
    }

    var kind: Kind
    /// As configured: relative to the configuration's folder, or absolute.
    var directory: String
    package var files: [GeneratedFile]
    /// What generating the files found worth saying: names the collision rule chose (`SwiftTokenNames`).
    var warnings: [Diagnostic] = []

    /// Which files in the folder a run deletes once it stops producing them (only those with the generated header).
    var staleSuffixes: [String] {
        switch kind {
        case .swift, .components: [".swift"]
        case .codeConnect: [".figma.ts", ".figma.batch.ts"]
        case .legacyCodeConnect: [".figma.swift"]
        case .pages: [".md"]
        case .catalog: [".html", ".css"]
        case .assetCatalog: ["Contents.json"]
        }
    }
}

/// The manifests' share of a run: how many components, and which have no Code Connect file.
public struct ComponentRunSummary: Sendable {
    public var componentCount: Int
    public var iconCount: Int
    /// Components without a Figma node, so without Code Connect files.
    public var withoutNode: [SkippedComponent]
}

/// What writing one planned output did.
public struct OutputResult: Sendable {
    public var kind: PlannedOutput.Kind
    public var directory: String
    public var report: OutputWriter.Report
    /// Generated files this run stopped producing, removed (or, in a dry run, to remove); relative to `directory`.
    public var removed: [String]
}
