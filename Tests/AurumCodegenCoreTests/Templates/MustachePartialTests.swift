import Testing
@testable import AurumCodegenCore

/// Unknown partials (validation and strict rendering) and the recursion guard.
@Suite struct MustachePartialTests {
    func library(_ sources: [String: String]) throws -> MustacheLibrary {
        var templates: [String: MustacheTemplate] = [:]
        for (name, source) in sources {
            templates[name] = try MustacheTemplate(source: source, name: name, path: "templates/\(name).mustache")
        }
        return MustacheLibrary(templates: templates)
    }

    @Test func validateReportsUnknownPartialsAndParents() throws {
        let lib = try library([
            "main": "ok {{>known}}\n{{#items}}\n  {{>missing}}\n{{/items}}\n{{<base}}{{$x}}{{>inBlock}}{{/x}}{{/base}}",
            "known": "{{>*dynamic}}",
        ])
        #expect(lib.validate().map(\.description) == [
            "templates/main.mustache:3:3: error: unknown partial 'missing'",
            "templates/main.mustache:5:1: error: unknown parent 'base'",
            "templates/main.mustache:5:16: error: unknown partial 'inBlock'",
        ])
        #expect(try library(["a": "{{>b}}", "b": "{{<a}}{{/a}}"]).validate().isEmpty)
    }

    @Test func lookedUpNamesCoverEveryTagThatReadsTheContext() throws {
        let lib = try library([
            "main": "{{a}} {{{b.c}}} {{&d}}{{#e}}{{f.g}}{{/e}}{{^h}}{{.}}{{/h}}{{>*i.j}}{{<*k}}{{$blockArg}}{{l}}{{/blockArg}}{{/*k}}{{! m }}",
            "other": "{{$block}}{{n}}{{/block}}{{>main}}{{=<% %>=}}<%o%>",
        ])
        #expect(lib.lookedUpNames == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "n", "o"])
        // A name nothing looks up is not read: leaving it out changes nothing.
        let context: MustacheValue = ["a": "1", "b": ["c": "2"], "e": [["f": ["g": "3"]]], "unused": "x"]
        var pruned = context
        if case .dictionary(var entries) = pruned { entries["unused"] = nil; pruned = .dictionary(entries) }
        #expect(try lib.render("main", context: context) == lib.render("main", context: pruned))
    }

    @Test func missingPartialRendersEmptyUnlessStrict() throws {
        let lib = try library(["main": "[{{>missing}}]"])
        #expect(try lib.render("main", context: [:]) == "[]")
        do {
            _ = try lib.render("main", context: [:], strict: true)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "templates/main.mustache:1:2: error: unknown partial 'missing'")
        }
    }

    @Test func strictDynamicNames() throws {
        let lib = try library(["main": "{{>*kind}}", "text": "T"])
        #expect(try lib.render("main", context: ["kind": "text"], strict: true) == "T")
        #expect(try lib.render("main", context: ["kind": "image"]) == "")
        do {
            _ = try lib.render("main", context: [:], strict: true)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "templates/main.mustache:1:1: error: dynamic partial name '*kind' does not resolve to a string")
        }
        do {
            _ = try lib.render("main", context: ["kind": "image"], strict: true)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.message == "unknown partial 'image' (named by '*kind')")
        }
    }

    @Test func selfIncludingPartialIsADiagnosticNotACrash() throws {
        let lib = try library(["loop": "x\n  {{>loop}}"])
        do {
            _ = try lib.render("loop", context: [:])
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "templates/loop.mustache:2:3: error: 'loop' is nested more than 100 partials deep: does it include itself unconditionally?")
        }
        let parents = try library(["p": "{{<p}}{{/p}}"])
        #expect(throws: DiagnosticError.self) { try parents.render("p", context: [:]) }
    }

    @Test func dataDrivenRecursionWithinTheLimitRenders() throws {
        // A chain of 90 nested nodes, each rendered by the same partial inside a section.
        var node: MustacheValue = ["name": "leaf", "children": []]
        for i in 0..<90 { node = ["name": .string("n\(i)"), "children": [node]] }
        let lib = try library(["tree": "{{name}}({{#children}}{{>tree}}{{/children}})"])
        let output = try lib.render("tree", context: node)
        #expect(output.hasPrefix("n89(n88("))
        #expect(output.hasSuffix("leaf()" + String(repeating: ")", count: 90)))
    }
}
