import Foundation

/// Reads an `.xcassets` catalog on disk: its image sets with each file's SHA-256 (what `drift` compares with
/// Figma's renders), and every way it breaks the format's rules (Apple's Asset Catalog Format Reference), as
/// diagnostics at the `Contents.json` that breaks them.
package enum AssetCatalogReader {
    package struct ImageSet: Hashable, Sendable {
        /// The asset's name: the folder's name without `.imageset` (groups do not namespace it unless they
        /// say so, which this tool never writes).
        package var name: String
        /// File name → SHA-256, for the files `Contents.json` lists.
        package var files: [String: String]
    }

    static let idioms: Set<String> = ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision", "ios-marketing", "watch-marketing"]
    static let scales: Set<String> = ["1x", "2x", "3x"]
    static let directions: Set<String> = ["left-to-right", "right-to-left"]
    static let appearances: [String: Set<String>] = ["luminosity": ["light", "dark"], "contrast": ["high"]]
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "heic", "heif", "avci"]

    /// Every image set below `catalog` (in groups too), sorted by name.
    package static func read(_ catalog: URL, displayPath: String, diagnostics: inout DiagnosticCollector) -> [ImageSet] {
        var result: [ImageSet] = []
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: catalog.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.error("the asset catalog '\(displayPath)' does not exist")
            return []
        }
        checkInfo(catalog.appendingPathComponent("Contents.json"), displayPath + "/Contents.json", required: false, diagnostics: &diagnostics)
        var folders: [(URL, String)] = [(catalog, displayPath)]
        while let (folder, shown) = folders.popLast() {
            let names = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if name.hasSuffix(".imageset") {
                    if let set = imageSet(url, shown + "/" + name, diagnostics: &diagnostics) { result.append(set) }
                } else if !name.contains(".") {
                    folders.append((url, shown + "/" + name))
                }
            }
        }
        return result.sorted { $0.name < $1.name }
    }

    private static func checkInfo(_ url: URL, _ shown: String, required: Bool, diagnostics: inout DiagnosticCollector) {
        guard FileManager.default.fileExists(atPath: url.path) else {
            if required { diagnostics.error("'\(shown)' is missing: every image set needs its Contents.json") }
            return
        }
        do {
            let json = try JSONReader.parse(contentsOf: url, displayPath: shown)
            guard let root = JSONObjectReader(json, file: shown, what: "Contents.json", diagnostics: &diagnostics) else { return }
            checkInfo(root, diagnostics: &diagnostics)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
        }
    }

    private static func checkInfo(_ root: JSONObjectReader, diagnostics: inout DiagnosticCollector) {
        guard let info = root.object("info", required: true, what: "'info'", diagnostics: &diagnostics) else { return }
        _ = info.string("author", required: true, diagnostics: &diagnostics)
        if let version = info.value("version", required: true, diagnostics: &diagnostics), version.number?.int != 1 {
            diagnostics.error("'version' in 'info' must be 1", at: info.location(of: version))
        }
    }

    private static func imageSet(_ folder: URL, _ shown: String, diagnostics: inout DiagnosticCollector) -> ImageSet? {
        let contentsURL = folder.appendingPathComponent("Contents.json")
        let contentsPath = shown + "/Contents.json"
        guard FileManager.default.fileExists(atPath: contentsURL.path) else {
            diagnostics.error("'\(contentsPath)' is missing: every image set needs its Contents.json")
            return nil
        }
        let json: JSONValue
        do { json = try JSONReader.parse(contentsOf: contentsURL, displayPath: contentsPath) } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        guard let root = JSONObjectReader(json, file: contentsPath, what: "Contents.json", diagnostics: &diagnostics) else { return nil }
        root.checkKeys(["images", "info", "properties"], diagnostics: &diagnostics)
        checkInfo(root, diagnostics: &diagnostics)
        var set = ImageSet(name: String(folder.lastPathComponent.dropLast(".imageset".count)), files: [:])
        var slots = Set<String>()
        for image in root.array("images", diagnostics: &diagnostics) ?? [] {
            guard let entry = JSONObjectReader(image, file: contentsPath, what: "an image", diagnostics: &diagnostics) else { continue }
            entry.checkKeys(["filename", "idiom", "scale", "appearances", "language-direction", "subtype", "display-gamut",
                             "width-class", "height-class", "memory", "graphics-feature-set", "compression-type", "locale"], diagnostics: &diagnostics)
            let idiom = entry.string("idiom", required: true, diagnostics: &diagnostics)
            if let idiom, !idioms.contains(idiom.value) {
                diagnostics.error("'\(idiom.value)' is not an idiom of the asset catalog format" + Suggestions.didYouMean(idiom.value, in: idioms), at: idiom.location)
            }
            let scale = entry.string("scale", diagnostics: &diagnostics)
            if let scale, !scales.contains(scale.value) {
                diagnostics.error("'scale' must be 1x, 2x or 3x, not '\(scale.value)'", at: scale.location)
            }
            let direction = entry.string("language-direction", diagnostics: &diagnostics)
            if let direction, !directions.contains(direction.value) {
                diagnostics.error("'language-direction' must be left-to-right or right-to-left, not '\(direction.value)'", at: direction.location)
            }
            var appearanceKey: [String] = []
            for appearance in entry.array("appearances", diagnostics: &diagnostics) ?? [] {
                guard let a = JSONObjectReader(appearance, file: contentsPath, what: "an appearance", diagnostics: &diagnostics),
                      let kind = a.string("appearance", required: true, diagnostics: &diagnostics),
                      let value = a.string("value", required: true, diagnostics: &diagnostics) else { continue }
                if appearances[kind.value]?.contains(value.value) != true {
                    diagnostics.error("'\(kind.value)' '\(value.value)' is not an appearance of the asset catalog format", at: value.location)
                }
                appearanceKey.append("\(kind.value)=\(value.value)")
            }
            let slot = [idiom?.value ?? "", scale?.value ?? "", direction?.value ?? "", appearanceKey.sorted().joined(separator: "+")].joined(separator: "|")
            if !slots.insert(slot).inserted {
                diagnostics.error("two images of '\(set.name)' fill the same slot (idiom, scale, direction and appearance)", at: entry.location)
            }
            guard let fileName = entry.string("filename", diagnostics: &diagnostics) else { continue }
            let ext = (fileName.value as NSString).pathExtension.lowercased()
            if !imageExtensions.contains(ext) {
                diagnostics.error("'\(fileName.value)' is not an image file an image set holds (PNG, JPEG, HEIF, PDF or SVG)", at: fileName.location)
            }
            if ["pdf", "svg"].contains(ext), let scale {
                diagnostics.error("the vector image '\(fileName.value)' must not have a scale ('\(scale.value)'): one vector file serves every scale", at: scale.location)
            }
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName.value).path) else {
                diagnostics.error("'\(fileName.value)' is listed but not in \(shown)", at: fileName.location)
                continue
            }
            set.files[fileName.value] = RenderHash.hex(data)
        }
        if let properties = root.object("properties", what: "'properties'", diagnostics: &diagnostics) {
            _ = properties.bool("preserves-vector-representation", diagnostics: &diagnostics)
            if let intent = properties.string("template-rendering-intent", diagnostics: &diagnostics), !["template", "original"].contains(intent.value) {
                diagnostics.error("'template-rendering-intent' must be template or original, not '\(intent.value)'", at: intent.location)
            }
        }
        let present = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") && $0 != "Contents.json" }
        for name in present.sorted() where set.files[name] == nil && imageExtensions.contains((name as NSString).pathExtension.lowercased()) {
            diagnostics.warning("'\(shown)/\(name)' is in the image set but Contents.json does not list it (Xcode shows it as unassigned)")
        }
        return set
    }
}
