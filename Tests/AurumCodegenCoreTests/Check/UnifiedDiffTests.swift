import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\nb\n", oldName: "a", newName: "b") == "")
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff.diff(old: old, new: new, oldName: "old", newName: "new") == """
        --- old
        +++ new
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    }

    @Test func insertionsDeletionsAndSeparateHunks() {
        let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
        var newLines = (1...20).map(String.init)
        newLines.remove(at: 1)            // delete "2"
        newLines.insert("x", at: 15)      // insert before "17"
        let diff = UnifiedDiff.diff(old: old, new: newLines.joined(separator: "\n") + "\n", oldName: "a", newName: "b")
        #expect(diff.components(separatedBy: "\n@@").count == 3)
        #expect(diff.contains("@@ -1,5 +1,4 @@\n 1\n-2\n 3\n"))
        #expect(diff.contains("+x\n"))
    }

    @Test func fromAndToEmpty() {
        #expect(UnifiedDiff.diff(old: "", new: "a\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(UnifiedDiff.diff(old: "a\n", new: "", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -1,1 +0,0 @@\n-a\n")
    }

    /// Applying the diff's kept and inserted lines rebuilds the new text, for random edits.
    @Test func scriptRebuildsBothSides() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let a = (0..<Int.random(in: 0...30, using: &rng)).map { _ in Substring(String(Int.random(in: 0...4, using: &rng))) }
            let b = (0..<Int.random(in: 0...30, using: &rng)).map { _ in Substring(String(Int.random(in: 0...4, using: &rng))) }
            let edits = UnifiedDiff.script(a, b)
            #expect(edits.filter { $0.kind != .insert }.map { a[$0.oldIndex] } == a)
            #expect(edits.filter { $0.kind != .delete }.map { $0.kind == .insert ? b[$0.newIndex] : a[$0.oldIndex] } == b)
        }
    }
}
