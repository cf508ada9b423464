import Foundation
import Testing
@testable import AurumCodegenCore

/// Bad input must become diagnostics, never a crash: deterministic mutations of every
/// JSONTestSuite file and every prefix of a document all either parse or fail cleanly.
@Suite struct JSONReaderRobustnessTests {
    /// Parses `bytes`; a failure must carry located errors inside the input.
    private func check(_ bytes: [UInt8], _ label: String) {
        do throws(DiagnosticError) {
            _ = try JSONReader.parse(bytes, file: "f.json")
        } catch {
            #expect(!error.diagnostics.isEmpty, "\(label)")
            for diagnostic in error.diagnostics {
                #expect(diagnostic.severity == .error, "\(label)")
                #expect((diagnostic.line ?? 0) >= 1 && (diagnostic.column ?? 0) >= 1, "\(label): \(diagnostic)")
            }
        }
    }

    @Test func mutatedSuiteFilesNeverCrash() throws {
        let directory = try TestPaths.sharedSuite("JSONTestSuite/test_parsing")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names.count > 300)
        let interesting: [UInt8] = Array("{}[],:\"\\/-+.0123456789eEtfnu \n\r\t".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xE0, 0xED, 0xF0, 0xF4, 0xFF]
        var state: UInt64 = 0x0DDB_A11
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        for name in names {
            let original = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            guard original.count < 20_000 else { continue }
            for round in 0..<24 {
                var bytes = original
                for _ in 0..<(1 + next(3)) {
                    let at = next(bytes.count + 1)
                    switch next(4) {
                    case 0 where at < bytes.count: bytes[at] = interesting[next(interesting.count)]
                    case 1: bytes.insert(interesting[next(interesting.count)], at: at)
                    case 2 where at < bytes.count: bytes.remove(at: at)
                    default: bytes = Array(bytes.prefix(at))
                    }
                }
                check(bytes, "\(name) mutation \(round)")
            }
        }
    }

    @Test func everyPrefixOfADocumentFailsCleanly() {
        let document = Array("""
        \u{FEFF}{"a": [1, -2.5e+3, true, false, null, "x\\u00e9\\ud83d\\ude00\\n"], "b": {"c": {}, "d": []},
         "é": "€😀", "n": 0.1}
        """.utf8)
        for length in 0..<document.count {
            check(Array(document.prefix(length)), "prefix \(length)")
        }
        check(document, "whole")
    }
}
