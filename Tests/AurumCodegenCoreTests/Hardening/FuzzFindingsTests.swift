import Foundation
import Testing
@testable import AurumCodegenCore

/// Inputs the fuzzers reported (Tests/Fuzz, Tests/Scripts/fuzz.sh), each kept as a test of what it must give now.
@Suite struct FuzzFindingsTests {
    /// tokens target, timeout: the Aurum light theme without its primitives (a seed), 30 aliases to nowhere, each
    /// looking for a suggestion among the file's tokens. 0.15 s in the debug build; over the 1 s limit under
    /// AddressSanitizer and coverage at -Onone on a loaded machine, which is why fuzz.sh allows 5 s there.
    /// It must end in one error per unknown alias, suggestions bounded (AliasResolver stops suggesting after 50).
    @Test func aThemeWithoutItsPrimitivesEndsInOneErrorPerUnknownAlias() throws {
        let url = TestPaths.repoRoot.appendingPathComponent("tokens/semantic/light.tokens.json")
        do {
            _ = try TokenLoader.load(files: [url])
            Issue.record("the theme loaded without its primitives")
        } catch {
            let errors = error.diagnostics.filter { $0.severity == .error }
            #expect(errors.count == 30)
            #expect(errors.allSatisfy { $0.message.hasPrefix("unknown alias target {") })
        }
    }
}
