import Testing
@testable import AurumCodegenCore

/// A token's values: one value for every context is kept once; the dictionary view is the same either way.
@Suite struct SwiftGenerationInputTokenTests {
    let location = SourceLocation(file: "t.tokens.json", line: 1, column: 1)

    @Test func oneValueForEveryContextIsKeptOnce() {
        let single = SwiftGenerationInput.Token(path: ["size", "m"], type: .number, location: location, value: .number(SwiftNumber(8)))
        let viaDictionary = SwiftGenerationInput.Token(path: ["size", "m"], type: .number, location: location,
                                                       values: [.implicit: .number(SwiftNumber(8))])
        #expect(single == viaDictionary)
        #expect(single.values == [.implicit: .number(SwiftNumber(8))])
        guard case .same = viaDictionary.storage else { Issue.record("expected one shared value"); return }
    }

    @Test func perContextValuesAreLookedUpByContextThenShared() {
        let light: ContextKey = ["theme": "light"], dark: ContextKey = ["theme": "dark"]
        var token = SwiftGenerationInput.Token(path: ["n"], type: .number, location: location,
                                               values: [light: .number(SwiftNumber(1)), .implicit: .number(SwiftNumber(2))])
        #expect(token.value(for: light) == .number(SwiftNumber(1)))
        #expect(token.value(for: dark) == .number(SwiftNumber(2)))
        token.values = [.implicit: .number(SwiftNumber(3))]
        #expect(token.value(for: dark) == .number(SwiftNumber(3)))
        guard case .same = token.storage else { Issue.record("setting one shared value should store it once"); return }
    }
}
