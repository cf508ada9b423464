/// A Tokens Studio project without themes (`$themes.json` is a paid feature, and many projects have none) applies
/// every set, a later set winning. Sets that define the same tokens (`light` and `dark`, `compact` and
/// `comfortable`) are then alternatives, not layers: merged, the last would silently replace the others' values.
///
/// Plain token files given together are read the same way (`themes/light.json` and `themes/dark.json`, or
/// `ifm.light.json` and `ifm.dark.json` beside other files).
///
/// Two sets are alternatives when each shares at least `overlap` of its tokens with the other (a small set
/// overriding a few tokens of a large one is a layer, not an alternative). Sets linked that way form one group,
/// which becomes a modifier: its contexts the sets (a set by its last path segment when those are distinct; a
/// file by what its name adds to the names it shares: `ifm.light.json` is `light`), the first in set order the
/// default (for files, whose order is only their names', one named `light` or `default` when there is one); it is
/// named after the sets' common folder (for files, a folder holding nothing else), else `mode`.
enum AlternativeSets {
    static let overlap = 0.8

    struct Group: Equatable {
        var name: String
        /// Set names, in set order, and their context names.
        var sets: [String]
        var contexts: [String]
    }

    /// `sets`: every set (or file, by its path) in order with the token paths it defines; `folderFiles`, for files:
    /// how many token files each folder holds.
    static func groups(_ sets: [(name: String, keys: Set<String>)], folderFiles: [String: Int]? = nil) -> [Group] {
        var parent = Array(sets.indices)
        func root(_ i: Int) -> Int { parent[i] == i ? i : root(parent[i]) }
        for i in sets.indices {
            for j in sets.indices where j > i && !sets[i].keys.isEmpty && !sets[j].keys.isEmpty {
                let shared = Double(sets[i].keys.intersection(sets[j].keys).count)
                guard shared >= overlap * Double(sets[i].keys.count), shared >= overlap * Double(sets[j].keys.count) else { continue }
                parent[root(j)] = root(i)
            }
        }
        var members: [Int: [Int]] = [:]
        for i in sets.indices { members[root(i), default: []].append(i) }
        return members.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }.map { indices in
            var names = indices.map { sets[$0].name }
            let folders = Set(names.map(folder))
            var folder = folders.count == 1 ? folders.first! : ""
            var contexts: [String]
            if let folderFiles {
                if folderFiles[folder] != names.count { folder = "" }
                contexts = distinguishing(names.map(ModeFileLayout.stem))
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
    }

    static func folder(_ path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }

    /// What each name adds to the prefix and suffix all share (`ifm.light`, `ifm.dark` → `light`, `dark`), trimmed
    /// of separators; the names themselves when that leaves one empty or two alike.
    static func distinguishing(_ names: [String]) -> [String] {
        guard names.count > 1, let first = names.first else { return names }
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
