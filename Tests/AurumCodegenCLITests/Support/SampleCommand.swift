import Foundation
@testable import AurumCodegenCore
@testable import AurumCodegenCLI

/// A spec exercising every kind of option, flag and argument the parser supports.
let sampleSpec = CommandSpec(
    name: "render",
    abstract: "Render things for the tests.",
    discussion: "Exercises every kind of option, flag and argument.",
    options: [
        .init("output", short: "o", valueName: "dir", help: "Where to write."),
        .init("include", short: "I", valueName: "path", help: "Extra search path.", repeatable: true),
        .init("config", short: "c", valueName: "file", help: "The configuration.", default: "aurum.json"),
    ],
    flags: [
        .init("dry-run", short: "n", help: "Write nothing."),
        .init("verbose", short: "v", help: "Say more."),
        .init("quiet", short: "q", help: "Say less."),
    ],
    arguments: [
        .init("input", help: "The input file."),
        .init("extras", help: "More inputs.", arity: .zeroOrMore),
    ]
)

/// Records what the dispatcher handed it and answers with a preset result.
struct SampleCommand: Command {
    enum Outcome: Sendable {
        case exit(Int32)
        case fail(any Error & Sendable)
    }

    let spec = sampleSpec
    let outcome: Outcome
    let received = Received()

    init(_ outcome: Outcome = .exit(ExitCode.success)) { self.outcome = outcome }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        received.set(arguments)
        switch outcome {
        case .exit(let code): return code
        case .fail(let error): throw error
        }
    }

    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: ParsedArguments?
        var arguments: ParsedArguments? { lock.withLock { stored } }
        func set(_ value: ParsedArguments) { lock.withLock { stored = value } }
    }
}

/// Runs the command line in-process with `sample` registered beside the real commands.
struct Run {
    let code: Int32
    let output: String
    let error: String

    init(_ arguments: [String], sample: SampleCommand = SampleCommand(), environment: [String: String] = [:], terminal: Bool = false) {
        let capture = CapturedOutput()
        let io = CommandIO.capturing(into: capture, environment: environment, standardErrorIsTerminal: terminal)
        code = AurumCodegenCommandLine.main(arguments, io: io, commands: CommandRegistry.commands + [sample])
        output = capture.standardOutput
        error = capture.standardError
    }
}

func parse(_ arguments: [String], _ spec: CommandSpec = sampleSpec) throws(UsageError) -> ParsedArguments {
    try ArgumentParser.parse(arguments, for: spec)
}

/// The usage error parsing `arguments` throws, or nil if parsing succeeds.
func usageError(_ arguments: [String], _ spec: CommandSpec = sampleSpec) -> UsageError? {
    do { _ = try parse(arguments, spec); return nil } catch { return error }
}
