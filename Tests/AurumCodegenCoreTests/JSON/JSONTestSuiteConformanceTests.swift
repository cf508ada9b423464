import Foundation
import Testing
@testable import AurumCodegenCore

/// Nicolas Seriot's JSONTestSuite: y_ files must be accepted, n_ files rejected,
/// i_ files (implementation-defined) must merely not crash.
@Suite struct JSONTestSuiteConformanceTests {
    @Test func testParsingSuite() throws {
        let directory = try TestPaths.sharedSuite("JSONTestSuite/test_parsing")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()

        // RFC 8259 syntax allows duplicate keys; y_object_duplicated_key*.json must pass.
        var options = JSONReader.Options()
        options.duplicateKeys = .allow

        var yFound = 0, yAccepted = 0, nFound = 0, nRejected = 0, iFound = 0
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            let outcome: Result<JSONValue, DiagnosticError>
            do throws(DiagnosticError) {
                outcome = .success(try JSONReader.parse(bytes, file: name, options: options))
            } catch {
                outcome = .failure(error)
            }
            switch name.prefix(2) {
            case "y_":
                yFound += 1
                if case .failure(let error) = outcome {
                    Issue.record("\(name) should be accepted but was rejected: \(error)")
                } else {
                    yAccepted += 1
                }
            case "n_":
                nFound += 1
                switch outcome {
                case .success: Issue.record("\(name) should be rejected but was accepted")
                case .failure(let error):
                    nRejected += 1
                    #expect(error.diagnostics.allSatisfy { $0.severity == .error && $0.location?.file == name })
                }
            case "i_":
                iFound += 1
                switch outcome {
                case .success: print("JSONTestSuite \(name): accepted")
                case .failure(let error): print("JSONTestSuite \(name): rejected — \(error.diagnostics.first?.description ?? "")")
                }
            default:
                Issue.record("unexpected file in the suite: \(name)")
            }
        }
        print("JSONTestSuite: \(yAccepted)/\(yFound) y_ accepted, \(nRejected)/\(nFound) n_ rejected, \(iFound) i_ read without crashing")
        #expect(yFound == 95)
        #expect(yAccepted == 95)
        #expect(nFound == 188)
        #expect(nRejected == 188)
        #expect(iFound == 35)
    }

    /// Without `duplicateKeys = .allow`, the suite's duplicated-key files are rejected at the second key.
    @Test func duplicatedKeyFilesAreRejectedByDefault() throws {
        let directory = try TestPaths.sharedSuite("JSONTestSuite/test_parsing")
        let url = directory.appendingPathComponent("y_object_duplicated_key.json")
        #expect(throws: DiagnosticError.self) { try JSONReader.parse(contentsOf: url, displayPath: "dup.json") }
    }
}
