/// A line-based unified diff (`diff -u` style) computed with Myers' O(ND) algorithm,
/// so large generated files with small changes diff quickly.
enum UnifiedDiff {
    /// The diff of `old` → `new`, with `context` lines around each change; empty when equal.
    static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let edits = script(a, b)
        guard edits.contains(where: { $0.kind != .keep }) else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits, context: context) {
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = (hunk.first?.oldIndex ?? 0) + (oldCount == 0 ? 0 : 1)
            let newStart = (hunk.first?.newIndex ?? 0) + (newCount == 0 ? 0 : 1)
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .keep: out += " " + a[edit.oldIndex] + "\n"
                case .delete: out += "-" + a[edit.oldIndex] + "\n"
                case .insert: out += "+" + b[edit.newIndex] + "\n"
                }
            }
        }
        return out
    }

    struct Edit {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        /// Index in the old lines (for insert: the old position it precedes).
        var oldIndex: Int
        var newIndex: Int
    }

    static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The shortest edit script, by Myers (1986), recording each round's frontier to backtrack.
    static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count, m = b.count
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n, y >= m { found = true; break }
            }
            if found { break }
        }
        // Walk back through the frontiers.
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let prevK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let prevX = d == 0 ? 0 : v[max + prevK]
            let prevY = prevX - prevK
            while x > prevX, y > prevY {
                x -= 1; y -= 1
                edits.append(Edit(kind: .keep, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == prevX {
                    y -= 1
                    edits.append(Edit(kind: .insert, oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    edits.append(Edit(kind: .delete, oldIndex: x, newIndex: y))
                }
            }
        }
        return edits.reversed()
    }

    /// Groups edits into hunks: each change with up to `context` unchanged lines around it.
    static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
        let changes = edits.indices.filter { edits[$0].kind != .keep }
        guard !changes.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changes {
            let range = Swift.max(0, index - context)...Swift.min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...Swift.max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { Array(edits[$0]) }
    }
}
