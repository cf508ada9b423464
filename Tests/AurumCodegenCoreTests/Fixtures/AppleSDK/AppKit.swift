// Stand-in for AppKit, for type-checking generated code on Linux (see README.md beside this file): the
// declarations aurum-codegen's templates call, as Swift imports them from AppKit's Objective-C headers.
//
// Transcribed from the macOS 11.3 SDK's AppKit headers (Xcode 12.5), as stored in
// github.com/phracker/MacOSX-SDKs, MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/:
//   NSAppearance.h      (at 3c0accb42661a08e88f95ed78099535e754c540a) NSAppearance.Name and its four names,
//                       bestMatch(from:)
//   NSColor.h           (at 91ad8f218cc042dbc8e9febc260874ed6cb33e00) init(displayP3Red:green:blue:alpha:) and
//                       init(name:dynamicProvider:), both class factories Swift imports as initializers
//   NSFont.h            (at 3c0accb…) init?(descriptor:size:), systemFont(ofSize:weight:), familyName, ascender,
//                       descender, leading
//   NSFontDescriptor.h  (at 3c0accb…) init(fontAttributes:), AttributeName.family/.traits, TraitKey.weight,
//                       NSFont.Weight and its nine weights
//   NSParagraphStyle.h  (at 91ad8f2…) NSParagraphStyle, NSMutableParagraphStyle.minimumLineHeight/maximumLineHeight
// Names follow Swift's import rules: NS_TYPED_EXTENSIBLE_ENUM strings and numbers become structs with `init(_:)`
// and `init(rawValue:)`, NS_TYPED_ENUM ones with `init(rawValue:)` only. These headers carry no sendability
// annotations, so no class here is Sendable (later SDKs mark some of them; this is the stricter choice).
// Declarations without API_AVAILABLE date from macOS 10.0 and need none above SwiftPM's oldest target.
//
//   NSImage.h           (AppKit's NSImage.h, copyright 1994–2021, as a public mirror of the SDK headers stores it)
//                       NSImage, NSImage.Name (NSImageName, NS_SWIFT_BRIDGED_TYPEDEF: a String alias) and
//                       Bundle.image(forResource:) (NSBundleImageExtension, macOS 10.7: below every target checked)
// Checked against Apple's documentation only: NSColor.Name (NSColorList.h, not read),
// NSAttributedString.Key.font / .kern / .paragraphStyle (the 11.3 SDK's NSAttributedString.h is not stored).

@_exported import Foundation
import CoreGraphics

// MARK: NSAppearance.h

@available(macOS 10.9, *)
open class NSAppearance: NSObject {
    public struct Name: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

extension NSAppearance.Name {
    @available(macOS 10.9, *)
    public static let aqua = NSAppearance.Name(rawValue: "NSAppearanceNameAqua")
    @available(macOS 10.14, *)
    public static let darkAqua = NSAppearance.Name(rawValue: "NSAppearanceNameDarkAqua")
    @available(macOS 10.14, *)
    public static let accessibilityHighContrastAqua = NSAppearance.Name(rawValue: "NSAppearanceNameAccessibilityAqua")
    @available(macOS 10.14, *)
    public static let accessibilityHighContrastDarkAqua = NSAppearance.Name(rawValue: "NSAppearanceNameAccessibilityGraphiteDarkAqua")
}

// MARK: NSColor.h

open class NSColor: NSObject {
    public typealias Name = String
    public override init() {}
    @available(macOS 10.12, *)
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init() }
    @available(macOS 10.15, *)
    public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) { self.init() }
}

// MARK: NSFontDescriptor.h

open class NSFontDescriptor: NSObject {
    public struct AttributeName: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public struct TraitKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {}
}

extension NSFontDescriptor.AttributeName {
    public static let family = NSFontDescriptor.AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let traits = NSFontDescriptor.AttributeName(rawValue: "NSCTFontTraitsAttribute")
}

extension NSFontDescriptor.TraitKey {
    public static let weight = NSFontDescriptor.TraitKey(rawValue: "NSCTFontWeightTrait")
}

// MARK: NSFont.h (Weight from NSFontDescriptor.h)

open class NSFont: NSObject {
    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {}
    @available(macOS 10.11, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
    open var familyName: String? { fatalError() }
    open var ascender: CGFloat { fatalError() }
    open var descender: CGFloat { fatalError() }
    open var leading: CGFloat { fatalError() }
}

extension NSFont.Weight {
    @available(macOS 10.11, *) public static let ultraLight = NSFont.Weight(rawValue: -0.8)
    @available(macOS 10.11, *) public static let thin = NSFont.Weight(rawValue: -0.6)
    @available(macOS 10.11, *) public static let light = NSFont.Weight(rawValue: -0.4)
    @available(macOS 10.11, *) public static let regular = NSFont.Weight(rawValue: 0)
    @available(macOS 10.11, *) public static let medium = NSFont.Weight(rawValue: 0.23)
    @available(macOS 10.11, *) public static let semibold = NSFont.Weight(rawValue: 0.3)
    @available(macOS 10.11, *) public static let bold = NSFont.Weight(rawValue: 0.4)
    @available(macOS 10.11, *) public static let heavy = NSFont.Weight(rawValue: 0.56)
    @available(macOS 10.11, *) public static let black = NSFont.Weight(rawValue: 0.62)
}

// MARK: NSParagraphStyle.h

@available(macOS 10.0, *)
open class NSParagraphStyle: NSObject {
    open var minimumLineHeight: CGFloat { 0 }
    open var maximumLineHeight: CGFloat { 0 }
}

@available(macOS 10.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
    public override init() {}
    open override var minimumLineHeight: CGFloat {
        get { 0 }
        set {}
    }
    open override var maximumLineHeight: CGFloat {
        get { 0 }
        set {}
    }
}

// MARK: NSAttributedString.h (documentation)

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}

// MARK: NSImage.h

open class NSImage: NSObject {
    public typealias Name = String
}

extension Bundle {
    public func image(forResource name: NSImage.Name) -> NSImage? { nil }
}
