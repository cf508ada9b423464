/// The parsed form of a template: built once by `MustacheParser`, rendered many times by `MustacheRenderer`.
/// Payloads are immutable classes so the render loop retains one reference per node, not each field.
enum MustacheNode: Sendable {
    case text(MustacheText)
    /// A template line that starts with a tag: the place where partial or block indentation goes.
    case indent
    case variable(MustacheName, escaped: Bool)
    case section(MustacheSection)
    case partial(MustachePartial)
    case parent(MustacheParent)
    case block(MustacheBlock)
}

/// A dotted name, split once at parse time. No parts means the implicit iterator `.`.
struct MustacheName: Sendable, Hashable, CustomStringConvertible {
    /// The parts, hashed once here rather than at every lookup.
    let keys: [MustacheDictionary.HashedKey]

    init(_ text: String) {
        keys = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map { MustacheDictionary.HashedKey(String($0)) }
    }

    var parts: [String] { keys.map(\.name) }

    var description: String { parts.isEmpty ? "." : parts.joined(separator: ".") }
}

/// Literal template text. `lineStarts` are the offsets where a template line begins: partial and block
/// indentation is inserted there ("prepended to each line of the partial before rendering").
final class MustacheText: Sendable {
    let bytes: [UInt8]
    let lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }
}

final class MustacheSection: Sendable {
    let name: MustacheName
    let inverted: Bool
    let body: [MustacheNode]
    let location: SourceLocation

    init(name: MustacheName, inverted: Bool, body: [MustacheNode], location: SourceLocation) {
        self.name = name
        self.inverted = inverted
        self.body = body
        self.location = location
    }
}

/// What a partial or parent tag names: fixed, or (`{{>*name}}`) read from the context at render time.
enum MustacheTarget: Sendable, CustomStringConvertible {
    case fixed(String)
    case dynamic(MustacheName)

    var description: String {
        switch self {
        case .fixed(let name): name
        case .dynamic(let name): "*\(name)"
        }
    }
}

final class MustachePartial: Sendable {
    let target: MustacheTarget
    /// The whitespace before a standalone tag, prepended to every line of the partial.
    let indentation: [UInt8]
    let location: SourceLocation

    init(target: MustacheTarget, indentation: [UInt8], location: SourceLocation) {
        self.target = target
        self.indentation = indentation
        self.location = location
    }
}

final class MustacheParent: Sendable {
    let target: MustacheTarget
    let indentation: [UInt8]
    /// The `{{$block}}` arguments passed to the parent, by name.
    let arguments: [String: MustacheBlock]
    let location: SourceLocation

    init(target: MustacheTarget, indentation: [UInt8], arguments: [String: MustacheBlock], location: SourceLocation) {
        self.target = target
        self.indentation = indentation
        self.arguments = arguments
        self.location = location
    }
}

/// A `{{$name}}` block: a default body where it is a parameter, an override where it is an argument.
final class MustacheBlock: Sendable {
    let name: String
    let body: [MustacheNode]
    /// Indentation added to every body line when the block is expanded here; the body's own
    /// (intrinsic) indentation was removed from its lines at parse time.
    let indentation: [UInt8]
    /// The tag started its line, so the expansion starts a line and gets indentation.
    let atLineStart: Bool
    /// The body's first line is the rest of the opening tag's line (the tag was not standalone).
    let opensInline: Bool
    let location: SourceLocation

    init(name: String, body: [MustacheNode], indentation: [UInt8], atLineStart: Bool, opensInline: Bool, location: SourceLocation) {
        self.name = name
        self.body = body
        self.indentation = indentation
        self.atLineStart = atLineStart
        self.opensInline = opensInline
        self.location = location
    }
}
