// `aurum-codegen-bench [json] [templates] [tokens] [swiftgen] [drift] …`: no argument runs every benchmark.
// Build in release: `swift build -c release --product aurum-codegen-bench`.
let parts = Set(CommandLine.arguments.dropFirst())
func wants(_ part: String) -> Bool { parts.isEmpty || parts.contains(part) }

if wants("json") { JSONBenchmark.run() }
if wants("templates") { TemplateBenchmark.run() }
if wants("tokens") { TokenBenchmark.run() }
if wants("swiftgen") { SwiftGenerationBenchmark.run() }
if wants("drift") { DriftBenchmark.run() }
