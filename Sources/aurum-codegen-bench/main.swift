// `aurum-codegen-bench [templates] [json]`: no argument runs every benchmark.
let parts = Set(CommandLine.arguments.dropFirst())
if parts.isEmpty || parts.contains("templates") { TemplateBenchmark.run() }
