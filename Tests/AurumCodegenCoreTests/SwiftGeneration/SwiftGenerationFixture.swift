@testable import AurumCodegenCore

/// A small token set covering every DTCG type, both modes, deprecation and awkward names, built in code
/// so the generator is tested on its own (the parser has its own fixtures and tests).
enum SwiftGenerationFixture {
    static let file = "Fixtures/fixture.tokens.json"

    static func location(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 7) }

    static func n(_ value: Double) -> SwiftNumber { SwiftNumber(value) }

    static func color(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> SwiftTokenValue.Color {
        // P3 components of an sRGB colour come from the colour module; these fixtures use distinct
        // made-up values so tests can tell the two apart.
        SwiftTokenValue.Color(srgb: (r, g, b), displayP3: (r * 0.9, g * 0.9, b * 0.9), opacity: alpha)
    }

    static let theme = Modifier(name: "theme", contexts: ["light", "dark"], default: "light")

    static func themed(_ light: SwiftTokenValue, _ dark: SwiftTokenValue) -> [ContextKey: SwiftTokenValue] {
        [["theme": "light"]: light, ["theme": "dark"]: dark]
    }

    static let purple500 = color(0.5255, 0.2431, 0.9529)
    static let purple300 = color(0.7412, 0.6549, 0.9961)
    static let bezier = SwiftTokenValue.CubicBezier(x1: n(0.2), y1: n(0), x2: n(0), y2: n(1))

    static var tokens: [SwiftGenerationInput.Token] {
        typealias Token = SwiftGenerationInput.Token
        return [
            Token(path: ["color", "purple", "500"], type: .color, description: "Brand purple.",
                  location: location(3), value: .color(purple500)),
            Token(path: ["color", "purple", "300"], type: .color, location: location(4), value: .color(purple300)),
            Token(path: ["color", "text", "brand", "normal"], type: .color,
                  description: "Brand text: links and selected labels.", location: location(10),
                  values: themed(.color(purple500), .color(purple300)), aliasOf: ["color", "purple", "500"]),
            Token(path: ["color", "text", "accent"], type: .color, deprecation: .reason("Use \"textBrandNormal\" instead."),
                  location: location(14), values: themed(.color(purple500), .color(purple300)),
                  aliasOf: ["color", "text", "brand", "normal"]),
            Token(path: ["color", "legacy", "$root"], type: .color, deprecation: .deprecated,
                  location: location(18), value: .color(color(0, 0, 0, alpha: 0.5))),
            Token(path: ["color", "overlay", "50%"], type: .color, location: location(20),
                  value: .color(color(0, 0, 0, alpha: 0.5))),
            Token(path: ["dimension", "space", "2xl"], type: .dimension, description: "Two extra large.\nSecond line.",
                  location: location(30), value: .dimension(n(24))),
            Token(path: ["dimension", "space", "0-5"], type: .dimension, location: location(31), value: .dimension(n(2))),
            Token(path: ["dimension", "default"], type: .dimension, location: location(32), value: .dimension(n(1.5))),
            Token(path: ["opacity", "disabled"], type: .number, location: location(40), value: .number(n(0.38))),
            Token(path: ["font", "family", "brand"], type: .fontFamily, location: location(50),
                  value: .fontFamily(["Manrope", "SF Pro \"Text\""])),
            Token(path: ["font", "weight", "semiBold"], type: .fontWeight, location: location(51), value: .fontWeight(n(600))),
            Token(path: ["duration", "short"], type: .duration, location: location(60), value: .duration(n(0.15))),
            Token(path: ["easing", "standard"], type: .cubicBezier, location: location(61), value: .cubicBezier(bezier)),
            Token(path: ["strokeStyle", "solid"], type: .strokeStyle, location: location(70), value: .strokeStyle(.keyword("solid"))),
            Token(path: ["strokeStyle", "dashed"], type: .strokeStyle, location: location(71),
                  value: .strokeStyle(.custom(dashArray: [n(4), n(2)], lineCap: "round"))),
            Token(path: ["border", "focus"], type: .border, location: location(80),
                  values: themed(.border(.init(color: purple500, width: n(2), style: .keyword("solid"))),
                                 .border(.init(color: purple300, width: n(2), style: .keyword("solid"))))),
            Token(path: ["transition", "tab"], type: .transition, location: location(90),
                  value: .transition(.init(duration: n(0.25), delay: n(0), timingFunction: bezier))),
            Token(path: ["shadow", "card"], type: .shadow, location: location(100),
                  value: .shadow([.init(color: color(0, 0, 0, alpha: 0.12), offsetX: n(0), offsetY: n(2), blur: n(8), spread: n(0), inset: false),
                                  .init(color: color(0, 0, 0, alpha: 0.08), offsetX: n(0), offsetY: n(0), blur: n(1), spread: n(0), inset: true)])),
            Token(path: ["gradient", "brand"], type: .gradient, location: location(110),
                  value: .gradient([.init(color: purple500, position: n(0)), .init(color: color(0.9961, 0.9451, 0.9686), position: n(1))])),
            Token(path: ["typography", "body"], type: .typography, description: "Running text.", location: location(120),
                  value: .typography(.init(fontFamily: ["SF Pro Text"], fontSize: n(16), fontWeight: n(400),
                                           letterSpacing: n(0), lineHeight: n(1.5)))),
            Token(path: ["radius"], type: .dimension, location: location(130), value: .dimension(n(8))),
        ]
    }

    static var input: SwiftGenerationInput {
        SwiftGenerationInput(modifiers: [theme], tokens: tokens, inputs: [file])
    }
}
