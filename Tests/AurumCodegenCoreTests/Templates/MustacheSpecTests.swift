import Foundation
import Testing
@testable import AurumCodegenCore

/// Runs the official mustache spec (../shared/suites/mustache-spec) with HTML escaping, as the spec expects.
@Suite struct MustacheSpecTests {
    struct Outcome {
        var passed = 0
        var total = 0
        var failures: [String] = []
    }

    static func run(_ modules: [String]) throws -> Outcome {
        let directory = try TestPaths.sharedSuite("mustache-spec/specs")
        var outcome = Outcome()
        for module in modules {
            let data = try Data(contentsOf: directory.appendingPathComponent("\(module).json"))
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let cases = try #require(root["tests"] as? [[String: Any]])
            var passed = 0
            for spec in cases {
                outcome.total += 1
                let name = "\(module): \(spec["name"] as? String ?? "?")"
                let expected = spec["expected"] as? String ?? ""
                do {
                    var partials: [String: MustacheTemplate] = [:]
                    for (partial, source) in spec["partials"] as? [String: String] ?? [:] {
                        partials[partial] = try MustacheTemplate(source: source, name: partial)
                    }
                    let template = try MustacheTemplate(source: spec["template"] as? String ?? "", name: "template")
                    let actual = try template.render(value(spec["data"] ?? NSNull()), escaping: .html,
                                                     partials: MustacheLibrary(templates: partials))
                    if actual == expected {
                        passed += 1
                    } else {
                        outcome.failures.append("\(name)\n  expected: \(expected.debugDescription)\n  actual:   \(actual.debugDescription)")
                    }
                } catch {
                    outcome.failures.append("\(name)\n  threw: \(error)")
                }
            }
            print("mustache spec \(module): \(passed)/\(cases.count) passed")
            outcome.passed += passed
        }
        for failure in outcome.failures { print("FAIL \(failure)") }
        return outcome
    }

    /// JSONSerialization gives NSNumber for booleans too, and on Linux `is Bool` is true for 0 and 1:
    /// booleans are told apart by their Objective-C type code "c".
    static func value(_ json: Any) -> MustacheValue {
        switch json {
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        case let array as [Any]:
            return .list(array.map(value))
        case let object as [String: Any]:
            let entries: [String: MustacheValue] = object.mapValues(value)
            return .dictionary(MustacheDictionary(entries))
        default:
            return .null
        }
    }

    @Test func requiredModules() throws {
        let outcome = try Self.run(["comments", "delimiters", "interpolation", "inverted", "partials", "sections"])
        #expect(outcome.total == 136)
        #expect(outcome.passed == 136, "\(outcome.failures.joined(separator: "\n"))")
    }

    @Test func inheritanceModule() throws {
        let outcome = try Self.run(["~inheritance"])
        #expect(outcome.total == 27)
        #expect(outcome.passed == 27, "\(outcome.failures.joined(separator: "\n"))")
    }

    @Test func dynamicNamesModule() throws {
        let outcome = try Self.run(["~dynamic-names"])
        #expect(outcome.total == 21)
        #expect(outcome.passed == 21, "\(outcome.failures.joined(separator: "\n"))")
    }

    @Test func booleansAreNotNumbers() {
        #expect(Self.value(NSNumber(value: true)) == .bool(true))
        #expect(Self.value(NSNumber(value: 1)) == .number(1))
        #expect(Self.value(NSNumber(value: 0)) == .number(0))
    }
}
