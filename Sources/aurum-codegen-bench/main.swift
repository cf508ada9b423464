// `aurum-codegen-bench [json] [templates] [tokens] [swiftgen] [e2e] [drift] [catalog] [libraries] [dialects] [tokens-studio] [corpus] [modes] [styles] [assets] [typecheck] [typecheck-same]`: no argument runs every
// benchmark except `typecheck` and `typecheck-same` (minutes of swiftc), which run only when named.
// Build in release: `swift build -c release --product aurum-codegen-bench`.
import AurumCodegenFixtures
import Foundation

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == EndToEndBenchmark.childFlag {
    EndToEndBenchmark.child(CommandLine.arguments[2])
}
// `aurum-codegen-bench write-set <count> <depth> <dir>`: writes one synthetic project, to profile
// `aurum-codegen generate --config <dir>/aurum-codegen.json` outside the benchmark.
if CommandLine.arguments.count == 5, CommandLine.arguments[1] == "write-set",
   let count = Int(CommandLine.arguments[2]), let depth = Int(CommandLine.arguments[3]) {
    try SyntheticTokenSet(count: count, depth: depth).write(to: URL(fileURLWithPath: CommandLine.arguments[4]))
    exit(0)
}
// `aurum-codegen-bench write-tokens-studio <dir>`: writes the Tokens Studio benchmark project to <dir>/studio.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "write-tokens-studio" {
    try TokensStudioProject(coreCount: 8_000, semanticCount: 2_000).write(to: URL(fileURLWithPath: CommandLine.arguments[2]))
    exit(0)
}
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "write-libraries" {
    try LibraryBenchmark.write(to: URL(fileURLWithPath: CommandLine.arguments[2]))
    exit(0)
}
// `aurum-codegen-bench write-figma-modes <scale> <dir>`: writes the 40-collection Figma export (5,000 variables × scale).
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "write-figma-modes", let scale = Int(CommandLine.arguments[2]) {
    try FigmaVariablesFixtureGenerator.writeNativeCollectionsExport(to: URL(fileURLWithPath: CommandLine.arguments[3]), scale: scale)
    exit(0)
}
let parts = Set(CommandLine.arguments.dropFirst())
func wants(_ part: String) -> Bool { parts.isEmpty || parts.contains(part) }

if wants("json") { JSONBenchmark.run() }
if wants("templates") { TemplateBenchmark.run() }
if wants("tokens") { TokenBenchmark.run() }
if wants("swiftgen") { SwiftGenerationBenchmark.run() }
if wants("e2e") { EndToEndBenchmark.run() }
if wants("drift") { DriftBenchmark.run() }
if wants("catalog") { CatalogBenchmark.run() }
if wants("libraries") { LibraryBenchmark.run() }
if wants("dialects") { DialectBenchmark.run() }
if wants("tokens-studio") { TokensStudioBenchmark.run() }
if wants("corpus") { CorpusBenchmark.run() }
if wants("modes") { ModesBenchmark.run() }
if wants("styles") { StylesBenchmark.run() }
if wants("assets") { AssetsBenchmark.run() }
if parts.contains("typecheck") { TypeCheckBenchmark.run() }
if parts.contains("typecheck") || parts.contains("typecheck-same") { TypeCheckBenchmark.runSameValues() }
