// `aurum-codegen-bench [json] [templates] [tokens] [swiftgen] [e2e] [drift] [typecheck]`: no argument runs every
// benchmark except `typecheck` (minutes of swiftc), which runs only when named.
// Build in release: `swift build -c release --product aurum-codegen-bench`.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == EndToEndBenchmark.childFlag {
    EndToEndBenchmark.child(CommandLine.arguments[2])
}
let parts = Set(CommandLine.arguments.dropFirst())
func wants(_ part: String) -> Bool { parts.isEmpty || parts.contains(part) }

if wants("json") { JSONBenchmark.run() }
if wants("templates") { TemplateBenchmark.run() }
if wants("tokens") { TokenBenchmark.run() }
if wants("swiftgen") { SwiftGenerationBenchmark.run() }
if wants("e2e") { EndToEndBenchmark.run() }
if wants("drift") { DriftBenchmark.run() }
if parts.contains("typecheck") { TypeCheckBenchmark.run() }
