import AurumCodegenCore
import Foundation

/// Times `JSONReader.parse` against Foundation's `JSONSerialization` on the same
/// deterministic, token-file-like document (pretty-printed DTCG groups and tokens).
///
/// Runs alternate between the two readers so a busy machine slows both alike. Each run records
/// wall time until the result exists, this thread's CPU time for the same span (steadier when
/// other processes compete for the cores), and wall time including releasing the result.
enum JSONBenchmark {
    static let runs = 9

    static func run() {
        let bytes = makeDocument(minimumBytes: 6_000_000)
        let data = Data(bytes)
        let megabytes = Double(bytes.count) / 1_000_000

        // Both readers must accept the document before any timing counts (this also warms them up).
        let valueCount: Int
        do {
            valueCount = count(try JSONReader.parse(bytes, file: "bench.json"))
        } catch {
            print("JSON: JSONReader rejected the benchmark document: \(error)")
            return
        }
        guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
            print("JSON: JSONSerialization rejected the benchmark document")
            return
        }
        print("JSON: \(bytes.count) bytes (\(String(format: "%.2f", megabytes)) MB, \(valueCount) values), medians of \(runs) alternating runs")

        var reader = Samples(), foundation = Samples()
        for _ in 0..<runs {
            reader.record { try? JSONReader.parse(bytes, file: "bench.json") }
            foundation.record { try? JSONSerialization.jsonObject(with: data) }
        }
        let header = "".padding(toLength: 20, withPad: " ", startingAt: 0)
        print("  \(header)\(title("parse, wall"))\(title("parse, CPU"))parse + release, wall")
        report("JSONReader.parse", reader, megabytes: megabytes)
        report("JSONSerialization", foundation, megabytes: megabytes)
        let ratios = [(\Samples.wall), (\Samples.cpu), (\Samples.wallWithRelease)].map { path in
            String(format: "%.2fx", median(foundation[keyPath: path]) / median(reader[keyPath: path]))
                .padding(toLength: 28, withPad: " ", startingAt: 0)
        }
        print("  \("ratio (speed-up)".padding(toLength: 20, withPad: " ", startingAt: 0))\(ratios.joined().trimmingCharacters(in: .whitespaces))")
        if reader.failures + foundation.failures > 0 { print("  warning: some runs failed") }
    }

    private struct Samples {
        var wall: [Double] = []
        var cpu: [Double] = []
        var wallWithRelease: [Double] = []
        var failures = 0

        mutating func record<T>(_ body: () -> T?) {
            let wallStart = DispatchTime.now().uptimeNanoseconds
            let cpuStart = threadCPUSeconds()
            var result = body()
            let cpuEnd = threadCPUSeconds()
            let wallEnd = DispatchTime.now().uptimeNanoseconds
            if result == nil { failures += 1 }
            result = nil
            let wallReleased = DispatchTime.now().uptimeNanoseconds
            wall.append(Double(wallEnd - wallStart) / 1e9)
            cpu.append(cpuEnd - cpuStart)
            wallWithRelease.append(Double(wallReleased - wallStart) / 1e9)
        }
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    private static func title(_ text: String) -> String {
        text.padding(toLength: 28, withPad: " ", startingAt: 0)
    }

    private static func report(_ name: String, _ samples: Samples, megabytes: Double) {
        func column(_ values: [Double]) -> String {
            let seconds = median(values)
            return String(format: "%7.2f ms %7.1f MB/s", seconds * 1000, megabytes / seconds)
                .padding(toLength: 28, withPad: " ", startingAt: 0)
        }
        let name = name.padding(toLength: 20, withPad: " ", startingAt: 0)
        print("  \(name)\(column(samples.wall))\(column(samples.cpu))\(column(samples.wallWithRelease).trimmingCharacters(in: .whitespaces))")
    }

    /// Every value in the tree, to check the reader built it all.
    private static func count(_ value: JSONValue) -> Int {
        switch value.kind {
        case .array(let items): 1 + items.reduce(0) { $0 + count($1) }
        case .object(let object): 1 + object.members.reduce(0) { $0 + count($1.value) }
        default: 1
        }
    }

    // MARK: Document generator

    /// A pretty-printed DTCG-like document: groups of colour, dimension, number, shadow and
    /// typography tokens with descriptions, aliases and extensions. Deterministic (fixed-seed LCG).
    static func makeDocument(minimumBytes: Int) -> [UInt8] {
        var out = Writer()
        var random = LCG(seed: 0x5EED)
        out.raw("{\n")
        var group = 0
        while out.bytes.count < minimumBytes {
            if group > 0 { out.raw(",\n") }
            out.indent(1)
            out.string("group-\(group)")
            out.raw(": {\n")
            out.indent(2)
            out.raw("\"$description\": ")
            out.string("Tokens for surface \(group) — généré automatiquement")
            let tokens = 20 + random.next(30)
            for token in 0..<tokens {
                out.raw(",\n")
                out.indent(2)
                out.string("token-\(token)")
                out.raw(": ")
                writeToken(&out, &random, group: group, index: token)
            }
            out.raw("\n")
            out.indent(1)
            out.raw("}")
            group += 1
        }
        out.raw("\n}\n")
        return out.bytes
    }

    private static func writeToken(_ out: inout Writer, _ random: inout LCG, group: Int, index: Int) {
        out.raw("{\n")
        let kind = random.next(5)
        out.indent(3)
        switch kind {
        case 0:
            out.raw("\"$type\": \"color\",\n")
            out.indent(3)
            out.raw("\"$value\": {\"colorSpace\": \"srgb\", \"components\": [")
            out.raw("\(Double(random.next(1000)) / 1000), \(Double(random.next(1000)) / 1000), \(Double(random.next(1000)) / 1000)")
            out.raw("], \"alpha\": 1, \"hex\": ")
            out.string("#" + String(random.next(0xFFFFFF), radix: 16))
            out.raw("}")
        case 1:
            out.raw("\"$type\": \"dimension\",\n")
            out.indent(3)
            out.raw("\"$value\": {\"value\": \(random.next(64)), \"unit\": \"px\"}")
        case 2:
            out.raw("\"$type\": \"number\",\n")
            out.indent(3)
            out.raw("\"$value\": \(Double(random.next(100_000)) / 1000)e-\(random.next(4))")
        case 3:
            out.raw("\"$type\": \"shadow\",\n")
            out.indent(3)
            out.raw("\"$value\": [\n")
            for layer in 0..<2 {
                if layer > 0 { out.raw(",\n") }
                out.indent(4)
                out.raw("{\"color\": \"{group-\(group).token-0}\", \"offsetX\": {\"value\": \(random.next(8)), \"unit\": \"px\"}, ")
                out.raw("\"offsetY\": {\"value\": \(random.next(16)), \"unit\": \"px\"}, \"blur\": {\"value\": \(random.next(24)), \"unit\": \"px\"}, ")
                out.raw("\"spread\": {\"value\": -\(random.next(4)), \"unit\": \"px\"}, \"inset\": \(random.next(2) == 0)}")
            }
            out.raw("\n")
            out.indent(3)
            out.raw("]")
        default:
            out.raw("\"$type\": \"typography\",\n")
            out.indent(3)
            out.raw("\"$value\": {\"fontFamily\": [\"Inter\", \"Helvetica Neue\", \"sans-serif\"], \"fontWeight\": \(100 * (1 + random.next(9))), ")
            out.raw("\"fontSize\": {\"value\": \(12 + random.next(40)), \"unit\": \"px\"}, \"lineHeight\": 1.\(random.next(10)), ")
            out.raw("\"letterSpacing\": {\"value\": 0.\(random.next(100)), \"unit\": \"rem\"}}")
        }
        out.raw(",\n")
        out.indent(3)
        out.raw("\"$description\": ")
        out.string(random.next(4) == 0 ? "Line one\nline \"two\" \\ \u{2014} token \(index)" : "Token \(index) of group \(group), used for default state")
        if random.next(3) == 0 {
            out.raw(",\n")
            out.indent(3)
            out.raw("\"$extensions\": {\"com.aurum.figma\": {\"variableId\": \"VariableID:\(random.next(100_000)):\(random.next(1000))\", \"scopes\": [\"ALL_FILLS\", \"STROKE_COLOR\"], \"hidden\": false, \"deprecated\": null}}")
        }
        out.raw("\n")
        out.indent(2)
        out.raw("}")
    }

    private struct Writer {
        var bytes: [UInt8] = []
        mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }
        mutating func indent(_ level: Int) { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2)) }
        /// A JSON string literal with the escapes it needs.
        mutating func string(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case 0x0A: raw("\\n")
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// A fixed-seed linear congruential generator, so every run benchmarks the same bytes.
    private struct LCG {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }
}
