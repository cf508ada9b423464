import Foundation
import Testing
@testable import AurumCodegenCLI
@testable import AurumCodegenCore

/// `generate` on the repository's configuration reports every component output and the component without a node.
@Suite struct GenerateComponentsCommandTests {
    @Test func theSummaryListsEveryOutputAndTheComponentWithoutANode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let capture = CapturedOutput()
        let code = AurumCodegenCommandLine.main(["generate", "--dry-run"], io: .capturing(into: capture, currentDirectory: root.path))
        #expect(code == 0, "\(capture.standardError)")
        let lines = capture.standardOutput.split(separator: "\n").map(String.init)
        // The checked-in output under Tests/Reference/Aurum is current: nothing would be written or removed.
        #expect(lines.contains("components: 5, icons: 48; without a Figma node (no Code Connect): AurumBannerHost"))
        #expect(lines.contains("component swift: 0 would write, 16 unchanged in Tests/Reference/Aurum/Components"))
        #expect(lines.contains("code connect: 0 would write, 8 unchanged in Tests/Reference/Aurum/FigmaConnect/Templates"))
        #expect(lines.contains("code connect (.figma.swift): 0 would write, 4 unchanged in Tests/Reference/Aurum"))
        #expect(lines.contains("pages: 0 would write, 6 unchanged in Tests/Reference/Aurum/Pages"))
    }
}
