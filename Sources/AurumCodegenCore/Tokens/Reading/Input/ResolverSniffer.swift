import Foundation

/// A DTCG resolver document whose name does not say so (`resolver.json`, `design.json`): the resolver module
/// recommends `.resolver.json` but does not require it, and real projects name the file `resolver.json`. Told by
/// its content as the module defines it: a root object with a `resolutionOrder` array beside `version`, `sets`
/// or `modifiers`. Only files holding the text `"resolutionOrder"` are parsed, so token files cost one byte scan.
enum ResolverSniffer {
    /// Larger files are token files: a resolver names its sources rather than holding them.
    static let largestResolver = 8 << 20

    static func isResolver(_ url: URL) -> Bool {
        if url.lastPathComponent.hasSuffix(".resolver.json") { return true }
        guard JSONSyntax(pathExtension: url.pathExtension, strict: false) != nil,
              let data = try? Data(contentsOf: url, options: .mappedIfSafe), data.count <= largestResolver,
              data.firstRange(of: Data("\"resolutionOrder\"".utf8)) != nil,
              let json = try? JSONReader.parse([UInt8](data), file: url.lastPathComponent, options: .tokenFile(url, strict: false)),
              let root = json.object, root["resolutionOrder"]?.array != nil else { return false }
        return root["version"] != nil || root["sets"] != nil || root["modifiers"] != nil
    }
}
