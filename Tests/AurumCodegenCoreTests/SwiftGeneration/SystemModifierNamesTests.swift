import Testing
@testable import AurumCodegenCore

/// Which contexts follow the system's light and dark appearance when `swift.appearance` does not say: named so in
/// any case, with words around them, or in the language of the team's Figma file.
@Suite struct SystemModifierNamesTests {
    func light(_ contexts: [String]) -> Int? {
        SwiftSystemModifiers.context(in: contexts, naming: SwiftSystemModifiers.lightWords, not: SwiftSystemModifiers.darkWords)
    }

    func dark(_ contexts: [String]) -> Int? {
        SwiftSystemModifiers.context(in: contexts, naming: SwiftSystemModifiers.darkWords, not: SwiftSystemModifiers.lightWords)
    }

    @Test func namesInAnyCaseAndWithWordsAroundThem() {
        #expect(light(["light", "dark"]) == 0 && dark(["light", "dark"]) == 1)
        #expect(light(["Dark", "Light"]) == 1 && dark(["Dark", "Light"]) == 0)
        #expect(light(["Light Mode", "Dark Mode"]) == 0 && dark(["Light Mode", "Dark Mode"]) == 1)
        #expect(light(["theme-light", "theme-dark"]) == 0)
        #expect(light(["Modo Claro", "Modo Oscuro"]) == 0 && dark(["Modo Claro", "Modo Oscuro"]) == 1)
    }

    @Test func theExactNameWinsAndSeveralCandidatesAreNone() {
        // High-contrast variants beside the plain ones: the plain name is the appearance's.
        #expect(dark(["light", "dark", "light-hc", "dark-hc"]) == 1)
        #expect(light(["Light Warm", "Light Cool", "Dark"]) == nil)
        #expect(light(["brand-a", "brand-b"]) == nil)
        // A name with both words is neither.
        #expect(light(["light on dark", "dark"]) == nil)
    }
}
