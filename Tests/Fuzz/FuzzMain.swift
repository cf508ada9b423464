import Foundation

// The one libFuzzer entry point of the fuzz binary. `Tests/Scripts/fuzz.sh` compiles the core module's sources
// together with this folder, so every target reaches internal API without widening the public one, and builds
// once for all targets: `AURUM_FUZZ_TARGET` (set by fuzz.sh) names the target a run exercises.

/// Each target takes the fuzzer's bytes and must return normally: a crash, a trap or a sanitizer report is a finding.
let fuzzTargets: [String: (UnsafeBufferPointer<UInt8>) -> Void] = [
    "json": JSONReaderFuzz.run,
    "json5": JSON5ReaderFuzz.run,
    "tokens": TokenFileFuzz.run,
    "resolver": ResolverFuzz.run,
    "mustache": MustacheFuzz.run,
    "component-manifest": ComponentManifestFuzz.run,
    "icon-manifest": IconManifestFuzz.run,
    "configuration": ConfigurationFuzz.run,
    "figma-variables": FigmaVariablesFuzz.run,
    "figma-nodes": FigmaNodesFuzz.run,
    "figma-published-variables": FigmaPublishedVariablesFuzz.run,
    "dialect-dtcg-draft": DTCGDraftFuzz.run,
    "dialect-figma": FigmaExportFuzz.run,
    "dialect-tokens-studio": TokensStudioFileFuzz.run,
    "dialect-tokens-studio-project": TokensStudioProjectFuzz.run,
    "dialect-style-dictionary": StyleDictionaryFuzz.run,
    "dialect-math": MathFuzz.run,
    "dialect-css-color": CSSColorFuzz.run,
]

let selectedFuzzTarget: (UnsafeBufferPointer<UInt8>) -> Void = {
    let name = ProcessInfo.processInfo.environment["AURUM_FUZZ_TARGET"] ?? ""
    guard let target = fuzzTargets[name] else {
        FileHandle.standardError.write(Data("AURUM_FUZZ_TARGET must name one of: \(fuzzTargets.keys.sorted().joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func aurumFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedFuzzTarget(UnsafeBufferPointer(start: data, count: size))
    return 0
}

/// A private folder for targets that read files (the token loaders resolve paths), made once per process.
let fuzzScratchDirectory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("aurum-fuzz-\(getpid())")) }
    return url
}()

/// Parses the bytes as JSON, or nil when they are not JSON (the JSON target covers that path).
func fuzzJSON(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> JSONValue? {
    try? JSONReader.parse(Array(bytes), file: file)
}
