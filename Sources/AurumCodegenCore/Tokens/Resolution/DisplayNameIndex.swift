/// Tokens by the display name a reference may use instead of the key (compatible mode): Figma and Tokens
/// Studio exports slug their keys (`scale-03`) but write references with the variable's name
/// (`{@typography_primitives.Scale 03}`). A name is compared segment by segment with letter case ignored and
/// every character that is not a letter or a digit (spaces, hyphens, underscores, other separators) left out.
/// Built on the first reference that has no exact target, over every slot of the run.
final class DisplayNameIndex {
    private let slots: SlotTable
    private var index: [String: [Int32]]?

    init(slots: SlotTable) {
        self.slots = slots
    }

    /// The slots whose path reads as `key` once normalised, in slot order. Where several do, one whose key
    /// is `key` with the spaces around each segment left out (`{ z-index.-100 }`, as Style Dictionary
    /// files write) is the one meant: normalising must not make `-100` and `100` ambiguous.
    func candidates(for key: String) -> [Int] {
        if key.hasPrefix(CSSVariableReference.keyPrefix) { return cssCandidates(for: String(key.dropFirst(2))) }
        if index == nil { build() }
        let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let found = index?[Self.normalized(path: segments)]?.map(Int.init) ?? []
        guard found.count > 1 else { return found }
        let trimmed = segments.map { $0.trimmingCharacters(in: .whitespaces) }
        let closest = found.filter { slots.paths[$0] == trimmed }
        return closest.count == 1 ? closest : found
    }

    private var cssIndex: [String: [Int32]]?

    /// The slots a CSS custom property names (`CSSVariableReference`): the longest dash-joined path that the
    /// name ends with, at a `-` boundary (`token-color-foreground-high-contrast` → `color.foreground.high-contrast`).
    private func cssCandidates(for name: String) -> [Int] {
        if cssIndex == nil {
            var built: [String: [Int32]] = [:]
            for s in 0..<slots.count { built[CSSVariableReference.cssName(of: slots.paths[s]), default: []].append(Int32(s)) }
            cssIndex = built
        }
        let parts = name.lowercased().split(separator: "-", omittingEmptySubsequences: false)
        for drop in 0..<parts.count {
            if let found = cssIndex?[parts[drop...].joined(separator: "-")] { return found.map(Int.init) }
        }
        return []
    }

    private func build() {
        var built: [String: [Int32]] = [:]
        built.reserveCapacity(slots.count)
        for s in 0..<slots.count { built[Self.normalized(path: slots.paths[s]), default: []].append(Int32(s)) }
        index = built
    }

    static func normalized(path: [String]) -> String {
        path.map(normalized(segment:)).joined(separator: ".")
    }

    /// `"Scale 03"`, `"scale-03"` and `"SCALE_03"` → `"scale03"`; a segment of separators only stays as written.
    static func normalized(segment: String) -> String {
        var out = ""
        if segment.utf8.allSatisfy({ $0 < 0x80 }) {
            // Most keys are ASCII: bytes, without grapheme breaking.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(segment.utf8.count)
            for b in segment.utf8 {
                switch b {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(b)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(b + 32)
                default: break
                }
            }
            out = String(decoding: bytes, as: UTF8.self)
        } else {
            for c in segment where c.isLetter || c.isNumber { out.append(contentsOf: c.lowercased()) }
        }
        return out.isEmpty ? segment : out
    }
}
