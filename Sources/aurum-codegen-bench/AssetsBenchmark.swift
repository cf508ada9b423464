import AurumCodegenCore
import AurumFigmaClient
import Foundation

/// `import figma-assets` of 1,000 icons from a loopback Figma (LocalHTTPServer, real sockets, the real
/// URLSession client): the whole file, `/v1/images` batches, 1,000 PDF downloads 8 at a time, the catalog
/// written. Then the same import again with the render cache warm: only the file is requested. Figures are
/// medians of `runs` wall times, with the requests the server saw and the bytes downloaded.
enum AssetsBenchmark: BenchmarkTiming {
    static let icons = 1_000
    static let runs = 3

    static func run() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-assets-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = Array(fileResponse().utf8)
        let pdf = [UInt8](renderPDF())
        let server: LocalHTTPServer
        do {
            server = try LocalHTTPServer(lifetime: 600) { request, _ in
                if request.path == "/v1/files/BENCH" { return .respond(status: 200, headers: ["Content-Type": "application/json"], body: file) }
                if request.path == "/v1/images/BENCH" {
                    let base = "http://" + (request.headers["host"] ?? "")
                    let entries = (request.query["ids"] ?? "").split(separator: ",").map { "\"\($0)\": \"\(base)/render/\($0.replacingOccurrences(of: ":", with: "-")).pdf\"" }
                    return .json(200, "{\"err\": null, \"images\": {\(entries.joined(separator: ","))}}")
                }
                return .respond(status: 200, headers: ["Content-Type": "application/pdf"], body: pdf)
            }
        } catch {
            print("Assets: the loopback server did not start: \(error)")
            return
        }
        defer { server.stop() }
        var cold: [Double] = [], warm: [Double] = []
        var coldRequests = 0, warmRequests = 0, bytes = 0, files = 0
        for run in 0..<runs {
            let directory = root.appendingPathComponent("run\(run)")
            let before = server.requests.count
            guard let first = importOnce(server.baseURL, directory: directory) else { return }
            cold.append(first.wall)
            coldRequests = server.requests.count - before
            bytes = first.bytes
            files = first.files
            let middle = server.requests.count
            guard let second = importOnce(server.baseURL, directory: directory) else { return }
            warm.append(second.wall)
            warmRequests = server.requests.count - middle
            guard second.downloaded == 0 else {
                print("Assets: the second run downloaded \(second.downloaded) renders; the cache does not work")
                return
            }
        }
        print("Assets: \(icons) icons from a loopback Figma into \(files) catalog files; medians of \(runs) runs, wall time")
        print("  cold (no cache):  \(ms(median(cold)))  \(coldRequests) requests, \(bytes / 1024) KB downloaded")
        print("  warm (cache):     \(ms(median(warm)))  \(warmRequests) request\(warmRequests == 1 ? "" : "s"), nothing downloaded")
    }

    private struct Outcome {
        var wall: Double
        var downloaded: Int
        var bytes: Int
        var files: Int
    }

    private static func importOnce(_ base: URL, directory: URL) -> Outcome? {
        var outcome: Outcome?
        var failure: String?
        let timing = time {
            do throws(DiagnosticError) {
                let client = FigmaAPIClient(configuration: .init(token: FigmaAccessToken("figd_bench"), baseURL: base))
                let options = AssetsOptions(icons: .init(pages: ["Icons"]))
                var diagnostics = DiagnosticCollector()
                let (json, name) = try client.file(fileKey: "BENCH")
                let selection = FigmaAssetSelection.select(json, file: name, options: options, diagnostics: &diagnostics)
                let (bodies, stats) = AssetFetch.bodies(selection, fileKey: "BENCH", options: options, client: client,
                                                        cache: AssetRenderCache(directory: directory.appendingPathComponent("cache")),
                                                        progress: { _ in }, diagnostics: &diagnostics)
                let existing = FigmaAssetsImporter.Existing(iconsText: nil, iconsPath: "icons.json", record: nil, catalogNames: [], catalogHasContents: false)
                let result = FigmaAssetsImporter.run(selection, bodies: bodies, existing: existing, options: options, diagnostics: &diagnostics)
                try diagnostics.throwIfErrors()
                _ = try result.write(catalog: directory.appendingPathComponent("Icons.xcassets"), icons: directory.appendingPathComponent("icons.json"),
                                     record: directory.appendingPathComponent("record.json"), dryRun: false)
                outcome = Outcome(wall: 0, downloaded: stats.downloaded, bytes: stats.bytes, files: result.catalogFiles.count)
            } catch {
                failure = error.diagnostics.prefix(3).map { $0.rendered(colored: false) }.joined(separator: "; ")
            }
        }
        if let failure { print("Assets: the import failed: \(failure)"); return nil }
        outcome?.wall = timing.wall
        return outcome
    }

    /// A whole-file response with `icons` components in 10 frames of one page.
    private static func fileResponse() -> String {
        var frames: [String] = []
        for frame in 0..<10 {
            var components: [String] = []
            for index in 0..<(icons / 10) {
                let id = "\(100 + frame):\(index + 1)"
                let name = "icon/\(["nav", "action", "arrow", "file", "media", "user", "chart", "map", "shop", "misc"][frame])/glyph-\(index)"
                components.append(#"{"id": "\#(id)", "name": "\#(name)", "type": "COMPONENT", "children": []}"#)
            }
            frames.append(#"{"id": "1:\#(frame + 1)", "name": "Frame \#(frame)", "type": "FRAME", "children": [\#(components.joined(separator: ","))]}"#)
        }
        return #"{"name": "Bench", "version": "42", "lastModified": "2026-12-01T00:00:00Z", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [{"id": "0:1", "name": "Icons", "type": "CANVAS", "children": [\#(frames.joined(separator: ","))]}]}, "components": {}, "componentSets": {}}"#
    }

    /// A one-page PDF of about 600 bytes.
    private static func renderPDF() -> Data {
        let stream = "0 0 0 rg 4 11 16 2 re f\n"
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 24] /Contents 4 0 R /Resources << >> >>",
                       "<< /Length \(stream.utf8.count) >>\nstream\n\(stream)endstream"]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n" + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }
}
