import Testing
@testable import AurumCodegenCLI
@testable import AurumCodegenCore

@Suite struct SuggestionTests {
    @Test func editDistanceCountsTranspositionsAsOneEdit() {
        #expect(Suggestions.distance(Array("".utf8), Array("abc".utf8)) == 3)
        #expect(Suggestions.distance(Array("abc".utf8), Array("abc".utf8)) == 0)
        #expect(Suggestions.distance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
        #expect(Suggestions.distance(Array("outptu".utf8), Array("output".utf8)) == 1)
        #expect(Suggestions.distance(Array("ca".utf8), Array("ac".utf8)) == 1)
        #expect(Suggestions.distance(Array("generate".utf8), Array("genrate".utf8)) == 1)
    }

    @Test func closestPicksTheNearestPlausibleCandidate() {
        let options = ["--output", "--include", "--config", "--help"]
        #expect(Suggestion.closest(to: "--outptu", among: options) == "--output")
        #expect(Suggestion.closest(to: "--Output", among: options) == "--output")
        #expect(Suggestion.closest(to: "--confg", among: options) == "--config")
        #expect(Suggestion.closest(to: "--bogus", among: options) == nil)
        #expect(Suggestion.closest(to: "--", among: options) == nil)

        let commands = ["generate", "validate", "check", "drift", "help"]
        #expect(Suggestion.closest(to: "genrate", among: commands) == "generate")
        #expect(Suggestion.closest(to: "valdiate", among: commands) == "validate")
        #expect(Suggestion.closest(to: "chekc", among: commands) == "check")
        #expect(Suggestion.closest(to: "deploy", among: commands) == nil)
    }

    @Test func shortWordsAreNotMatchedToAnything() {
        #expect(Suggestion.closest(to: "x", among: ["h", "v"]) == nil)
        #expect(Suggestion.closest(to: "ab", among: ["xy"]) == nil)
    }

    @Test func anUnambiguousPrefixIsSuggested() {
        #expect(Suggestion.closest(to: "gen", among: ["generate", "validate"]) == "generate")
        #expect(Suggestion.closest(to: "d", among: ["drift", "help"]) == nil) // too short to mean anything
        #expect(Suggestion.closest(to: "gene", among: ["generate", "general-stuff"]) == nil) // ambiguous
    }

    @Test func tiesGoToTheEarlierCandidate() {
        #expect(Suggestion.closest(to: "bat", among: ["cat", "hat"]) == "cat")
        #expect(Suggestion.closest(to: "bat", among: ["hat", "cat"]) == "hat")
    }
}
