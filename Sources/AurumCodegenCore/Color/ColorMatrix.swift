/// A 3×3 row-major matrix for the linear steps of colour conversion.
struct ColorMatrix: Sendable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = (r0, r1, r2)
    }

    static func * (m: ColorMatrix, v: SIMD3<Double>) -> SIMD3<Double> {
        // Written out (not SIMD .sum()) so the summation order matches the CSS sample code.
        func dot(_ r: SIMD3<Double>) -> Double { r.x * v.x + r.y * v.y + r.z * v.z }
        return SIMD3(dot(m.rows.0), dot(m.rows.1), dot(m.rows.2))
    }
}
