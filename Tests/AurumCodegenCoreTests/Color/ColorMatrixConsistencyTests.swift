import Testing
@testable import AurumCodegenCore

/// Properties the CSS Color 4 matrices must have, so a mistyped digit cannot hide behind
/// a loose reference tolerance.
@Suite struct ColorMatrixConsistencyTests {
    typealias M = ColorMatrices

    static let pairs: [(String, ColorMatrix, ColorMatrix)] = [
        ("sRGB", M.linearSRGBToXYZ, M.xyzToLinearSRGB),
        ("P3", M.linearP3ToXYZ, M.xyzToLinearP3),
        ("a98", M.linearA98ToXYZ, M.xyzToLinearA98),
        ("rec2020", M.linearRec2020ToXYZ, M.xyzToLinearRec2020),
        ("ProPhoto", M.linearProPhotoToXYZD50, M.xyzD50ToLinearProPhoto),
        ("Bradford", M.d65ToD50, M.d50ToD65),
        ("LMS", M.xyzToLMS, M.lmsToXYZ),
        ("OKLab", M.lmsToOKLab, M.okLabToLMS),
    ]

    @Test(arguments: 0..<8) func forwardAndInverseCompose(to index: Int) {
        let (name, forward, inverse) = Self.pairs[index]
        for basis in [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)] {
            let back = inverse * (forward * basis)
            #expect(((back - basis) * (back - basis)).sum().squareRoot() < 1e-9, "\(name)")
        }
    }

    @Test func rgbWhitesLandOnTheirWhitePoint() {
        // RGB (1, 1, 1) is the space's reference white: D65 for all but ProPhoto, which is D50.
        let one = SIMD3<Double>(repeating: 1)
        for m in [M.linearSRGBToXYZ, M.linearP3ToXYZ, M.linearA98ToXYZ, M.linearRec2020ToXYZ] {
            expectVector(m * one, [M.d65White.x, 1, M.d65White.z], tolerance: 1e-9)
        }
        expectVector(M.linearProPhotoToXYZD50 * one, [M.d50White.x, 1, M.d50White.z], tolerance: 1e-9)
        expectVector(M.d65ToD50 * M.d65White, [M.d50White.x, 1, M.d50White.z], tolerance: 1e-9)
    }
}
