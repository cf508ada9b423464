// Stand-in for UIKit, for type-checking generated code on Linux (see README.md beside this file): exactly the
// declarations aurum-codegen's templates call, with the signatures and availability of the iOS 18.0 / tvOS 18.0
// SDK's UIKit (UIKit.framework/Headers as Swift imports them; UIKitCore's UIColor.h, UITraitCollection.h,
// UIFont.h, UIFontDescriptor.h, UIFontMetrics.h, NSParagraphStyle.h, NSAttributedString.h). Declarations older
// than SwiftPM's oldest deployment target (iOS 12, tvOS 12) carry no `@available`, as they need none.
// Checked against developer.apple.com: UIColor.init(dynamicProvider:), UITraitCollection.accessibilityContrast.

@_exported import Foundation
import CoreGraphics

// MARK: Traits

@available(iOS 12.0, tvOS 10.0, *)
@frozen public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

@available(iOS 13.0, tvOS 13.0, *)
@frozen public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
}

// MARK: Colour

open class UIColor: NSObject, @unchecked Sendable {
    @available(iOS 10.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
}

// MARK: Images

open class UIImage: NSObject, @unchecked Sendable {
    @available(iOS 8.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
}

// MARK: Fonts

open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct AttributeName: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }
    public struct TraitKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(iOS 7.0, *)
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(iOS 7.0, *)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        @available(iOS 7.0, *)
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    }
    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        @available(iOS 8.2, *) public static let ultraLight = Weight(rawValue: -0.8)
        @available(iOS 8.2, *) public static let thin = Weight(rawValue: -0.6)
        @available(iOS 8.2, *) public static let light = Weight(rawValue: -0.4)
        @available(iOS 8.2, *) public static let regular = Weight(rawValue: 0)
        @available(iOS 8.2, *) public static let medium = Weight(rawValue: 0.23)
        @available(iOS 8.2, *) public static let semibold = Weight(rawValue: 0.3)
        @available(iOS 8.2, *) public static let bold = Weight(rawValue: 0.4)
        @available(iOS 8.2, *) public static let heavy = Weight(rawValue: 0.56)
        @available(iOS 8.2, *) public static let black = Weight(rawValue: 0.62)
    }
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    @available(iOS 8.2, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open var familyName: String { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
}

@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { fatalError() }
}

// MARK: Attributed strings

open class NSParagraphStyle: NSObject, @unchecked Sendable {}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() {}
    open var minimumLineHeight: CGFloat = 0
    open var maximumLineHeight: CGFloat = 0
}

extension NSAttributedString.Key {
    @available(iOS 6.0, *)
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    @available(iOS 6.0, *)
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    @available(iOS 6.0, *)
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}
