/// What one component of a colour space means and which values the DTCG spec allows for it.
struct ColorComponentDescriptor: Sendable, Hashable {
    var name: String
    var range: ColorComponentRange
    /// Hue angles are in degrees; they become powerless (missing) when the colour is achromatic.
    var isHue: Bool

    init(_ name: String, _ range: ColorComponentRange, isHue: Bool = false) {
        self.name = name
        self.range = range
        self.isHue = isHue
    }
}

/// An interval of allowed component values. The lower bound is always inclusive.
struct ColorComponentRange: Sendable, Hashable {
    var minimum: Double?
    var maximum: Double?
    var maximumIsExclusive: Bool

    init(minimum: Double?, maximum: Double?, maximumIsExclusive: Bool = false) {
        self.minimum = minimum
        self.maximum = maximum
        self.maximumIsExclusive = maximumIsExclusive
    }

    static let unit = ColorComponentRange(minimum: 0, maximum: 1)
    static let percentage = ColorComponentRange(minimum: 0, maximum: 100)
    static let hue = ColorComponentRange(minimum: 0, maximum: 360, maximumIsExclusive: true)
    static let nonNegative = ColorComponentRange(minimum: 0, maximum: nil)
    static let unbounded = ColorComponentRange(minimum: nil, maximum: nil)

    /// Non-finite values are never contained, even in an unbounded range.
    func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let minimum, value < minimum { return false }
        if let maximum {
            return maximumIsExclusive ? value < maximum : value <= maximum
        }
        return true
    }

    /// Completes "must be …", e.g. "between 0 and 100" or "at least 0 and less than 360".
    var requirement: String {
        switch (minimum, maximum) {
        case let (lo?, hi?):
            maximumIsExclusive
                ? "at least \(formatComponent(lo)) and less than \(formatComponent(hi))"
                : "between \(formatComponent(lo)) and \(formatComponent(hi))"
        case let (lo?, nil): "at least \(formatComponent(lo))"
        case let (nil, hi?): maximumIsExclusive ? "less than \(formatComponent(hi))" : "at most \(formatComponent(hi))"
        case (nil, nil): "a finite number"
        }
    }
}

/// Whole numbers print without ".0" so messages read like the JSON the user wrote.
func formatComponent(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
