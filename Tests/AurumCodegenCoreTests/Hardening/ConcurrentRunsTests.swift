import Foundation
import Testing
@testable import AurumCodegenCore

/// Two `generate` runs at once on the same output folder, from configurations with different tokens: the output
/// lock makes them take turns, so the folder always ends as one run's complete output, never a mix of files from
/// both or a file torn between them. (Tests/Scripts/crash-safety.sh does the same with two processes, and kills
/// runs with SIGKILL.)
@Suite struct ConcurrentRunsTests {
    static func tokens(_ shift: Double) -> String {
        var groups: [String] = []
        for g in 0..<10 {
            let members = (0..<50).map { i in
                #""c\#(i)": { "$value": { "colorSpace": "srgb", "components": [\#(Double(g * 50 + i) / 1000 + shift), 0.2, 0.3] } }"#
            }
            groups.append(#""g\#(g)": { \#(members.joined(separator: ", ")) }"#)
        }
        return #"{ "color": { "$type": "color", \#(groups.joined(separator: ", ")) } }"#
    }

    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test func twoRunsAtOnceLeaveOneRunsWholeOutput() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-concurrent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.1\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        var configurations: [AurumConfiguration] = []
        for (name, shift) in [("a", 0.0), ("b", 0.5)] {
            try Self.tokens(shift).write(to: package.appendingPathComponent("\(name).tokens.json"), atomically: true, encoding: .utf8)
            let json = #"{ "tokens": { "files": ["\#(name).tokens.json"] }, "swift": { "output": "Out", "prefix": "Run", "maxDeclarationsPerFile": 25 } }"#
            try json.write(to: package.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
            configurations.append(try ConfigurationLoader.load(contentsOf: package.appendingPathComponent("\(name).json"), displayPath: "\(name).json"))
        }
        let out = package.appendingPathComponent("Out")
        var expected: [[String: Data]] = []
        for configuration in configurations {
            _ = try Generator(configuration: configuration).run()
            expected.append(try Self.tree(out))
            try FileManager.default.removeItem(at: out)
        }
        #expect(expected[0].count > 20 && expected[0].keys == expected[1].keys)
        #expect(expected[0].filter { expected[1][$0.key] != $0.value }.count >= 20, "the two runs write different files")

        var endings = [0, 0]
        for round in 0..<10 {
            // Alternate which folder state the round starts from: none, or the other run's output.
            if round % 2 == 1 { _ = try Generator(configuration: configurations[round / 2 % 2]).run() }
            let failures = LockedCounter()
            let both = configurations
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                do { _ = try Generator(configuration: both[index]).run() } catch { failures.add() }
            }
            #expect(failures.value == 0)
            let tree = try Self.tree(out)
            let which = expected.firstIndex(of: tree)
            #expect(which != nil, "round \(round): the folder is a mix of both runs")
            if let which { endings[which] += 1 }
        }
        #expect(endings[0] + endings[1] == 10)
    }

    final class LockedCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
