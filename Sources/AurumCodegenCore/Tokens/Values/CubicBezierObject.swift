/// Tokens Studio's cubic Bézier: an object `{"x1": "0.8", "y1": "0", "x2": "0.2", "y2": "1"}` (numbers or
/// numeric strings) where DTCG writes the array `[0.8, 0, 0.2, 1]`.
enum CubicBezierObject {
    static let members = ["x1", "y1", "x2", "y2"]

    static func isWritten(_ object: JSONObject) -> Bool {
        object.members.count == 4 && members.allSatisfy { object.member($0) != nil }
    }

    /// The DTCG array form of `json` (numeric strings read as numbers); nil when `json` is not this object.
    static func points(_ json: JSONValue) -> JSONValue? {
        guard let object = json.object, isWritten(object) else { return nil }
        let items = members.map { name -> JSONValue in
            let value = object[name]!
            guard let s = value.string, case .success(let q) = UnitString.quantity(s), q.unit.isEmpty else { return value }
            return JSONValue(.number(q.number), at: value.position)
        }
        return JSONValue(.array(items), at: json.position)
    }
}
