// Stand-in for AppKit, for type-checking generated code on Linux (see README.md beside this file): exactly the
// declarations aurum-codegen's templates call, with the signatures and availability of the macOS 15.0 SDK's
// AppKit (AppKit.framework/Headers as Swift imports them: NSColor.h, NSAppearance.h, NSFont.h,
// NSFontDescriptor.h, NSParagraphStyle.h, NSAttributedString.h). Declarations older than SwiftPM's oldest
// deployment target (macOS 10.13) carry no `@available`, as they need none.
// Checked against developer.apple.com: NSColor.init(name:dynamicProvider:), NSAppearance.bestMatch(from:),
// NSAppearance.Name.accessibilityHighContrastAqua / accessibilityHighContrastDarkAqua.

@_exported import Foundation
import CoreGraphics

// MARK: Appearance

open class NSAppearance: NSObject, @unchecked Sendable {
    public struct Name: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(macOS 10.9, *)
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        @available(macOS 10.14, *)
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityAqua")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastDarkAqua = Name(rawValue: "NSAppearanceNameAccessibilityGraphiteDarkAqua")
    }
    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

// MARK: Colour

open class NSColor: NSObject, @unchecked Sendable {
    public typealias Name = String
    @available(macOS 10.12, *)
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(macOS 10.15, *)
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}
}

// MARK: Fonts

open class NSFontDescriptor: NSObject, @unchecked Sendable {
    public struct AttributeName: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }
    public struct TraitKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(macOS 10.11, *)
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }
    public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {}
}

open class NSFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        @available(macOS 10.11, *) public static let ultraLight = Weight(rawValue: -0.8)
        @available(macOS 10.11, *) public static let thin = Weight(rawValue: -0.6)
        @available(macOS 10.11, *) public static let light = Weight(rawValue: -0.4)
        @available(macOS 10.11, *) public static let regular = Weight(rawValue: 0)
        @available(macOS 10.11, *) public static let medium = Weight(rawValue: 0.23)
        @available(macOS 10.11, *) public static let semibold = Weight(rawValue: 0.3)
        @available(macOS 10.11, *) public static let bold = Weight(rawValue: 0.4)
        @available(macOS 10.11, *) public static let heavy = Weight(rawValue: 0.56)
        @available(macOS 10.11, *) public static let black = Weight(rawValue: 0.62)
    }
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {}
    @available(macOS 10.11, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
    open var familyName: String? { fatalError() }
    open var ascender: CGFloat { fatalError() }
    open var descender: CGFloat { fatalError() }
    open var leading: CGFloat { fatalError() }
}

// MARK: Attributed strings

open class NSParagraphStyle: NSObject, @unchecked Sendable {}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() {}
    open var minimumLineHeight: CGFloat = 0
    open var maximumLineHeight: CGFloat = 0
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}
