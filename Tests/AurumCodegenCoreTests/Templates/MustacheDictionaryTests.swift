import Testing
@testable import AurumCodegenCore

/// The render-context object: lookups by hashed key, replacement, removal, and dictionary semantics.
@Suite struct MustacheDictionaryTests {
    @Test func looksUpSetsReplacesAndRemoves() {
        var d: MustacheDictionary = ["name": "purple500", "type": "AurumColor"]
        #expect(d["name"] == "purple500")
        #expect(d[MustacheDictionary.HashedKey("type")] == "AurumColor")
        #expect(d["missing"] == nil)
        d["name"] = "pink50"
        d["first"] = true
        #expect(d["name"] == "pink50")
        #expect(d.count == 3)
        #expect(d.keys == ["name", "type", "first"])
        d["type"] = nil
        #expect(d["type"] == nil)
        #expect(d.keys == ["name", "first"])
        #expect(d["first"] == true)
    }

    @Test func literalDuplicatesKeepTheLast() {
        let d = MustacheDictionary(dictionaryLiteral: ("a", 1), ("b", 2), ("a", 3))
        #expect(d.count == 2)
        #expect(d["a"] == 3)
    }

    /// Keys whose FNV-1a hashes are equal must still be told apart by their text.
    @Test func keysWithTheSameHashStayDistinct() {
        var d = MustacheDictionary()
        let keys = (0..<2_000).map { "k\($0)" }
        for (i, key) in keys.enumerated() { d[key] = .number(Double(i)) }
        for (i, key) in keys.enumerated() { #expect(d[key] == .number(Double(i))) }
        #expect(MustacheDictionary.HashedKey("") != MustacheDictionary.HashedKey("a"))
    }

    @Test func equalityAndHashingIgnoreOrder() {
        let a: MustacheDictionary = ["x": 1, "y": ["z": "nested"]]
        let b: MustacheDictionary = ["y": ["z": "nested"], "x": 1]
        let c: MustacheDictionary = ["x": 1, "y": ["z": "other"]]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(a != ["x": 1])
        #expect(Set([MustacheValue.dictionary(a), .dictionary(b), .dictionary(c)]).count == 2)
    }

    @Test func fromDictionaryIsSortedAndMergeCombines() {
        let d = MustacheDictionary(["b": 2, "a": 1, "c": 3])
        #expect(d.keys == ["a", "b", "c"])
        var merged = d.merging(["c": 30, "d": 4]) { _, new in new }
        #expect(merged["c"] == 30)
        #expect(merged["d"] == 4)
        merged.merge(["a": 10]) { old, _ in old }
        #expect(merged["a"] == 1)
        #expect(d.mapValues { _ in .null }.values == [.null, .null, .null])
    }

    /// Names reachable from a template through partials and parents, and all names once a partial is dynamic.
    @Test func lookedUpNamesFollowPartials() throws {
        func library(_ sources: [String: String]) throws -> MustacheLibrary {
            var templates: [String: MustacheTemplate] = [:]
            for (name, source) in sources {
                templates[name] = try MustacheTemplate(source: source, name: name, path: "\(name).mustache")
            }
            return MustacheLibrary(templates: templates)
        }
        let lib = try library([
            "root": "{{a}}{{>part}}{{<base}}{{$slot}}{{b.c}}{{/slot}}{{/base}}",
            "part": "{{#d}}{{e}}{{/d}}",
            "base": "{{f}}{{$slot}}{{/slot}}",
            "unrelated": "{{g}}",
        ])
        #expect(lib.lookedUpNames(reachableFrom: ["root"]) == ["a", "b", "c", "d", "e", "f"])
        let dynamic = try library(["root": "{{a}}{{>*which}}", "other": "{{g}}"])
        #expect(dynamic.lookedUpNames(reachableFrom: ["root"]) == ["a", "which", "g"])
    }
}
