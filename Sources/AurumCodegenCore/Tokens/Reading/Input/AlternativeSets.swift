/// A Tokens Studio project without themes (`$themes.json` is a paid feature, and many projects have none) applies
/// every set, a later set winning. Sets that define the same tokens (`light` and `dark`, `compact` and
/// `comfortable`) are then alternatives, not layers: merged, the last would silently replace the others' values.
///
/// Plain token files given together are read the same way (`themes/light.json` and `themes/dark.json`, or
/// `ifm.light.json` and `ifm.dark.json` beside other files).
///
/// Two sets are alternatives when each shares at least `overlap` of its tokens with the other (a small set
/// overriding a few tokens of a large one is a layer, not an alternative), or when they are a light and a dark set
/// and the smaller shares `overlap` of its tokens with the other. Sets linked that way form one group,
/// which becomes a modifier: its contexts the sets (a set by its last path segment when those are distinct; a
/// file by what its path adds to the paths it shares: `ifm.light.json` is `light`, `themes/pink/bg.json` `pink`),
/// the first in set order the default (for files, whose order is only their names', one named `light` or
/// `default` when there is one); it is named after the sets' common folder (for files, a folder holding nothing
/// else, or the folder whose subfolders the contexts are), else `mode`.
enum AlternativeSets {
    static let overlap = 0.8

    struct Group: Equatable {
        var name: String
        /// Per context, its set names (files) in set order: one each, except where parallel groups merged (below).
        var sets: [[String]]
        var contexts: [String]

        init(name: String, sets: [[String]], contexts: [String]) {
            self.name = name
            self.sets = sets
            self.contexts = contexts
        }

        /// One set per context.
        init(name: String, sets: [String], contexts: [String]) {
            self.init(name: name, sets: sets.map { [$0] }, contexts: contexts)
        }
    }

    /// `sets`: every set (or file, by its path) in order with the token paths it defines; `folderFiles`, for files:
    /// how many token files each folder holds.
    ///
    /// Parallel groups merge into one: files of sibling folders that each hold the same files (`themes/pink/bg.json`,
    /// `themes/pink/border.json`, `themes/teal/bg.json`, `themes/teal/border.json`) make two groups with the same
    /// contexts (`pink`, `teal`), which are one choice, so one modifier whose contexts hold both files.
    static func groups(_ sets: [(name: String, keys: Set<String>)], folderFiles: [String: Int]? = nil) -> [Group] {
        var parent = Array(sets.indices)
        func root(_ i: Int) -> Int { parent[i] == i ? i : root(parent[i]) }
        for i in sets.indices {
            for j in sets.indices where j > i && !sets[i].keys.isEmpty && !sets[j].keys.isEmpty {
                let shared = Double(sets[i].keys.intersection(sets[j].keys).count)
                let alike = shared >= overlap * Double(sets[i].keys.count) && shared >= overlap * Double(sets[j].keys.count)
                // A light and a dark set (`light.color.json`, `dark.color.json`) are alternatives when one redefines
                // most of the other's tokens, whichever holds more: dark sets often leave some colours as they are.
                let appearances = shared >= overlap * Double(min(sets[i].keys.count, sets[j].keys.count))
                    && areAppearances(sets[i].name, sets[j].name)
                guard alike || appearances else { continue }
                parent[root(j)] = root(i)
            }
        }
        var members: [Int: [Int]] = [:]
        for i in sets.indices { members[root(i), default: []].append(i) }
        let single = members.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }.map { indices -> Group in
            var names = indices.map { sets[$0].name }
            let folders = Set(names.map(folder))
            var folder = folders.count == 1 ? folders.first! : ""
            var contexts: [String]
            if let folderFiles {
                if folderFiles[folder] != names.count { folder = "" }
                // What each file's path adds (its folder when the names are alike), not its name alone.
                contexts = distinguishing(names.map(withoutExtension))
                if folders.count > 1, let common = commonFolder(names), contexts.allSatisfy({ !$0.contains("/") }) { folder = common }
                // Files are in name order, which says nothing: a light or default one is the default.
                if let i = contexts.firstIndex(where: { ["light", "default", "base"].contains($0.lowercased()) }), i > 0 {
                    contexts.insert(contexts.remove(at: i), at: 0)
                    names.insert(names.remove(at: i), at: 0)
                }
            } else {
                let last = names.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
                contexts = Set(last).count == last.count ? last : names
            }
            return Group(name: folder.isEmpty ? "mode" : (folder.split(separator: "/").last.map(String.init) ?? folder),
                         sets: names, contexts: contexts)
        }
        // Groups of one choice: the same contexts, or some of them (a folder lacking one of the others' files).
        var merged: [Group] = []
        for group in single {
            let contexts = Set(group.contexts)
            guard contexts.count == group.contexts.count,
                  let i = merged.firstIndex(where: { contexts.isSubset(of: $0.contexts) || contexts.isSuperset(of: $0.contexts) }) else {
                merged.append(group)
                continue
            }
            if merged[i].name != group.name { merged[i].name = "mode" }
            for (c, context) in group.contexts.enumerated() {
                if let j = merged[i].contexts.firstIndex(of: context) {
                    merged[i].sets[j] += group.sets[c]
                } else {
                    merged[i].contexts.append(context)
                    merged[i].sets.append(group.sets[c])
                }
            }
        }
        return merged
    }

    /// Whether what the two names add to what they share names the light and the dark appearance
    /// (`SwiftSystemModifiers`' words: `light.color`/`dark.color`, `theme-day`/`theme-night`).
    static func areAppearances(_ a: String, _ b: String) -> Bool {
        let parts = distinguishing([withoutExtension(a), withoutExtension(b)])
        guard let light = SwiftSystemModifiers.context(in: parts, naming: SwiftSystemModifiers.lightWords, not: SwiftSystemModifiers.darkWords),
              let dark = SwiftSystemModifiers.context(in: parts, naming: SwiftSystemModifiers.darkWords, not: SwiftSystemModifiers.lightWords) else { return false }
        return light != dark
    }

    /// `themes/pink/bg.json` → `themes/pink/bg`.
    static func withoutExtension(_ path: String) -> String {
        let folder = folder(path)
        let stem = ModeFileLayout.stem(of: path)
        return folder.isEmpty ? stem : folder + "/" + stem
    }

    /// The deepest folder holding every path (`themes` for `themes/pink/bg.json` and `themes/teal/bg.json`).
    static func commonFolder(_ paths: [String]) -> String? {
        let split = paths.map { $0.split(separator: "/").dropLast().map(String.init) }
        guard var common = split.first else { return nil }
        for p in split.dropFirst() { common = Array(zip(common, p).prefix { $0 == $1 }.map(\.0)) }
        return common.isEmpty ? nil : common.joined(separator: "/")
    }

    static func folder(_ path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }

    /// What each name adds to the prefix and suffix all share (`ifm.light`, `ifm.dark` → `light`, `dark`), trimmed
    /// of separators; the names themselves when that leaves one empty or two alike.
    static func distinguishing(_ names: [String]) -> [String] {
        guard names.count > 1, let first = names.first else { return names }
        // Paths that differ in one folder (`themes/pinkGreen/color/bg`, `themes/purpleOrange/color/bg`): that folder.
        let segments = names.map { $0.split(separator: "/").map(String.init) }
        if segments.allSatisfy({ $0.count == segments[0].count }), segments[0].count > 1 {
            let differing = segments[0].indices.filter { k in segments.contains { $0[k] != segments[0][k] } }
            if differing.count == 1, differing[0] < segments[0].count - 1 {
                let parts = segments.map { $0[differing[0]] }
                if Set(parts).count == parts.count { return parts }
            }
        }
        var prefix = first.count, suffix = first.count
        for name in names.dropFirst() {
            prefix = min(prefix, zip(first, name).prefix { $0 == $1 }.count)
            suffix = min(suffix, zip(first.reversed(), name.reversed()).prefix { $0 == $1 }.count)
        }
        let separators: Set<Character> = [".", "-", "_", " "]
        let parts = names.map { name -> String in
            let end = max(prefix, name.count - suffix)
            let middle = String(Array(name)[prefix..<end])
            return String(middle.drop { separators.contains($0) }.reversed().drop { separators.contains($0) }.reversed())
        }
        return parts.contains(where: \.isEmpty) || Set(parts).count != parts.count ? names : parts
    }
}
