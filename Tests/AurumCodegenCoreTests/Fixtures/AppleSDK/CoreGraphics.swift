// Stand-in for CoreGraphics, for type-checking generated code on Linux (see README.md beside this file).
// Transcribed from the iOS 18.0 / macOS 15.0 SDKs: CoreGraphics.framework/Headers/CGPath.h as Swift imports it
// (`CGLineCap`, `CGLineJoin` are C enums, available since iOS 2 / macOS 10.0, so they carry no `@available`).
// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux, as from CoreFoundation on Apple platforms.

@_exported import Foundation

@frozen public enum CGLineCap: Int32, @unchecked Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

@frozen public enum CGLineJoin: Int32, @unchecked Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
