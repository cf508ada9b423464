// Release-built benchmarks: `.build/release/aurum-codegen-bench [part ...]`; no argument runs every part.
let parts = Set(CommandLine.arguments.dropFirst())
func wants(_ part: String) -> Bool { parts.isEmpty || parts.contains(part) }

if wants("json") { JSONBenchmark.run() }
