/// A manifest value together with where it was written, so later checks can point at it.
struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    var value: Value
    var location: SourceLocation

    init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
