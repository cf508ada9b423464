/// A place in a source file. Lines and columns are 1-based; a column counts UTF-8 bytes
/// from the start of the line, as clang and swiftc do, so Xcode lands on the right spot.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
