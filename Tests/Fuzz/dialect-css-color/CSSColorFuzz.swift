/// A CSS colour string (hex, names, `rgb()`/`hsl()`/`hwb()`/`lab()`/`oklch()`/`color()`, legacy commas), as the
/// dialects write colours; a parsed colour then goes through every colour modifier kind and space, with an amount
/// taken from the input's length (0 to 1, and one outside).
enum CSSColorFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard case .success(let parsed) = CSSColorParser.parse(String(decoding: bytes, as: UTF8.self)),
              let color = DTCGColor(parsed.color) else { return }
        for kind in ColorModifier.Kind.allCases {
            for space in ColorModifier.Space.allCases {
                _ = ColorModifier(kind: kind, space: space, amount: Double(bytes.count % 12) / 10, mixColor: color).apply(to: color)
            }
        }
    }
}
