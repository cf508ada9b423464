import Testing
@testable import AurumCodegenCLI

@Suite struct SuggestionTests {
    @Test func editDistanceCountsTranspositionsAsOneEdit() {
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("abc", "abc") == 0)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("outptu", "output") == 1)
        #expect(Suggestion.editDistance("ca", "ac") == 1)
        #expect(Suggestion.editDistance("generate", "genrate") == 1)
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
