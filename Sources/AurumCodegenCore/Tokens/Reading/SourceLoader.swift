import Foundation

/// Reads and parses token sources, each once however many contexts use it. Each file's dialect is
/// detected from its shape (`DialectDetector`, or `tokens.format`): a DTCG 2025.10 file is parsed by
/// `TokenFileParser` exactly as the format says, any other by `DialectTokenParser` under its profile.
final class SourceLoader {
    let table = DefinitionTable()
    var diagnostics = DiagnosticCollector()
    let options: TokenLoadOptions
    /// A source could not be read or is not JSON: resolving would only add follow-on errors.
    private(set) var unreadable = false
    private var cache: [String: ParsedSource] = [:]
    /// How each file was read, in the order first read (what `validate --verbose` and `generate` print).
    private(set) var inputs: [ReadInput] = []
    private var detections: [String: DialectDetection] = [:]
    /// Non-2025.10 constructs met while parsing, and tokens skipped for their type.
    var tally = ConstructTally()
    var skipped = SkippedTypes()
    /// With `skipInvalid`: the tokens whose reading failed, their errors not among `diagnostics`.
    private(set) var invalidTokens: [InvalidToken] = []
    /// Compatible mode without `skipInvalid`: the tokens of `source` sets (Tokens Studio's, or a resolver's
    /// `com.aurum.codegen.referenceOnly`) whose reading failed. Such tokens are never generated, so their errors
    /// count only if a generated token uses one; the resolution decides (`SourceSetErrors`).
    private(set) var sourceInvalidTokens: [InvalidToken] = []
    private var parsingReferenceOnly = false
    var customTypes = CustomTypeTally()
    /// Per file path, what discovery knows about it (part of a Tokens Studio project).
    var hints: [String: DialectDetector.Hints] = [:]
    /// Whole documents kept for the planners and for the sets of a Tokens Studio single file, by path.
    private var documents: [String: JSONValue] = [:]
    /// The mode each Figma export declares (`com.figma.modeName`), by display path.
    private(set) var figmaModes: [String: String] = [:]
    /// The modes of values written as objects of modes (`ValueModes`), in the order first met, and the file of each.
    private(set) var valueModes: [(mode: String, file: SourceLocation)] = []
    /// The collection a Figma export declares (`com.figma.collectionName`), by display path.
    private(set) var figmaCollections: [String: String] = [:]
    /// The modifiers a Spectrum file's `sets` use (`color`: light, dark, wireframe), by display path.
    private(set) var spectrumModifiers: [String: [SpectrumDocument.Modifier]] = [:]

    init(options: TokenLoadOptions = TokenLoadOptions()) {
        self.options = options
    }

    /// A token file loaded whole.
    func file(_ url: URL, display: String) -> ParsedSource {
        source(.file(url, display: display, fragment: nil, overrides: [], location: nil))
    }

    enum Request {
        case file(URL, display: String, fragment: [String]?, overrides: [JSONObject.Member], location: SourceLocation?, referenceOnly: Bool = false)
        case inline(JSONValue, id: String, file: String)
    }

    func source(_ request: Request) -> ParsedSource {
        switch request {
        case .inline(let json, let id, let file):
            if let cached = cache[id] { return cached }
            let parsed = parse(json, file: file, detection: detect(json, file: file, path: nil))
            cache[id] = parsed
            return parsed
        case .file(let url, let display, let fragment, let overrides, let location, let referenceOnly):
            let id = url.path + "#" + (fragment?.joined(separator: "/") ?? "") + (overrides.isEmpty ? "" : "@\(location?.description ?? "")")
                + (referenceOnly ? "~source" : "")
            if let cached = cache[id] { return cached }
            parsingReferenceOnly = referenceOnly
            defer { parsingReferenceOnly = false }
            var parsed = ParsedSource(file: display)
            if let fragment {
                // A part of a document (a Tokens Studio single file's set, a resolver's `file#/pointer`): the
                // document is read once and kept for its other parts.
                if let json = document(url, display: display, location: location) {
                    let detection = detect(json, file: display, path: url.path)
                    var target: JSONValue? = json
                    for segment in fragment {
                        target = target?[segment] ?? target?.array.flatMap { a in Int(segment).flatMap { $0 >= 0 && $0 < a.count ? a[$0] : nil } }
                    }
                    if let target {
                        parsed = parse(Self.overriding(target, with: overrides), file: display, detection: detection)
                    } else {
                        diagnostics.error("\(display) has nothing at #/\(fragment.joined(separator: "/"))", at: location)
                    }
                }
            } else if let json = documents[url.path] ?? read(url, display: display, location: location) {
                let detection = detect(json, file: display, path: url.path)
                switch detection.role {
                case .tokensStudioThemes, .tokensStudioMetadata, .tokensStudioSingleFile:
                    documents[url.path] = json   // read by the project planner; a single file's sets are its members
                case .tokens:
                    let target = Self.overriding(json, with: overrides)
                    parsed = parse(target, file: display, detection: detection)
                    BackgroundRelease.release(consume target)
                }
                BackgroundRelease.release(consume json)
            }
            parsed.referenceOnly = referenceOnly
            cache[id] = parsed
            return parsed
        }
    }

    /// The whole document at `url`, read once and kept (Tokens Studio's `$themes.json`, single files).
    func document(_ url: URL, display: String, location: SourceLocation? = nil) -> JSONValue? {
        if let kept = documents[url.path] { return kept }
        guard let json = read(url, display: display, location: location) else { return nil }
        documents[url.path] = json
        return json
    }

    /// Keys beside `$ref` replace the referenced document's keys shallowly (resolver syntax "Extending").
    private static func overriding(_ json: JSONValue, with overrides: [JSONObject.Member]) -> JSONValue {
        guard !overrides.isEmpty, var object = json.object else { return json }
        for o in overrides {
            if let i = object.members.firstIndex(where: { $0.key == o.key }) { object.members[i] = o } else { object.members.append(o) }
        }
        return JSONValue(.object(object), at: json.position)
    }

    /// How `display` is read (detected, or forced by `tokens.format`), recorded once per file.
    func detect(_ json: JSONValue, file display: String, path: String?) -> DialectDetection {
        if let known = detections[display] { return known }
        var detection = DialectDetector.detect(json, file: display, hints: path.flatMap { hints[$0] } ?? .init())
        if let forced = options.format, detection.role == .tokens || detection.role == .tokensStudioSingleFile {
            detection = DialectDetection(dialect: forced, role: detection.role, usesBareKeys: detection.usesBareKeys,
                                         reason: "tokens.format is \"\(forced.rawValue)\"", evidence: nil)
        }
        detections[display] = detection
        inputs.append(ReadInput(file: display, detection: detection))
        if detection.dialect == .figma {
            if let mode = FigmaExportLayout.declaredMode(json) { figmaModes[display] = mode }
            if let collection = FigmaExportLayout.declaredCollection(json) { figmaCollections[display] = collection }
        }
        if detection.dialect == .spectrum {
            let modifiers = SpectrumDocument.modifiers(json.array != nil ? SpectrumCascadeDocument.legacyShape(json) : json)
            if !modifiers.isEmpty { spectrumModifiers[display] = modifiers }
        }
        return detection
    }

    /// A project file the planner read itself (`$themes.json`, `$metadata.json`), listed among the inputs.
    func record(_ display: String, role: DialectDetection.Role) {
        guard detections[display] == nil else { return }
        let detection = DialectDetection(dialect: .tokensStudio, role: role, usesBareKeys: false,
                                         reason: role == .tokensStudioThemes ? "its themes are the project's modifiers" : "its tokenSetOrder orders the sets",
                                         evidence: nil)
        detections[display] = detection
        inputs.append(ReadInput(file: display, detection: detection))
    }

    func detection(of display: String) -> DialectDetection? { detections[display] }

    /// A parser's diagnostics; with `skipInvalid`, the errors of tokens that can be left out are kept aside
    /// for the resolution, which reports them as warnings with the tokens it leaves out.
    private func append(_ parsed: [Diagnostic], invalid: [InvalidToken]) {
        let setAside = options.skipInvalid || (parsingReferenceOnly && !options.strict)
        guard setAside, !invalid.isEmpty else { return diagnostics.append(contentsOf: parsed) }
        if options.skipInvalid { invalidTokens.append(contentsOf: invalid) } else { sourceInvalidTokens.append(contentsOf: invalid) }
        let errors = Set(invalid.flatMap(\.errors))
        diagnostics.append(contentsOf: parsed.filter { !errors.contains($0) })
    }

    private func read(_ url: URL, display: String, location: SourceLocation?) -> JSONValue? {
        guard FileManager.default.fileExists(atPath: url.path) else {
            diagnostics.error("token file \(display) does not exist", at: location ?? SourceLocation(file: display, line: 1, column: 1))
            unreadable = true
            return nil
        }
        var options = JSONReader.Options.tokenFile(url, strict: self.options.strict)
        options.duplicateKeys = self.options.strict ? .error : .lastWins
        // An empty file (a placeholder left in a token folder) holds no tokens: compatible mode reads it as `{}`.
        if !self.options.strict, let bytes = try? InputFile.read(url, shown: display, limit: 64),
           bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            diagnostics.warning("\(display) is empty; it is read as holding no tokens", at: location ?? SourceLocation(file: display, line: 1, column: 1))
            return JSONValue(.object(JSONObject()), at: JSONPosition(line: 1, column: 1, offset: 0))
        }
        do {
            let (json, warnings) = try JSONReader.parseReportingDuplicates(contentsOf: url, displayPath: display, options: options)
            diagnostics.append(contentsOf: warnings)
            return json
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            unreadable = true
            return nil
        }
    }

    private func parse(_ json: JSONValue, file: String, detection: DialectDetection) -> ParsedSource {
        if detection.dialect == .dtcg2025 {
            var parser = TokenFileParser(file: file, table: table, compatible: !options.strict, remBase: options.remBase)
            let parsed = parser.parse(json)
            append(parser.diagnostics.diagnostics, invalid: parsed.invalid)
            tally.merge(parser.tally)
            skipped.merge(parser.skipped)
            customTypes.merge(parser.customTypes)
            for mode in parser.valueModes where !valueModes.contains(where: { $0.mode == mode }) {
                valueModes.append((mode, SourceLocation(file: file, line: 1, column: 1)))
            }
            return parsed
        }
        let profile = DialectProfile(detection: detection, strict: options.strict, remBase: options.remBase)
        var parser = DialectTokenParser(file: file, table: table, profile: profile)
        let parsed = parser.parse(json)
        append(parser.diagnostics.diagnostics, invalid: parsed.invalid)
        tally.merge(parser.tally)
        skipped.merge(parser.skipped)
        customTypes.merge(parser.customTypes)
        for mode in parser.valueModes where !valueModes.contains(where: { $0.mode == mode }) {
            valueModes.append((mode, SourceLocation(file: file, line: 1, column: 1)))
        }
        return parsed
    }
}

/// One input file and how it was read.
package struct ReadInput: Hashable, Sendable {
    package var file: String
    package var detection: DialectDetection
    /// The format idioms read in it, with counts (`FormatIdioms`); empty until its tokens are resolved.
    package var idioms: [FormatIdiom] = []

    /// `tokens/colors.json: Tokens Studio (its tokens have the Tokens Studio type "spacing", at 3:14)`.
    package var summary: String {
        var text = "\(file): \(detection.dialect.displayName)"
        if detection.role == .tokensStudioThemes || detection.role == .tokensStudioMetadata { text += " project file" }
        text += " (\(detection.reason)"
        if let evidence = detection.evidence { text += ", at \(evidence.line):\(evidence.column)" }
        return text + ")"
    }
}
