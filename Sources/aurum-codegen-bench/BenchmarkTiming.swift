import Foundation

/// Timing helpers the token and drift benchmarks share; the extension makes them read as before at call sites.
protocol BenchmarkTiming {}

extension BenchmarkTiming {
    /// CPU time of this thread (steady when other processes share the cores) and wall time.
    static func time(_ body: () -> Void) -> (cpu: Double, wall: Double) {
        func cpuNow() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuNow()
        body()
        let cpu = cpuNow() - cpuStart
        return (cpu, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
    static func ms(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }
    static func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: max(n, s.count + 1), withPad: " ", startingAt: 0) }
}
