import Foundation
@testable import AurumCodegenCore

/// Runs generated Code Connect templates under Node. The `.figma.ts` files are plain JavaScript, so Node
/// parses them as ES modules once copied to `.mjs`; `run` executes one against a stand-in `figma` module
/// whose selected instance is described by a JSON spec. Tests that use it fail (never skip) without node.
enum NodeRunner {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "node not found: set AURUM_NODE or put node on PATH" }
    }

    static func path() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = environment["AURUM_NODE"].map { [$0] } ?? []
        for directory in (environment["PATH"] ?? "").split(separator: ":") { candidates.append("\(directory)/node") }
        candidates += ["/usr/bin/node", "/usr/local/bin/node"]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { throw Missing() }
        return found
    }

    /// `node --check` on every `.figma.ts` / `.figma.batch.ts` file; throws with Node's message on the first failure.
    static func check(_ files: [GeneratedFile]) throws -> Int {
        let directory = try SwiftCompiler.temporaryDirectory("node-check")
        defer { try? FileManager.default.removeItem(at: directory) }
        var checked = 0
        for file in files where file.relativePath.hasSuffix(".ts") {
            let name = file.relativePath.replacingOccurrences(of: "/", with: "_").dropLast(3) + ".mjs"
            try Data(file.contents.utf8).write(to: directory.appendingPathComponent(String(name)))
            try SwiftCompiler.runProcess(try path(), ["--check", String(name)], in: directory)
            checked += 1
        }
        return checked
    }

    /// What a template exported, with `example` reduced to the Swift text `figma.swift` produced.
    struct Result: Decodable {
        var code: String
        var id: String
        var imports: [String]
        var nestable: Bool?
        var props: [String: String?]?
    }

    /// Runs `template` with the selected instance (or batch entry) `spec`, e.g.
    /// `{"props": {"Layout": "3 cells"}, "layers": {"Cell 1": {"props": {"Label": "Gold"}}}, "swaps": {...}}`.
    static func run(_ template: String, spec: String) throws -> Result {
        let directory = try SwiftCompiler.temporaryDirectory("node-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let module = directory.appendingPathComponent("node_modules/figma")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try #"{ "name": "figma", "type": "module", "main": "index.js" }"#.write(to: module.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        try figmaStandIn.write(to: module.appendingPathComponent("index.js"), atomically: true, encoding: .utf8)
        try runner.write(to: directory.appendingPathComponent("run.mjs"), atomically: true, encoding: .utf8)
        try template.write(to: directory.appendingPathComponent("template.mjs"), atomically: true, encoding: .utf8)
        try spec.write(to: directory.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        let output = try SwiftCompiler.runProcess(try path(), ["run.mjs"], in: directory)
        return try JSONDecoder().decode(Result.self, from: Data(output.utf8))
    }

    /// Strict: reading a property or layer the spec does not have throws, so a wrong name (or a `#id`
    /// suffix left on one) fails the test instead of rendering a default.
    private static let figmaStandIn = #"""
    function handle(spec) {
      const props = spec.props || {}
      const read = (name) => {
        if (!(name in props)) throw new Error('no property ' + JSON.stringify(name))
        return props[name]
      }
      return {
        type: 'INSTANCE',
        getString: (name) => String(read(name)),
        getBoolean: (name) => read(name) === true,
        getEnum: (name, mapping) => mapping[read(name)],
        getInstanceSwap: (name) => {
          const swap = (spec.swaps || {})[name]
          if (swap === undefined) throw new Error('no instance swap ' + JSON.stringify(name))
          return swap === null ? undefined : handle(swap)
        },
        findInstance: (layer) => {
          const child = (spec.layers || {})[layer]
          return child ? handle(child) : { type: 'ERROR' }
        },
        hasCodeConnect: () => spec.icon !== undefined,
        executeTemplate: () => ({ example: [], metadata: { nestable: true, props: spec.icon } }),
      }
    }
    const spec = JSON.parse(globalThis.__figmaSpec)
    export default {
      selectedInstance: handle(spec),
      batch: spec.batch || {},
      swift: (strings, ...values) => ({ code: strings.reduce((out, text, i) => out + String(values[i - 1]) + text) }),
    }
    """#

    private static let runner = #"""
    import { readFileSync } from 'node:fs'
    globalThis.__figmaSpec = readFileSync('./spec.json', 'utf8')
    const exported = (await import('./template.mjs')).default
    process.stdout.write(JSON.stringify({
      code: exported.example.code, id: exported.id, imports: exported.imports,
      nestable: exported.metadata ? exported.metadata.nestable : undefined,
      props: exported.metadata ? exported.metadata.props : undefined,
    }))
    """#
}
