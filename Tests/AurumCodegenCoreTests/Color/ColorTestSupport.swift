import Testing
@testable import AurumCodegenCore

/// Expects each component within `tolerance`; `nil` (none) must match `nil`.
func expectComponents(_ actual: [Double?], _ expected: [Double?], tolerance: Double = 1e-4,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
        switch (a, e) {
        case let (a?, e?):
            #expect(abs(a - e) <= tolerance, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
        case (nil, nil): break
        default: Issue.record("\(actual) vs \(expected): none mismatch", sourceLocation: sourceLocation)
        }
    }
}

func expectVector(_ actual: SIMD3<Double>, _ expected: [Double], tolerance: Double = 1e-4,
                  sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    expectComponents([actual.x, actual.y, actual.z], expected, tolerance: tolerance, sourceLocation: sourceLocation)
}

func expectRGB(_ rgb: RGB, _ expected: [Double], tolerance: Double = 1e-4,
               sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    expectVector(rgb.channels, expected, tolerance: tolerance, sourceLocation: sourceLocation)
}

extension SIMD3<Double> {
    var array: [Double] { [x, y, z] }
}
