/// Minimal stand-ins for SwiftUI, UIKit and AppKit, declaring exactly the members the generated
/// conveniences use, with the signatures of Apple's SDKs (iOS 17 / macOS 14). They let Linux type-check
/// the `#if canImport(SwiftUI)` blocks; they cannot prove behaviour on Apple platforms.
enum AppleFrameworkStubs {
    static let uiKit = """
    @_exported import Foundation

    public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

    open class UITraitCollection: NSObject, @unchecked Sendable {
        open var userInterfaceStyle: UIUserInterfaceStyle { .light }
    }

    open class UIColor: NSObject, @unchecked Sendable {
        public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    }
    """

    static let appKit = """
    @_exported import Foundation

    open class NSAppearance: NSObject, @unchecked Sendable {
        public struct Name: Hashable, Sendable, RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
            public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        }
        open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { appearances.first }
    }

    open class NSColor: NSObject, @unchecked Sendable {
        public typealias Name = String
        public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}
    }
    """

    static let swiftUI = """
    @_exported import Foundation
    #if STUB_UIKIT
    import UIKit
    #endif
    #if STUB_APPKIT
    import AppKit
    #endif

    public struct Color: Hashable, Sendable {
        public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
        public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
        #if STUB_UIKIT
        public init(_ color: UIColor) {}
        #endif
        #if STUB_APPKIT
        public init(_ color: NSColor) {}
        #endif
    }

    public struct Font: Hashable, Sendable {
        public struct Weight: Hashable, Sendable {
            let value: Double
            public static let ultraLight = Weight(value: -0.8)
            public static let thin = Weight(value: -0.6)
            public static let light = Weight(value: -0.4)
            public static let regular = Weight(value: 0)
            public static let medium = Weight(value: 0.23)
            public static let semibold = Weight(value: 0.3)
            public static let bold = Weight(value: 0.4)
            public static let heavy = Weight(value: 0.56)
            public static let black = Weight(value: 0.62)
        }
        public enum TextStyle: Hashable, Sendable {
            case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        }
        public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
        public func weight(_ weight: Font.Weight) -> Font { self }
    }

    public struct Animation: Equatable, Sendable {
        public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation { Animation() }
        public func delay(_ delay: TimeInterval) -> Animation { self }
    }

    public struct Gradient: Hashable, Sendable {
        public struct Stop: Hashable, Sendable {
            public init(color: Color, location: CGFloat) {}
        }
        public init(stops: [Gradient.Stop]) {}
    }
    """
}
