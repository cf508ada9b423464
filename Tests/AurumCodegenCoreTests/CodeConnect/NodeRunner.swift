import Foundation
@testable import AurumCodegenCore

/// Runs generated Code Connect templates under Node, the way Figma's CLI does: each `.figma.ts` file is
/// transpiled with TypeScript's `transpileModule` (ESNext modules, ES2021, as the CLI's raw_templates.ts does)
/// and then run against a stand-in `figma` module whose selected instance is described by a JSON spec.
/// `check` type-checks files with `tsc --strict` against Figma's own declarations of that module, read from
/// ../shared. Tests that use it fail (never skip) without node or Debian's node-typescript, which
/// Tests/Scripts/test.sh installs.
enum NodeRunner {
    struct Missing: Error, CustomStringConvertible {
        var what: String
        var description: String { "\(what) not found: run Tests/Scripts/test.sh, which installs Debian's nodejs and node-typescript (or set AURUM_NODE / AURUM_TSC)" }
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

    /// Figma's declarations of the `figma` module (figma/code-connect v1.5.2). Declarations written here
    /// could be looser than Figma's, and a template that passes them can still fail for Figma's users.
    static func declarations() throws -> URL {
        try TestPaths.sharedFile("reference/code-connect-types/figma-types.d.ts")
    }

    /// `tsc --strict --noEmit` over every `.ts` file (templates and batch templates) of `files` with Figma's
    /// declarations; returns how many were checked and throws with tsc's errors on a failure.
    @discardableResult
    static func check(_ files: [GeneratedFile]) throws -> Int {
        try check(sets: [files])
    }

    /// One tsc run over several generator outputs, each in a folder of its own (their file names may repeat).
    /// tsc's start-up costs more than checking a file, so tests gather what they check into one run.
    @discardableResult
    static func check(sets: [[GeneratedFile]]) throws -> Int {
        let declarations = try declarations()
        let directory = try SwiftCompiler.temporaryDirectory("tsc-check")
        defer { try? FileManager.default.removeItem(at: directory) }
        var names: [String] = []
        for (index, files) in sets.enumerated() {
            for file in files where file.relativePath.hasSuffix(".ts") {
                let name = "\(index)/" + file.relativePath.replacingOccurrences(of: "/", with: "_")
                let url = directory.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
                names.append(name)
            }
        }
        // The options ../shared/reference/code-connect-types/README.md gives for Debian's tsc 4.8 (--skipLibCheck:
        // it rejects the declaration file's own `export =` beside other exports; the templates are still checked).
        // Through the node found here: Debian's tsc starts with `#!/usr/bin/env node`, which needs node on PATH.
        try SwiftCompiler.runProcess(try path(), [try tscPath(), "--strict", "--noEmit", "--skipLibCheck", "--esModuleInterop", "--module", "commonjs",
                                                     "--target", "es2020", "--lib", "es2020", declarations.path] + names, in: directory)
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
        try run(template, specs: [spec])[0]
    }

    /// Runs `template` once per spec, in one node process: node and TypeScript's start-up cost more than a run.
    static func run(_ template: String, specs: [String]) throws -> [Result] {
        let directory = try SwiftCompiler.temporaryDirectory("node-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let module = directory.appendingPathComponent("node_modules/figma")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try #"{ "name": "figma", "type": "module", "main": "index.js" }"#.write(to: module.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        try figmaStandIn.write(to: module.appendingPathComponent("index.js"), atomically: true, encoding: .utf8)
        try runner.write(to: directory.appendingPathComponent("run.mjs"), atomically: true, encoding: .utf8)
        try template.write(to: directory.appendingPathComponent("template.ts"), atomically: true, encoding: .utf8)
        try typescriptModule().write(to: directory.appendingPathComponent("typescript-path.txt"), atomically: true, encoding: .utf8)
        try ("[" + specs.joined(separator: ",\n") + "]").write(to: directory.appendingPathComponent("specs.json"), atomically: true, encoding: .utf8)
        let output = try SwiftCompiler.runProcess(try path(), ["run.mjs"], in: directory)
        let results = try JSONDecoder().decode([Result].self, from: Data(output.utf8))
        guard results.count == specs.count else {
            throw SwiftCompiler.Failure(command: "node run.mjs", output: "\(results.count) results for \(specs.count) specs:\n\(output)")
        }
        return results
    }

    /// Strict: reading a property or layer the spec does not have throws, so a wrong name (or a `#id`
    /// suffix left on one) fails the test instead of rendering a default. The spec is read whenever a
    /// template reads `selectedInstance` or `batch`, so one import of this module serves every run.
    private static let figmaStandIn = #"""
    // Only what Figma's ErrorHandle has: a template that treats it as an instance fails here.
    const errorHandle = { type: 'ERROR', __render__: () => [{ type: 'ERROR', message: 'stand-in error' }] }
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
        // null: nothing swapped in; "error": Figma's ErrorHandle (a missing property, or not an instance swap).
        getInstanceSwap: (name) => {
          const swap = (spec.swaps || {})[name]
          if (swap === undefined) throw new Error('no instance swap ' + JSON.stringify(name))
          if (swap === 'error') return errorHandle
          return swap === null ? undefined : handle(swap)
        },
        findInstance: (layer) => {
          const child = (spec.layers || {})[layer]
          return child ? handle(child) : errorHandle
        },
        hasCodeConnect: () => spec.icon !== undefined,
        executeTemplate: () => ({ example: [], metadata: { nestable: true, props: spec.icon } }),
      }
    }
    export default {
      get selectedInstance() { return handle(globalThis.__figmaSpec) },
      get batch() { return globalThis.__figmaSpec.batch || {} },
      swift: (strings, ...values) => ({ code: strings.reduce((out, text, i) => out + String(values[i - 1]) + text) }),
    }
    """#

    /// Transpiles the template once, then evaluates it once per spec (a query string makes each import a new module).
    private static let runner = #"""
    import { readFileSync, writeFileSync } from 'node:fs'
    import { createRequire } from 'node:module'
    const ts = createRequire(import.meta.url)(readFileSync('./typescript-path.txt', 'utf8'))
    const source = readFileSync('./template.ts', 'utf8')
    const options = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2021, removeComments: false }
    writeFileSync('./template.mjs', ts.transpileModule(source, { compilerOptions: options }).outputText)
    const results = []
    for (const [index, spec] of JSON.parse(readFileSync('./specs.json', 'utf8')).entries()) {
      globalThis.__figmaSpec = spec
      const exported = (await import('./template.mjs?run=' + index)).default
      results.push({
        code: exported.example.code, id: exported.id, imports: exported.imports,
        nestable: exported.metadata ? exported.metadata.nestable : undefined,
        props: exported.metadata ? exported.metadata.props : undefined,
      })
    }
    process.stdout.write(JSON.stringify(results))
    """#
}
