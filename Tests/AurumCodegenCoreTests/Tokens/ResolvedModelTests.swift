import Foundation
import Testing
@testable import AurumCodegenCore

/// What the resolver records beside the values, for later steps to use without reading the values again: value
/// IDs (the same ID is the same value, in `.same` and per context in `.each`) and alias targets by token index.
@Suite struct ResolvedModelTests {
    /// Every assertion the catalog relies on, over one set; returns how many tokens link to their alias target by
    /// index, and how many alias a token that is not in the set (a reference-only source's).
    @discardableResult
    static func expectConsistent(_ set: ResolvedTokenSet) -> (byIndex: Int, unresolved: Int, eachByIndex: Int) {
        #expect(set.valueIDCount > 0)
        var valueOfID: [Int32: TokenValue] = [:]
        var byIndex = 0, unresolved = 0, eachByIndex = 0
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
            case .same(let value, let alias, let contexts, let id):
                record(id, value, token)
                #expect(contexts == set.contexts, "\(token.pathString): one value lists every context of the set")
                switch token.aliasLink {
                case .noAlias: #expect(alias == nil, "\(token.pathString) has an alias but no target")
                case .unknown:
                    #expect(alias != nil, "\(token.pathString): target unknown without an alias")
                    if let alias { #expect(set.token(alias.joined(separator: ".")) == nil, "\(token.pathString): its target \(alias) is in the set") }
                    unresolved += 1
                case .token(let target):
                    #expect(set.tokens[Int(target)].path == alias, "\(token.pathString) links to the wrong token")
                    byIndex += 1
                }
            case .each(let values, let aliasOf, let ids):
                #expect(ids.count == set.contexts.count, "\(token.pathString): IDs are by the set's contexts")
                for (c, context) in set.contexts.enumerated() {
                    #expect((ids[c] >= 0) == (values[context] != nil), "\(token.pathString) in \(context)")
                    if ids[c] >= 0, let value = values[context] { record(ids[c], value, token) }
                }
                // One target for every context that has the token, or none anywhere, or unknown.
                let targets = set.contexts.filter { values[$0] != nil }.map { aliasOf[$0] }
                switch token.aliasLink {
                case .noAlias: #expect(aliasOf.isEmpty, "\(token.pathString) has an alias but no target")
                case .unknown:
                    let one = targets.allSatisfy { $0 != nil && $0 == targets[0] }
                    #expect(!one || set.token(targets[0]!.joined(separator: ".")) == nil,
                            "\(token.pathString): one target in the set for every context, yet unknown")
                    #expect(!aliasOf.isEmpty, "\(token.pathString): target unknown without an alias")
                    unresolved += 1
                case .token(let index):
                    for target in targets {
                        #expect(set.tokens[Int(index)].path == target, "\(token.pathString) links to the wrong token")
                    }
                    byIndex += 1
                    eachByIndex += 1
                }
            }
        }
        return (byIndex, unresolved, eachByIndex)
    }

    @Test func theBenchmarkSetCarriesIDsAndTargets() throws {
        let set = try SyntheticProject.withConfiguration(count: 3_000) { try Generator(configuration: $0).loadTokens() }
        let counts = Self.expectConsistent(set)
        // Two thirds of the tokens are aliases; the themed ones among them are mode-dependent.
        #expect(counts.byIndex > 1_500)
        // Aliases of the themed colours differ by context, and link to one target in both.
        #expect(counts.eachByIndex > 100)
        #expect(set.tokens.contains { if case .each = $0.storage { true } else { false } })
    }

    /// Tokens Studio's source sets are read for references only: an alias to one of their tokens has no target
    /// in the set, and says so.
    @Test func aliasesOfReferenceOnlyTokensHaveNoTarget() throws {
        let c = DialectGenerationTests.cases.first { $0.name == "TokensStudioSingleFile" }!
        let set = try Generator(configuration: DialectGenerationTests.configuration(c)).loadTokens()
        #expect(Self.expectConsistent(set).unresolved > 0)
    }

    @Test(arguments: DialectGenerationTests.cases) func everyDialectCarriesConsistentIDs(_ c: DialectGenerationTests.Case) throws {
        Self.expectConsistent(try Generator(configuration: DialectGenerationTests.configuration(c)).loadTokens())
    }

    /// Editing a token's values drops what the resolver knew of them.
    @Test func editedTokensForgetTheirIDsAndTarget() throws {
        let set = try Generator(configuration: DialectGenerationTests.configuration(DialectGenerationTests.cases[0])).loadTokens()
        var token = try #require(set.tokens.first { if case .token = $0.aliasLink { true } else { false } })
        token.values = token.values
        #expect(token.aliasLink == .unknown)
        guard case .each(_, _, let ids) = token.storage else { Issue.record("values set as per-context values"); return }
        #expect(ids.isEmpty)
    }
}
