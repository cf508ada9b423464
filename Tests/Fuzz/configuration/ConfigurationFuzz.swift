/// `aurum-codegen.json`: every section typed, unknown keys suggested, output folders confined.
enum ConfigurationFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let json = fuzzJSON(bytes, file: "aurum-codegen.json") else { return }
        _ = try? ConfigurationLoader.parse(json, file: "aurum-codegen.json", directory: fuzzScratchDirectory)
    }
}
