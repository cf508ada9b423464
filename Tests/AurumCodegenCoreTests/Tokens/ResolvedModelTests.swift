import Foundation
import Testing
@testable import AurumCodegenCore

/// What the resolver records beside the values, for later steps to use without reading the values again: value
/// IDs (the same ID is the same value, in `.same` and per context in `.each`).
@Suite struct ResolvedModelTests {
    /// Every assertion the Swift conversion relies on, over one set; returns how many tokens keep one value for
    /// every context and how many keep values per context.
    @discardableResult
    static func expectConsistent(_ set: ResolvedTokenSet) -> (same: Int, each: Int) {
        #expect(set.valueIDCount > 0)
        var valueOfID: [Int32: TokenValue] = [:]
        var same = 0, each = 0
        func record(_ id: Int32, _ value: TokenValue, _ token: ResolvedToken) {
            #expect(id >= 0 && Int(id) < set.valueIDCount)
            #expect(set.valuesByID[Int(id)] == value, "\(token.pathString): value ID \(id) is not the set's value of that ID")
            if let known = valueOfID[id] {
                #expect(known == value, "\(token.pathString): value ID \(id) holds two values")
            } else {
                valueOfID[id] = value
            }
        }
        for token in set.tokens {
            switch token.storage {
            case .same(let value, _, let contexts, let id):
                same += 1
                record(id, value, token)
                #expect(contexts == set.contexts, "\(token.pathString): one value lists every context of the set")
            case .each(let values, _, _):
                each += 1
                // Keyed by the token's own modifiers; every context of the set projects onto one of those keys.
                let axes = try? #require(token.axes, "\(token.pathString): per-context values name their modifiers")
                #expect(values.keys.allSatisfy { $0.selections.map(\.modifier) == axes?.names }, "\(token.pathString)")
                for context in set.contexts {
                    #expect(token.value(in: context) == axes.flatMap { values[$0.project(context)] }, "\(token.pathString) in \(context)")
                }
            }
        }
        return (same, each)
    }

    @Test func theBenchmarkSetCarriesIDs() throws {
        let set = try SyntheticProject.withConfiguration(count: 3_000) { try Generator(configuration: $0).loadTokens() }
        let counts = Self.expectConsistent(set)
        // Most tokens resolve alike in light and dark; the themed colours and their aliases differ by context.
        #expect(counts.same > 1_500)
        #expect(counts.each > 100)
    }

    @Test(arguments: DialectGenerationTests.cases) func everyDialectCarriesConsistentIDs(_ c: DialectGenerationTests.Case) throws {
        Self.expectConsistent(try Generator(configuration: DialectGenerationTests.configuration(c)).loadTokens())
    }

    /// Editing a token's values drops what the resolver knew of them.
    @Test func editedTokensForgetTheirIDs() throws {
        let set = try Generator(configuration: DialectGenerationTests.configuration(DialectGenerationTests.cases[0])).loadTokens()
        var token = try #require(set.tokens.first)
        token.values = token.values
        guard case .each(_, _, let ids) = token.storage else { Issue.record("values set as per-context values"); return }
        #expect(ids.isEmpty)
    }
}
