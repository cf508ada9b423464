/// Style Dictionary reads a plain number where a size belongs as rem (`size/remToPt`: 1 → 16 pt), and its own
/// examples are written that way (0.75, 1, 1.5). Sets whose sizes were never rem write pixel scales instead
/// (spacing 0, 2, 4, … 96; breakpoints 768, 1600), which read as rem become 16 times too large (1,600 → 25,600 pt).
///
/// The rule, from the data's shape: the plain numbers that the rem rule would read among a group's own tokens are
/// pixels when every one is whole and they reach 100 (1,600 pt and more: no rem value is that large), or when they
/// run from below 8 to 8 or more (0, 2, 4 … 96: a scale of small steps up to sizes no whole-number rem scale
/// reaches, 8 rem being 128 pt). Other groups keep Style Dictionary's rem, also whole numbers that are all large
/// (breakpoints 34, 60, 75 are 544, 960 and 1,200 px as rem, as the set's own `size/rem` build reads them).
///
/// A set's sizes share one unit: when a group of a root category (`size`) is a pixel scale, in its file or in a
/// Style Dictionary file beside it, every whole plain number of that category is pixels too (font sizes 14 … 54,
/// strokes 1, 2, 3 beside spacing 3 … 180 and breakpoints 756, 1440), except in a group holding a fraction (a rem
/// scale 0.25 … 5 beside pixel breakpoints). A category with no pixel scale keeps rem.
enum PixelScale {
    /// The smallest whole number that makes a group of smaller steps a pixel scale.
    static let smallestLargestValue: Double = 8
    /// A whole number no rem value reaches.
    static let surelyPixels: Double = 100

    /// `fontSizes`: the group holds font sizes (a CTI `size.font` group, `font-size`), which no rem type scale writes
    /// as whole numbers of 8 or more (8 rem is 128 pt): 12, 14, 16 … 48 are pixels.
    static func isPixelScale(_ numbers: [Double], fontSizes: Bool = false) -> Bool {
        guard let largest = numbers.max(), let smallest = numbers.min(), largest >= smallestLargestValue,
              numbers.allSatisfy({ $0 == $0.rounded(.towardZero) }) else { return false }
        return largest >= surelyPixels || smallest < smallestLargestValue || fontSizes
    }

    /// Group names that say their numbers are font sizes (compared without case or separators).
    static let fontSizeGroupNames: Set<String> = ["font", "fontsize", "fontsizes", "typesize", "typescale"]

    /// The group itself, or (`font-size.body`: a group of font sizes by role) an ancestor other than a bare `font`.
    static func namesFontSizes(_ path: [String]) -> Bool {
        guard let last = path.last else { return false }
        if fontSizeGroupNames.contains(DialectTypeMapping.folded(last)) { return true }
        return path.dropLast().contains { let name = DialectTypeMapping.folded($0); return name != "font" && fontSizeGroupNames.contains(name) }
    }

    /// The paths of the groups of `root` whose rem-read plain numbers form a pixel scale. `readsRem(type, path)`
    /// says whether a token of that written type (nil: untyped) at that path would read plain numbers as rem.
    static func groups(in root: JSONValue, readsRem: (String?, [String]) -> Bool) -> Set<[String]> {
        scan(root, readsRem: readsRem).pixels
    }

    /// The pixel-scale groups of `root`, and the groups whose rem-read plain numbers include a fraction (a rem
    /// scale such as 0.25 … 5, whose whole steps stay rem whatever its category holds).
    static func scan(_ root: JSONValue, readsRem: (String?, [String]) -> Bool) -> (pixels: Set<[String]>, fractional: Set<[String]>) {
        var found: Set<[String]> = []
        var fractional: Set<[String]> = []
        func visit(_ object: JSONObject, path: [String], inheritedType: String?) {
            var groupType = inheritedType
            if let t = object["type"]?.string ?? object["$type"]?.string { groupType = t }
            var numbers: [Double] = []
            for member in object where !member.key.hasPrefix("$") {
                guard let child = member.value.object else { continue }
                let childPath = path + [member.key]
                guard DialectDetector.isBareToken(child) || child.member("$value") != nil else {
                    visit(child, path: childPath, inheritedType: groupType)
                    continue
                }
                let type = child["type"]?.string ?? child["$type"]?.string ?? groupType
                guard let value = child["value"] ?? child["$value"], let number = plainNumber(value),
                      readsRem(type, childPath) else { continue }
                numbers.append(number)
            }
            if isPixelScale(numbers, fontSizes: namesFontSizes(path)) { found.insert(path) }
            if numbers.contains(where: { $0 != $0.rounded(.towardZero) }) { fractional.insert(path) }
        }
        if let object = root.object { visit(object, path: [], inheritedType: nil) }
        return (found, fractional)
    }

    /// Whether a Style Dictionary token of that written type (nil: untyped) at that path reads plain numbers as rem.
    static func readsRem(_ profile: DialectProfile) -> (String?, [String]) -> Bool {
        { type, path in
            let rule = type.map { DialectTypeMapping.type(named: $0, in: .styleDictionary)?.rule } ?? DialectTypeMapping.styleDictionaryCategory(path)?.rule
            guard case .dimension(let unitless)? = rule else { return false }
            return profile.unitless(unitless) == .rem
        }
    }

    /// The root categories of the groups `groups` found.
    static func categories(_ groups: Set<[String]>) -> Set<String> {
        Set(groups.compactMap(\.first))
    }

    /// Whether `value` is a whole plain number (what a pixel category reads as pixels).
    static func isWholePlainNumber(_ value: JSONValue) -> Bool {
        guard let n = plainNumber(value) else { return false }
        return n == n.rounded(.towardZero)
    }

    /// A JSON number, or a string holding only a number (`"16"`).
    static func plainNumber(_ value: JSONValue) -> Double? {
        if let n = value.number { return n.double }
        if let s = value.string, case .success(let q) = UnitString.quantity(s), q.unit.isEmpty { return q.number.double }
        return nil
    }
}
