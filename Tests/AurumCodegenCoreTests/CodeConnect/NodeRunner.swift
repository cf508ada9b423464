import Foundation
@testable import AurumCodegenCore

/// Runs generated Code Connect templates under Node, the way Figma's CLI does: each `.figma.ts` file is
/// transpiled with TypeScript's `transpileModule` (ESNext modules, ES2021, as the CLI's raw_templates.ts does)
/// and then run against a stand-in `figma` module whose selected instance is described by a JSON spec.
/// `check` type-checks files with `tsc --strict` against `Fixtures/CodeConnect/figma.d.ts`. Tests that use
/// it fail (never skip) without node or Debian's node-typescript (.ci/run installs both).
enum NodeRunner {
    struct Missing: Error, CustomStringConvertible {
        var what: String
        var description: String { "\(what) not found: install Debian's nodejs and node-typescript (or set AURUM_NODE / AURUM_TSC)" }
    }

    static func path() throws -> String { try executable("node", environment: "AURUM_NODE") }

    private static func executable(_ name: String, environment variable: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = environment[variable].map { [$0] } ?? []
        for directory in (environment["PATH"] ?? "").split(separator: ":") { candidates.append("\(directory)/\(name)") }
        candidates += ["/usr/bin/\(name)", "/usr/local/bin/\(name)"]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { throw Missing(what: name) }
        return found
    }

    static func tscPath() throws -> String { try executable("tsc", environment: "AURUM_TSC") }

    /// TypeScript's own module (`lib/typescript.js`), found beside `tsc`.
    static func typescriptModule() throws -> String {
        let tsc = URL(fileURLWithPath: try tscPath()).resolvingSymlinksInPath()
        let module = tsc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/typescript.js")
        guard FileManager.default.fileExists(atPath: module.path) else { throw Missing(what: "typescript.js beside \(tsc.path)") }
        return module.path
    }

    /// The declaration file of Figma's template API the type check uses.
    static let declarations = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/CodeConnect/figma.d.ts").standardizedFileURL

    /// `tsc --strict --noEmit` over every `.ts` file (templates and batch templates) with Figma's template
    /// types; returns how many were checked and throws with tsc's errors on the first failure.
    @discardableResult
    static func check(_ files: [GeneratedFile]) throws -> Int {
        let directory = try SwiftCompiler.temporaryDirectory("tsc-check")
        defer { try? FileManager.default.removeItem(at: directory) }
        var names: [String] = []
        for file in files where file.relativePath.hasSuffix(".ts") {
            let name = file.relativePath.replacingOccurrences(of: "/", with: "_")
            try Data(file.contents.utf8).write(to: directory.appendingPathComponent(name))
            names.append(name)
        }
        try FileManager.default.copyItem(at: declarations, to: directory.appendingPathComponent("figma.d.ts"))
        try SwiftCompiler.runProcess(try tscPath(), ["--strict", "--noEmit", "--allowSyntheticDefaultImports", "--target", "es2021",
                                                     "--module", "es2020", "--moduleResolution", "node", "figma.d.ts"] + names, in: directory)
        return names.count
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
        try template.write(to: directory.appendingPathComponent("template.ts"), atomically: true, encoding: .utf8)
        try typescriptModule().write(to: directory.appendingPathComponent("typescript-path.txt"), atomically: true, encoding: .utf8)
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
    import { readFileSync, writeFileSync } from 'node:fs'
    import { createRequire } from 'node:module'
    const ts = createRequire(import.meta.url)(readFileSync('./typescript-path.txt', 'utf8'))
    const source = readFileSync('./template.ts', 'utf8')
    const options = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2021, removeComments: false }
    writeFileSync('./template.mjs', ts.transpileModule(source, { compilerOptions: options }).outputText)
    globalThis.__figmaSpec = readFileSync('./spec.json', 'utf8')
    const exported = (await import('./template.mjs')).default
    process.stdout.write(JSON.stringify({
      code: exported.example.code, id: exported.id, imports: exported.imports,
      nestable: exported.metadata ? exported.metadata.nestable : undefined,
      props: exported.metadata ? exported.metadata.props : undefined,
    }))
    """#
}
