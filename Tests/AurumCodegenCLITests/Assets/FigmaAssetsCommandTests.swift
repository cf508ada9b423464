import Foundation
import Testing
@testable import AurumCodegenCore
@testable import AurumCodegenCLI
@testable import AurumFigmaClient

/// `import figma-assets` end to end: a saved whole-file response served by a loopback Figma, with real PDF, SVG
/// and PNG renders; the catalog, icons.json and the record written; the cache; and every way a fetch fails.
@Suite struct FigmaAssetsCommandTests {
    static let secret = "figd_ASSETS-SECRET-1234567890"
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AurumCodegenCoreTests/Fixtures/FigmaAssets")
    static let fileResponse = try! Data(contentsOf: fixtures.appendingPathComponent("file.json"))

    /// What the loopback Figma does differently from a healthy one.
    struct Faults: Sendable {
        var fileStatus = 200
        var nullRender: String?
        var truncated: String?
        var brokenSVG: String?
        /// Renders answered 429 (Retry-After: 0) the first time.
        var rateLimited: Set<String> = []
    }

    /// A loopback Figma: the whole file, `/v1/images` answers pointing at `/render/…`, and the renders.
    static func server(_ faults: Faults = .init()) throws -> LocalHTTPServer {
        let limited = LockedSet()
        let server = try LocalHTTPServer { request, _ in
            if request.path == "/v1/files/KEY" {
                return faults.fileStatus == 200 ? .respond(status: 200, headers: ["Content-Type": "application/json"], body: [UInt8](fileResponse))
                    : .json(faults.fileStatus, #"{"status": \#(faults.fileStatus), "err": "Not allowed"}"#)
            }
            if request.path == "/v1/images/KEY" {
                let format = request.query["format"] ?? ""
                let scale = request.query["scale"].map { "@\($0)x" } ?? ""
                let base = "http://" + (request.headers["host"] ?? "")
                let entries = (request.query["ids"] ?? "").split(separator: ",").map(String.init).map { id -> String in
                    if id == faults.nullRender { return "\"\(id)\": null" }
                    return "\"\(id)\": \"\(base)/render/\(id.replacingOccurrences(of: ":", with: "-"))\(scale).\(format)\""
                }
                return .json(200, #"{"err": null, "images": {\#(entries.joined(separator: ", "))}}"#)
            }
            if request.path.hasPrefix("/render/") {
                let name = String(request.path.dropFirst("/render/".count))
                if faults.rateLimited.contains(name), limited.insert(name) {
                    return .respond(status: 429, headers: ["Retry-After": "0"], body: [])
                }
                let node = String(name.prefix { $0 != "." && $0 != "@" }).replacingOccurrences(of: "-", with: ":")
                let body: Data
                if name.hasSuffix(".pdf") { body = AssetBodies.pdf(node) }
                else if name.hasSuffix(".svg") { body = node == faults.brokenSVG ? Data("<svg><g></svg>".utf8) : AssetBodies.svg(node) }
                else { body = AssetBodies.png(width: 4, height: 3) }
                if node == faults.truncated { return .truncated(status: 200, declaredLength: body.count + 100, body: [UInt8](body)) }
                return .respond(status: 200, headers: ["Content-Type": "application/octet-stream"], body: [UInt8](body))
            }
            return .json(404, #"{"status": 404, "err": "Not found"}"#)
        }
        return server
    }

    final class LockedSet: @unchecked Sendable {
        private let lock = NSLock()
        private var items = Set<String>()
        func insert(_ item: String) -> Bool { lock.withLock { items.insert(item).inserted } }
    }

    /// A repository with the fixture's configuration (and `iconFormat` replaced when given).
    static func repository(iconFormat: String? = nil) throws -> URL {
        let directory = try ImportCommandTests.temporaryDirectory()
        var config = try String(contentsOf: fixtures.appendingPathComponent("aurum-codegen.json"), encoding: .utf8)
        if let iconFormat { config = config.replacingOccurrences(of: #""iconFormat": "pdf""#, with: #""iconFormat": "\#(iconFormat)""#) }
        try config.write(to: directory.appendingPathComponent("aurum-codegen.json"), atomically: true, encoding: .utf8)
        return directory
    }

    static func live(_ server: LocalHTTPServer, in directory: URL, _ extra: [String] = []) -> ImportCommandTests.Outcome {
        ImportCommandTests.run(["import", "figma-assets", "--file-key", "KEY", "--api-base", server.baseURL.absoluteString] + extra,
                               in: directory, environment: ["FIGMA_ACCESS_TOKEN": secret])
    }

    static func catalog(_ directory: URL) -> URL { directory.appendingPathComponent("App/Icons.xcassets") }

    @Test func importsFromFigmaThenServesTheCache() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try Self.server()
        defer { server.stop() }
        let first = Self.live(server, in: directory)
        #expect(first.code == ExitCode.success, "\(first.error)")
        #expect(first.output == "wrote 22 of 22 files to \(directory.path)/App/Icons.xcassets (6 icons, 1 image); 5 icons added to tokens/icons.json; 14 downloaded, 0 from the cache, 19 requests\n")
        #expect(!first.error.contains("error"), "\(first.error)")
        let requests = server.requests
        #expect(requests.count == 19)
        #expect(requests.filter { $0.path.hasPrefix("/v1/") }.allSatisfy { $0.headers["x-figma-token"] == Self.secret })
        #expect(requests.filter { $0.path.hasPrefix("/render/") }.allSatisfy { $0.headers["x-figma-token"] == nil }, "the image host never sees the token")
        let images = requests.filter { $0.path == "/v1/images/KEY" }.map { "\($0.query["format"]!) \($0.query["scale"] ?? "-") \($0.query["ids"]!)" }
        #expect(images == ["pdf - 10:1,10:2,10:3,10:4,10:6,10:7,10:8,10:9", "png 1 20:1,20:2", "png 2 20:1,20:2", "png 3 20:1,20:2"])

        var validation = DiagnosticCollector()
        let sets = AssetCatalogReader.read(Self.catalog(directory), displayPath: "Icons.xcassets", diagnostics: &validation)
        #expect(validation.sorted.isEmpty, "\(validation.sorted)")
        #expect(sets.count == 7)
        let record = try String(contentsOf: directory.appendingPathComponent("tokens/figma-assets.json"), encoding: .utf8)
        #expect(record.contains("\"version\": \"6104718532\""))
        #expect(record.contains("\"24-arrow-left\": {\n      \"kind\": \"icon\",\n      \"node\": \"10:1\",\n      \"figmaName\": \"icon/24/arrow-left\",\n      \"darkNode\": \"10:2\","))
        #expect(!first.output.contains(Self.secret) && !first.error.contains(Self.secret))

        let second = Self.live(server, in: directory)
        #expect(second.code == ExitCode.success, "\(second.error)")
        #expect(second.output == "wrote 0 of 21 files to \(directory.path)/App/Icons.xcassets (6 icons, 1 image, 21 unchanged); 0 downloaded, 14 from the cache, 1 request\n")
        #expect(server.requests.count == 20, "only the file itself is asked for again")
    }

    /// The renders of the fixture file, saved as `import` and `drift` read them.
    static func saveBodies(in directory: URL) throws {
        let bodies = directory.appendingPathComponent("bodies")
        try FileManager.default.createDirectory(at: bodies, withIntermediateDirectories: true)
        for node in ["10:1", "10:2", "10:3", "10:4", "10:6", "10:7", "10:8", "10:9"] {
            try AssetBodies.pdf(node).write(to: bodies.appendingPathComponent(node.replacingOccurrences(of: ":", with: "-") + ".pdf"))
        }
        for node in ["20-1", "20-2"] { for scale in 1...3 { try AssetBodies.png(width: 2 * scale, height: scale).write(to: bodies.appendingPathComponent("\(node)@\(scale)x.png")) } }
    }

    /// `drift --figma-file` checks the assets live when the configuration has an `assets` section, through the
    /// same render cache: right after an import there is nothing to report and nothing to download.
    @Test func liveDriftAfterAnImportIsClean() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try Self.server()
        defer { server.stop() }
        #expect(Self.live(server, in: directory).code == ExitCode.success)
        let before = server.requests.count
        let drift = ImportCommandTests.run(["drift", "--figma-file", "KEY", "--api-base", server.baseURL.absoluteString, "--only", "assets", "--format", "json"],
                                           in: directory, environment: ["FIGMA_ACCESS_TOKEN": Self.secret])
        #expect(drift.code == ExitCode.success, "\(drift.output) \(drift.error)")
        #expect(drift.output.contains(#""status": "clean""#) && drift.output.contains(#""assets": { "figmaAssets": 7, "catalogAssets": 7 }"#))
        #expect(server.requests.count == before + 1, "only the file: every render comes from the cache")
    }

    /// On a terminal, downloads show one line redrawn in place: count, bytes, ETA; it ends with the last render.
    @Test func aTerminalShowsAProgressLine() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try Self.server()
        defer { server.stop() }
        let capture = CapturedOutput()
        let io = CommandIO.capturing(into: capture, environment: ["FIGMA_ACCESS_TOKEN": Self.secret], standardErrorIsTerminal: true,
                                     currentDirectory: directory.path)
        let code = AurumCodegenCommandLine.main(["import", "figma-assets", "--file-key", "KEY", "--api-base", server.baseURL.absoluteString],
                                                io: io, figma: FigmaAPIClient.factory)
        #expect(code == ExitCode.success, "\(capture.standardError)")
        #expect(capture.standardError.hasPrefix("\r\u{1B}[2K"))
        #expect(capture.standardError.contains("\r\u{1B}[2K14/14 renders, 4.1 KB\n"), "\(capture.standardError.debugDescription)")
        #expect(AssetDownloadProgress(done: 250, total: 1000, bytes: 3 << 20, elapsed: 2).line == "250/1000 renders, 3 MB, ETA 6 s")
    }

    @Test func savedResponsesImportWithoutNetwork() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.saveBodies(in: directory)
        let run = ImportCommandTests.run(["import", "figma-assets", "--file", Self.fixtures.appendingPathComponent("file.json").path,
                                          "--images", Self.fixtures.appendingPathComponent("images-pdf.json").path, "--bodies", "bodies", "--out", "Out.xcassets"], in: directory)
        #expect(run.code == ExitCode.success, "\(run.error)")
        #expect(run.output == "wrote 22 of 22 files to Out.xcassets (6 icons, 1 image); 5 icons added to tokens/icons.json\n")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out.xcassets/onboarding-hero.imageset/onboarding-hero-dark@3x.png").path))
    }

    /// After an import, Figma changes: a layer renamed, an icon added, one removed, one redrawn. `drift` reports
    /// each against the catalog in every format, and exits 1.
    @Test func driftReportsAddedRemovedRenamedAndChangedAssets() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.saveBodies(in: directory)
        let imported = ImportCommandTests.run(["import", "figma-assets", "--file", Self.fixtures.appendingPathComponent("file.json").path,
                                               "--bodies", "bodies"], in: directory)
        #expect(imported.code == ExitCode.success, "\(imported.error)")
        let clean = ImportCommandTests.run(["drift", "--assets-file", Self.fixtures.appendingPathComponent("file.json").path, "--asset-bodies", "bodies"], in: directory)
        #expect(clean.code == ExitCode.success, "\(clean.output) \(clean.error)")
        #expect(clean.output == "Token drift: not checked\nComponent drift: not checked\nAsset drift: none\nResult: no drift; 7 Figma assets against 7 in the catalog\n")

        var file = String(decoding: Self.fileResponse, as: UTF8.self)
        file = file.replacingOccurrences(of: #""name": "icon/24/home", "type""#, with: #""name": "icon/24/house", "type""#)
        file = file.replacingOccurrences(of: #"{ "id": "10:9", "name": "🚀 Rocket launch", "type": "COMPONENT", "scrollBehavior": "SCROLLS", "children": [] }"#,
                                         with: #"{ "id": "10:10", "name": "icon/star", "type": "COMPONENT", "scrollBehavior": "SCROLLS", "children": [] }"#)
        try file.write(to: directory.appendingPathComponent("changed.json"), atomically: true, encoding: .utf8)
        try AssetBodies.pdf("redrawn").write(to: directory.appendingPathComponent("bodies/10-8.pdf"))
        try AssetBodies.pdf("10:10").write(to: directory.appendingPathComponent("bodies/10-10.pdf"))

        let text = ImportCommandTests.run(["drift", "--assets-file", "changed.json", "--asset-bodies", "bodies", "--only", "assets"], in: directory)
        #expect(text.code == DriftCommand.driftFound, "\(text.error)")
        #expect(text.output.contains("Asset drift: 4 findings\n  asset added in Figma (1)\n    icon 'icon/star' (10:10) is in Figma but not in the catalog; run 'aurum-codegen import figma-assets'\n"))
        #expect(text.output.contains("  asset removed from Figma (1)\n    tokens/figma-assets.json:1:1: icon 'rocket-launch' (10:9, '🚀 Rocket launch') is in the catalog but no longer in Figma's selection"))
        #expect(text.output.contains("  asset renamed in Figma (1)\n    tokens/figma-assets.json:1:1: 'icon/24/home' (10:3) is 'icon/24/house' in Figma now; the catalog names it 'home'\n"))
        #expect(text.output.contains("  asset drawing changed in Figma (1)\n    tokens/figma-assets.json:1:1: 'icon/16/arrow-left' (10:8) looks different in Figma: 16-arrow-left.pdf differs from the catalog"))
        #expect(text.output.hasSuffix("Result: 4 findings (0 token, 0 component, 4 asset); 7 Figma assets against 7 in the catalog\n"))

        let json = ImportCommandTests.run(["drift", "--assets-file", "changed.json", "--asset-bodies", "bodies", "--format", "json"], in: directory)
        #expect(json.output.contains(#""byKind": { "assetAdded": 1, "assetRemoved": 1, "assetRenamed": 1, "assetChanged": 1 }"#), "\(json.output)")
        #expect(json.output.contains(#""assets": { "figmaAssets": 7, "catalogAssets": 7 }"#))
        #expect(json.output.contains(#""category": "asset""#))
        let github = ImportCommandTests.run(["drift", "--assets-file", "changed.json", "--asset-bodies", "bodies", "--format", "github"], in: directory)
        #expect(github.output.contains("::error file=tokens/figma-assets.json,line=1,col=1,title=Asset drift%3A asset renamed in Figma::"), "\(github.output)")
        let html = ImportCommandTests.run(["drift", "--assets-file", "changed.json", "--asset-bodies", "bodies", "--format", "html"], in: directory)
        #expect(html.output.contains("Asset drift") && html.output.contains("asset drawing changed in Figma"))
    }

    @Test func aNullURLInSavedImagesIsAnErrorThere() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.saveBodies(in: directory)
        let images = try String(contentsOf: Self.fixtures.appendingPathComponent("images-pdf.json"), encoding: .utf8)
            .replacingOccurrences(of: #""10:4": "https://figma-alpha-api.s3.us-west-2.amazonaws.com/images/10-4.pdf""#, with: #""10:4": null"#)
        try images.write(to: directory.appendingPathComponent("images.json"), atomically: true, encoding: .utf8)
        let run = ImportCommandTests.run(["import", "figma-assets", "--file", Self.fixtures.appendingPathComponent("file.json").path,
                                          "--images", "images.json", "--bodies", "bodies"], in: directory)
        #expect(run.code == ExitCode.inputError)
        #expect(run.error.contains("images.json:7:13: error: Figma could not render node 10:4 of 'icon/24/home-filled' (its render URL is null)"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: Self.catalog(directory).path))
    }

    @Test func refusedAndMissingFilesAreDiagnostics() throws {
        for (status, message) in [(403, "error: Figma refused GET http://127.0.0.1"), (404, "error: Figma file 'KEY' was not found (HTTP 404)")] {
            let directory = try Self.repository()
            defer { try? FileManager.default.removeItem(at: directory) }
            let server = try Self.server(.init(fileStatus: status))
            defer { server.stop() }
            let run = Self.live(server, in: directory)
            #expect(run.code == ExitCode.unavailable)
            #expect(run.error.contains(message), "\(run.error)")
            #expect(run.error.contains("Figma says: Not allowed") || status == 404)
            #expect(!run.error.contains(Self.secret))
            #expect(!FileManager.default.fileExists(atPath: Self.catalog(directory).path))
        }
    }

    @Test func rateLimitedDownloadsAreRetried() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try Self.server(.init(rateLimited: ["10-1.pdf", "20-1@2x.png"]))
        defer { server.stop() }
        let run = Self.live(server, in: directory, ["--verbose"])
        #expect(run.code == ExitCode.success, "\(run.error)")
        #expect(run.output.hasSuffix("14 downloaded, 0 from the cache, 21 requests\n"))
        #expect(run.error.contains("HTTP 429 for http://127.0.0.1:\(server.port)/render/10-1.pdf; retrying in 0 s (retry 1 of 4)"))
    }

    /// A null render URL, a cut-off download and an SVG that does not parse: each an error at the component in
    /// the file response, exit 1, and nothing written at all.
    @Test func unusableRendersWriteNothing() throws {
        let cases: [(Faults, String?, String)] = [
            (.init(nullRender: "10:9"), nil, "error: Figma could not render node 10:9 of '🚀 Rocket launch' as PDF (its render URL is null)"),
            (.init(truncated: "10:3"), nil, "error: 'icon/24/home' (10:3): the answer to GET http://127.0.0.1"),
            (.init(brokenSVG: "10:4"), "svg", "error: 'icon/24/home-filled': the SVG render of node 10:4 is unusable: it is not a well-formed SVG (line 1: </svg> closes <g>)"),
        ]
        for (faults, format, message) in cases {
            let directory = try Self.repository(iconFormat: format)
            defer { try? FileManager.default.removeItem(at: directory) }
            let server = try Self.server(faults)
            defer { server.stop() }
            let run = Self.live(server, in: directory)
            #expect(run.code == ExitCode.inputError, "\(run.output) \(run.error)")
            #expect(run.error.contains(message), "\(run.error)")
            #expect(run.error.contains("https://") == false)
            #expect(!FileManager.default.fileExists(atPath: Self.catalog(directory).path))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("tokens/icons.json").path))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("tokens/figma-assets.json").path))
        }
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let noOut = ImportCommandTests.run(["import", "figma-assets", "--file-key", "KEY"], in: directory)
        #expect(noOut.code == ExitCode.usage)
        #expect(noOut.error.contains("missing '--out <Assets.xcassets>'"))
        let wrongOut = ImportCommandTests.run(["import", "figma-assets", "--file-key", "KEY", "--out", "Assets"], in: directory)
        #expect(wrongOut.error.contains("'--out' must name an asset catalog folder ending in .xcassets, not 'Assets'"))
        let noBodies = ImportCommandTests.run(["import", "figma-assets", "--file", "f.json", "--out", "A.xcassets"], in: directory)
        #expect(noBodies.error.contains("'--file' needs '--bodies <dir>'"))
    }
}
