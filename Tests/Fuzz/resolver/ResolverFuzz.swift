import Foundation

/// A DTCG resolver document whose sets and modifier contexts are inline token objects (the seeds inline the
/// fixtures' files); `$ref`s to files find nothing in the scratch folder and are reported.
enum ResolverFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let url = fuzzScratchDirectory.appendingPathComponent("fuzz.resolver.json")
        guard FileManager.default.createFile(atPath: url.path, contents: Data(buffer: bytes)) else { return }
        _ = try? TokenLoader.load(resolver: url)
    }
}
