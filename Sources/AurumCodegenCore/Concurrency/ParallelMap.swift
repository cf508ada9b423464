import Dispatch
import Foundation

/// Runs independent pieces of work on every core, for the steps whose pieces share nothing mutable
/// (rendering one file, laying out one value). Results come back in index order, so the output does
/// not depend on scheduling.
enum ParallelMap {
    /// How many pieces keep every core busy.
    static let width = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// `0..<count` cut into `perCore` runs per core, in order; a single run below `serialBelow`, where starting
    /// threads costs more than the work. For steps that fill their own slots of one output buffer. More runs than
    /// cores even out pieces of unequal cost: `map` hands a core the next run when it is done with one.
    static func runs(_ count: Int, serialBelow: Int = 2_048, perCore: Int = 1) -> [Range<Int>] {
        let n = count < serialBelow ? 1 : width * perCore
        return (0..<n).map { count * $0 / n..<count * ($0 + 1) / n }
    }

    /// `body(i)` for every `i` in `0..<count`, in parallel when there is more than one piece; results by index.
    /// `body` must only read shared state.
    static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(body) }
        return withoutActuallyEscaping(body) { body in
            Array(unsafeUninitializedCapacity: count) { buffer, initialized in
                let shared = Shared(results: buffer, body: body)
                DispatchQueue.concurrentPerform(iterations: count) { i in
                    (shared.results.baseAddress! + i).initialize(to: shared.body(i))
                }
                initialized = count
            }
        }
    }

    /// Each index is written by exactly one iteration, and `body` only reads: safe to share across threads.
    private struct Shared<T>: @unchecked Sendable {
        let results: UnsafeMutableBufferPointer<T>
        let body: (Int) -> T
    }
}
