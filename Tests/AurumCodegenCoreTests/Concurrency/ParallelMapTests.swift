import Testing
@testable import AurumCodegenCore

@Suite struct ParallelMapTests {
    @Test(arguments: [0, 1, 2, 7, 1_000])
    func resultsComeBackInIndexOrder(count: Int) {
        let results = ParallelMap.map(count) { i in String(i * i) }
        #expect(results == (0..<count).map { String($0 * $0) })
    }

    /// Pieces really run (each exactly once), whatever the scheduling.
    @Test func everyPieceRunsOnce() {
        let results = ParallelMap.map(500) { i -> [Int] in Array(repeating: i, count: i % 5) }
        #expect(results.enumerated().allSatisfy { i, r in r == Array(repeating: i, count: i % 5) })
    }

    /// Runs cover `0..<count` in order, without gaps or overlaps; small counts stay in one run.
    @Test(arguments: [0, 1, 2_047, 2_048, 100_001])
    func runsCoverTheRangeInOrder(count: Int) {
        let runs = ParallelMap.runs(count)
        #expect(runs.flatMap { Array($0) } == Array(0..<count))
        #expect(runs.count == (count < 2_048 ? 1 : ParallelMap.width))
    }
}
