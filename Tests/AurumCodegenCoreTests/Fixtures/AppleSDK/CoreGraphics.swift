// Stand-in for CoreGraphics, for type-checking generated code on Linux (see README.md beside this file).
//
// Transcribed from the iOS 17.0 SDK's CGPath.h, as stored in github.com/xybp888/iOS-SDKs at
// 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55, iPhoneOS17.0.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGPath.h:
// `typedef CF_ENUM(int32_t, CGLineJoin) { kCGLineJoinMiter, kCGLineJoinRound, kCGLineJoinBevel }` and
// `typedef CF_ENUM(int32_t, CGLineCap) { kCGLineCapButt, kCGLineCapRound, kCGLineCapSquare }`, with no
// availability attribute; Swift imports CF_ENUMs as non-frozen Int32 enums with the prefix dropped. SwiftUI's
// interface uses them as `CoreGraphics.CGLineCap` / `CoreGraphics.CGLineJoin` (StrokeStyle, offset 816000 of the
// iOS 17.0 SDK's SwiftUI interface).
// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux, as from CoreFoundation on Apple platforms;
// hence the re-export, which on Apple platforms CoreGraphics does not need.

@_exported import Foundation

public enum CGLineCap: Int32, @unchecked Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

public enum CGLineJoin: Int32, @unchecked Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
