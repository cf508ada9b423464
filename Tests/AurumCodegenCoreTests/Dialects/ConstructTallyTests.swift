import Testing
@testable import AurumCodegenCore

/// The compatible-mode summary: one warning per kind and file, and one per kind for the whole run once a kind is
/// met in more files than `ConstructTally.filesBeforeCondensing` (a set of many files in one format).
@Suite struct ConstructTallyTests {
    @Test func aKindInManyFilesIsOneWarning() {
        var tally = ConstructTally()
        let files = (1...7).map { "set/f\($0).json" }
        for (i, file) in files.enumerated() {
            for line in 0...i { tally.note(.valueTypeKeys, at: SourceLocation(file: file, line: 2 + line, column: 3)) }
        }
        tally.note(.hexColorString, at: SourceLocation(file: "set/f2.json", line: 9, column: 14))
        let summary = tally.summary.map(\.description)
        #expect(summary.count == 2, "\(summary)")
        #expect(summary.contains { $0.hasPrefix("set/f1.json:2:3: warning: 28 tokens use value/type instead of $value/$type in 7 files (set/f1.json (1), set/f2.json (2), set/f3.json (3) and 4 more);") })
        #expect(summary.contains { $0.hasPrefix("set/f2.json:9:14: warning: 1 colour is a hex string;") })
    }

    @Test func aKindInFewFilesIsOneWarningPerFile() {
        var tally = ConstructTally()
        for i in 1...ConstructTally.filesBeforeCondensing {
            tally.note(.valueTypeKeys, at: SourceLocation(file: "f\(i).json", line: 1, column: 1))
        }
        #expect(tally.summary.count == ConstructTally.filesBeforeCondensing)
    }
}
