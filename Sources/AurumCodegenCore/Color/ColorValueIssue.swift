/// A reason a colour value breaks the DTCG 2025.10 rules. The token validator turns these into
/// diagnostics at the right JSON positions; `message` is the text it shows.
enum ColorValueIssue: Sendable, Hashable {
    /// Every space has exactly three components.
    case componentCount(ColorSpace, found: Int)
    /// `index` is 0-based (the JSON array index); the message counts from 1.
    case componentOutOfRange(ColorSpace, index: Int, value: Double)
    case alphaOutOfRange(Double)

    var message: String {
        switch self {
        case let .componentCount(space, found):
            return "\(space.article) \(space.rawValue) colour must have exactly 3 components, found \(found)"
        case let .componentOutOfRange(space, index, value):
            let component = space.components[index]
            return "component \(index + 1) (\(component.name)) of \(space.article) \(space.rawValue) colour "
                + "must be \(component.range.requirement), found \(formatComponent(value))"
        case let .alphaOutOfRange(value):
            return "alpha must be between 0 and 1, found \(formatComponent(value))"
        }
    }
}

extension ColorSpace {
    /// Checks the component count and each numeric component against this space's ranges.
    /// `nil` stands for the `"none"` keyword, which every component allows.
    func issues(components: [Double?]) -> [ColorValueIssue] {
        guard components.count == 3 else { return [.componentCount(self, found: components.count)] }
        let descriptors = self.components
        return components.enumerated().compactMap { index, value in
            guard let value, !descriptors[index].range.contains(value) else { return nil }
            return .componentOutOfRange(self, index: index, value: value)
        }
    }
}

extension DTCGColor {
    /// Every rule violation of a raw colour value, components first, then alpha.
    static func issues(colorSpace: ColorSpace, components: [Double?], alpha: Double = 1) -> [ColorValueIssue] {
        var result = colorSpace.issues(components: components)
        if !(alpha.isFinite && (0...1).contains(alpha)) { result.append(.alphaOutOfRange(alpha)) }
        return result
    }
}

private extension ColorSpace {
    /// Follows how the key is read aloud: "an hsl", "an srgb", but "a lab", "a display-p3".
    var article: String {
        switch self {
        case .lab, .displayP3, .prophotoRGB, .rec2020: "a"
        default: "an"
        }
    }
}
