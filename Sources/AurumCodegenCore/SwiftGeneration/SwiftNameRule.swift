/// The one collision rule for names the generator derives from token paths (templates/README.md, "When names
/// clash"): members of a namespace or nested type, colour names in `Color.aurum` and the asset catalog, padding
/// groups. A clash is never an error, and each claimant it renames is reported once.
///
/// 1. Every claimant starts with its default name (level 0): its path after the part the scope already says.
/// 2. When several claimants of one scope get the same name, the one with the shortest path keeps it and every
///    other one adds its next path segment, to the left, to its name (one level up). Of several with the shortest
///    path, all move up when that tells them apart (`bg.default`, `fg.default` → `bgDefault`, `fgDefault`); when it
///    does not (their next segments read the same), the first in path order keeps the name (segments compared in
///    order, by their UTF-8 bytes). A claimant still at its default name always wins over one already lengthened,
///    so a clash never renames a token that was not part of it.
/// 3. A name a scope already holds (a type the generator declares, a nested type, a name `swift.names` gives)
///    is never taken: a claimant that reaches it moves up too.
/// 4. A claimant whose whole path is used and still clashes appends `_2`, `_3`, … to its whole-path name.
///
/// Rounds resolve every clash at once from the names as they stand, so the result depends on the claimants alone,
/// not on their order.
struct SwiftNameRule {
    struct Claimant {
        /// The name space: names clash only within one.
        var scope: String
        /// The token path, for the order of rule 2 and for reports.
        var path: [String]
        /// How many candidate names the path gives before rule 4 (at least 1).
        var levels: Int
    }

    /// Why a claimant's name is not its default.
    struct Collision {
        /// The claimant that moved.
        var claimant: Int
        /// The name it wanted.
        var name: String
        /// The claimant it clashed with, or nil when the scope held the name already.
        var other: Int?
        /// The other claimant's name then (the same as `name`, or the same but for case).
        var otherName: String?
    }

    var claimants: [Claimant]
    /// Compares names without case (asset catalogs and file names on case-insensitive file systems).
    var ignoresCase = false
    /// Names each scope holds already (rule 3), lowercased when `ignoresCase`.
    var held: [String: Set<String>] = [:]

    /// The names, index for index, and every collision once. `name(i, level)` is claimant `i`'s candidate at
    /// `level` (0 ..< levels), nil when that part of the path has no letters or digits (the next level is tried;
    /// with none left, `fallback`).
    func resolve(defaults: [String?], fallback: String = "token", name: (Int, Int) -> String?) -> (names: [String], collisions: [Collision]) {
        var level = [Int](repeating: 0, count: claimants.count)
        var names: [String] = []
        names.reserveCapacity(claimants.count)
        for i in claimants.indices {
            if let given = defaults[i] { names.append(given); continue }
            var text: String?
            while text == nil, level[i] + 1 < claimants[i].levels {
                level[i] += 1
                text = name(i, level[i])
            }
            names.append(text ?? fallback)
        }
        var owners: [Key: [Int]] = [:]
        owners.reserveCapacity(claimants.count)
        for i in claimants.indices { owners[key(i, names[i]), default: []].append(i) }
        var dirty: [Key] = []
        for (key, members) in owners where members.count > 1 || isHeld(key) { dirty.append(key) }
        guard !dirty.isEmpty else { return (names, []) }

        var collisions: [Collision] = []
        var reported = Set<Int>()
        var numbers = [Int](repeating: 0, count: claimants.count)
        while !dirty.isEmpty {
            // Every clash of this round decided from the names as they stand, then every loser moves.
            var moves: [(claimant: Int, other: Int?, rank: Int)] = []
            for k in Set(dirty) {
                guard let members = owners[k], members.count > 1 || (isHeld(k) && !members.isEmpty) else { continue }
                let ordered = members.sorted { precedes($0, $1, level) }
                if isHeld(k) {
                    for (rank, claimant) in ordered.enumerated() { moves.append((claimant, nil, rank + 1)) }
                    continue
                }
                let first = ordered[0]
                let shortest = ordered.prefix { level[$0] == level[first] && claimants[$0].path.count == claimants[first].path.count }
                if shortest.count > 1, tellsApart(Array(shortest), level, name) {
                    for (rank, claimant) in ordered.enumerated() { moves.append((claimant, claimant == first ? ordered[1] : first, rank + 1)) }
                } else {
                    for (rank, claimant) in ordered.enumerated().dropFirst() { moves.append((claimant, first, rank)) }
                }
            }
            dirty = []
            let before = names
            for move in moves.sorted(by: { $0.claimant < $1.claimant }) {
                let i = move.claimant
                let old = names[i]
                // One report per claimant; of two that move apart together, one report for both.
                if reported.insert(i).inserted {
                    collisions.append(Collision(claimant: i, name: old, other: move.other, otherName: move.other.map { before[$0] }))
                    if let other = move.other, moves.contains(where: { $0.claimant == other }) { reported.insert(other) }
                }
                owners[key(i, old)]?.removeAll { $0 == i }
                names[i] = next(i, from: old, rank: move.rank, level: &level, numbers: &numbers, name: name)
                let k = key(i, names[i])
                owners[k, default: []].append(i)
                dirty.append(k)
            }
        }
        return (names, collisions)
    }

    /// The claimant's name one level up: the next level whose part of the path gives a name, else rule 4, numbered
    /// by its place among the claimants of its clash (`rank`: the keeper is 0) and then counting up.
    private func next(_ i: Int, from old: String, rank: Int, level: inout [Int], numbers: inout [Int], name: (Int, Int) -> String?) -> String {
        while level[i] + 1 < claimants[i].levels {
            level[i] += 1
            if let text = name(i, level[i]) { return text }
        }
        level[i] = claimants[i].levels
        let base = numbers[i] == 0 ? old : Self.unnumbered(old)
        numbers[i] = numbers[i] == 0 ? max(rank, 1) + 1 : numbers[i] + 1
        return base + "_" + String(numbers[i])
    }

    /// Whether the claimants' next names (rule 2) are not all the same; false when one has none left.
    private func tellsApart(_ group: [Int], _ level: [Int], _ name: (Int, Int) -> String?) -> Bool {
        var seen = Set<String>()
        for i in group {
            var l = level[i] + 1
            var text: String?
            while text == nil, l < claimants[i].levels {
                text = name(i, l)
                l += 1
            }
            guard let text else { return false }
            seen.insert(ignoresCase ? text.lowercased() : text)
        }
        return seen.count > 1
    }

    /// `name_3` → `name` for a name rule 4 numbered.
    private static func unnumbered(_ name: String) -> String {
        guard let underscore = name.lastIndex(of: "_") else { return name }
        return String(name[..<underscore])
    }

    /// Rule 2's order: lower level, then shorter path, then path order.
    private func precedes(_ a: Int, _ b: Int, _ level: [Int]) -> Bool {
        if level[a] != level[b] { return level[a] < level[b] }
        let pa = claimants[a].path, pb = claimants[b].path
        if pa.count != pb.count { return pa.count < pb.count }
        for (x, y) in zip(pa, pb) where x != y { return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8)) }
        return a < b
    }

    private struct Key: Hashable {
        var scope: String
        var name: String
    }

    private func key(_ i: Int, _ name: String) -> Key {
        Key(scope: claimants[i].scope, name: ignoresCase ? name.lowercased() : name)
    }

    private func isHeld(_ key: Key) -> Bool {
        held[key.scope]?.contains(key.name) ?? false
    }
}
