/// A SwiftUI initializer call as structured arguments, so one description yields both a template-file
/// example (`${prop}` interpolations) and a legacy `.figma.swift` body (`self.prop`).
public struct CodeExample: Hashable, Sendable {
    public var call: Located<String>
    public var arguments: [ExampleArgument]
}

public struct ExampleArgument: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        /// The property's mapped Swift value; `style: .filled` asks for an instance-swapped icon's filled partner.
        case property(Located<String>, style: IconStyle?)
        /// The slot's example expression, emitted only while the slot is present.
        case slot(Located<String>)
        /// A fixed Swift expression.
        case code(Located<String>)
    }

    /// nil: the property's or slot's Swift parameter. `_` means unlabeled.
    public var label: Located<String>?
    public var value: Value
    /// Emit the argument only while this holds.
    public var when: Condition?
    public var location: SourceLocation
}
