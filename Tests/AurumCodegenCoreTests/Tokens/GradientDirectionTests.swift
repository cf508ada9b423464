@testable import AurumCodegenCore
import Testing

/// `$extensions["com.aurum.codegen"].gradient`: read only when both points are number pairs; its CSS angle.
struct GradientDirectionTests {
    func direction(_ text: String) throws -> GradientDirection? {
        GradientDirection(try JSONReader.parse(text, file: "gradient.json"))
    }

    @Test func readsBothPoints() throws {
        let d = try #require(try direction(#"{"startPoint": [0, 0.5], "endPoint": [1, 0.5]}"#))
        #expect(d == GradientDirection(startX: 0, startY: 0.5, endX: 1, endY: 0.5))
    }

    @Test func anythingElseIsNoDirection() throws {
        #expect(try direction(#"{"startPoint": [0, 0.5]}"#) == nil)
        #expect(try direction(#"{"startPoint": [0, "a"], "endPoint": [1, 0.5]}"#) == nil)
        #expect(try direction(#"{"startPoint": [0, 0.5, 1], "endPoint": [1, 0.5]}"#) == nil)
        #expect(try direction(#""linear""#) == nil)
    }

    /// CSS measures 0deg up and turns clockwise; unit coordinates grow rightwards and downwards.
    @Test func cssAngles() {
        #expect(GradientDirection(startX: 0.5, startY: 0, endX: 0.5, endY: 1).cssDegrees == 180)
        #expect(GradientDirection(startX: 0, startY: 0.5, endX: 1, endY: 0.5).cssDegrees == 90)
        #expect(GradientDirection(startX: 0.5, startY: 1, endX: 0.5, endY: 0).cssDegrees == 0)
        #expect(GradientDirection(startX: 1, startY: 0.5, endX: 0, endY: 0.5).cssDegrees == 270)
        #expect(GradientDirection(startX: 0, startY: 0, endX: 1, endY: 1).cssDegrees == 135)
    }
}
