import Testing
@testable import AurumCodegenCLI

@Test func commandLineRuns() {
    #expect(AurumCodegenCommandLine.main([]) == 0)
}
