/// The parsed form of a template: built once by `MustacheParser`, rendered many times by `MustacheRenderer`.
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
    var parts: [String]

    init(_ text: String) {
        parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    var description: String { parts.isEmpty ? "." : parts.joined(separator: ".") }
}

/// Literal template text. `lineStarts` are the offsets where a template line begins: partial and block
/// indentation is inserted there ("prepended to each line of the partial before rendering").
struct MustacheText: Sendable {
    var bytes: [UInt8]
    var lineStarts: [Int]
}

struct MustacheSection: Sendable {
    var name: MustacheName
    var inverted: Bool
    var body: [MustacheNode]
    var location: SourceLocation
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

struct MustachePartial: Sendable {
    var target: MustacheTarget
    /// The whitespace before a standalone tag, prepended to every line of the partial.
    var indentation: [UInt8]
    var location: SourceLocation
}

struct MustacheParent: Sendable {
    var target: MustacheTarget
    var indentation: [UInt8]
    /// The `{{$block}}` arguments passed to the parent, by name.
    var arguments: [String: MustacheBlock]
    var location: SourceLocation
}

/// A `{{$name}}` block: a default body where it is a parameter, an override where it is an argument.
struct MustacheBlock: Sendable {
    var name: String
    var body: [MustacheNode]
    /// Indentation added to every body line when the block is expanded here; the body's own
    /// (intrinsic) indentation was removed from its lines at parse time.
    var indentation: [UInt8]
    /// The tag started its line, so the expansion starts a line and gets indentation.
    var atLineStart: Bool
    /// The body's first line is the rest of the opening tag's line (the tag was not standalone).
    var opensInline: Bool
    var location: SourceLocation
}
