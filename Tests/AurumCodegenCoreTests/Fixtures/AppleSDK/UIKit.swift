// Stand-in for UIKit, for type-checking generated code on Linux (see README.md beside this file): the
// declarations aurum-codegen's templates call, as Swift imports them from UIKit's Objective-C headers.
//
// Transcribed from the iOS 18.0 SDK's UIKit headers (Xcode 16.0), as stored in github.com/xybp888/iOS-SDKs at
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/:
//   UIInterface.h       UIUserInterfaceStyle, UIAccessibilityContrast
//   UIColor.h           UIColor (NS_SWIFT_SENDABLE), init(displayP3Red:green:blue:alpha:), init(dynamicProvider:)
//   UIFontDescriptor.h  UIFontDescriptor (NS_SWIFT_SENDABLE), init(fontAttributes:), AttributeName.family/.traits,
//                       TraitKey.weight, UIFont.TextStyle.body/.headline, UIFont.Weight and its nine weights
// and, for NSParagraphStyle / NSMutableParagraphStyle, from the text-system header UIKit shares with AppKit, in
// the macOS 11.3 SDK's copy (github.com/phracker/MacOSX-SDKs at 91ad8f218cc042dbc8e9febc260874ed6cb33e00,
// MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSParagraphStyle.h), whose
// API_AVAILABLE names ios(6.0), tvos(9.0) and watchos(2.0).
// Names follow Swift's import rules: NS_TYPED_ENUM strings become structs with `init(rawValue:)`,
// NS_TYPED_EXTENSIBLE_ENUM ones also get `init(_:)`; NS_ENUM types are non-frozen Int enums.
//
// Checked against Apple's documentation only, as the index holds neither SDK's UIFont.h, UIFontMetrics.h,
// UITraitCollection.h, UIImage.h or NSAttributedString.h: UIFont.init(descriptor:size:),
// UIFont.systemFont(ofSize:weight:), UIFont.familyName, UIFont.lineHeight, UIFontMetrics and its two scaling
// methods, UITraitCollection.userInterfaceStyle / accessibilityContrast, UIImage.init?(named:in:compatibleWith:),
// NSAttributedString.Key.font / .kern / .paragraphStyle. Those classes are declared without a Sendable
// conformance, the stricter choice, as their sendability could not be read.
// UIColor.init(dynamicProvider:)'s closure is not @Sendable: the header does not mark it; UIKit.apinotes, which
// could, was not read.

@_exported import Foundation
import CoreGraphics

// MARK: UIInterface.h

@available(iOS 12.0, tvOS 10.0, *)
@available(watchOS, unavailable)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

// MARK: UITraitCollection.h (documentation)

@available(iOS 8.0, *)
@available(watchOS, unavailable)
open class UITraitCollection: NSObject {
    @available(iOS 12.0, tvOS 10.0, *)
    @available(watchOS, unavailable)
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
}

// MARK: UIColor.h

@available(iOS 2.0, watchOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    @available(iOS 10.0, watchOS 3.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
}

// MARK: UIImage.h (documentation)

open class UIImage: NSObject {
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
}

// MARK: UIFontDescriptor.h

@available(iOS 7.0, watchOS 2.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct AttributeName: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public struct TraitKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
}

extension UIFontDescriptor.AttributeName {
    @available(iOS 7.0, watchOS 2.0, *)
    public static let family = UIFontDescriptor.AttributeName(rawValue: "NSFontFamilyAttribute")
    @available(iOS 7.0, watchOS 2.0, *)
    public static let traits = UIFontDescriptor.AttributeName(rawValue: "NSCTFontTraitsAttribute")
}

extension UIFontDescriptor.TraitKey {
    @available(iOS 7.0, watchOS 2.0, *)
    public static let weight = UIFontDescriptor.TraitKey(rawValue: "NSCTFontWeightTrait")
}

// MARK: UIFont.h (documentation; TextStyle and Weight from UIFontDescriptor.h)

open class UIFont: NSObject {
    public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    @available(iOS 8.2, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open var familyName: String { fatalError() }
    @available(iOS 4.0, *)
    open var lineHeight: CGFloat { fatalError() }
}

extension UIFont.TextStyle {
    @available(iOS 7.0, watchOS 2.0, *)
    public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
    @available(iOS 7.0, watchOS 2.0, *)
    public static let headline = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")
}

extension UIFont.Weight {
    @available(iOS 8.2, watchOS 2.0, *) public static let ultraLight = UIFont.Weight(rawValue: -0.8)
    @available(iOS 8.2, watchOS 2.0, *) public static let thin = UIFont.Weight(rawValue: -0.6)
    @available(iOS 8.2, watchOS 2.0, *) public static let light = UIFont.Weight(rawValue: -0.4)
    @available(iOS 8.2, watchOS 2.0, *) public static let regular = UIFont.Weight(rawValue: 0)
    @available(iOS 8.2, watchOS 2.0, *) public static let medium = UIFont.Weight(rawValue: 0.23)
    @available(iOS 8.2, watchOS 2.0, *) public static let semibold = UIFont.Weight(rawValue: 0.3)
    @available(iOS 8.2, watchOS 2.0, *) public static let bold = UIFont.Weight(rawValue: 0.4)
    @available(iOS 8.2, watchOS 2.0, *) public static let heavy = UIFont.Weight(rawValue: 0.56)
    @available(iOS 8.2, watchOS 2.0, *) public static let black = UIFont.Weight(rawValue: 0.62)
}

// MARK: UIFontMetrics.h (documentation)

@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    @available(watchOS, unavailable)
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    @available(watchOS, unavailable)
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { fatalError() }
}

// MARK: NSParagraphStyle.h (shared text-system header)

@available(iOS 6.0, tvOS 9.0, watchOS 2.0, *)
open class NSParagraphStyle: NSObject {
    open var minimumLineHeight: CGFloat { 0 }
    open var maximumLineHeight: CGFloat { 0 }
}

@available(iOS 6.0, tvOS 9.0, watchOS 2.0, *)
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
    @available(iOS 6.0, *)
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    @available(iOS 6.0, *)
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    @available(iOS 6.0, *)
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}
