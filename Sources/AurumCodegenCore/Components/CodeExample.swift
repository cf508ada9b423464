/// A SwiftUI initializer call as structured arguments, so one description yields both a template-file
/// example (`${prop}` interpolations) and a legacy `.figma.swift` body (`self.prop`).
struct CodeExample: Hashable, Sendable {
    var call: Located<String>
    var arguments: [ExampleArgument]
}

struct ExampleArgument: Hashable, Sendable {
    package enum Value: Hashable, Sendable {
        /// The property's mapped Swift value; `style: .filled` asks for an instance-swapped icon's filled partner.
        case property(Located<String>, style: IconStyle?)
        /// The slot's example expression, emitted only while the slot is present.
        case slot(Located<String>)
        /// A fixed Swift expression.
        case code(Located<String>)
    }

    /// nil: the property's or slot's Swift parameter. `_` means unlabeled.
    var label: Located<String>?
    var value: Value
    /// Emit the argument only while this holds.
    var when: Condition?
    var location: SourceLocation
}
