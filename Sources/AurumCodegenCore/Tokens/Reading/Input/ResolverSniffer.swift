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
        // A larger file is refused from its size, before it is read.
        guard JSONSyntax(pathExtension: url.pathExtension, strict: false) != nil,
              let data = try? InputFile.read(url, shown: url.lastPathComponent, limit: largestResolver),
              ByteSearch.contains(data, "\"resolutionOrder\""),
              let json = try? JSONReader.parse(data, file: url.lastPathComponent, options: .tokenFile(url, strict: false)),
              let root = json.object, root["resolutionOrder"]?.array != nil else { return false }
        return root["version"] != nil || root["sets"] != nil || root["modifiers"] != nil
    }
}

/// A saved Figma variables response (`GET /v1/files/:key/variables/local`, its `meta`, or a plugin's
/// `{"variables": […], "variableCollections": […]}`) named as a token file: not tokens, but what
/// `import figma-variables` turns into token files and a resolver.
enum FigmaVariablesSniffer {
    static func isVariablesResponse(_ url: URL) -> Bool {
        // A file over the input limit is refused from its size (by `InputFile`), here and where it is read.
        guard JSONSyntax(pathExtension: url.pathExtension, strict: false) != nil,
              let data = try? InputFile.read(url, shown: url.lastPathComponent),
              ByteSearch.contains(data, "\"variableCollections\"") || ByteSearch.contains(data, "\"valuesByMode\"")
                || (ByteSearch.contains(data, "\"variables\"") && ByteSearch.contains(data, "\"modes\"")),
              let json = try? JSONReader.parse(data, file: url.lastPathComponent, options: .tokenFile(url, strict: false)),
              let meta = FigmaVariablesParser.meta(of: json)?.object else { return false }
        return meta["variableCollections"] != nil && meta["variables"] != nil && json.object?["$value"] == nil
    }
}
